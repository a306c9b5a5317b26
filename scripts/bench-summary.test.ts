import { describe, expect, it } from 'vitest';
import {
  PAGE_NAMES,
  benchPages,
  formatGoals,
  formatHallWeek,
  formatTable,
  formatUrduTable,
  languagePairs,
  median,
  parseBenchOptions,
  type LighthouseFigures,
  type PageRow,
} from './bench-summary.ts';

const ids = { bayanId: 'demo-friday-12', parentToken: 'tok/en+1' };

const figures = (over: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 99,
  lcpSeconds: 1.1,
  tbtMs: 20,
  cls: 0,
  fcpSeconds: 1,
  totalBytes: 100_000,
  fontBytes: 0,
  styleLayoutMs: 100,
  ...over,
});
const bytes = (total: number, sdk = 0) => ({
  total,
  afterLoad: 0,
  requests: 3,
  openRequests: 0,
  firebaseSdk: sdk ? [{ path: '/assets/index.esm-x.js', bytes: sdk, byServiceWorker: true }] : [],
});

describe('bench pages', () => {
  it('lists each page in English then Urdu, with the seeded bayan and parent link', () => {
    const pages = benchPages(ids);
    expect(pages.map((p) => p.name)).toEqual(PAGE_NAMES);
    expect(pages.map((p) => p.path)).toEqual([
      '/',
      '/ur',
      '/events',
      '/ur/events',
      '/fridaybayan',
      '/ur/fridaybayan',
      '/bayan/demo-friday-12',
      '/ur/bayan/demo-friday-12',
      '/dashboard-student?token=tok%2Fen%2B1',
      '/ur/dashboard-student?token=tok%2Fen%2B1',
    ]);
    expect(pages.at(-1)).toMatchObject({
      label: 'parent link `/ur/dashboard-student?token=…`',
      parentLink: true,
      lang: 'ur',
    });
    expect(pages[7]?.label).toBe('`/ur/bayan/{id}`');
  });
});

describe('parseBenchOptions', () => {
  it('measures everything, median of 3, by default', () => {
    expect(parseBenchOptions([])).toEqual({
      build: true,
      runs: 3,
      pages: PAGE_NAMES,
      portal: true,
      reports: true,
      hallWeek: true,
      staticCopies: true,
    });
  });

  it('--quick: one run each, without the reports', () => {
    expect(parseBenchOptions(['--quick', '--no-build'])).toMatchObject({
      build: false,
      runs: 1,
      portal: true,
      reports: false,
      hallWeek: false,
    });
  });

  it("--hall-week: the hall screen's week alone", () => {
    expect(parseBenchOptions(['--hall-week', '--no-build'])).toEqual({
      build: false,
      runs: 3,
      pages: [],
      portal: false,
      reports: false,
      hallWeek: true,
      staticCopies: true,
    });
    expect(parseBenchOptions(['--pages', '/,hall-week']).hallWeek).toBe(true);
    expect(parseBenchOptions(['--pages', '/']).hallWeek).toBe(false);
  });

  it('--pages picks pages in table order, by language or by name', () => {
    expect(parseBenchOptions(['--pages', '/ur/events,/,portal']).pages).toEqual([
      '/',
      '/ur/events',
    ]);
    expect(parseBenchOptions(['--pages=ur']).pages).toEqual(
      PAGE_NAMES.filter((n) => n.startsWith('/ur')),
    );
    expect(parseBenchOptions(['--pages', '/events/']).portal).toBe(false);
    expect(parseBenchOptions(['--pages', 'reports', '--quick'])).toMatchObject({
      pages: [],
      reports: true,
      runs: 1,
    });
  });

  it('--urdu: every page with its twin, no static copies, nothing else', () => {
    expect(parseBenchOptions(['--urdu', '--no-build'])).toEqual({
      build: false,
      runs: 3,
      pages: PAGE_NAMES,
      portal: false,
      reports: false,
      hallWeek: false,
      staticCopies: false,
    });
    // A page named in one language brings its twin: the ratio is read within one run.
    expect(parseBenchOptions(['--urdu', '--pages', '/ur/events,/', '--runs', '1'])).toMatchObject({
      pages: ['/', '/ur', '/events', '/ur/events'],
      runs: 1,
    });
    expect(() => parseBenchOptions(['--urdu', '--pages', 'portal'])).toThrow(/names no page/);
  });

  it('refuses unknown pages, options and run counts with the usage', () => {
    expect(() => parseBenchOptions(['--pages', '/evnts'])).toThrow(
      /unknown page "\/evnts"[\s\S]*usage/,
    );
    expect(() => parseBenchOptions(['--fast'])).toThrow(/usage/);
    expect(() => parseBenchOptions(['--runs', '0'])).toThrow(/1 to 9/);
    expect(() => parseBenchOptions(['--pages', ','])).toThrow(/nothing to measure/);
  });
});

describe('the printed table', () => {
  const rows: PageRow[] = [
    {
      name: '/',
      label: '`/`',
      parentLink: false,
      page: figures({ performance: 88, lcpSeconds: 3.1, cls: 0.02, tbtMs: 150 }),
      staticCopy: figures({ lcpSeconds: 1.31 }),
      pageBytes: bytes(583 * 1024, 163 * 1024),
      staticBytes: bytes(203 * 1024),
    },
    {
      name: '/dashboard-student',
      label: 'parent link',
      parentLink: true,
      page: figures({ lcpSeconds: 1.2 }),
      staticCopy: figures({ lcpSeconds: 1.0 }),
      pageBytes: bytes(100 * 1024, 50 * 1024),
      staticBytes: bytes(90 * 1024),
    },
  ];

  it('marks each figure against its goal', () => {
    const [, , home, parent] = formatTable(rows);
    expect(home).toBe(
      '| `/` | 88 ✗ | 3.10 s | 1.31 s | 2.37 ✗ | 0.020 ✓ | 150 ms ✗ | 583 KB / 203 KB | 163 KB |',
    );
    expect(parent).toContain('| 1.20 ✓ |');
  });

  it('states the first visit, the readers’ Firebase SDK, the portal and each goal', () => {
    const lines = formatGoals(rows, {
      days: 31,
      warmMedianMs: 250,
      coldMedianMs: 942,
      warmMs: [250],
      coldMs: [942],
      address: { warmMedianMs: 1186, coldMedianMs: 2818, warmMs: [1186], coldMs: [2818] },
    });
    expect(lines[0]).toMatch(/^first visit to \/: 583 KB .*goal ≤ 300 KB: NOT MET/);
    // The parent's link is not a reader's page.
    expect(lines[1]).toBe('Firebase SDK downloaded by a reader: yes, on / (goal: none: NOT MET)');
    expect(lines[2]).toContain('(by the service worker)');
    expect(lines[3]).toMatch(
      /click to filled calendar: warm 250 ms \(goal ≤ 300 ms: met\), cold 942 ms \(goal ≤ 800 ms: NOT MET\)/,
    );
    // What was not measured is not printed; what was, is, beside the goal's figures.
    expect(lines.some((l) => l.includes('the click on the student'))).toBe(false);
    expect(lines[4]).toBe(
      '  opening /students/{id} by its address, to last month filled: warm 1186 ms, cold 2818 ms; runs 1186 and 2818 ms',
    );
    expect(lines).toContain('score ≥ 98: met on 1 of 2 pages; NOT MET on /');
    expect(lines).toContain('CLS ≤ 0.02: met on 2 of 2 pages');
  });

  it('medians: middle value, mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('the English and Urdu table (issue 44)', () => {
  const page = (name: string, label: string, over: Partial<LighthouseFigures>) => ({
    name,
    label,
    page: figures(over),
  });
  const rows = [
    page('/', '`/`', { lcpSeconds: 1.19, fontBytes: 0, styleLayoutMs: 90 }),
    page('/ur', '`/ur`', {
      lcpSeconds: 2.33,
      performance: 95,
      tbtMs: 215,
      fontBytes: 118 * 1024,
      styleLayoutMs: 640,
    }),
    page('/events', '`/events`', { lcpSeconds: 1.5 }),
    page('/ur/events', '`/ur/events`', { lcpSeconds: 1.8, cls: 0.021 }),
    page('/fridaybayan', '`/fridaybayan`', { lcpSeconds: 1.0 }),
    page('/ur/fridaybayan', '`/ur/fridaybayan`', { lcpSeconds: 1.2, performance: 98 }),
    // Measured in one language only: no row.
    page('/ur/bayan', '`/ur/bayan/{id}`', { lcpSeconds: 1.0 }),
  ];

  it('pairs each English page with its Urdu twin', () => {
    expect(languagePairs(rows).map((p) => [p.name, p.en.lcpSeconds, p.ur.lcpSeconds])).toEqual([
      ['/', 1.19, 2.33],
      ['/events', 1.5, 1.8],
      ['/fridaybayan', 1, 1.2],
    ]);
  });

  it('prints both languages, the ratio and PASS or FAIL with what the Urdu page missed', () => {
    const lines = formatUrduTable(languagePairs(rows));
    expect(lines[2]).toBe(
      '| `/` · `/ur` | 1.19 s / 2.33 s | 1.96 ✗ | 99 / 95 | 20 ms / 215 ms | 0.000 / 0.000 | 0 / 118 | 90 ms / 640 ms | FAIL ✗ (LCP ≤ 1.2× English, score ≥ 98, TBT ≤ 100 ms) |',
    );
    expect(lines[3]).toMatch(/\| 1\.20 ✓ \|.*\| FAIL ✗ \(CLS ≤ 0\.02\) \|$/);
    // At the limits: 1.2× and a score of 98 pass.
    expect(lines[4]).toMatch(/\| 1\.20 ✓ \|.*\| PASS ✓ \|$/);
    expect(lines.at(-1)).toBe(
      'Urdu pages within 1.2× their English LCP, score ≥ 98, TBT ≤ 100 ms, CLS ≤ 0.02: 1 of 3 pass; FAIL: /ur /ur/events',
    );
  });
});

describe('formatHallWeek', () => {
  const day = {
    day: '2026-12-01',
    heapMb: 7.4,
    domNodes: 190,
    listeners: 178,
    editShownAfterS: 0,
    editShownAfterMs: 20,
    janazaShownAfterS: 0,
    janazaGoneAfterExpiry: true,
    offlineNoteShown: true,
    caughtUpAfterS: null,
    caughtUpAfterMs: null,
    scheduledAnnouncedAfterS: 2,
    scheduledShownAtMidnight: true,
    staleSightings: 1,
    behindWhileOffline: 40,
  };
  it('prints the verdict, the mornings, the stale sightings and what failed', () => {
    const lines = formatHallWeek({
      days: 1,
      startHeapMb: 6.2,
      startDomNodes: 188,
      startListeners: 174,
      perDay: [day],
      checks: 200,
      staleSightings: 1,
      staleExamples: ['2026-12-01T19:00:01.000Z: fajr shows "5:45 AM", in force 5:48 AM'],
      failures: ['2026-12-01: no catch-up within 60 s after the network returned'],
      growthMb: 1.2,
      growthAfterFirstDayMb: 0,
      budgetMb: 2,
      reloaded: false,
      clock: { start: '6:00:01 AM', end: '6:00:01 AM' },
      verdict: 'FAIL',
      wallSeconds: 30,
    });
    expect(lines[0]).toMatch(
      /^hall screen's week \(1 simulated days, 30 s\): FAIL; heap after GC 6.2 → 7.4 MB/,
    );
    expect(lines[1]).toContain('stale jamat times seen: 1 in 200 checks');
    expect(lines[1]).toContain('caught up after the network drop in - s');
    expect(lines.slice(2)).toEqual([
      '  stale: 2026-12-01T19:00:01.000Z: fajr shows "5:45 AM", in force 5:48 AM',
      '  failed: 2026-12-01: no catch-up within 60 s after the network returned',
    ]);
  });
});
