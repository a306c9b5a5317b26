/**
 * The home slideshow: three slides, one at a time, advancing every 5000 ms in an
 * endless loop; dots and arrows; paused while hovered; still when the reader prefers reduced motion.
 * Time is Playwright's fake clock, paused from the start, so "after 5 s" is exact.
 */
import type { Page } from '@playwright/test';
import { DESKTOP, expect, guardedContext, test } from './support.ts';

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

test('dots and arrows change the shown slide', async ({ page }) => {
  await openPaused(page);
  await expectActive(page, 0);
  await page.getByRole('button', { name: 'Go to slide 3' }).click();
  await expectActive(page, 2);
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expectActive(page, 0);
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expectActive(page, 2);
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expectActive(page, 1);
  await page.getByRole('button', { name: 'Go to slide 1' }).click();
  await expectActive(page, 0);
});

// Hover is a pointer behaviour: phones have none.
test.describe('with a mouse', () => {
  test.use(DESKTOP);
  test('hovering pauses it; leaving resumes it', async ({ page }) => {
    await openPaused(page);
    const show = page.locator('.slideshow');
    await expect(show).toHaveAttribute('data-paused', 'false');
    await show.hover();
    await expect(show).toHaveAttribute('data-paused', 'true');
    await page.clock.runFor(12_000);
    await expectActive(page, 0);
    await page.mouse.move(5, 5);
    await expect(show).toHaveAttribute('data-paused', 'false');
    await page.clock.runFor(5_200);
    await expectActive(page, 1);
  });
});

test('with reduced motion it does not move by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPaused(page);
  const show = page.locator('.slideshow');
  await expect(show).toHaveAttribute('data-paused', 'true');
  await page.clock.runFor(16_000);
  await expectActive(page, 0);
  // The reader can still move it by hand.
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expectActive(page, 1);
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
