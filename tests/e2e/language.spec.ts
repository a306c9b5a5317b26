/**
 * English and Urdu: the switch in the header, right-to-left layout, the Nastaliq web font served
 * from our own origin, and the choice remembered across a reload (localStorage `lang`; the Urdu
 * page lives at /ur, tests/e2e/urdu-addresses.spec.ts).
 */
import type { Page, Response } from '@playwright/test';
import { expect, open, test } from './support.ts';

/** Clicks the language switch (in the header bar on every width, outside the slide-in menu). */
async function switchLanguage(page: Page): Promise<void> {
  await page.locator('.lang-switch').click();
}

test('switching to Urdu: right-to-left, Urdu texts, Nastaliq font, remembered; and back to English', async ({
  page,
  isMobile,
}) => {
  const phone = isMobile;
  const fontResponses: Response[] = [];
  page.on('response', (r) => {
    if (/noto-nastaliq[^/]*\.woff2(\?|$)/i.test(r.url())) fontResponses.push(r);
  });

  await open(page, '/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('.lang-switch')).toHaveText('اردو');

  await switchLanguage(page);
  await expect(page).toHaveURL(/\/ur$/);
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ur');

  // Home texts in Urdu.
  await expect(page.getByRole('heading', { name: 'اوقاتِ جماعت' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'آنے والی تقریبات' })).toBeVisible();
  await expect(page.locator('.prayer-strip-name')).toHaveText([
    'فجر',
    'ظہر',
    'عصر',
    'مغرب',
    'عشاء',
    'جمعہ',
  ]);
  // Header: the sun times and the menu.
  await expect(page.locator('header .sun-times')).toContainText('طلوعِ آفتاب');
  await expect(page.locator('header .sun-times')).toContainText('غروبِ آفتاب');
  if (phone) await page.locator('.menu-toggle').click();
  const nav = page.locator('#site-menu nav');
  await expect(nav.getByRole('link', { name: 'صفحۂ اول' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'روحانیت و بیانات' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'تقریبات' })).toBeVisible();
  await expect(page.locator('.lang-switch')).toHaveText('English');
  if (phone) await page.locator('.menu-toggle').click();
  // Footer.
  await expect(page.locator('footer.site-footer')).toContainText('اہم روابط');

  // The Nastaliq font is loaded and used, and it came from our own origin.
  await page.evaluate(() => document.fonts.ready);
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces: FontFace[] = [];
    document.fonts.forEach((f) => {
      if (f.family.replace(/["']/g, '') === 'Noto Nastaliq Urdu') faces.push(f);
    });
    return {
      loaded: faces.filter((f) => f.status === 'loaded').length,
      check: document.fonts.check('16px "Noto Nastaliq Urdu"', 'اوقاتِ جماعت'),
      headingFont: getComputedStyle(document.querySelector('#jamat-title')!).fontFamily,
    };
  });
  expect(font.loaded, 'a loaded Noto Nastaliq Urdu font face').toBeGreaterThan(0);
  expect(font.check).toBe(true);
  expect(font.headingFont).toMatch(/^"?Noto Nastaliq Urdu/);
  // Every Urdu run in the Urdu face (the jamat card's "5:31 شام" was in the Latin font, "ہ" as a
  // box), and the top strip's lines tall enough for Nastaliq: at 1.3 and 1.6 "فجر" ran into the
  // "صبح" under it and the first row's tops went under the header (issue 39).
  const looks = await page.evaluate(async () => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const lines = (s: CSSStyleDeclaration) => parseFloat(s.lineHeight) / parseFloat(s.fontSize);
    // The honorific ﷺ drawn by the face the page has for it, in ems below the baseline.
    const font = '100px "Noto Nastaliq Urdu"';
    await document.fonts.load(font, 'ﷺ');
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = font;
    return {
      sunset: style('.jamat-sun span:last-child time').fontFamily,
      stripTime: style('.prayer-strip-time').fontFamily,
      nameLines: lines(style('.prayer-strip-name')),
      timeLines: lines(style('.prayer-strip-time')),
      honorificDepth: canvas.measureText('ﷺ').actualBoundingBoxDescent / 100,
    };
  });
  expect(looks.sunset, 'font of the sunset time').toMatch(/^"?Noto Nastaliq Urdu/);
  expect(looks.stripTime, 'font of a strip time').toMatch(/^"?Noto Nastaliq Urdu/);
  expect(looks.nameLines, 'line height of a strip name, in ems').toBeGreaterThanOrEqual(2.2);
  expect(looks.timeLines, 'line height of a strip time, in ems').toBeGreaterThanOrEqual(2.2);
  // Full size, ﷺ reaches 1.4em below the line and into the next (urdu-font.css).
  expect(looks.honorificDepth, 'depth of ﷺ below the baseline, in ems').toBeLessThan(0.9);
  await expect
    .poll(() => fontResponses.length, { message: 'a noto-nastaliq woff2 was downloaded' })
    .toBeGreaterThan(0);
  for (const r of fontResponses) {
    expect(new URL(r.url()).origin, 'font served from our origin').toBe(new URL(page.url()).origin);
    expect(r.status()).toBe(200);
  }

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('#preloader')).toHaveCount(0);
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'اوقاتِ جماعت' })).toBeVisible();

  // And back to English.
  await switchLanguage(page);
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Jamat Timing' })).toBeVisible();
  await expect(page.locator('.prayer-strip-name')).toHaveText([
    'Fajr',
    'Zuhr',
    'Asr',
    'Maghrib',
    'Isha',
    'Jumma',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Jamat Timing' })).toBeVisible();
});

test('an English reader does not download the Urdu web font (docs/decisions/0021: "downloaded only when Urdu text is shown")', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  await open(page, '/');
  await expect(page.getByRole('heading', { name: 'Jamat Timing' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(
    fonts.filter((f) => /nastaliq/i.test(f)),
    'Nastaliq font files requested on the English home page',
  ).toEqual([]);
});
