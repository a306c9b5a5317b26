// The web app manifest's icons (issue 7 §1) from the favicon's dome and crescent, drawn by
// Chromium (playwright-core, as installed for the tests) into web/public/icons/:
// - icon-192.png, icon-512.png: the glyph on a full green square with a safe margin, so one file
//   serves both `any` and `maskable` (Android crops it to a circle or squircle);
// - apple-touch-icon.png (180 px): the same, for iPhone home screens;
// - badge-96.png: the glyph alone in white on transparent, the small monochrome icon Android shows
//   in the status bar for a notification.
// Run: node scripts/make-assets/icons.mjs (outputs are committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const OUT = join(import.meta.dirname, '..', '..', 'web', 'public', 'icons');
const GREEN = '#0b5d44';
const GOLD = '#e6c65c';

/** The dome, drum, base, finial and crescent of favicon.svg (viewBox 0 0 64 64), in `fill`. */
const glyph = (fill, door) => `
  <path d="M17 50h30v3H17z" fill="${fill}"/><path d="M20 50V41h24v9z" fill="${fill}"/>
  <path d="M21.5 41c-3-6 1.5-12.5 10.5-17 9 4.5 13.5 11 10.5 17z" fill="${fill}"/>
  <path d="M31.2 24h1.6v-6h-1.6z" fill="${fill}"/>
  <path d="M35.6 11.6a5 5 0 1 1-7.2 0a4 4 0 1 0 7.2 0z" fill="${fill}"/>
  ${door ? `<path d="M29.5 50v-5a2.5 2.5 0 0 1 5 0v5z" fill="${door}"/>` : ''}`;

/** Full-bleed square: the glyph (about 48 of 64 units tall) scaled into the central 70 %. */
const square = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"
  viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/>
  <g transform="translate(32 33) scale(0.78) translate(-32 -32)">${glyph(GOLD, GREEN)}</g></svg>`;

const badge = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"
  viewBox="8 8 48 48">${glyph('#ffffff')}</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  mkdirSync(OUT, { recursive: true });
  for (const [file, svg, size] of [
    ['icon-192.png', square(192), 192],
    ['icon-512.png', square(512), 512],
    ['apple-touch-icon.png', square(180), 180],
    ['badge-96.png', badge(96), 96],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    writeFileSync(join(OUT, file), png);
    console.log(`${join(OUT, file)}  ${(png.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
