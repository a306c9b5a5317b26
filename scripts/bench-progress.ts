/**
 * Benchmark of the progress dashboard (issue 6 §6), run by `npm run bench` inside the emulators
 * on the seeded demo data: the time from opening `/students/{id}` as the qari (already signed in)
 * until last month's calendar shows every day recorded (a full month of records), with a cold
 * cache (a fresh browser profile after sign-in: no service worker, no Firestore cache) and a warm
 * one (the same profile reloaded: the service worker's shell and Firestore's persistent cache).
 * Median of `runs` (3 unless told) each, headless Chromium, no throttling.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { addMonths, daysInMonth } from '@masjid/domain/progress';
import { DEMO_PASSWORD, DEMO_PROGRESS_STUDENT } from '../seed/demo-data.ts';

export interface ProgressBench {
  days: number;
  coldMs: number[];
  warmMs: number[];
  coldMedianMs: number;
  warmMedianMs: number;
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

async function signIn(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/hifz-login`);
  await page.getByLabel('Email').fill('qari@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/dashboard-qari/);
  await page.locator('.student-list').waitFor();
}

/** Opens the student and goes to last month; ms until all its days show as recorded. */
async function showMonth(page: Page, url: string, days: number, reload: boolean): Promise<number> {
  const started = Date.now();
  if (reload) await page.reload();
  else
    await page.goto(url).catch(async () => {
      // A navigation of the app itself (the sign-in's) can abort ours once: go again.
      await page.goto(url);
    });
  await page.getByRole('button', { name: 'Prev' }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('.calendar-day.has-data').length === n,
    days,
  );
  return Date.now() - started;
}

export async function benchProgress(siteUrl: string, runs = 3): Promise<ProgressBench> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const karachi = new Date(Date.now() + 5 * 3600 * 1000);
  const last = addMonths({ year: karachi.getUTCFullYear(), month: karachi.getUTCMonth() + 1 }, -1);
  const days = daysInMonth(last.year, last.month);
  const url = `${siteUrl}/students/${DEMO_PROGRESS_STUDENT}`;
  const coldMs: number[] = [];
  const warmMs: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, siteUrl);
      coldMs.push(await showMonth(page, url, days, false));
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      warmMs.push(await showMonth(page, url, days, true));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { days, coldMs, warmMs, coldMedianMs: median(coldMs), warmMedianMs: median(warmMs) };
}
