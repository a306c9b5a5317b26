/**
 * Shared pieces of the Playwright suite: the `test` object (each test's context collects its
 * Content-Security-Policy violations; no request leaves this machine, see playwright.config.ts),
 * the Admin SDK on the Firestore emulator (to read the seeded data the pages must show, and for the
 * live tests to change it), the accessibility check and the page screenshots.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import axe from 'axe-core';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { EVENTS_COLLECTION, eventSchema, type MosqueEvent } from '@masjid/domain/event';
import { JAMAT_TIMINGS_DOC, PUBLIC_PRAYERS, type JamatTimings } from '@masjid/domain/jamat';
import { site } from '@masjid/domain/site';
import { DEMO_PASSWORD, DEMO_PROGRESS_STUDENT } from '../../seed/demo-data.ts';
import { demoDeepLinkSecret } from '../../seed/seed.ts';
import { deriveToken } from '../../functions/src/hifz/link-token.ts';
import { DEMO_PROJECT_ID } from '../emulators.ts';
import { ASSETS_CACHE } from '../../web/src/common/pwa/offline-cache.ts';
import { START_APP_EVENT } from '../../web/src/app/reader-start/start-app-event.ts';
import { DESKTOP, NO_SERVICE_WORKER, PHONE } from './viewports.ts';

export { DESKTOP, PHONE, WITH_SERVICE_WORKER } from './viewports.ts';

export { expect, site };

/** Where one full-page screenshot per route and width goes. */
export const SCREENS_DIR = join(process.cwd(), 'test-results', 'screens');

/**
 * A reader's page asks the API again every minute (web/src/common/data/live-query.ts); the emulator
 * build lets the tests shorten that to 2 s, so a saved change shows within their wait. Applied to
 * every test's own context; call it for a context a test opens itself. A test that sets its own
 * interval (`keepLiveRefresh`) keeps it, whichever init script runs first.
 */
export async function shortenLiveRefresh(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('live:refresh-ms')) localStorage.setItem('live:refresh-ms', '2000');
    } catch {
      // about:blank has no storage.
    }
  });
}

/**
 * The minute between a reader's refreshes as in production, for `page` (instead of the suite's
 * 2 s): for a test in which any read is one the page should not have made.
 */
export async function keepLiveRefresh(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('live:refresh-ms', '60000'));
}

/** The demo accounts that sign in once per run (tests/e2e/auth.setup.ts) and their addresses. */
export const SIGNED_IN_ROLES = {
  siteAdmin: 'siteadmin@demo.test',
  owner: 'owner@demo.test',
  qari: 'qari@demo.test',
  student: 'student@demo.test',
} as const;
export type SignedInRole = keyof typeof SIGNED_IN_ROLES;

/**
 * The browser state (Firebase Auth's IndexedDB session) of `role`, saved by auth.setup.ts once per
 * run: `test.use({ storageState: signedInAs('siteAdmin') })` opens every page of the test signed in.
 */
export function signedInAs(role: SignedInRole): string {
  return join(process.cwd(), 'test-results', '.auth', `${role}.json`);
}

/**
 * Shortens the readers' refresh (`shortenLiveRefresh`, unless `shortRefresh` is false) and
 * collects every Content-Security-Policy violation of its pages (the `securitypolicyviolation`
 * event in every frame, and console reports) into the list it returns. The `test` fixture does
 * this for each test's own context; call it for a context a test opens itself, and expect the
 * list empty at the end.
 */
export async function guardContext(
  context: BrowserContext,
  { shortRefresh = true }: { shortRefresh?: boolean } = {},
): Promise<string[]> {
  if (shortRefresh) await shortenLiveRefresh(context);
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation?: (t: string) => void })
        .reportCspViolation;
      report?.(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} on ${location.pathname}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text()))
      violations.push(`console: ${message.text()} on ${message.location().url}`);
  });
  return violations;
}

/**
 * Playwright's `test`, with every test's context guarded (`guardContext`): a test fails if any
 * of its pages raised a Content-Security-Policy violation (the policy Hosting sends,
 * firebase.json). `cspViolations` is that list, for a test that checks it at a given moment.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await guardContext(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the pages of this test').toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

/**
 * Playwright's `test` for read-only sweeps: each test's `page` is a new tab of one context per
 * worker and kind of device (phone or desktop, the test's `isMobile`), guarded like a test's own
 * (`guardContext`), so the site's scripts come from that context's HTTP cache after the worker's
 * first page (a fresh context per test spent about 3 s of each 6 s page on loading them again).
 * The service worker is blocked there, so every page is served as on a first visit; the test's
 * `viewport` applies; after each test the tab's storage
 * (the language chosen last, remembered values) is cleared and the tab closed, and a test fails
 * if its tab raised a Content-Security-Policy violation. Only for tests that change no data; a
 * describe signed in as a role says so with `test.use({ sweepAs: role })`.
 */
export const sweepTest = base.extend<
  Record<never, never>,
  {
    /** The role the worker's contexts are signed in as (`test.use({ sweepAs })`); none: a visitor. */
    sweepAs: SignedInRole | undefined;
    /** The worker's contexts, one per kind of device (`isMobile`), made when first needed. */
    sweepContexts: (mobile: boolean) => Promise<{ context: BrowserContext; violations: string[] }>;
  }
>({
  sweepAs: [undefined, { scope: 'worker', option: true }],
  sweepContexts: [
    async ({ browser, sweepAs }, use) => {
      const made = new Map<boolean, Promise<{ context: BrowserContext; violations: string[] }>>();
      await use((mobile) => {
        let entry = made.get(mobile);
        if (!entry) {
          entry = (async () => {
            const context = await browser.newContext({
              ...(mobile ? PHONE : DESKTOP),
              serviceWorkers: 'block',
              ...(sweepAs ? { storageState: signedInAs(sweepAs) } : {}),
            });
            // Sweeps change nothing: their pages ask the API again each minute, as in production.
            return { context, violations: await guardContext(context, { shortRefresh: false }) };
          })();
          made.set(mobile, entry);
        }
        return entry;
      });
      for (const entry of made.values()) await (await entry).context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sweepContexts, isMobile, viewport }, use) => {
    const { context, violations } = await sweepContexts(isMobile ?? true);
    const seen = violations.length;
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await page.close();
    expect(
      violations.slice(seen),
      'Content-Security-Policy violations on the pages of this test',
    ).toEqual([]);
  },
});

/**
 * A new browser context of `browser`, guarded like a test's own (`guardContext`), without the
 * service worker (as every test's own context, playwright.config.ts), with `options` (a role's
 * `storageState`, a viewport, `serviceWorkers: 'allow'`); `close` ends it after checking that its pages raised no
 * Content-Security-Policy violation.
 */
export async function guardedContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE, ...NO_SERVICE_WORKER, ...options });
  const violations = await guardContext(context);
  const page = await context.newPage();
  return {
    context,
    page,
    close: async () => {
      await context.close();
      expect(violations, 'Content-Security-Policy violations in a second context').toEqual([]);
    },
  };
}

/**
 * A page in a new context signed in as `role` (its session saved once per run, `signedInAs`),
 * guarded like a test's own; `close` ends it. For a test that needs a second role beside its own.
 */
export function pageAs(
  browser: Browser,
  role: SignedInRole,
  options: Parameters<Browser['newContext']>[0] = {},
): ReturnType<typeof guardedContext> {
  return guardedContext(browser, { storageState: signedInAs(role), ...options });
}

// --- Firestore (emulator) through the Admin SDK -------------------------------------------------

let app: App | undefined;

/** `host:port` of the Firestore emulator (set by `firebase emulators:exec`; else firebase.json's). */
export function firestoreHost(): string {
  return process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
}

/** Admin Firestore of the demo project on the emulator (FIRESTORE_EMULATOR_HOST or firebase.json). */
export function adminDb(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  app ??=
    getApps().find((a) => a.name === 'e2e') ?? initializeApp({ projectId: DEMO_PROJECT_ID }, 'e2e');
  return getFirestore(app);
}

export async function closeAdmin(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

/** Every event as stored (what the seed wrote), latest first, parsed with the shared schema. */
export async function storedEvents(): Promise<MosqueEvent[]> {
  const snap = await adminDb().collection(EVENTS_COLLECTION).get();
  return snap.docs
    .map((d) => ({ id: d.id, ...eventSchema.parse(d.data()) }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The stored jamat timings document. */
export async function storedJamatTimings(): Promise<JamatTimings> {
  const snap = await adminDb()
    .collection(JAMAT_TIMINGS_DOC.collection)
    .doc(JAMAT_TIMINGS_DOC.id)
    .get();
  return (snap.data() ?? {}) as JamatTimings;
}

export const jamatDoc = () =>
  adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);

/** `13:15` -> `1:15 PM`: how people in Pakistan write a time (what the page must show). */
export function twelveHour(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export { PUBLIC_PRAYERS };
export const PRAYER_NAMES = ['Fajr', 'Zuhr', 'Asr', 'Maghrib', 'Isha', 'Jumma'];

// --- Signing in -----------------------------------------------------------------------------------

/**
 * Fills the sign-in form on the page (the site admin's /login and the portal's /hifz-login have the
 * same labels: Email, Password, Login) and presses Login. Waits for nothing: the caller checks
 * where it leads (a dashboard, or a message on the form).
 */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs `email` into the hifz portal at /hifz-login (checking the form's heading and contact line
 * first) and waits for the role's dashboard, `dashboard` (a URL pattern such as
 * `/\/dashboard-qari$/`). The demo accounts' password is the default.
 */
export async function signInToPortal(
  page: Page,
  email: string,
  dashboard: RegExp,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await open(page, '/hifz-login');
  await expect(page.getByRole('heading', { name: 'Hifz Login' })).toBeVisible();
  await expect(page.getByText('* Contact the organization for login details')).toBeVisible();
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(dashboard);
}

/**
 * Opens the admin page `path` as the demo site admin: a visitor is sent to /login, signs in there,
 * and is brought back to `path`.
 */
export async function signInAsSiteAdminAt(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, 'siteadmin@demo.test');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/**
 * Opens `url` in a new browser context, with no session and no cache, as a parent opening the
 * link on their own phone would. `close` ends that context.
 */
export async function openAsParent(
  browser: Browser,
  url: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, close } = await guardedContext(browser);
  await page.goto(url);
  await appTookOver(page);
  return { page, close };
}

// --- Page helpers -------------------------------------------------------------------------------

/** Waits until the service worker is active and controls the page (public pages: ~10 s). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
    .toBe(true);
}

/**
 * How many of the build's scripts and styles (`/asset-list.json`'s `files`) the service worker's `assets`
 * cache lacks on this device: 0 once the app is kept for offline use. `listed` is the list's
 * length.
 */
export async function offlineCopyMissing(page: Page): Promise<{ listed: number; missing: number }> {
  return page.evaluate(async (assetsCache) => {
    const list: unknown = await (await fetch('/asset-list.json')).json();
    const cache = await caches.open(assetsCache);
    const files = typeof list === 'object' && list !== null && 'files' in list ? list.files : [];
    const paths = Array.isArray(files) ? files.map(String) : [];
    const held = await Promise.all(paths.map(async (path) => !!(await cache.match(path))));
    return { listed: paths.length, missing: paths.filter((_, i) => !held[i]).length };
  }, ASSETS_CACHE);
}

/**
 * Waits until the app has taken over a page whose HTML came rendered (prerendered, or served with
 * its data): until then its buttons are only HTML, and a press does nothing. A page served with its
 * content starts the app only once needed: it is started here first, as a press would (startApp).
 */
export async function appTookOver(page: Page): Promise<void> {
  await startApp(page);
  await expect(page.locator('#root'), 'the app has taken over').not.toHaveAttribute(
    'data-prerendered',
  );
}

/**
 * The tag of a test that reads the demo student whose days the `serial-hifz` lane changes (its
 * parent's page, its calendar): such tests run in the `portal` project, after that lane
 * (playwright.config.ts). A whole file of them is named in PORTAL_FILES there instead.
 */
export const DEMO_STUDENT = { tag: '@demo-student' } as const;

/** The parent's link token the seed wrote for `studentId` (seed.ts: the nonce `demo-<id>`). */
export function demoParentToken(studentId: string = DEMO_PROGRESS_STUDENT): string {
  return deriveToken(demoDeepLinkSecret(), studentId, `demo-${studentId}`);
}

/**
 * Opens `path` and waits until the preloader is gone and the app has taken over. The answer's status
 * is below 400, or `status` when given (a data page's not-found state is served with 404).
 */
export async function open(page: Page, path: string, status?: number): Promise<void> {
  const response = await page.goto(path);
  if (status !== undefined) expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  else expect(response?.status(), `HTTP status of ${path}`).toBeLessThan(400);
  await appTookOver(page);
  // A signed-in page loads its route, Firebase and its first reads first: on a busy 2-core
  // machine that has taken over 10 s.
  await expect(page.locator('#preloader'), 'the preloader disappears').toHaveCount(0, {
    timeout: 20_000,
  });
}

/**
 * Starts the app now on a page that the `pages` function served with its content, which starts
 * it only once needed (web/src/app/reader-start/): the event its own script sends when the reader
 * presses a control that needs the app. Elsewhere the app has started already, and this does
 * nothing.
 */
export async function startApp(page: Page): Promise<void> {
  await page.evaluate((name) => document.dispatchEvent(new Event(name)), START_APP_EVENT);
}

/** The shared header is there; the footer is there except on /bayan/*. */
export async function expectFrame(page: Page, { footer }: { footer: boolean }): Promise<void> {
  const header = page.locator('header.site-header');
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: site.email })).toBeVisible();
  await expect(header.locator('.sun-times')).toContainText(/Sunrise: \d{1,2}:\d{2}\s?[AP]M/i);
  await expect(header.locator('.sun-times')).toContainText(/Sunset: \d{1,2}:\d{2}\s?[AP]M/i);
  if (footer) {
    await expect(page.locator('footer.site-footer')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toContainText(site.address);
  } else {
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
  }
}

/** The page's `axe` once its source is evaluated there (axeInPage). */
declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** What the checks leave out: frames of other hosts (YouTube, Maps, Google Forms), not ours. */
const AXE_CONTEXT: { exclude: string[] } = {
  exclude: ['iframe:not([src^="/"]):not([src^="http://127.0.0.1"])'],
};

/**
 * The WCAG 2 A and AA rules; only the violations' elements are described (selectors and HTML):
 * describing every passing element cost about a third of axe's run on the home page.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa'];

/**
 * Runs axe-core in the page's main frame: its source is evaluated there once, then `axe.run`.
 * @axe-core/playwright evaluated the 580 KB source twice per page (once to look for
 * `runPartial`, again for each frame, waiting up to 1 s on a frame of a host that cannot load
 * here): the second evaluation was a fifth of each page's axe time in the public sweep
 * (docs/ci.md). Our pages have no frame of their own origin, so the main frame is all there is to
 * check.
 */
async function axeInPage(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axe.source);
  return page.evaluate(
    async ({ context, tags }) => {
      if (!window.axe) throw new Error('axe-core did not load in the page');
      window.axe.configure({ allowedOrigins: ['<same_origin>'] });
      const { violations } = await window.axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact: impact ?? null,
        help,
        helpUrl,
        nodes: nodes.map((node) => ({
          target: node.target.map(String),
          failureSummary: node.failureSummary ?? '',
        })),
      }));
    },
    { context: AXE_CONTEXT, tags: AXE_TAGS },
  );
}

/** One axe violation as the report prints it: its rule, impact and elements. */
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * axe-core with the WCAG 2 A and AA rules: fails on any serious or critical violation, printing
 * each with its elements. Frames of other hosts (YouTube, Maps, Google Forms) cannot load here
 * and are not ours to check: they are left out.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo): Promise<void> {
  // No hover state half-way through a colour transition under the pointer (it is not a state the
  // reader sees at rest, and axe would measure its contrast): the pointer leaves, and the CSS
  // transitions that started (on the next frame) have ended. A fixed 300 ms wait did the same at
  // about a tenth of each page's axe time.
  await page.mouse.move(0, 0);
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const transitions = document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((animation) => animation.finished.catch(() => undefined));
            void Promise.all(transitions).then(() => done());
          }),
        ),
      ),
  );
  const results = await axeInPage(page);
  const serious = results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 8)
          .map(
            (n) =>
              `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  if (serious.length > 0) {
    await testInfo.attach('axe-violations', { body: report, contentType: 'text/plain' });
  }
  expect(
    serious,
    `axe: serious or critical WCAG 2 A/AA violations on ${page.url()}\n${report}`,
  ).toEqual([]);
}

/**
 * Whether this run keeps pictures of the pages for people to look at (`E2E_SCREENS=1`); CI does
 * not (a failure keeps its own screenshot and trace either way).
 */
export const KEEP_SCREENS = !!process.env.E2E_SCREENS;

/**
 * Takes the picture `options` describe (Playwright's screenshot options, `path` included) of
 * `target`, a page or an element, when the run keeps pictures (KEEP_SCREENS); else nothing.
 */
export async function keepScreen(
  target: { screenshot: (options: { path: string }) => Promise<unknown> },
  options: { path: string; fullPage?: boolean; animations?: 'disabled' | 'allow' },
): Promise<void> {
  if (!KEEP_SCREENS) return;
  mkdirSync(dirname(options.path), { recursive: true });
  await target.screenshot(options);
}

/**
 * Saves a full-page screenshot as test-results/screens/{project}/{name}.png when the run keeps
 * pictures (KEEP_SCREENS).
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!KEEP_SCREENS) return;
  const dir = join(SCREENS_DIR, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  // Let lazy images below the fold load before the picture is taken.
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((r) => {
              img.onload = img.onerror = r;
              setTimeout(r, 3000);
            }),
        ),
    );
    // Decoded too: a picture just loaded would otherwise paint as an empty box (seen on the last
    // event cards of /ur/home-page-events).
    await Promise.all(
      Array.from(document.images).map((img) =>
        Promise.race([img.decode().catch(() => {}), new Promise((r) => setTimeout(r, 3000))]),
      ),
    );
  });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible name of a list item's button: the action, then (hidden, for screen readers) the
 * item, e.g. `Edit: Eid gathering`. Chromium may put a space before the colon (the hidden part is
 * a block of its own), so any non-word characters may sit between the two.
 */
export const named = (action: string, item: string): RegExp =>
  new RegExp(`^${action}\\W+${escapeRegExp(item)}$`);

/**
 * Answers the open delete confirmation (the shared ConfirmDialog) with Delete, after checking that
 * its question names `what` (the title, set apart from the question's own direction).
 */
export async function confirmDeleteNaming(page: Page, what: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(what);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
