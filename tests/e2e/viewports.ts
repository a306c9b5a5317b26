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
