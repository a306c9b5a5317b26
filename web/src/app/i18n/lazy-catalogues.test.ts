/**
 * Each language's catalogue is loaded when that language is first shown: the first language
 * alone at start, the other one on the first switch, without a reload.
 */
import { describe, expect, it } from 'vitest';
import { currentLanguage, i18next, i18nReady, setLanguage } from './index.ts';

describe('the language catalogues', () => {
  it('are loaded one at a time, when their language is shown', async () => {
    // The language is known at once, before its catalogue has arrived.
    expect(i18next.language).toBe('en');
    await i18nReady;
    expect(currentLanguage()).toBe('en');
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('ur', 'translation')).toBe(false);
    const english = i18next.t('hall.janaza.heading');
    expect(english).not.toBe('hall.janaza.heading');

    await setLanguage('ur', false);
    expect(currentLanguage()).toBe('ur');
    expect(i18next.hasResourceBundle('ur', 'translation')).toBe(true);
    const urdu = i18next.t('hall.janaza.heading');
    expect(urdu).not.toBe(english);
    expect(urdu).toMatch(/[\u0600-\u06ff]/);

    await setLanguage('en', false);
    expect(i18next.t('hall.janaza.heading')).toBe(english);
  });
});
