/**
 * End-to-end tests of the site in the system Chromium (Playwright's own browser download does not
 * work on our machines; see README "What it needs"). They run inside `npm test`: the emulators are
 * already up and the demo data seeded (scripts/test-inner.mjs).
 *
 * Projects, in order:
 * - `site` (site.setup.ts): the site, Firestore and the demo data answer; everything else depends
 *   on it, so a missing emulator gives one clear failure instead of a hundred.
 * - `auth` (auth.setup.ts): each role signs in once and its session is saved for
 *   `signedInAs(role)`.
 * - `e2e`: every test at a 375 px phone unless it names another width (`test.use(DESKTOP)`), in
 *   the parallel pool. A test that changes data makes its own (its own event, student, video) and
 *   removes it, so that it can run beside any other.
 * - `serial-site` and `serial-hifz` (tests tagged `@serial`): tests of single shared documents (the
 *   jamat times, the site details, the set of all videos or events, a demo student's days), which
 *   other pages read: they run one at a time in each of two lanes (SERIAL_HIFZ) once `e2e` has
 *   passed, never beside a test that reads those documents.
 * - `full-browser`: the push tests (tagged `@push`), beside `e2e`, in the full browser (the
 *   headless shell that the others use has no notifications).
 * - `alone` (tagged `@alone`): the pwa test that replaces web/dist/sw.js on disk, which every
 *   open page would take as a new version; last, by itself.
 *
 * Output: a failure keeps its screenshot, and its retry (CI retries once) a trace, in
 * test-results/e2e (not test-results itself: Playwright empties its output folder, and the rules
 * tests write their coverage report to test-results/). With E2E_SCREENS=1 the sweeps also save a
 * full-page picture of every page they check, in test-results/screens, to look at.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { NO_SERVICE_WORKER, PHONE, WITH_SERVICE_WORKER } from './tests/e2e/viewports.ts';

/** The full browser, in its new headless mode: what the push-notification tests need. */
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` (Chromium's old headless mode as its own binary, what
 * Playwright itself runs headless) where it is installed (`.ci/run` installs it), else the full
 * browser. The shell renders with the same Blink at about half the CPU per page: the public sweep
 * took 156 s instead of 286 s with two workers on 2 cores (docs/ci.md). It has no notifications
 * (`Notification.permission` is always "denied", so the footer says notifications are blocked),
 * hence the push tests (`full-browser`) and the simulated deploy (`alone`) run in the full browser. CHROMIUM_PATH names
 * another.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : FULL_CHROMIUM);

/**
 * As root Chromium needs --no-sandbox; --disable-gpu spares the software GL of a machine without a
 * GPU (compositing stays in the renderer: about a quarter less time per page with two workers on
 * 2 cores). --host-resolver-rules keeps every page off the internet (no host but this machine
 * resolves, as on a machine without internet, so nothing waits for YouTube, Maps or Google
 * Forms; site.setup.ts proves it): Playwright's own `context.route` did the same at twice the
 * time per page, since every request of the page then went through the test's process. The rest
 * keep Chromium's own traffic off the closed network.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** The options of a project whose tests run in the full browser (`full-browser`, `alone`). */
const IN_FULL_BROWSER = {
  launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS },
  ...WITH_SERVICE_WORKER,
};

/**
 * The files whose `@serial` tests change the hifz portal's students and progress, the text pages,
 * books and slides: their lane (`serial-hifz`) runs beside the one of the public site's documents
 * (`serial-site`: jamat times, scheduled changes, videos, announcements, site details, all events),
 * since neither changes what the other reads.
 */
const SERIAL_HIFZ =
  /\/(hifz-progress|hifz-portions|hifz-owner-phone|content-admin|media-admin)\.live\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: process.env.SITE_URL ?? 'http://127.0.0.1:5000',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    locale: 'en-GB',
    timezoneId: 'Asia/Karachi',
    screenshot: { mode: 'only-on-failure', fullPage: true },
    trace: 'on-first-retry',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    ...PHONE,
    ...NO_SERVICE_WORKER,
  },
  projects: [
    { name: 'site', testMatch: /site\.setup\.ts$/ },
    { name: 'auth', testMatch: /auth\.setup\.ts$/, dependencies: ['site'] },
    {
      name: 'e2e',
      testMatch: /.*\.spec\.ts$/,
      grepInvert: /@serial|@alone|@push/,
      dependencies: ['auth'],
    },
    {
      name: 'full-browser',
      testMatch: /.*\.spec\.ts$/,
      grep: /@push/,
      grepInvert: /@serial|@alone/,
      dependencies: ['auth'],
      use: IN_FULL_BROWSER,
    },
    {
      name: 'serial-site',
      testMatch: /.*\.spec\.ts$/,
      testIgnore: SERIAL_HIFZ,
      grep: /@serial/,
      dependencies: ['e2e', 'full-browser'],
      fullyParallel: false,
      workers: 1,
    },
    {
      name: 'serial-hifz',
      testMatch: SERIAL_HIFZ,
      grep: /@serial/,
      dependencies: ['e2e', 'full-browser'],
      fullyParallel: false,
      workers: 1,
    },
    {
      name: 'alone',
      testMatch: /.*\.spec\.ts$/,
      grep: /@alone/,
      dependencies: ['serial-site', 'serial-hifz'],
      use: IN_FULL_BROWSER,
      fullyParallel: false,
      workers: 1,
    },
  ],
});
