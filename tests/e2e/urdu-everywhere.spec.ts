/**
 * Every public route, and the site-admin screens as the signed-in site admin, in Urdu and in
 * English, at the width of the project (phone 375 px, desktop 1280 px), with one page (one
 * browser context) per language: the document's `lang`/`dir`, the tab title in the page's
 * language, no sideways scroll, no serious or critical axe violation, and in Urdu no text in
 * Latin script outside an element marked `lang="en"` (admin-typed English, shown as such),
 * except the allowed list: the mosque's name, e-mail addresses and web addresses. Digits are
 * Western in both languages (web/src/common/time/karachi-time.ts), so they are not Latin letters.
 * The public paths are read from web/src/app/routes.tsx (the children before the signed-in
 * part), the site-admin paths likewise (after RequireSiteAdmin); routes with an id get seeded ones.
 * Read-only: signing in changes no data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import { RECORDINGS_COLLECTION } from '@masjid/domain/recording';
import {
  adminDb,
  closeAdmin,
  expect,
  expectNoSeriousA11yViolations,
  open,
  saveScreen,
  site,
  test,
} from './support.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { addressIn, useLanguage, type Lang } from './language-address.ts';

test.afterAll(closeAdmin);

const ROUTES_SOURCE = readFileSync(join(process.cwd(), 'web', 'src', 'app', 'routes.tsx'), 'utf8');
const SIGNED_IN_MARK = "import('../common/firebase/FirebaseProviders.tsx')";
const SITE_ADMIN_MARK = 'RequireSiteAdmin';

const pathsIn = (source: string) =>
  [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');

/** Public routes: those declared before the signed-in part, and the two sign-in forms. */
function publicRoutes(): string[] {
  const cut = ROUTES_SOURCE.indexOf(SIGNED_IN_MARK);
  expect(
    cut,
    'routes.tsx still loads the signed-in routes behind FirebaseProviders',
  ).toBeGreaterThan(0);
  return [...pathsIn(ROUTES_SOURCE.slice(0, cut)), '/login', '/hifz-login'];
}

/** Site-admin routes: those declared inside RequireSiteAdmin. */
function siteAdminRoutes(): string[] {
  const cut = ROUTES_SOURCE.indexOf(SITE_ADMIN_MARK);
  expect(
    cut,
    'routes.tsx still guards the site-admin routes with RequireSiteAdmin',
  ).toBeGreaterThan(0);
  return pathsIn(ROUTES_SOURCE.slice(cut));
}

/** Seeded ids for the routes with a parameter. */
async function seededIds(): Promise<Record<string, string[]>> {
  const recording = (await adminDb().collection(RECORDINGS_COLLECTION).limit(1).get()).docs[0];
  const entry = (await adminDb().collection(CONTENT_COLLECTION).limit(1).get()).docs[0];
  return {
    // One event the site admin wrote in Urdu too (seed/content/events-urdu.ts), one English only.
    '/events/:id': ['/events/family-night', '/events/blood-donation-camp'],
    '/bayan/:id': [`/bayan/${recording!.id}`],
    '/edit-event/:id': ['/edit-event/family-night'],
    '/manage-content/edit/:id': [`/manage-content/edit/${entry!.id}`],
  };
}

async function expand(paths: string[]): Promise<string[]> {
  const ids = await seededIds();
  return paths.flatMap((path) => {
    if (!path.includes(':')) return [path];
    const seeded = ids[path];
    expect(seeded, `a seeded id for ${path} in urdu-everywhere.spec.ts`).toBeDefined();
    return seeded!;
  });
}

/**
 * Text in Latin script that an Urdu reader would meet: text nodes and the `alt`, `aria-label`,
 * `title` and `placeholder` attributes whose nearest `lang` is not English, less the allowed
 * list. Each finding reads `tag: text`.
 */
async function latinOutsideEnglish(page: Page): Promise<string[]> {
  return page.evaluate((mosqueName) => {
    const LATIN = /[A-Za-z]/;
    const ALLOWED = [
      new RegExp(mosqueName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'),
      /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
      /\bhttps?:\/\/\S*/g, // web addresses (and the https:// placeholder)
      /(^|[\s(])\/[a-z][\w./-]*…?/g, // paths on this site (/images/…)
      // The forms of a YouTube address named in the videos form's hint.
      /\b(youtu\.be|watch|shorts|embed)\b/g,
      // File types and sizes in the admin forms' hints, written so in Urdu too.
      /\b(JPEG|PNG|WebP|AVIF|MP3|M4A|OGG|OPUS|WAV|FLAC|PDF|MB|KB)\b/g,
      /\b[\w-]+(\.[\w-]+)+\/\S*/g, // addresses without a scheme (example.org/x)
    ];
    const english = (el: Element | null) =>
      !!el?.closest('[lang]') && /^en\b/i.test(el.closest('[lang]')!.getAttribute('lang')!);
    const leftover = (text: string) =>
      ALLOWED.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A form field's value is what the site admin typed, not the page's words.
      if (!parent || parent.closest('script, style, noscript, template, textarea')) continue;
      const text = node.textContent ?? '';
      if (LATIN.test(leftover(text)) && !english(parent))
        found.push(`${parent.tagName.toLowerCase()}: ${text.trim().slice(0, 80)}`);
    }
    for (const el of Array.from(
      document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]'),
    )) {
      for (const attr of ['alt', 'aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value && LATIN.test(leftover(value)) && !english(el))
          found.push(`${el.tagName.toLowerCase()}[${attr}]: ${value.slice(0, 80)}`);
      }
    }
    return found;
  }, site.name);
}

/** Waits until the page has no loading state left (busy regions, "Loading…" lines). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelectorAll('[aria-busy="true"]').length === 0 &&
            !/Loading|لوڈ ہو رہ/.test(document.querySelector('main')?.textContent ?? ''),
        ),
      { message: 'the page finished loading' },
    )
    .toBe(true);
}

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

/** Opens `path` in `lang` and checks it (see the file's comment); returns its Latin leaks. */
async function checkPage(
  page: Page,
  testInfo: TestInfo,
  path: string,
  lang: Lang,
): Promise<string[]> {
  await open(page, addressIn(path, lang));
  await settled(page);
  const html = page.locator('html');
  await expect(html, `lang of ${path}`).toHaveAttribute('lang', lang);
  await expect(html, `dir of ${path}`).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
  const title = await page.title();
  // The title's page part is in the page's language (Urdu titles arrive with the /ur addresses).
  expect
    .soft(ARABIC_SCRIPT.test(title), `title of ${path} in ${lang}: "${title}"`)
    .toBe(lang === 'ur');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll on ${path} in ${lang} (px)`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, testInfo);
  if (lang === 'en') return [];
  const name = path.replace(/[^\w-]+/g, '_') || 'home';
  await saveScreen(page, testInfo, `ur${name}`);
  return (await latinOutsideEnglish(page)).map((leak) => `${path}  ${leak}`);
}

for (const lang of ['ur', 'en'] as const) {
  test(`every public route in ${lang === 'ur' ? 'Urdu' : 'English'}: lang, dir, title, no sideways scroll, axe${lang === 'ur' ? ', no Latin text outside lang="en"' : ''}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await useLanguage(page, lang);
    const leaks: string[] = [];
    for (const path of await expand([
      ...publicRoutes(),
      '/services-detail-funeral',
      '/no-such-page',
    ]))
      leaks.push(...(await checkPage(page, testInfo, path, lang)));
    expect(leaks, 'Latin-script text in Urdu pages outside lang="en"').toEqual([]);
  });
}

test('the site-admin screens in Urdu as the signed-in site admin', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await useLanguage(page, 'ur');
  await open(page, addressIn('/login', 'ur'));
  // The sign-in form is in Urdu: its fields are found by type, not by the English labels.
  await page.locator('input[type="email"]').fill('siteadmin@demo.test');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login$/);
  const leaks: string[] = [];
  for (const path of await expand(siteAdminRoutes()))
    leaks.push(...(await checkPage(page, testInfo, path, 'ur')));
  expect(leaks, 'Latin-script text in Urdu admin screens outside lang="en"').toEqual([]);
});
