/**
 * A reader of the home page (`/`, `/ur`) downloads no string of the site administration or the
 * hifz portal: neither their strings' chunks nor any of their words. Read from the build (`npm
 * test` builds first; alone: `VITE_USE_EMULATORS=true npm run build`, then `npx vitest run
 * --project build`): the page's HTML as the `pages` function serves it (its template), every
 * script the page names (module scripts, `modulepreload` links, the app's entry and its preload
 * list, the page-reader's script) with every chunk they import statically, and the strings the
 * app imports on that page (its language's `common` and `public` namespaces). Dynamic imports
 * are not followed: that is how the other areas' strings stay out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../../web/src/site-admin/i18n/en.ts';
import { adminUr } from '../../web/src/site-admin/i18n/ur.ts';
import { hifzEn } from '../../web/src/hifz-portal/i18n/en.ts';
import { hifzUr } from '../../web/src/hifz-portal/i18n/ur.ts';
import { publicEn } from '../../web/src/public-site/i18n/en.ts';
import { publicUr } from '../../web/src/public-site/i18n/ur.ts';
import { readdirSync } from 'node:fs';
import { DIST, namedScripts, staticGraph, TEMPLATES } from './built-scripts.ts';

/** Strings only the site administration shows (in both languages). */
const ADMIN_ONLY = {
  en: [
    adminEn.admin.recordings.confirmDetail,
    adminEn.slidesAdmin.lead,
    adminEn.contentAdmin.hints.body,
  ],
  ur: [
    adminUr.admin.recordings.confirmDetail,
    adminUr.slidesAdmin.lead,
    adminUr.contentAdmin.hints.body,
  ],
};
/** Strings only the hifz portal shows (in both languages). */
const PORTAL_ONLY = {
  en: [
    hifzEn.hifz.admin.newTeacher,
    hifzEn.hifzProgress.manzil.correctionsHelp,
    hifzEn.report.notify.lead,
  ],
  ur: [
    hifzUr.hifz.admin.newTeacher,
    hifzUr.hifzProgress.manzil.correctionsHelp,
    hifzUr.report.notify.lead,
  ],
};

/** The built file of the strings of `namespace` in `lang`. */
function stringsChunk(namespace: string, lang: string): string {
  const found = readdirSync(join(DIST, 'assets')).filter((f) =>
    new RegExp(`^strings-${namespace}-${lang}-[\\w-]+\\.js$`).test(f),
  );
  expect(found, `the ${namespace} strings in ${lang}`).toHaveLength(1);
  return `assets/${found[0]}`;
}

describe.each([
  { address: '/', template: 'index.html', lang: 'en' as const, public: publicEn },
  { address: '/ur', template: 'ur.html', lang: 'ur' as const, public: publicUr },
])('a reader of $address', ({ template, lang, public: words }) => {
  const built = existsSync(join(TEMPLATES, template));

  it('finds the build (npm test builds it; see the header)', () => {
    expect(built).toBe(true);
  });

  it.runIf(built)('downloads no string of the site administration or the portal', () => {
    const html = readFileSync(join(TEMPLATES, template), 'utf8');
    const scripts = staticGraph([
      ...namedScripts(html),
      stringsChunk('common', lang),
      stringsChunk('public', lang),
    ]);
    const names = [...scripts].map((file) => file.replace(/^assets\//, ''));
    expect(names.filter((name) => /^strings-(admin|hifz)-/.test(name))).toEqual([]);
    expect(names.length).toBeGreaterThan(10);

    const texts = [html, ...[...scripts].map((file) => readFileSync(join(DIST, file), 'utf8'))];
    const found = (needle: string) => texts.some((text) => text.includes(needle));
    // The search finds what the page does show, and finds the others in their own chunks.
    expect(found(words.home.upcomingLead)).toBe(true);
    const adminChunk = readFileSync(join(DIST, stringsChunk('admin', lang)), 'utf8');
    const portalChunk = readFileSync(join(DIST, stringsChunk('hifz', lang)), 'utf8');
    expect(ADMIN_ONLY[lang].every((text) => adminChunk.includes(text))).toBe(true);
    expect(PORTAL_ONLY[lang].every((text) => portalChunk.includes(text))).toBe(true);

    expect([...ADMIN_ONLY[lang], ...PORTAL_ONLY[lang]].filter(found)).toEqual([]);
  });
});
