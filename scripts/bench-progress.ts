/**
 * Benchmark of the hifz portal's month view (issue 6 §6, issue 17's goal: warm ≤ 300 ms, cold
 * ≤ 800 ms from click to filled calendar), run by `npm run bench` inside the emulators on the
 * seeded demo data (`DEMO_PROGRESS_STUDENT` has every day of last month recorded). Headless
 * Chromium, no throttling, a fresh browser profile per run (no service worker, no Firestore
 * cache). Each run:
 *
 * - opens /hifz-login and lets its service worker install (portal pages register it at once; a
 *   teacher typing their email and password gives it that time), then signs in as the qari;
 * - **cold, from click**: on the dashboard, clicks the student, then Prev: ms from the Prev click
 *   (its pointerdown, timed in the page) until the frame after last month's calendar shows every
 *   day, a month never read on this device. The click on the student is timed too, until the
 *   calendar shows this month's recorded days;
 * - **warm, from click**: back to the dashboard, the same student and Prev again: the month was
 *   read before (Firestore's cache);
 * - **from the address** (the figures before 2026-11-27): opens `/students/{id}` by its address
 *   and clicks Prev, ms from the navigation until last month is filled (cold), then the same after
 *   a reload (warm: the service worker's shell, Firestore's persistent cache). Page load, the
 *   app's start and Firebase's are all inside it.
 */
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { addMonths, daysInMonth, isoDay, type YearMonth } from '@masjid/domain/progress';
import { DEMO_PASSWORD, DEMO_PROGRESS_STUDENT } from '../seed/demo-data.ts';
import type { PortalFigures, PortalTimings } from './bench-summary.ts';

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const timings = (coldMs: number[], warmMs: number[]): PortalTimings => ({
  coldMs,
  warmMs,
  coldMedianMs: median(coldMs),
  warmMedianMs: median(warmMs),
});

async function signIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/hifz-login`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByLabel('Email').fill('qari@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/dashboard-qari/);
  await page.locator('.student-list').waitFor();
}

/** The calendar's recorded cells of the month `ym` (their `data-date` starts `2026-11-`). */
const recordedCells = (ym: YearMonth) =>
  `.calendar-day.has-data[data-date^="${isoDay(ym.year, ym.month, 1).slice(0, 8)}"]`;

/** In the page: the promise of the timing started before the click (see `clickToFilled`). */
const TIMING = 'benchClickToFilled';

/**
 * Clicks `target` and measures in the page: ms from the click's pointerdown until the frame after
 * the calendar shows `days` recorded days of the month `ym` (its cells' `data-date`), painted
 * (a task after the frame's `requestAnimationFrame`). Playwright's own checks before a click and
 * its polling after are not the user's wait, so they are left out. Fails after 30 s.
 */
async function clickToFilled(
  page: Page,
  target: Locator,
  ym: YearMonth,
  days: number,
): Promise<number> {
  await page.evaluate(
    ({ cells, n, key }) => {
      const timing = new Promise<number>((resolve, reject) => {
        let started: number | undefined;
        addEventListener('pointerdown', () => (started = performance.now()), {
          capture: true,
          once: true,
        });
        const giveUp = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the calendar did not show ${n} of ${cells} in 30 s`));
        }, 30_000);
        const observer = new MutationObserver(() => {
          if (started === undefined) return;
          if (document.querySelectorAll(cells).length < n) return;
          observer.disconnect();
          clearTimeout(giveUp);
          const from = started;
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from)));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      Reflect.set(globalThis, key, timing);
    },
    { cells: recordedCells(ym), n: days, key: TIMING },
  );
  await target.click();
  const ms: unknown = await page.evaluate((key) => Reflect.get(globalThis, key), TIMING);
  if (typeof ms !== 'number') throw new Error('No timing from the page');
  return Math.round(ms);
}

/**
 * Clicks the student on the dashboard; ms until this month's recorded days (`recorded`) show.
 * Undefined on the first of a month, when none is recorded yet (nothing to wait for).
 */
const openStudent = async (page: Page, thisMonth: YearMonth, recorded: number) => {
  const link = page.locator(`.student-list a[href$="/students/${DEMO_PROGRESS_STUDENT}"]`);
  if (recorded > 0) return clickToFilled(page, link, thisMonth, recorded);
  await link.click();
  await page.getByRole('button', { name: 'Prev' }).waitFor();
  return undefined;
};

/** Clicks Prev; ms until every day of last month shows as recorded. */
const previousMonth = (page: Page, last: YearMonth) =>
  clickToFilled(
    page,
    page.getByRole('button', { name: 'Prev' }),
    last,
    daysInMonth(last.year, last.month),
  );

/** Opens the student by address (or reloads) and goes to last month; ms until it is filled. */
async function byAddress(
  page: Page,
  url: string,
  last: YearMonth,
  reload: boolean,
): Promise<number> {
  const started = Date.now();
  if (reload) await page.reload();
  else
    await page.goto(url).catch(async () => {
      // A navigation of the app itself (the sign-in's) can abort ours once: go again.
      await page.goto(url);
    });
  await page.getByRole('button', { name: 'Prev' }).click();
  await page.waitForFunction(
    ({ cells, n }) => document.querySelectorAll(cells).length >= n,
    { cells: recordedCells(last), n: daysInMonth(last.year, last.month) },
    { polling: 10 },
  );
  return Date.now() - started;
}

/** The portal's figures (see the module comment), `runs` runs of each. */
export async function benchProgress(siteUrl: string, runs = 3): Promise<Required<PortalFigures>> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const karachi = new Date(Date.now() + 5 * 3600 * 1000);
  const thisMonth = { year: karachi.getUTCFullYear(), month: karachi.getUTCMonth() + 1 };
  // The seed records every day of last month and this month's up to yesterday (demoProgress).
  const recordedThisMonth = karachi.getUTCDate() - 1;
  const last = addMonths(thisMonth, -1);
  const days = daysInMonth(last.year, last.month);
  const url = `${siteUrl}/students/${DEMO_PROGRESS_STUDENT}`;
  const cold = { month: [] as number[], open: [] as number[], address: [] as number[] };
  const warm = { month: [] as number[], open: [] as number[], address: [] as number[] };
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, siteUrl);
      const coldOpen = await openStudent(page, thisMonth, recordedThisMonth);
      if (coldOpen !== undefined) cold.open.push(coldOpen);
      cold.month.push(await previousMonth(page, last));
      await page.goBack();
      await page.locator('.student-list').waitFor();
      const warmOpen = await openStudent(page, thisMonth, recordedThisMonth);
      if (warmOpen !== undefined) warm.open.push(warmOpen);
      warm.month.push(await previousMonth(page, last));
      await context.close();

      const other = await browser.newContext();
      const second = await other.newPage();
      await signIn(second, siteUrl);
      cold.address.push(await byAddress(second, url, last, false));
      warm.address.push(await byAddress(second, url, last, true));
      await other.close();
    }
  } finally {
    await browser.close();
  }
  return {
    days,
    ...timings(cold.month, warm.month),
    open: timings(cold.open, warm.open),
    address: timings(cold.address, warm.address),
  };
}
