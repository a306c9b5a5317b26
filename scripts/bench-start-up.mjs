// The app's start-up work on a prerendered page, in two builds side by side (issue 17):
//
//   node scripts/bench-start-up.mjs --a /tmp/dist-before --b web/dist [--path /about] [--runs 5]
//
// Lighthouse's Total Blocking Time on a shared 2-core machine moves between runs by more than a
// change to the app's start does (the static copies alone read 64-466 ms in one run of the
// docs/benchmarks.md's table). This compares two builds (copies of web/dist) under the same conditions
// instead: each is served from its directory (clean URLs, text gzipped by bench-pages' proxy, no
// API behind it), and the runs alternate A, B, A, B. Each run opens the page in Chromium at
// Lighthouse's phone size with the CPU slowed 4x, traces it until 7 s after `load`, and sums the
// main thread's long tasks after the first contentful paint by their CPU time (`tdur`: time the
// thread ran, not time it waited for a core): "blocking" is the part of each over 50 ms (how TBT
// counts; a task that began before the paint counts with its share after it), "longest" the
// longest task, and when the app's ICU worker answered (the `intl-warm` mark). DevTools' CPU
// slowdown holds back the page's main thread only: a worker runs at this machine's speed. Prints
// every run and the medians. It never fails on a number. Only prerendered pages
// (dist/<path>.html): the pages the functions write have no file.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import express from 'express';
import { chromium } from '@playwright/test';
import { CHROME_PATH, startProxy } from './bench-pages.mjs';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    path: { type: 'string', default: '/about' },
    runs: { type: 'string', default: '5' },
  },
});
if (!values.a || !values.b) {
  console.error(
    'usage: node scripts/bench-start-up.mjs --a DIST --b DIST [--path /about] [--runs N]',
  );
  process.exit(2);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs: a whole number of runs, at least 1 (not ${values.runs})`);
  process.exit(2);
}
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** Serves `dir` on a free port (about → about.html) behind the gzip proxy; answers its origin. */
async function serve(dir) {
  const app = express();
  app.use(express.static(resolve(dir), { extensions: ['html'] }));
  const server = await new Promise((done) => {
    const s = app.listen(0, '127.0.0.1', () => done(s));
  });
  const proxy = await startProxy(`http://127.0.0.1:${server.address().port}`);
  return proxy.liveOrigin;
}

const median = (xs) => {
  const sorted = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One traced visit of `url`: { blockingMs, longestMs, tasks } of the main thread after FCP. */
async function measure(browser, url) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(7000);
  const intlWarmMs = await page.evaluate(
    () => performance.getEntriesByName('intl-warm', 'mark')[0]?.startTime,
  );
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const nav = traceEvents.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL).startsWith(url),
  );
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav?.pid);
  if (!nav || !fcp) throw new Error(`no navigation or first contentful paint traced for ${url}`);
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .filter((e) => e.pid === nav.pid)
      .map((e) => e.tid),
  );
  const tasks = traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === nav.pid)
    .filter((e) => mainThreads.has(e.tid) && e.ts + e.dur > fcp.ts)
    // CPU time, the part after the first contentful paint for a task that spans it.
    .map((e) => ((e.tdur ?? e.dur) * (e.ts + e.dur - Math.max(e.ts, fcp.ts))) / e.dur / 1000)
    .filter((ms) => ms > 50);
  return {
    blockingMs: tasks.reduce((sum, ms) => sum + ms - 50, 0),
    longestMs: Math.max(0, ...tasks),
    tasks: tasks.length,
    intlWarmMs,
  };
}

const builds = { A: await serve(values.a), B: await serve(values.b) };
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
const results = { A: [], B: [] };
for (let run = 1; run <= runs; run++) {
  for (const [name, origin] of Object.entries(builds)) {
    const r = await measure(browser, origin + values.path);
    results[name].push(r);
    console.log(
      `run ${run} ${name}: blocking ${Math.round(r.blockingMs)} ms, longest ${Math.round(r.longestMs)} ms, ` +
        `${r.tasks} long tasks, ICU ready ${r.intlWarmMs === undefined ? 'not marked' : `at ${Math.round(r.intlWarmMs)} ms`}`,
    );
  }
}
await browser.close();
console.log(`\n${values.path}, ${runs} runs each, main-thread CPU time at 4x slowdown, medians:`);
for (const [name, dir] of [
  ['A', values.a],
  ['B', values.b],
]) {
  const rs = results[name];
  console.log(
    `${name} (${dir}): blocking ${Math.round(median(rs.map((r) => r.blockingMs)))} ms, ` +
      `longest task ${Math.round(median(rs.map((r) => r.longestMs)))} ms`,
  );
}
process.exit(0);
