/**
 * Benchmark of the hall screen, run by `npm run bench` inside the emulators on the seeded demo
 * data: the JavaScript heap of `/display` (1920×1080, headless Chromium) over 8 hours of its own
 * clock, fast-forwarded with Playwright's `page.clock` in 30-second steps (each step runs the
 * screen's once-a-second timers and lets React render). The heap is read through CDP after a
 * forced garbage collection (`HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`): at the
 * start (after a simulated minute) and after each hour. Growth = last − first; the budget is 2 MB.
 */
import { chromium } from '@playwright/test';

export interface DisplayMemoryBench {
  simulatedHours: number;
  /** Used JS heap after GC, in MB, at the start and after each simulated hour. */
  heapMb: number[];
  growthMb: number;
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize;
    };
    const advance = async (seconds: number) => {
      for (let s = 0; s < seconds; s += STEP_SECONDS) {
        await page.clock.runFor(STEP_SECONDS * 1000);
        // A round trip lets the renders scheduled by those ticks run.
        await page.evaluate(() => document.querySelector('.hall-clock')?.textContent);
      }
    };
    await advance(60);
    const heapBytes = [await heap()];
    for (let h = 0; h < HOURS; h++) {
      await advance(3600);
      heapBytes.push(await heap());
    }
    const growthMb = mb(heapBytes.at(-1)! - heapBytes[0]!);
    return {
      simulatedHours: HOURS,
      heapMb: heapBytes.map(mb),
      growthMb,
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
