// Runs inside `firebase emulators:exec` (see scripts/bench.mjs): seeds the demo data, measures the
// initial JS and CSS of `/` from web/dist/index.html (each file gzipped at level 9) and runs
// Lighthouse 12 (default mobile config: simulated throttling) three times on `/` and `/events`,
// each in a fresh headless Chromium. Prints the medians against the budgets and writes
// bench/results.json.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import lighthouse from 'lighthouse';
import { ROOT, SITE_URL } from './process-utils.mjs';

// chrome-launcher is Lighthouse's own dependency: load the copy Lighthouse uses.
const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const chromeLauncher = await import(
  pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href
);

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const PAGES = ['/', '/events'];
const RUNS = 3;
const BUDGETS = { performance: 95, lcpSeconds: 2.0, cls: 0.05, initialJsKb: 150 };
const DIST = join(ROOT, 'web', 'dist');

/** How busy the machine was: Lighthouse's simulated figures (TBT above all) grow on a loaded CPU. */
const loadAtStart = loadavg()[0];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const verdict = (ok) => (ok ? 'PASS' : 'OVER');

// --- Demo data ----------------------------------------------------------------------------------

const { seedDemoData } = await tsImport('../seed/seed.ts', import.meta.url);
const seeded = await seedDemoData();
console.log(`Seeded ${seeded.events.length} events and the jamat timings.`);

// --- The owner report (issue 5): 50 teachers, 1,000 students ------------------------------------

const { benchOwnerReport } = await tsImport('./bench-report.ts', import.meta.url);
const ownerReport = await benchOwnerReport(SITE_URL);
console.log(
  `Owner report, ${ownerReport.teachers} teachers and ${ownerReport.students} students: first call ` +
    `${ownerReport.firstCallMs} ms, median of 5 more ${ownerReport.medianCallMs} ms, ` +
    `${ownerReport.documentReads} document reads in ${ownerReport.queries} queries, ` +
    `${Math.round(ownerReport.bytes / 1024)} KB of JSON`,
);
console.log(
  `Owner's month ${ownerReport.month.label}, ${ownerReport.teachers} teachers, ` +
    `${ownerReport.students} students, ${ownerReport.month.days} days recorded: first call ` +
    `${ownerReport.month.firstCallMs} ms, median of 5 more ${ownerReport.month.medianCallMs} ms, ` +
    `${ownerReport.month.documentReads} document reads in ${ownerReport.month.queries} queries, ` +
    `${Math.round(ownerReport.month.bytes / 1024)} KB of JSON`,
);

// --- A month of progress (issue 6): cold and warm cache ------------------------------------------

const { benchProgress } = await tsImport('./bench-progress.ts', import.meta.url);
const progressMonth = await benchProgress(SITE_URL);
console.log(
  `Progress month (${progressMonth.days} days recorded): cold ${progressMonth.coldMedianMs} ms, ` +
    `warm ${progressMonth.warmMedianMs} ms (medians of 3; runs ${progressMonth.coldMs.join('/')} and ` +
    `${progressMonth.warmMs.join('/')} ms)`,
);

// --- The hall screen: memory over 8 fast-forwarded hours --------------------------------------

const { benchDisplay } = await tsImport('./bench-display.ts', import.meta.url);
const hallScreen = await benchDisplay(SITE_URL);
console.log(
  `Hall screen /display, JS heap after GC over ${hallScreen.simulatedHours} simulated hours: ` +
    `${hallScreen.heapMb.join(' → ')} MB, growth ${hallScreen.growthMb} MB ` +
    `(budget ${hallScreen.budgetMb} MB: ${hallScreen.verdict}; ${hallScreen.wallSeconds} s)`,
);

// --- Initial JS and CSS of `/` ------------------------------------------------------------------

/** Files of `/` that load before the app can render: entry script, modulepreloads, stylesheets. */
function initialAssets() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const js = new Set();
  const css = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    if (src && /type="module"/.test(tag)) js.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  const measure = (paths) =>
    [...paths].map((path) => {
      const body = readFileSync(join(DIST, path.replace(/^\//, '')));
      return { path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    });
  const inlineScripts = (
    html.match(/<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g) ?? []
  ).join('');
  const inlineStyles = (html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? []).join('');
  return {
    js: measure(js),
    css: measure(css),
    html: { bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html, { level: 9 }).length },
    inline: {
      scriptBytes: Buffer.byteLength(inlineScripts),
      styleBytes: Buffer.byteLength(inlineStyles),
    },
  };
}

const assets = initialAssets();
const jsGzip = assets.js.reduce((sum, f) => sum + f.gzipBytes, 0);
const cssGzip = assets.css.reduce((sum, f) => sum + f.gzipBytes, 0);
if (assets.js.length === 0) throw new Error('No module script found in web/dist/index.html');

/**
 * The Urdu web font files in web/dist/assets (the Nastaliq subset, web/subset-urdu-font.mjs):
 * raw bytes, as woff2 is already compressed. Urdu pages download the regular weight, the bold
 * one only where a heading needs it.
 */
function urduFontFigures() {
  const assetsDir = join(ROOT, 'web', 'dist', 'assets');
  return readdirSync(assetsDir)
    .filter((name) => /^noto-nastaliq-urdu-.*\.woff2$/.test(name))
    .sort()
    .map((name) => ({ name, bytes: statSync(join(assetsDir, name)).size }));
}

/**
 * The service worker (issue 7): its own size and what it precaches when it installs, 10 s after a
 * public page settles: the bytes a visitor's phone fetches beyond the page itself (most are the
 * page's own scripts, already in the HTTP cache).
 */
function serviceWorkerFigures() {
  const dist = join(ROOT, 'web', 'dist');
  const sw = readFileSync(join(dist, 'sw.js'));
  const urls = [...sw.toString('utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const precacheGzip = urls.reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(dist, url)), { level: 9 }).length,
    0,
  );
  return {
    swGzipKb: kb(gzipSync(sw, { level: 9 }).length),
    precacheFiles: urls.length,
    precacheGzipKb: kb(precacheGzip),
  };
}
const serviceWorker = serviceWorkerFigures();

// --- Lighthouse ---------------------------------------------------------------------------------

/** The HTML snippet of the first element an audit names (e.g. the LCP element). */
function firstNode(audit) {
  const walk = (items) => {
    for (const item of items ?? []) {
      if (item?.node?.snippet) return item.node.snippet;
      const inner = walk(item?.items);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(audit?.details?.items);
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const scripts = audit('resource-summary')?.details?.items?.find(
      (i) => i.resourceType === 'script',
    );
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpSeconds: Math.round(audit('largest-contentful-paint').numericValue) / 1000,
      tbtMs: Math.round(audit('total-blocking-time').numericValue),
      cls: Math.round(audit('cumulative-layout-shift').numericValue * 1000) / 1000,
      fcpSeconds: Math.round(audit('first-contentful-paint').numericValue) / 1000,
      scriptTransferKb: scripts ? kb(scripts.transferSize) : undefined,
      textCompression: audit('uses-text-compression')?.score,
      warnings: lhr.runWarnings ?? [],
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      lighthouseVersion: lhr.lighthouseVersion,
      lcpElement: firstNode(audit('largest-contentful-paint-element')),
      layoutShiftElements: (audit('layout-shifts')?.details?.items ?? [])
        .map((item) => item.node?.snippet)
        .filter(Boolean)
        .slice(0, 3),
    };
  } finally {
    await chrome.kill();
  }
}

// Firebase Hosting's CDN serves text compressed (gzip or brotli); the Hosting emulator does not.
// Lighthouse measures through a small local proxy that gzips text answers, as production does;
// everything else (the files, the API, the Firestore emulator) is the emulator's own.
const target = new URL(SITE_URL);
const COMPRESSIBLE = /text\/|javascript|json|svg|css|xml/;
const proxy = http.createServer((req, res) => {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
    },
    (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!COMPRESSIBLE.test(type) || !/gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = gzipSync(Buffer.concat(chunks));
        const headers = {
          ...answer.headers,
          'content-encoding': 'gzip',
          'content-length': body.length,
        };
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(body);
      });
    },
  );
  upstream.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(5080, '127.0.0.1', resolve));
const MEASURED_ORIGIN = 'http://127.0.0.1:5080';

const lighthouseResults = {};
for (const path of PAGES) {
  const url = `${MEASURED_ORIGIN}${path}`;
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    const started = Date.now();
    const run = await lighthouseRun(url);
    runs.push(run);
    console.log(
      `Lighthouse ${path} run ${i}/${RUNS}: performance ${run.performance}, LCP ${run.lcpSeconds} s, ` +
        `TBT ${run.tbtMs} ms, CLS ${run.cls} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  const med = {
    performance: median(runs.map((r) => r.performance)),
    lcpSeconds: median(runs.map((r) => r.lcpSeconds)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    fcpSeconds: median(runs.map((r) => r.fcpSeconds)),
    scriptTransferKb: median(runs.map((r) => r.scriptTransferKb ?? 0)),
  };
  lighthouseResults[path] = {
    url,
    median: med,
    verdicts: {
      performance: verdict(med.performance >= BUDGETS.performance),
      lcp: verdict(med.lcpSeconds <= BUDGETS.lcpSeconds),
      cls: verdict(med.cls <= BUDGETS.cls),
    },
    runs,
  };
}

// --- Report -------------------------------------------------------------------------------------

let commit;
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
} catch {
  commit = undefined;
}
const chromeVersion = (() => {
  try {
    return execFileSync(CHROME_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
})();

const results = {
  measuredAt: new Date().toISOString(),
  commit,
  chrome: chromeVersion,
  lighthouse: {
    version: lighthouseResults['/']?.runs[0]?.lighthouseVersion,
    config: 'default mobile, simulated throttling',
    runsPerPage: RUNS,
    statistic: 'median of each figure',
  },
  machine: {
    cores: cpus().length,
    loadAverageAtStart: Math.round(loadAtStart * 100) / 100,
    loadAverageAtEnd: Math.round(loadavg()[0] * 100) / 100,
    lighthouseBenchmarkIndex: median(
      Object.values(lighthouseResults).flatMap((r) => r.runs.map((run) => run.benchmarkIndex ?? 0)),
    ),
  },
  budgets: BUDGETS,
  ownerReport,
  progressMonth,
  hallScreen,
  serviceWorker,
  initialLoad: {
    page: '/',
    jsGzipKb: kb(jsGzip),
    cssGzipKb: kb(cssGzip),
    verdicts: { js: verdict(kb(jsGzip) <= BUDGETS.initialJsKb) },
    files: [...assets.js, ...assets.css].map((f) => ({ ...f, gzipKb: kb(f.gzipBytes) })),
    indexHtml: assets.html,
    inline: assets.inline,
  },
  pages: lighthouseResults,
};

mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const row = (label, value, budget, ok) =>
  `  ${label.padEnd(34)} ${String(value).padStart(9)}   ${budget.padEnd(12)} ${ok === undefined ? '' : verdict(ok)}`;
const lines = [
  '',
  `=== bench (${commit ?? 'uncommitted'}; KB = 1024 bytes, gzip level 9) ===`,
  row('figure', 'value', 'budget', undefined),
  row(
    'initial JS of / (gzip KB)',
    kb(jsGzip),
    `<= ${BUDGETS.initialJsKb}`,
    kb(jsGzip) <= BUDGETS.initialJsKb,
  ),
  row('initial CSS of / (gzip KB)', kb(cssGzip), '-', undefined),
  row('service worker sw.js (gzip KB)', serviceWorker.swGzipKb, '-', undefined),
  ...urduFontFigures().map((font) =>
    row(
      `Urdu font, weight ${/urdu-(\d{3})/.exec(font.name)?.[1]} (bytes)`,
      font.bytes,
      '-',
      undefined,
    ),
  ),
  row(
    `precache, ${serviceWorker.precacheFiles} files (gzip KB)`,
    serviceWorker.precacheGzipKb,
    '-',
    undefined,
  ),
];
for (const [path, r] of Object.entries(lighthouseResults)) {
  lines.push(
    row(
      `${path} performance (median of ${RUNS})`,
      r.median.performance,
      `>= ${BUDGETS.performance}`,
      r.median.performance >= BUDGETS.performance,
    ),
    row(
      `${path} LCP (s)`,
      r.median.lcpSeconds,
      `<= ${BUDGETS.lcpSeconds}`,
      r.median.lcpSeconds <= BUDGETS.lcpSeconds,
    ),
    row(`${path} TBT (ms)`, r.median.tbtMs, '-', undefined),
    row(`${path} CLS`, r.median.cls, `<= ${BUDGETS.cls}`, r.median.cls <= BUDGETS.cls),
    row(`${path} FCP (s)`, r.median.fcpSeconds, '-', undefined),
    row(`${path} all JS transferred (KB)`, r.median.scriptTransferKb, '-', undefined),
  );
}
for (const [path, r] of Object.entries(lighthouseResults)) {
  const lcp = r.runs[0]?.lcpElement;
  if (lcp) lines.push(`  ${path} LCP element: ${lcp.slice(0, 160)}`);
  for (const shift of r.runs[0]?.layoutShiftElements ?? []) {
    lines.push(`  ${path} layout shift: ${shift.slice(0, 160)}`);
  }
}
lines.push('  initial files:');
for (const f of results.initialLoad.files)
  lines.push(`    ${f.path}  ${kb(f.bytes)} KB raw, ${f.gzipKb} KB gzip`);
const uncompressed = Object.values(lighthouseResults).some((r) =>
  r.runs.some(
    (run) =>
      run.textCompression !== undefined && run.textCompression !== null && run.textCompression < 1,
  ),
);
if (uncompressed) {
  lines.push(
    '  note: Lighthouse reports that text is served uncompressed: the Hosting emulator does not compress',
    '        (Firebase Hosting does); the figures above are what was measured against the emulator.',
  );
}
lines.push(
  `  machine: ${results.machine.cores} cores, load average ${results.machine.loadAverageAtStart} at start and ` +
    `${results.machine.loadAverageAtEnd} at end, Lighthouse benchmark index ${results.machine.lighthouseBenchmarkIndex}`,
);
if (
  Math.max(results.machine.loadAverageAtStart, results.machine.loadAverageAtEnd) >
  results.machine.cores
) {
  lines.push(
    '  note: the machine was busy with other work: TBT and the performance score read worse than on an idle machine.',
  );
}
const warnings = new Set(
  Object.values(lighthouseResults).flatMap((r) => r.runs.flatMap((run) => run.warnings)),
);
for (const w of warnings) lines.push(`  Lighthouse warning: ${w}`);
lines.push(
  `  Lighthouse measured ${MEASURED_ORIGIN}: the Hosting emulator behind a gzip proxy, as Firebase Hosting compresses text.`,
  `  written to bench/results.json`,
);
console.log(lines.join('\n'));
proxy.close();
