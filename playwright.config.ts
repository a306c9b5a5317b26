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
 * - `e2e`: every other test at a 375 px phone unless it names another width (`test.use(DESKTOP)`),
 *   in the parallel pool. A test that changes data makes its own (its own event, student, video)
 *   and removes it, so that it can run beside any other.
 * - `full-browser`: the push tests (tagged `@push`), beside `e2e`, in the full browser (the
 *   headless shell that the others use has no notifications).
 * Then the tests of shared documents, in lanes that never run beside a test that reads what they
 * change. A `@serial` test runs one at a time in its lane (a project of one worker); a lane fills
 * one of the two workers while the pool's tests fill the other:
 * - first phase: `serial-hifz` (the demo students' days: hifz-progress, hifz-portions,
 *   hifz-owner-phone) beside `e2e` and `full-browser`, which read no demo student's days;
 * - second phase: `serial-site` (jamat times, scheduled changes, videos, announcements, site
 *   details, all events) and `serial-content` (text pages, books, slides) beside `portal`: the
 *   tests that read the demo students (PORTAL_FILES, and tests tagged `@demo-student`), which read
 *   none of the public site's documents;
 * - last, `alone` (tagged `@alone`): the pwa test that replaces web/dist/sw.js on disk, which every
 *   open page would take as a new version; by itself, in the full browser.
 * Playwright runs a phase's projects side by side and the next phase once they have all passed.
 * A lane's jobs are queued before the pool's (FIRST_PHASE says how), so a lane starts at once and
 * goes on whenever its worker is free.
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

/** The files whose `@serial` tests change the demo students' days (lane `serial-hifz`). */
const HIFZ_DAYS_FILES = /\/(hifz-progress|hifz-portions|hifz-owner-phone)\.live\.spec\.ts$/;

/** The files whose `@serial` tests change the text pages, books and slides (`serial-content`). */
const CONTENT_FILES = /\/(content-admin|media-admin)\.live\.spec\.ts$/;

/**
 * The files whose tests read the demo students (their calendars, parents' pages, the owner's and
 * qaris' lists): they run in `portal`, after `serial-hifz`, with the tests tagged `@demo-student`
 * (support.ts DEMO_STUDENT). Matched against a test's title path, which holds its file's name.
 */
const PORTAL_FILES = /\b(urdu-portal|parent-link|parent-report|hifz\.live)\.spec\.ts\b/;

/** What a pool project leaves to the lanes and the other pools. */
const NOT_POOLED = /@serial|@alone|@push/;

/**
 * The first phase's projects: the pool, then its lane. Playwright queues a phase's jobs in the
 * reverse order of the dependency list that names them (seen with Playwright 1.58; not
 * documented), so a lane named last here is handed its jobs first and runs beside the pool from the
 * start; named first, it ran alone after the pool (the lanes of 6bfefae's first run: 80 s).
 */
const FIRST_PHASE = ['e2e', 'full-browser', 'serial-hifz'];

/** The second phase's projects: the pool, then its two lanes (see FIRST_PHASE). */
const SECOND_PHASE = ['portal', 'serial-content', 'serial-site'];

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
      name: 'serial-hifz',
      testMatch: HIFZ_DAYS_FILES,
      grep: /@serial/,
      dependencies: ['auth'],
      fullyParallel: false,
      workers: 1,
    },
    {
      name: 'e2e',
      testMatch: /.*\.spec\.ts$/,
      grepInvert: [NOT_POOLED, /@demo-student/, PORTAL_FILES],
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
      testIgnore: [HIFZ_DAYS_FILES, CONTENT_FILES],
      grep: /@serial/,
      dependencies: FIRST_PHASE,
      fullyParallel: false,
      workers: 1,
    },
    {
      name: 'serial-content',
      testMatch: CONTENT_FILES,
      grep: /@serial/,
      dependencies: FIRST_PHASE,
      fullyParallel: false,
      workers: 1,
    },
    {
      name: 'portal',
      testMatch: /.*\.spec\.ts$/,
      grep: [/@demo-student/, PORTAL_FILES],
      grepInvert: NOT_POOLED,
      dependencies: FIRST_PHASE,
    },
    {
      name: 'alone',
      testMatch: /.*\.spec\.ts$/,
      grep: /@alone/,
      dependencies: SECOND_PHASE,
      use: IN_FULL_BROWSER,
      fullyParallel: false,
      workers: 1,
    },
  ],
});
