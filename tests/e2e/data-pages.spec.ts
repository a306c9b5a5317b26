/**
 * The data pages served with their content (the functions' `pages` behind Hosting): with
 * JavaScript off the home page's janaza notice and jamat times, the events, the listing and the
 * bayan's title and player are already there, in
 * English and Urdu; with JavaScript on, the app takes that HTML over with no request to the REST
 * endpoint the page would otherwise call and no layout shift; an unknown bayan id is the
 * not-found page (404) without a request either. Read-only: uses the seeded events and bayans.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { DEMO_RECORDINGS } from '../../seed/demo-data.ts';
import {
  appTookOver,
  closeAdmin,
  expect,
  keepLiveRefresh,
  open,
  storedEvents,
  test,
  keepScreen,
} from './support.ts';

test.afterAll(closeAdmin);

const SHOTS = '/tmp/perf-data-html-shots';
const FRIDAY = DEMO_RECORDINGS.filter((r) => r.category === 'friday').sort((a, b) =>
  b.date.localeCompare(a.date),
);
const NEWEST = FRIDAY[0]!;

/** The home page's first reads (data-pages.ts HOME_API_PATHS). */
const HOME_READS =
  /\/api\/(janaza|jamat-timings|jamat-changes|hijri-months|announcements|slides|events|site-details|jumuah|eid-jamats)$/;

/**
 * Each page, the REST reads it would make without its data, and what its HTML must show (the
 * home page: the seeded janaza notice at its top, whose arrival used to push the page down).
 */
const PAGES = [
  { path: '/', rest: HOME_READS, shows: '.janaza-notice' },
  { path: '/ur', rest: HOME_READS, shows: '.janaza-notice' },
  { path: '/events', rest: /\/api\/events$/, shows: '.event-tile-title' },
  { path: '/ur/events', rest: /\/api\/events$/, shows: '.event-tile-title' },
  {
    path: '/fridaybayan',
    rest: /\/api\/get-recordings/,
    shows: '.recording-title',
    text: NEWEST.title,
  },
  { path: '/ur/fridaybayan?page=2', rest: /\/api\/get-recordings/, shows: '.recording-title' },
  {
    path: `/bayan/${NEWEST.id}`,
    rest: /\/api\/get-recording\//,
    shows: 'h1',
    text: NEWEST.title,
  },
  { path: `/ur/bayan/${NEWEST.id}`, rest: /\/api\/get-recording\//, shows: 'audio' },
];

/**
 * Installed before each page's scripts: records every layout shift not after input, with the
 * elements that moved (tag.class, their box before and after, in CSS px) described at the time,
 * before the app's render replaces them. A shift is the audio player's own (`player`) when all it
 * moved is inside an <audio>: the browser reports the parts of its native controls, which lay
 * themselves out again once they know the element's width and state, without a node.
 */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    const players = [...document.querySelectorAll('audio')].map((a) => a.getBoundingClientRect());
    const inPlayer = (r) => players.some((p) =>
      r.left >= p.left - 1 && r.right <= p.right + 1 && r.top >= p.top - 1 && r.bottom <= p.bottom + 1);
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
      const sources = entry.sources || [];
      const moved = sources.map((s) => {
        const node = s.node;
        const name = node && node.nodeType === 1
          ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).trim().split(/\\s+/).join('.') : '')
          : String(node && node.nodeName);
        return name + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect);
      });
      const player = sources.length > 0 && sources.every((s) => !s.node && inPlayer(s.currentRect));
      window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved, player });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

const shiftsSchema = z.array(
  z.object({
    value: z.number(),
    at: z.number(),
    moved: z.array(z.string()),
    player: z.boolean(),
  }),
);

/**
 * The page's layout shifts so far (RECORD_SHIFTS), summed as CLS counts them: those of the page
 * and those inside its audio players' native controls, each with its description.
 */
async function layoutShift(page: Page): Promise<{
  page: number;
  player: number;
  sources: string[];
}> {
  const entries = shiftsSchema.parse(
    await page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          requestAnimationFrame(() => resolve(Reflect.get(window, '__shifts'))),
        ),
    ),
  );
  const sum = (player: boolean) =>
    entries.filter((e) => e.player === player).reduce((total, e) => total + e.value, 0);
  return {
    page: sum(false),
    player: sum(true),
    sources: entries.map(
      (e) =>
        `${e.value.toFixed(4)} at ${e.at} ms${e.player ? ' (player)' : ''}: ${e.moved.join(', ')}`,
    ),
  };
}

/**
 * Resolves once the page has loaded and the browser has been idle once, or 3 s after `load`: on
 * CI's busy machine an idle callback without a limit once never ran (150 s on `/events`, no frame
 * drawn), and the minute's live refresh then made reads the test counted.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })),
  );
}

/**
 * Serves the site's stylesheet to `page` without its `@font-face` rules. The Urdu web font reflows
 * every Urdu page when it arrives after the first paint, with or without the app, and even from
 * the cache (the browser decodes the 116 KB font again for each page: 100-800 ms of a busy main
 * thread, measured at 8x CPU). That is the font's shift, which the benchmark counts in CLS; this
 * takes it out of a test about the app's takeover. Needs the service worker blocked: `page.route`
 * does not see a request the worker answers.
 */
async function withoutWebFonts(page: Page): Promise<void> {
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replace(/@font-face\s*\{[^}]*\}/g, '');
    await route.fulfill({ response, body: css });
  });
}

test('the data pages show their content before any script runs', async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport ?? undefined,
  });
  const page = await context.newPage();
  // A seeded event, which no test deletes.
  const event = (await storedEvents()).find((e) => e.id === 'family-night');
  expect(event, 'the seeded event family-night').toBeDefined();
  try {
    for (const { path, shows, text } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const shown = page.locator(shows).first();
      if (path.startsWith('/ur')) {
        // In the page from the start; shown once the Urdu font is in (the app's first render).
        await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
        await expect(shown, path).toBeAttached();
        await expect(page.locator('h1').first(), path).toHaveText(/[\u0600-\u06FF]/);
      } else await expect(shown, path).toBeVisible();
      if (text) await expect(shown, path).toHaveText(text);
    }
    await page.goto('/events');
    await expect(page.locator('.event-tile-title', { hasText: event!.title })).toBeVisible();
  } finally {
    await context.close();
  }
});

test.describe(() => {
  // The pages' HTML from the network, as the service worker's network-first pages strategy hands
  // it over (pwa specs): with the worker, `page.route` could not take the web font out.
  test.use({ serviceWorkers: 'block' });

  test('the app takes the served HTML over with no REST request and no layout shift', async ({
    page,
  }, testInfo) => {
    // Nine pages opened and settled in turn: 1.5 min on CI's busy machine, over 2 min as its first
    // test of a run (the functions still cold).
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    // Any read seen here is one the served data should have spared.
    await keepLiveRefresh(page);
    await page.addInitScript(RECORD_SHIFTS);
    const restCalls: string[] = [];
    let rest = /$^/;
    page.on('request', (request) => {
      if (rest.test(new URL(request.url()).pathname)) restCalls.push(request.url());
    });
    await withoutWebFonts(page);
    for (const { path, rest: pattern, shows, text } of PAGES) {
      restCalls.length = 0;
      rest = pattern;
      await open(page, path);
      // The layout has rendered over the served HTML (it drops the marker).
      await expect(page.locator('#root'), path).not.toHaveAttribute('data-prerendered');
      const shown = page.locator(shows).first();
      await expect(shown, path).toBeVisible();
      if (text) await expect(shown, path).toHaveText(text);
      await settled(page);
      expect(restCalls, `${path}: no second read of its data`).toEqual([]);
      // What the page moves, and apart what the browser's audio controls move inside their box
      // (CLS counts both; the benchmark measures the sum).
      const shift = await layoutShift(page);
      const shifts = shift.sources.join('; ');
      expect(shift.page, `${path}: layout shift ${shifts}`).toBeLessThanOrEqual(0.01);
      expect(shift.player, `${path}: the players' shift ${shifts}`).toBeLessThanOrEqual(0.05);
      if (process.env.SHOW_SHIFTS) console.log(path, testInfo.project.name, shift);
      const name = path.replace(/^\//, '').replace(/[/?=]/g, '-') || 'home';
      await keepScreen(page, {
        path: `${SHOTS}/${testInfo.project.name}-${name}.png`,
        fullPage: true,
      });
    }

    // An unknown bayan: the not-found page, from the HTML alone.
    restCalls.length = 0;
    rest = /\/api\/get-recording\//;
    const response = await page.goto('/bayan/no-such-bayan');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await settled(page);
    await appTookOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect(restCalls).toEqual([]);
  });
});
