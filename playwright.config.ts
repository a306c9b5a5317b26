/**
 * End-to-end tests of the public site in the system Chromium (Playwright's own browser download
 * does not work on our machines; see README "What it needs"). They run inside `npm test`: the
 * emulators are already up and the demo data seeded (scripts/test-inner.mjs).
 *
 * Projects, in order:
 * - `setup` (tests/e2e/setup.ts): the site, Firestore and the demo data answer; everything else
 *   depends on it, so a missing emulator gives one clear failure instead of a hundred.
 * - `phone` (375x812, touch) and `desktop` (1280x800): every page and behaviour, read-only.
 * - `live-site`, `live-hifz` and `live-alone` (*.live.spec.ts): tests that change Firestore with
 *   the Admin SDK or through the screens (no upcoming event, a missing jamat time, a saved change)
 *   and restore it. They run once phone and desktop have passed, never while those read the same
 *   documents. Each live project runs its files one after another; `live-site` (the public site's
 *   documents: jamat times, events, announcements, janaza notices, site details) and `live-hifz`
 *   (the hifz portal's students and progress, content entries, books and slides, a recording)
 *   change nothing the other reads, so the two run side by side; `live-alone` (pwa.live: it
 *   replaces web/dist/sw.js on disk, which every open page would take as a new version) runs last,
 *   by itself. A new live spec is a `live-site` one unless LIVE_HIFZ names it.
 *
 * Output: failures' screenshots and traces in test-results/e2e (not test-results itself: Playwright
 * empties its output folder, and the rules tests write their coverage report to test-results/);
 * one full-page screenshot per route and width in test-results/screens.
 */
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** As root Chromium needs --no-sandbox; the rest keep it off the closed network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Live specs that change only the hifz portal's documents (students, their progress, qaris and
 * their accounts) and content entries, books, slides and a Friday recording of their own. None of
 * these is read or changed by a `live-site` spec, whose files change jamat times and scheduled
 * changes, events, videos and announcements, janaza notices and the site details, and read them
 * (a restore from a snapshot taken while another file had changed one would keep that change).
 */
const LIVE_HIFZ =
  /\/(hifz|hifz-progress|hifz-portions|hifz-owner-phone|content-admin|media-admin|recordings-admin)\.live\.spec\.ts$/;

/** The live spec that must run with no other browser open: it replaces web/dist/sw.js on disk. */
const LIVE_ALONE = /\/pwa\.live\.spec\.ts$/;

const phone = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

const desktop = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

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
  },
  projects: [
    { name: 'setup', testMatch: /setup\.ts$/ },
    {
      name: 'phone',
      testMatch: /.*\.spec\.ts$/,
      testIgnore: /.*\.live\.spec\.ts$/,
      dependencies: ['setup'],
      use: phone,
    },
    {
      name: 'desktop',
      testMatch: /.*\.spec\.ts$/,
      testIgnore: /.*\.live\.spec\.ts$/,
      dependencies: ['setup'],
      use: desktop,
    },
    {
      name: 'live-site',
      testMatch: /.*\.live\.spec\.ts$/,
      testIgnore: [LIVE_HIFZ, LIVE_ALONE],
      dependencies: ['phone', 'desktop'],
      fullyParallel: false,
      workers: 1,
      use: phone,
    },
    {
      name: 'live-hifz',
      testMatch: LIVE_HIFZ,
      dependencies: ['phone', 'desktop'],
      fullyParallel: false,
      workers: 1,
      use: phone,
    },
    {
      name: 'live-alone',
      testMatch: LIVE_ALONE,
      dependencies: ['live-site', 'live-hifz'],
      fullyParallel: false,
      workers: 1,
      use: phone,
    },
  ],
});
