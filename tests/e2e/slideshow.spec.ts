/**
 * The home slideshow on the real page: three slides, one at a time, advancing every 5000 ms in an
 * endless loop, and a phone downloading the slide file its screen needs. Time is Playwright's fake
 * clock, paused from the start, so "after 5 s" is exact. Dots, arrows, the pause on hover and
 * reduced motion are web/src/public-site/home/Slideshow.test.tsx.
 */
import type { Page } from '@playwright/test';
import { expect, guardedContext, test } from './support.ts';

const START = new Date('2026-12-04T09:00:00+05:00');

/** Opens the home page with the page's clock paused at START. */
async function openPaused(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  // The installed clock runs until paused; pause it a moment later, before the page exists.
  await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  await page.goto('/');
  // The served page already shows the slides; the slideshow runs once the app has taken it over.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('.slide-dot')).toHaveCount(3);
}

/** The visible slide is `n` (0-based): its dot is current and only it is shown. */
async function expectActive(page: Page, n: number): Promise<void> {
  const dots = page.locator('.slide-dot');
  for (let i = 0; i < 3; i++) {
    await expect(dots.nth(i)).toHaveAttribute('aria-current', i === n ? 'true' : 'false');
  }
  await expect(page.locator('.slide.is-active')).toHaveCount(1);
  await expect(page.locator('.slide.is-active')).toHaveAttribute('data-slide', String(n));
  await expect(page.locator(`.slide[data-slide="${n}"]`)).toHaveAttribute('aria-hidden', 'false');
}

test('advances by itself every 5 s and loops', async ({ page }) => {
  await openPaused(page);
  await expectActive(page, 0);
  await page.clock.runFor(4_800);
  await expectActive(page, 0);
  await page.clock.runFor(400);
  await expectActive(page, 1);
  await page.clock.runFor(5_000);
  await expectActive(page, 2);
  await page.clock.runFor(5_000);
  await expectActive(page, 0);
  await expect(page.locator('.slide.is-active .slide-caption h2')).toHaveText(
    'Welcome to Masjid Al-Noor',
  );
});

test('a phone downloads the slide file its screen needs, not a wider one', async ({ browser }) => {
  // Lighthouse's phone: 412 px at a density of 1.75 shows the slide 721 pixels wide; Chromium
  // takes the narrowest file of the srcset at least that wide.
  const { page, close } = await guardedContext(browser, {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  await page.goto('/');
  const first = page.locator('.slide[data-slide="0"] img');
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-960\.webp$/);
  await close();
});
