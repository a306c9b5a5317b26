// Rasterises the SVG scenes of art.mjs: Chromium (through playwright-core, as installed for the
// tests) draws the SVG, with the system's Noto fonts for the Arabic titles, and ImageMagick's
// `convert` encodes WebP. Used by images.mjs and videos.mjs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Runs fn(render) with one browser page; render(svg, w, h) resolves to a PNG buffer. */
export async function withRenderer(fn) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
    ],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 800, height: 450 },
      deviceScaleFactor: 1,
    });
    const render = async (svg, w, h) => {
      await page.setViewportSize({ width: w, height: h });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`,
      );
      await page.evaluate(() => document.fonts.ready);
      return page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: w, height: h } });
    };
    return await fn(render);
  } finally {
    await browser.close();
  }
}

/** Encodes a PNG buffer as WebP at `out`, lowering the quality until it fits in maxBytes. */
export function writeWebp(png, out, { quality = 70, maxBytes = Infinity, minQuality = 40 } = {}) {
  mkdirSync(dirname(out), { recursive: true });
  for (let q = quality; ; q -= 5) {
    execFileSync(
      'convert',
      ['png:-', '-strip', '-quality', String(q), '-define', 'webp:method=6', `webp:${out}`],
      { input: png },
    );
    const size = statSync(out).size;
    if (size <= maxBytes || q <= minQuality) {
      console.log(
        `${out}  ${(size / 1024).toFixed(1)} KB  q${q}${size > maxBytes ? '  (OVER BUDGET)' : ''}`,
      );
      return size;
    }
  }
}

export function writeText(out, content) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, content);
  console.log(`${out}  ${(Buffer.byteLength(content) / 1024).toFixed(1)} KB`);
}
