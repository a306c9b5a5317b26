/**
 * The two widths the end-to-end tests use (playwright.config.ts runs every test at PHONE unless it
 * names DESKTOP with `test.use(DESKTOP)`): a 375 px phone with touch, and a 1280 px desktop.
 */
import { devices } from '@playwright/test';

export const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

/** A desktop, for a test of what differs there (Chromium's own user agent). */
export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent: undefined,
};

/**
 * Every test's context but those of the offline and push tests runs without the site's service
 * worker (playwright.config.ts): it would precache about 60 files in each new context, beside the
 * page's own, for tests that never go offline. A test of offline use or push says
 * `test.use(WITH_SERVICE_WORKER)`.
 */
export const NO_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

/** The service worker registers and controls the pages, as for a reader (offline, push). */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;
