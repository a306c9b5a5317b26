// Runs inside `firebase emulators:exec` (see scripts/bench.mjs) with the options of
// `npm run bench` in BENCH_ARGS (a JSON array): seeds the demo data, then measures what the
// options name (see BENCH_USAGE in bench-summary.ts): each page of the table, in English and Urdu,
// beside its static copy (bench-pages.mjs), the hifz portal's month view (bench-progress.ts), the
// owner's reports (bench-report.ts), the hall screen's memory (bench-display.ts) and its week
// (bench-hall-week.ts). Prints one
// table with every figure against its goal and writes bench/results.json. A figure over its goal
// never fails the run; only a figure that could not be measured does.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { benchLanguagePairs, benchPagesSideBySide, CHROME_PATH } from './bench-pages.mjs';
import { ROOT, SITE_URL } from './process-utils.mjs';

const started = Date.now();
const {
  GOALS,
  benchPages,
  formatGoals,
  formatHallWeek,
  formatTable,
  formatUrduTable,
  kb,
  languagePairs,
  median,
  medianFigures,
  parseBenchOptions,
} = await tsImport('./bench-summary.ts', import.meta.url);
const options = parseBenchOptions(JSON.parse(process.env.BENCH_ARGS ?? '[]'));

/** How busy the machine was: Lighthouse's simulated figures (TBT above all) grow on a loaded CPU. */
const loadAtStart = loadavg();
const DIST = join(ROOT, 'web', 'dist');

// --- Demo data ----------------------------------------------------------------------------------

const { seedDemoData } = await tsImport('../seed/seed.ts', import.meta.url);
const { DEMO_PROGRESS_STUDENT, DEMO_RECORDINGS } = await tsImport(
  '../seed/demo-data.ts',
  import.meta.url,
);
const seeded = await seedDemoData();
const bayanId = DEMO_RECORDINGS.find((r) => r.category === 'friday')?.id;
const parentToken = seeded.deepLinks[DEMO_PROGRESS_STUDENT];
if (!bayanId || !parentToken) throw new Error('The seed wrote no Friday bayan or no parent link');
console.log(
  `Seeded ${seeded.events.length} events, bayan ${bayanId}, the parent link of ${DEMO_PROGRESS_STUDENT}.`,
);

// --- The owner's reports and the hall screen ----------------------------------------------------

let ownerReport;
let hallScreen;
if (options.reports) {
  const { benchOwnerReport } = await tsImport('./bench-report.ts', import.meta.url);
  ownerReport = await benchOwnerReport(SITE_URL);
  console.log(
    `Owner report, ${ownerReport.teachers} teachers and ${ownerReport.students} students: first call ` +
      `${ownerReport.firstCallMs} ms, median of 5 more ${ownerReport.medianCallMs} ms, ` +
      `${ownerReport.documentReads} document reads in ${ownerReport.queries} queries, ` +
      `${Math.round(ownerReport.bytes / 1024)} KB of JSON`,
  );
  console.log(
    `Owner's month ${ownerReport.month.label}, ${ownerReport.month.days} days recorded: first call ` +
      `${ownerReport.month.firstCallMs} ms, median of 5 more ${ownerReport.month.medianCallMs} ms, ` +
      `${ownerReport.month.documentReads} document reads in ${ownerReport.month.queries} queries, ` +
      `${Math.round(ownerReport.month.bytes / 1024)} KB of JSON`,
  );

  // Reads per parent view, a month and three years of days (bench-reads.ts), in a process of its
  // own: it points the functions' Firestore handle at its read counter when first imported.
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'bench-reads.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  const { benchDisplay } = await tsImport('./bench-display.ts', import.meta.url);
  hallScreen = await benchDisplay(SITE_URL);
  console.log(
    `Hall screen /display, JS heap after GC over ${hallScreen.simulatedHours} simulated hours: ` +
      `${hallScreen.heapMb.join(' → ')} MB, growth ${hallScreen.growthMb} MB ` +
      `(budget ${hallScreen.budgetMb} MB: ${hallScreen.verdict}; ${hallScreen.wallSeconds} s)`,
  );
}

// --- The hifz portal's month view -----------------------------------------------------------------

let portal;
if (options.portal) {
  const { benchProgress } = await tsImport('./bench-progress.ts', import.meta.url);
  portal = await benchProgress(SITE_URL, options.runs);
  console.log(
    `Portal month view (${portal.days} days recorded), click to filled: cold ${portal.coldMedianMs} ms, ` +
      `warm ${portal.warmMedianMs} ms (runs ${portal.coldMs.join('/')} and ${portal.warmMs.join('/')} ms); ` +
      `opening the student: cold ${portal.open.coldMedianMs} ms, warm ${portal.open.warmMedianMs} ms; ` +
      `by its address: cold ${portal.address.coldMedianMs} ms, warm ${portal.address.warmMedianMs} ms`,
  );
}

// --- The pages beside their static copies ------------------------------------------------------

const selected = benchPages({ bayanId, parentToken }).filter((p) => options.pages.includes(p.name));
const measured = options.staticCopies
  ? await benchPagesSideBySide(SITE_URL, selected, options.runs)
  : await benchLanguagePairs(SITE_URL, selected, options.runs);
/** Each page's medians, English and Urdu side by side (issue 44). */
const pairs = languagePairs(
  measured.map((m) => ({ name: m.name, label: m.label, page: medianFigures(m.lighthouse.page) })),
);
const rows = (options.staticCopies ? measured : []).map((m) => ({
  name: m.name,
  label: m.label,
  parentLink: m.parentLink,
  page: medianFigures(m.lighthouse.page),
  staticCopy: medianFigures(m.lighthouse.staticCopy),
  pageBytes: m.pageBytes,
  staticBytes: m.staticBytes,
}));

// --- The hall screen's week (last: it changes the data, and puts it back) -------------------------

let hallWeek;
if (options.hallWeek) {
  const { benchHallWeek } = await tsImport('./bench-hall-week.ts', import.meta.url);
  hallWeek = await benchHallWeek(SITE_URL);
}

// --- What the build ships (cheap, from web/dist) ---------------------------------------------------

/** Files `/` loads for the app to render (entry script, its preloads, stylesheets), gzipped. */
function initialAssets() {
  // The home page's built HTML is the `pages` function's template (web/pages-bundle.mjs).
  const html = readFileSync(
    join(ROOT, 'functions', 'lib', 'pages', 'templates', 'index.html'),
    'utf8',
  );
  const files = new Set();
  // A prerendered page names its app in <meta name="app-entry"> (started after the first paint).
  const entry = /<meta name="app-entry" content="([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (entry) for (const url of [entry[1], ...entry[2].split(' ').filter(Boolean)]) files.add(url);
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\s(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(tag)?.[1];
    if (url && /type="module"|rel="modulepreload"|rel="stylesheet"/.test(tag)) files.add(url);
  }
  const gz = (path) => gzipSync(readFileSync(join(DIST, path.slice(1))), { level: 9 }).length;
  const sum = (ext) => [...files].filter((f) => f.endsWith(ext)).reduce((s, f) => s + gz(f), 0);
  return { files: [...files], jsGzipKb: kb(sum('.js')), cssGzipKb: kb(sum('.css')) };
}

/** The Urdu web font files (raw bytes: woff2 is already compressed). */
const urduFonts = readdirSync(join(DIST, 'assets'))
  .filter((name) => /^noto-nastaliq-urdu-.*\.woff2$/.test(name))
  .sort()
  .map((name) => ({ name, kb: kb(statSync(join(DIST, 'assets', name)).size) }));

/** The service worker and what it precaches at install (gzip). */
function serviceWorkerFigures() {
  const sw = readFileSync(join(DIST, 'sw.js'));
  const urls = [...sw.toString('utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const precache = urls.reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(DIST, url)), { level: 9 }).length,
    0,
  );
  return {
    swGzipKb: kb(gzipSync(sw, { level: 9 }).length),
    precacheFiles: urls.length,
    precacheGzipKb: kb(precache),
  };
}
const build = { initial: initialAssets(), urduFonts, serviceWorker: serviceWorkerFigures() };

// --- Report -------------------------------------------------------------------------------------

const quiet = (command, args) => {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
};
const commit = quiet('git', ['rev-parse', '--short', 'HEAD']);
const dirty = Boolean(quiet('git', ['status', '--porcelain', '--untracked-files=no']));
const allRuns = measured.flatMap((m) => [...m.lighthouse.page, ...m.lighthouse.staticCopy]);
const round2 = (n) => Math.round(n * 100) / 100;
const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  loadAverageAtStart: loadAtStart.map(round2),
  loadAverageAtEnd: loadavg().map(round2),
  lighthouseBenchmarkIndex: allRuns.length
    ? median(allRuns.map((r) => r.benchmarkIndex ?? 0))
    : undefined,
};

const results = {
  measuredAt: new Date().toISOString(),
  commit: commit && dirty ? `${commit} with uncommitted changes` : commit,
  chrome: quiet(CHROME_PATH, ['--version']),
  lighthouse: {
    version: allRuns[0]?.lighthouseVersion,
    config: 'default mobile, simulated throttling (slow 4G, 4x CPU slowdown)',
    runsPerPage: options.runs,
    statistic: 'median of each figure',
    served:
      'Hosting emulator behind a gzip proxy; static copy = rendered DOM without scripts, same proxy',
  },
  options,
  machine,
  goals: GOALS,
  pages: measured.map((m) => ({
    ...m,
    median: {
      page: medianFigures(m.lighthouse.page),
      staticCopy: m.lighthouse.staticCopy.length ? medianFigures(m.lighthouse.staticCopy) : null,
    },
  })),
  languagePairs: pairs,
  portal,
  ownerReport,
  hallScreen,
  hallWeek,
  build,
  wallSeconds: Math.round((Date.now() - started) / 1000),
};
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const lines = [
  '',
  `=== bench, ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${results.commit ?? 'no commit'} ===`,
  `Lighthouse ${results.lighthouse.version ?? '-'} mobile (simulated slow 4G), median of ${options.runs}; ` +
    `KB = 1024 bytes; ✓ goal met, ✗ not met`,
  '',
  ...(rows.length ? [...formatTable(rows), ''] : []),
  ...(pairs.length
    ? [
        'English and Urdu side by side (issue 44; each Urdu page against the goals):',
        '',
        ...formatUrduTable(pairs),
        '',
      ]
    : []),
  ...formatGoals(rows, portal),
];
for (const m of measured) {
  const first = m.lighthouse.page[0];
  if (first?.lcpElement) lines.push(`  ${m.name} LCP element: ${first.lcpElement.slice(0, 160)}`);
  for (const shift of first?.layoutShiftElements ?? [])
    lines.push(`  ${m.name} layout shift: ${shift.slice(0, 160)}`);
  if (m.pageBytes && m.pageBytes.openRequests > 0)
    lines.push(
      `  ${m.name}: ${m.pageBytes.openRequests} requests still open after 15 s (not counted)`,
    );
}
lines.push(
  `build: initial JS of / ${build.initial.jsGzipKb} KB gzip, CSS ${build.initial.cssGzipKb} KB; ` +
    `sw.js ${build.serviceWorker.swGzipKb} KB, precache ${build.serviceWorker.precacheFiles} files ` +
    `${build.serviceWorker.precacheGzipKb} KB gzip; Urdu fonts ${urduFonts.map((f) => `${f.kb} KB`).join(', ')}`,
);
if (ownerReport)
  lines.push(
    `owner report (${ownerReport.teachers} teachers, ${ownerReport.students} students): ` +
      `${ownerReport.medianCallMs} ms, month ${ownerReport.month.medianCallMs} ms (medians)`,
  );
if (hallScreen)
  lines.push(
    `hall screen heap growth over ${hallScreen.simulatedHours} h: ${hallScreen.growthMb} MB ` +
      `(budget ${hallScreen.budgetMb} MB: ${hallScreen.verdict})`,
  );
if (hallWeek) lines.push(...formatHallWeek(hallWeek));
lines.push(
  `machine: ${machine.cores} cores (${machine.cpu ?? '?'}), load average ${machine.loadAverageAtStart.join(' ')} ` +
    `at start, ${machine.loadAverageAtEnd.join(' ')} at end` +
    (machine.lighthouseBenchmarkIndex
      ? `, Lighthouse benchmark index ${machine.lighthouseBenchmarkIndex}`
      : ''),
);
if (Math.max(loadAtStart[0], loadavg()[0]) > machine.cores)
  lines.push(
    'note: the machine was busy with other work: TBT and the score read worse than on an idle machine.',
  );
for (const w of new Set(allRuns.flatMap((r) => r.warnings))) lines.push(`Lighthouse warning: ${w}`);
lines.push(`written to bench/results.json (${results.wallSeconds} s)`);
console.log(lines.join('\n'));
