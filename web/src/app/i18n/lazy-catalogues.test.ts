/**
 * Each (language, namespace) catalogue is loaded when first needed: `common` in the first
 * language alone at start, an area's namespace when its route asks for it (loadStrings), and on
 * the first switch the other language of what is loaded by then, without a reload. Nothing else.
 */
import { describe, expect, it } from 'vitest';
import { currentLanguage, i18next, i18nReady, loadStrings, setLanguage } from './index.ts';

/** The (language, namespace) pairs loaded so far, as `en/common`. */
const loaded = () =>
  (['en', 'ur'] as const).flatMap((lng) =>
    (['common', 'public', 'admin', 'hifz'] as const)
      .filter((ns) => i18next.hasResourceBundle(lng, ns))
      .map((ns) => `${lng}/${ns}`),
  );

describe('the language catalogues', () => {
  it('are loaded one language and one namespace at a time, when they are shown', async () => {
    // The language is known at once, before its strings have arrived.
    expect(i18next.language).toBe('en');
    await i18nReady;
    expect(currentLanguage()).toBe('en');
    expect(loaded()).toEqual(['en/common']);
    expect(i18next.t('notFound.title')).toBe('Page not found');

    // A public page's route loads the public strings only.
    await loadStrings('public');
    expect(loaded()).toEqual(['en/common', 'en/public']);
    const english = i18next.t('hall.janaza.heading', { ns: 'public' });
    expect(english).toBe('Janaza');

    // The switch loads Urdu's common and public strings: no area the reader has not opened.
    await setLanguage('ur', false);
    expect(currentLanguage()).toBe('ur');
    expect(loaded()).toEqual(['en/common', 'en/public', 'ur/common', 'ur/public']);
    const urdu = i18next.t('hall.janaza.heading', { ns: 'public' });
    expect(urdu).toMatch(/[\u0600-\u06ff]/);
    // An area's lookup falls back to common.
    expect(i18next.t('notFound.title', { ns: 'public' })).toMatch(/[\u0600-\u06ff]/);

    await setLanguage('en', false);
    expect(i18next.t('hall.janaza.heading', { ns: 'public' })).toBe(english);
  });
});
