/**
 * Benchmark of the hall screen, run by `npm run bench` inside the emulators on the seeded demo
 * data: the JavaScript heap of `/display` (1920×1080, headless Chromium) over 8 hours of its own
 * clock, fast-forwarded with Playwright's `page.clock` in 30-second steps (each step runs the
 * screen's once-a-second timers and lets React render). The heap is read through CDP after a
 * forced garbage collection (`HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`), with
 * the page's DOM nodes and event listeners (`Memory.getDOMCounters`). The first reading, after
 * one simulated minute, catches the page still starting (its lazy scripts, the service worker and
 * Firestore's first answers arrive in the first real seconds, about 2 MB); the start of the
 * measure is after 10 simulated minutes and 3 real seconds more, when the page has settled, then
 * a reading after each hour. Growth = last − start; the budget is 2 MB. The figures also say
 * whether the page showed the seeded data (the demo janaza notice) and kept its own document (a
 * reload, e.g. for a new version, would empty the heap and hide a leak).
 */
import { chromium } from '@playwright/test';

export interface DisplayMemoryBench {
  simulatedHours: number;
  /** Used JS heap after GC, in MB, one simulated minute after loading (still starting). */
  loadingHeapMb: number;
  /** Used JS heap after GC, in MB, at the start and after each simulated hour. */
  heapMb: number[];
  /** DOM nodes of the page after GC, at the same moments. */
  domNodes: number[];
  /** Event listeners (JS) at the same moments. */
  listeners: number[];
  growthMb: number;
  /** Growth counted from the first reading instead (start-up included). */
  growthFromLoadingMb: number;
  /** The screen's own clock at the start and at the end (shows the hours really passed). */
  clock: { start: string; end: string };
  /** Whether the seeded janaza notice showed, i.e. the page read Firestore and the API. */
  showedSeededData: boolean;
  /** Whether the page loaded again meanwhile (false: one document the whole time). */
  reloaded: boolean;
  budgetMb: number;
  verdict: 'PASS' | 'OVER';
  /** Wall-clock seconds the 8 hours took. */
  wallSeconds: number;
}

const HOURS = 8;
const STEP_SECONDS = 30;
const BUDGET_MB = 2;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

export async function benchDisplay(siteUrl: string): Promise<DisplayMemoryBench> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const started = Date.now();
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${siteUrl}/display`);
    await page.getByTestId('hall-countdown').waitFor();
    const showedSeededData = await page
      .locator('.hall-janaza')
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    // A mark on this document: gone at the end if the page reloaded meanwhile.
    await page.evaluate(() => document.documentElement.setAttribute('data-bench-document', '1'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const samples: Array<{ heap: number; nodes: number; listeners: number }> = [];
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const counters = await cdp.send('Memory.getDOMCounters');
      samples.push({ heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners });
    };
    const clockText = () =>
      page.evaluate(() => document.querySelector('.hall-clock')?.textContent ?? '');
    const advance = async (seconds: number) => {
      for (let s = 0; s < seconds; s += STEP_SECONDS) {
        await page.clock.runFor(STEP_SECONDS * 1000);
        // A round trip lets the renders scheduled by those ticks run.
        await clockText();
      }
    };
    await advance(60);
    await sample();
    const loading = samples.pop()!;
    await advance(9 * 60);
    await new Promise((settle) => setTimeout(settle, 3000));
    const clockStart = await clockText();
    await sample();
    for (let h = 0; h < HOURS; h++) {
      await advance(3600);
      await sample();
    }
    const growthMb = mb(samples.at(-1)!.heap - samples[0]!.heap);
    return {
      simulatedHours: HOURS,
      loadingHeapMb: mb(loading.heap),
      heapMb: samples.map((s) => mb(s.heap)),
      domNodes: samples.map((s) => s.nodes),
      listeners: samples.map((s) => s.listeners),
      growthMb,
      growthFromLoadingMb: mb(samples.at(-1)!.heap - loading.heap),
      clock: { start: clockStart, end: await clockText() },
      showedSeededData,
      reloaded: (await page.locator('html[data-bench-document]').count()) === 0,
      budgetMb: BUDGET_MB,
      verdict: growthMb <= BUDGET_MB ? 'PASS' : 'OVER',
      wallSeconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await browser.close();
  }
}

// `node --import tsx scripts/bench-display.ts [site]`: the figure alone, on running emulators.
if (process.argv[1]?.endsWith('bench-display.ts')) {
  const result = await benchDisplay(process.argv[2] ?? 'http://127.0.0.1:5000');
  console.log(JSON.stringify(result, null, 2));
}
