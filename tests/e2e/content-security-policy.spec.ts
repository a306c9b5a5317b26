/**
 * Every route of the site in Chromium under the Content-Security-Policy that Hosting sends
 * (firebase.json; the emulator adds only its own Auth and Firestore origins to `connect-src`):
 * public pages as a visitor, the site-admin pages as the site admin, the hifz portal as the owner,
 * a qari and a student, and the parents' link. Each page is opened and left to load its data; a
 * `securitypolicyviolation` event or a console message about the policy fails the test. The
 * public paths are read from web/src/app/routes.tsx, so a new public page is visited without a
 * change here; a new signed-in page or one with an id must be added to the lists below.
 * Read-only: signing in changes no data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import * as z from 'zod/mini';
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import { RECORDINGS_COLLECTION } from '@masjid/domain/recording';
import { deepLinkSchema } from '@masjid/domain/hifz';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import {
  adminDb,
  closeAdmin,
  expect,
  open,
  signInAsSiteAdminAt,
  signInToPortal,
  storedEvents,
  test,
} from './support.ts';

test.afterAll(closeAdmin);

// The policy is the same at every width, and a page at phone width loads nothing from an origin
// that it does not load at desktop width (only other sizes of the same pictures): the sweep runs
// in the desktop project only, which spares CI several minutes of a worker.
test.skip(({ isMobile }) => isMobile, 'the policy does not depend on the width: swept at desktop');

const STUDENT_ID = 'demo-student-ahmed';

/** Collects CSP violations of the page (events in every frame of ours, and console reports). */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation;
      report(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text()))
      found.push(`console: ${message.text()} on ${new URL(page.url()).pathname}`);
  });
  return found;
}

/** Opens `path`, lets it load its data, and returns nothing; violations land in the watcher. */
async function visit(page: Page, path: string): Promise<void> {
  await open(page, path);
  await page.waitForLoadState('load');
  // Firestore's listeners and lazy images start after the first render.
  await page.waitForTimeout(600);
}

async function idTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  const { idToken } = (await res.json()) as { idToken: string };
  return idToken;
}

async function firstRecordingId(): Promise<string> {
  const snap = await adminDb().collection(RECORDINGS_COLLECTION).limit(1).get();
  const id = snap.docs[0]?.id;
  if (!id) throw new Error('no recording in the seed');
  return id;
}

const SITE_ADMIN_PATHS = [
  '/update-jamat',
  '/new-event-modal',
  '/all-events-flagged',
  '/newbayan',
  '/newbayanmorning',
  '/update-delete-morningfridaybayan',
  '/update-delete-morningSundaybayan',
  '/admin-videos',
  '/admin-announcements',
  '/admin-janaza',
  '/admin-site-details',
  '/manage-content',
  '/manage-content/new',
  '/manage-books',
  '/manage-slides',
  '/admin-jamat-changes',
  '/admin-moon-sighting',
];
/** Routes with a parameter, visited with a seeded id below. */
const WITH_IDS = [
  '/events/:id',
  '/bayan/:id',
  '/edit-event/:id',
  '/students/:id',
  '/students/:id/report',
  '/manage-content/edit/:id',
];
const PORTAL_PATHS = [
  '/dashboard-admin',
  '/dashboard-admin/report',
  '/dashboard-qari',
  '/student-profile',
  '/dashboard-student',
  '/dashboard-student/report',
];

/** Every path of web/src/app/routes.tsx but the `*` route. */
function declaredPaths(): string[] {
  const source = readFileSync(join(process.cwd(), 'web', 'src', 'app', 'routes.tsx'), 'utf8');
  return [
    ...[...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!),
    ...[...source.matchAll(/serviceDetail\('([^']+)'\)/g)].map((m) => `/services-detail-${m[1]!}`),
  ].filter((path) => path !== '*');
}

/** Public pages: every declared path not listed as signed-in or with an id. */
const publicPaths = () =>
  declaredPaths().filter(
    (path) => ![...SITE_ADMIN_PATHS, ...PORTAL_PATHS, ...WITH_IDS].includes(path),
  );

test('every route with an id is visited below with a seeded one', () => {
  expect(
    declaredPaths()
      .filter((path) => path.includes(':'))
      .sort(),
  ).toEqual([...WITH_IDS].sort());
});

/** The public addresses swept, in tests of this many so that the two workers share them. */
const PUBLIC_CHUNK = 11;

/**
 * Every public address to visit: the declared paths, the catch-all's, the Urdu ones, and those
 * with an id (`:id`, given a seeded one by `withSeededIds`).
 */
const PUBLIC_SWEEP = [
  ...publicPaths(),
  '/no-such-page',
  // The services' pages are found by the catch-all route (/services-detail-{slug}).
  '/services-detail-funeral',
  '/events/:id',
  '/bayan/:id',
  // Urdu addresses: prerendered pages, the Urdu shell (ids, unknown addresses).
  '/ur',
  '/ur/events',
  '/ur/naat',
  '/ur/events/:id',
  '/ur/bayan/:id',
  '/ur/no-such-page',
];

/** `paths` with each event's and bayan's `:id` replaced by a seeded one. */
async function withSeededIds(paths: string[]): Promise<string[]> {
  if (!paths.some((path) => path.endsWith('/:id'))) return paths;
  const event = (await storedEvents())[0];
  const recording = await firstRecordingId();
  return paths.map((path) =>
    path
      .replace(/\/events\/:id$/, `/events/${event!.id}`)
      .replace(/\/bayan\/:id$/, `/bayan/${recording}`),
  );
}

for (let from = 0; from < PUBLIC_SWEEP.length; from += PUBLIC_CHUNK) {
  const paths = PUBLIC_SWEEP.slice(from, from + PUBLIC_CHUNK);
  test(`public pages raise no CSP violation: ${paths.join(', ')}`, async ({ page }) => {
    // Eleven pages at most, each opened until the app has taken over.
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    for (const path of await withSeededIds(paths)) await visit(page, path);
    expect(violations).toEqual([]);
  });
}

test('a video pressed on a public page raises no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  // A video poster loads its player (a frame of youtube.com) only when pressed.
  await visit(page, '/naat');
  await page
    .getByRole('button', { name: /^Play video/ })
    .first()
    .click();
  await expect(page.locator('.video-embed iframe').first()).toBeAttached();
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
});

test('site-admin pages raise no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await signInAsSiteAdminAt(page, '/update-jamat');
  const event = (await storedEvents())[0];
  const entry = (await adminDb().collection(CONTENT_COLLECTION).limit(1).get()).docs[0];
  for (const path of [
    ...SITE_ADMIN_PATHS,
    `/edit-event/${event!.id}`,
    `/manage-content/edit/${entry!.id}`,
  ])
    await visit(page, path);
  expect(violations).toEqual([]);
});

/** A fresh browser context (its own session), kept off the internet like the `page` fixture. */
async function freshPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await context.route(
    (url) => /^https?:/.test(url.protocol) && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  return { page: await context.newPage(), close: () => context.close() };
}

test("hifz portal pages and the parents' link raise no CSP violation", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const violations = await watchViolations(page);
  await signInToPortal(page, 'owner@demo.test', /\/dashboard-admin$/);
  await visit(page, '/dashboard-admin');
  await visit(page, '/dashboard-admin/report');
  await visit(page, `/students/${STUDENT_ID}`);
  await visit(page, `/students/${STUDENT_ID}/report`);

  const qari = await freshPage(browser);
  const qariViolations = await watchViolations(qari.page);
  await signInToPortal(qari.page, 'qari@demo.test', /\/dashboard-qari$/);
  await visit(qari.page, `/students/${STUDENT_ID}`);
  await qari.page.getByRole('link', { name: 'Profile' }).click();
  await expect(qari.page).toHaveURL(/\/student-profile$/);
  await qari.page.waitForTimeout(600);

  const student = await freshPage(browser);
  const studentViolations = await watchViolations(student.page);
  await signInToPortal(student.page, 'student@demo.test', /\/dashboard-student$/);
  await student.page.waitForTimeout(600);

  const owner = await idTokenOf(request, 'owner@demo.test');
  const res = await request.get(`/api/students/${STUDENT_ID}/deep-link`, {
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(res.status()).toBe(200);
  const link = z.parse(deepLinkSchema, await res.json());
  const parent = await freshPage(browser);
  const parentViolations = await watchViolations(parent.page);
  await visit(parent.page, `/dashboard-student?token=${link.token}`);
  await expect(parent.page.getByText(/^Progress for /)).toBeVisible();
  // The monthly report draws its image into a data: address (allowed by img-src).
  await parent.page.getByRole('link', { name: 'Monthly report' }).click();
  await expect(parent.page.getByTestId('report-image')).toBeVisible();

  // Each context's list is read after its pages have loaded.
  expect([...violations, ...qariViolations, ...studentViolations, ...parentViolations]).toEqual([]);
  await Promise.all([qari.close(), student.close(), parent.close()]);
});
