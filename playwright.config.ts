/**
 * End-to-end tests of the public site in the system Chromium (Playwright's own browser download
 * does not work on our machines; see README "What it needs"). They run inside `npm test`: the
 * emulators are already up and the demo data seeded (scripts/test-inner.mjs).
 *
 * Projects, in order:
 * - `setup` (tests/e2e/setup.ts): the site, Firestore and the demo data answer; everything else
 *   depends on it, so a missing emulator gives one clear failure instead of a hundred.
 * - `phone` (375x812, touch) and `desktop` (1280x800): every page and behaviour, read-only.
 * - `live-data` (*.live.spec.ts): tests that change Firestore with the Admin SDK (no upcoming
 *   event, a missing jamat time, a saved change) and restore it. It is the teardown of `setup`, so
 *   it runs after phone and desktop have finished, whatever their results, and never while they
 *   read the same documents.
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
    { name: 'setup', testMatch: /setup\.ts$/, teardown: 'live-data' },
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
      name: 'live-data',
      testMatch: /.*\.live\.spec\.ts$/,
      fullyParallel: false,
      workers: 1,
      use: phone,
    },
  ],
});
