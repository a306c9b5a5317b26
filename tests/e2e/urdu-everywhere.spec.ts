/**
 * Every public route, and the site-admin screens as the signed-in site admin, in Urdu and in
 * English, at the width of the project (phone 375 px, desktop 1280 px), one test (one browser
 * context) per public route and language and per few site-admin screens: the document's
 * `lang`/`dir`, the tab title in the page's language, no sideways scroll, no serious or critical
 * axe violation, and in Urdu no text in Latin script outside an element marked `lang="en"`
 * (admin-typed English, shown as such), except the allowed list: the mosque's name, e-mail
 * addresses and web addresses. Digits are Western in both languages
 * (web/src/common/time/karachi-time.ts), so they are not Latin letters.
 * The public paths are read from web/src/app/routes.tsx (the children before the signed-in
 * part), the site-admin paths likewise (after RequireSiteAdmin); routes with an id get seeded ones.
 * Read-only: signing in changes no data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import { RECORDINGS_COLLECTION } from '@masjid/domain/recording';
import { adminDb, closeAdmin, expect, open, test } from './support.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { addressIn, useLanguage } from './language-address.ts';
import { checkPage } from './urdu-checks.ts';

test.afterAll(closeAdmin);

const ROUTES_SOURCE = readFileSync(join(process.cwd(), 'web', 'src', 'app', 'routes.tsx'), 'utf8');
const SIGNED_IN_MARK = 'id: SIGNED_IN_ROUTE_ID,';
const SITE_ADMIN_MARK = 'RequireSiteAdmin';

const pathsIn = (source: string) =>
  [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');

/** Public routes: those declared before the signed-in part, and the two sign-in forms. */
function publicRoutes(): string[] {
  const cut = ROUTES_SOURCE.indexOf(SIGNED_IN_MARK);
  expect(
    cut,
    'routes.tsx still marks the signed-in routes with SIGNED_IN_ROUTE_ID',
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

/** `paths` with each route with an id replaced by its seeded addresses (read only when needed). */
async function expand(paths: string[]): Promise<string[]> {
  if (!paths.some((path) => path.includes(':'))) return paths;
  const ids = await seededIds();
  return paths.flatMap((path) => {
    if (!path.includes(':')) return [path];
    const seeded = ids[path];
    expect(seeded, `a seeded id for ${path} in urdu-everywhere.spec.ts`).toBeDefined();
    return seeded!;
  });
}

/** The public addresses swept: every public route, a service's page and an unknown address. */
const PUBLIC_SWEEP = [...publicRoutes(), '/services-detail-funeral', '/no-such-page'];

/**
 * One test a route and language, so that the two workers share the sweep (it was two tests of
 * 3-4 minutes each on a busy 2-core machine) and a retry repeats one page, not twenty-five.
 */
for (const lang of ['ur', 'en'] as const) {
  test.describe(`public routes in ${lang === 'ur' ? 'Urdu' : 'English'}`, () => {
    for (const route of PUBLIC_SWEEP) {
      test(`${route}: lang, dir, title, no sideways scroll, axe${lang === 'ur' ? ', no Latin text outside lang="en"' : ''}`, async ({
        page,
      }, testInfo) => {
        await useLanguage(page, lang);
        const leaks: string[] = [];
        for (const path of await expand([route]))
          leaks.push(...(await checkPage(page, testInfo, path, lang)));
        expect(leaks, 'Latin-script text in an Urdu page outside lang="en"').toEqual([]);
      });
    }
  });
}

/** The site-admin screens in chunks of this many, each chunk signed in on its own. */
const ADMIN_CHUNK = 6;
const ADMIN_ROUTES = siteAdminRoutes();

for (let from = 0; from < ADMIN_ROUTES.length; from += ADMIN_CHUNK) {
  const routes = ADMIN_ROUTES.slice(from, from + ADMIN_CHUNK);
  test(`the site-admin screens in Urdu as the signed-in site admin: ${routes.join(', ')}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await useLanguage(page, 'ur');
    await open(page, addressIn('/login', 'ur'));
    // The sign-in form is in Urdu: its fields are found by type, not by the English labels.
    await page.locator('input[type="email"]').fill('siteadmin@demo.test');
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).not.toHaveURL(/\/login$/);
    const leaks: string[] = [];
    for (const path of await expand(routes))
      leaks.push(...(await checkPage(page, testInfo, path, 'ur')));
    expect(leaks, 'Latin-script text in Urdu admin screens outside lang="en"').toEqual([]);
  });
}
