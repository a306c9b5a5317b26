/**
 * The app hydrates the HTML a page arrives with (web/src/app/start-app.tsx) instead of building the
 * page again: the header, the heading, the main part and the footer the reader already sees stay
 * the same elements, React reports no difference (HYDRATION_FELL_BACK), and what only the browser
 * knows is written right after (the calendar's `webcal:` address, the language switch's query and
 * fragment). The pages drawn from the clock (the timetable, the hall screen) and a page shown in
 * another language than its HTML's (a parent's English link opened by a reader who chose Urdu)
 * are rendered over instead. ICU's data is loaded by a worker before the app renders. Read-only:
 * uses the seeded data.
 */
import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { INTL_WARM } from '../../web/src/app/intl-warmup/intl-warm-message.ts';
import { DEMO_STUDENT, demoParentToken, expect, open, test } from './support.ts';
import { watchHydration, type Hydration } from './hydration-checks.ts';

const PARENT_TOKEN = demoParentToken();

/** The hydration watch of each test's page, started before it opens anything. */
let watch: { landmarks: () => Promise<Hydration> };

test.beforeEach(async ({ page }) => {
  watch = await watchHydration(page);
});

/** Opens `path`, waits for the app to take over, and answers what became of the served HTML. */
async function openAndCompare(page: Page, path: string): Promise<Hydration> {
  await open(page, path);
  return watch.landmarks();
}

// The public pages are checked in the public sweep (sweep-public.spec.ts), every one of them.
for (const path of [
  `/dashboard-student?token=${PARENT_TOKEN}`,
  `/ur/dashboard-student?token=${PARENT_TOKEN}`,
]) {
  test(
    `${path.replace(/token=.*/, 'token=…')} keeps the served elements`,
    DEMO_STUDENT,
    async ({ page }) => {
      const { kept, served, fellBack } = await openAndCompare(page, path);
      expect(fellBack, 'React found the HTML different').toEqual([]);
      expect(served, 'landmarks in the served HTML').toBeGreaterThanOrEqual(3);
      expect(kept, 'served landmarks still shown').toBe(served);
    },
  );
}

/**
 * Installed before the page's scripts: records, per task, which modulepreload links were added to
 * the document (a MutationObserver's callback gets one task's additions at once).
 */
const RECORD_PRELOADS = `
  window.__preloadTasks = [];
  new MutationObserver((records) => {
    const hrefs = records.flatMap((r) => [...r.addedNodes])
      .filter((n) => n instanceof HTMLLinkElement && n.rel === 'modulepreload')
      .map((n) => new URL(n.href).pathname);
    if (hrefs.length) window.__preloadTasks.push(hrefs);
  }).observe(document, { childList: true, subtree: true });
`;

test('the loader preloads every module the page names, a few links per task', async ({ page }) => {
  // Adding forty modulepreload links held a slow phone's main thread for 120-150 ms at 4x CPU in
  // one task (issue 17): the loader in index.html adds them six to a task.
  await page.addInitScript(RECORD_PRELOADS);
  for (const path of ['/about', '/ur/events']) {
    const html = await (await page.request.get(path)).text();
    const named = /<meta name="app-entry" content="[^"]+" data-preload="([^"]*)"/.exec(html)?.[1];
    const preloads = (named ?? '').split(' ').filter(Boolean);
    expect(preloads.length, `${path}: modules named in the served page`).toBeGreaterThan(6);
    // main.tsx imports its later start-up steps dynamically; the page names them up front
    // (vite.config.ts, preload-start-up-steps), so they load side by side.
    expect(preloads.some((href) => /^\/assets\/start-app-/.test(href))).toBe(true);
    await openAndCompare(page, path);
    const tasks = z
      .array(z.array(z.string()))
      .parse(await page.evaluate(() => Reflect.get(window, '__preloadTasks')));
    const loaders = tasks
      .map((hrefs) => hrefs.filter((href) => preloads.includes(href)))
      .filter((hrefs) => hrefs.length > 0);
    expect(new Set(loaders.flat()), `${path}: every named module preloaded`).toEqual(
      new Set(preloads),
    );
    expect(Math.max(...loaders.map((hrefs) => hrefs.length)), `${path}: links per task`).toBe(6);
  }
});

test('what only the browser knows is written once hydrated', async ({ page }) => {
  // The events' calendar feed: a plain path in the HTML, the phone's webcal: address after.
  const events = await page.request.get('/events');
  expect(await events.text()).toContain('href="/api/calendar/events.ics"');
  const { kept, served } = await openAndCompare(page, '/events#upcoming');
  expect(kept).toBe(served);
  const host = new URL(page.url()).host;
  await expect(page.getByRole('link', { name: 'Subscribe to events' })).toHaveAttribute(
    'href',
    `webcal://${host}/api/calendar/events.ics`,
  );
  // The language switch keeps the fragment, which the server never sees.
  await expect(page.locator('a.lang-switch')).toHaveAttribute('href', '/ur/events#upcoming');
  // A query the HTML prerendered at build time did not have.
  await openAndCompare(page, '/about?from=whatsapp');
  await expect(page.locator('a.lang-switch')).toHaveAttribute('href', '/ur/about?from=whatsapp');
});

test('a page prerendered in one year hydrates in the next, and then shows the new year', async ({
  page,
}) => {
  // The footer's copyright year: the HTML of /about was made at build time (this year); a reader
  // whose clock is already in January of the next year gets the same page hydrated, then the year
  // written anew.
  const html = await (await page.request.get('/about')).text();
  const built = Number(/<time dateTime="(\d{4})"/i.exec(html)?.[1]);
  expect(built, 'the year in the prerendered footer').toBeGreaterThan(2000);
  await page.clock.install({ time: new Date(`${built + 1}-01-01T09:00:00+05:00`) });
  for (const path of ['/about', '/ur/about']) {
    const { kept, served, fellBack } = await openAndCompare(page, path);
    expect(fellBack, `${path}: React found the HTML different`).toEqual([]);
    expect(kept, `${path}: served landmarks still shown`).toBe(served);
    await expect(page.locator('.footer-bottom time'), path).toHaveText(String(built + 1));
  }
});

test('pages drawn from the clock, and a page shown in the other language, are rendered over', async ({
  page,
}) => {
  for (const path of ['/timetable', '/display']) {
    const { kept, served, fellBack } = await openAndCompare(page, path);
    expect(fellBack, path).toEqual([]);
    expect(served, `${path}: landmarks in the served HTML`).toBeGreaterThanOrEqual(3);
    expect(kept, `${path}: rendered anew`).toBe(0);
  }
  // A reader who chose Urdu opens a parent's link at its English address (a signed-in page has
  // one address, and follows the language chosen): the HTML in English is replaced by the page
  // in Urdu.
  await page.evaluate(() => localStorage.setItem('lang', 'ur'));
  const { kept, served, fellBack } = await openAndCompare(
    page,
    `/dashboard-student?token=${PARENT_TOKEN}`,
  );
  expect(fellBack).toEqual([]);
  expect(served).toBeGreaterThanOrEqual(3);
  expect(kept).toBe(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('h1').first()).toHaveText(/[\u0600-\u06FF]/);
});

test("ICU's data loads in a worker, and the page hydrates with the same dates", async ({
  page,
}) => {
  // The page's first Intl object would cost its main thread 40-140 ms (web/src/app/intl-warmup);
  // the Urdu home page formats dates and times in Urdu, Hijri and Karachi time.
  const started: string[] = [];
  const ended: string[] = [];
  page.on('worker', (worker) => {
    started.push(worker.url());
    worker.on('close', () => ended.push(worker.url()));
  });
  const { kept, served, fellBack } = await openAndCompare(page, '/ur');
  expect(fellBack).toEqual([]);
  expect(kept).toBe(served);
  expect(started).toEqual([expect.stringMatching(/\/assets\/intl-warmup\.worker-[\w-]+\.js$/)]);
  // It answered (a worker that failed is ended too, without the mark; on a busy machine the
  // answer can come after hydration stopped waiting for it at 1 s).
  await expect
    .poll(() =>
      page.evaluate((name) => performance.getEntriesByName(name, 'mark').length, INTL_WARM),
    )
    .toBe(1);
  // Ended once done: no thread is kept for the page's life.
  await expect.poll(() => ended).toEqual(started);
});
