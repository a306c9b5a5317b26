/**
 * The hall screen's week (issue 41 §5), run by `npm run bench` (and alone by `npm run
 * bench:hall-week`) inside the emulators on the seeded demo data: `/display` (1920×1080, headless
 * Chromium) runs 7 days of its own clock (Playwright's `page.clock`: a second at a time with
 * every timer firing where a change is awaited, else jumps of a minute or ten that fire each due
 * timer once), starting at 05:00 Karachi on the day after today. Each day, written with the Admin SDK as
 * the site admin's screens and the scheduled functions write them:
 *
 * - 09:00 a jamat time edited (`site/jamatTimings`, as `PUT /api/jamat-timings` does): the new
 *   time must show within `CATCH_UP_S` simulated seconds, then the old one never again;
 * - 11:00 a janaza notice for 16:00 (`janazaNotices`): it must show, and be gone at 16:31; the
 *   hourly sweep (`deleteExpiredJanaza`) then deletes it;
 * - 14:00 the network dropped (`context.setOffline`) for an hour, a jamat time edited at 14:20
 *   meanwhile: the screen must say it is offline ("Offline: times as last seen …") within a
 *   minute, and after 15:00, with the network back, show the new time and drop the note within
 *   `CATCH_UP_S` simulated seconds;
 * - 20:00 a change scheduled for the next day (`jamatChanges`, as `/admin-jamat-changes` saves
 *   it): announced on the screen within `CATCH_UP_S`; from 00:00 the new time must show, also after 00:05 when the scheduled function's
 *   transaction (`applyDueJamatChanges`) writes it into the timings and deletes the change.
 *
 * The screen is read every 10 simulated minutes all week, every simulated minute around each
 * change and every simulated second after the 00:05 apply: every jamat row is compared with the
 * times in force by the stored data at that instant (`jamatInForce`); a row that differs is a
 * stale sighting (none allowed; while offline, and before a change has had `CATCH_UP_S` to
 * arrive, the screen cannot know, so those moments are not counted). The JS heap after a forced
 * GC (CDP), the DOM nodes and the listeners are read at 06:00 each day; the growth from the
 * second morning to the last is held to 2 MB, as over the 8 hours of bench-display.ts (the first
 * day also loads what its first notice, drop and change need). The data the drill changes (timings,
 * scheduled changes, history, janaza notices) is put back at the end.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  JAMAT_TIMINGS_DOC,
  PUBLIC_PRAYERS,
  validJamatTimings,
  type JamatTimings,
} from '@masjid/domain/jamat';
import {
  JAMAT_CHANGES_COLLECTION,
  JAMAT_HISTORY_COLLECTION,
  addDays,
  jamatChangeDocSchema,
  jamatInForce,
  type JamatChange,
} from '@masjid/domain/jamat-schedule';
import { JANAZA_COLLECTION } from '@masjid/domain/janaza';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { karachiWallTime } from '@masjid/domain/jamat-instants';
import { formatWallClock } from '@masjid/domain/time-of-day';

/** One day's figures. */
export interface HallWeekDay {
  /** The Karachi day, `YYYY-MM-DD`. */
  day: string;
  /** Used JS heap after GC, DOM nodes and listeners at 06:00 the next day. */
  heapMb: number;
  domNodes: number;
  listeners: number;
  /** The 09:00 edit: simulated seconds (and real ms) until the new time showed; null: never. */
  editShownAfterS: number | null;
  editShownAfterMs: number | null;
  /** The janaza notice: shown (simulated seconds after writing), gone after its time. */
  janazaShownAfterS: number | null;
  janazaGoneAfterExpiry: boolean;
  /** The network drop: the offline note shown meanwhile; after the return, simulated seconds
   * (and real ms) until the edit made meanwhile showed and the note left. */
  offlineNoteShown: boolean;
  caughtUpAfterS: number | null;
  caughtUpAfterMs: number | null;
  /** The scheduled change: announced (simulated seconds after writing), the new time at midnight. */
  scheduledAnnouncedAfterS: number | null;
  scheduledShownAtMidnight: boolean;
  /** Stale sightings this day (see the file's comment). */
  staleSightings: number;
  /** Checks during the drop where the screen differed from the stored times (not counted: it
   * cannot know; more than 0 shows the comparison sees a screen behind the data). */
  behindWhileOffline: number;
}

export interface HallWeekBench {
  days: number;
  /** Heap, nodes and listeners at 06:00 of the first day (after an hour of settling). */
  startHeapMb: number;
  startDomNodes: number;
  startListeners: number;
  perDay: HallWeekDay[];
  /** How many times the screen's rows were compared with the times in force. */
  checks: number;
  staleSightings: number;
  /** The first few stale sightings, for the report. */
  staleExamples: string[];
  /** Anything else that went wrong (a notice never shown, no catch-up, no offline note). */
  failures: string[];
  /** Heap growth over the week (last morning − first). */
  growthMb: number;
  /** Growth after the first day (last morning − second): the first day also loads what the
   * first notice, drop and change need (code, the Firestore SDK's offline paths). The budget
   * is held to this one. */
  growthAfterFirstDayMb: number;
  budgetMb: number;
  /** Whether the page loaded again meanwhile (false: one document all week). */
  reloaded: boolean;
  clock: { start: string; end: string };
  verdict: 'PASS' | 'FAIL';
  wallSeconds: number;
}

/** Days simulated (`HALL_WEEK_DAYS` for a shorter try). */
const DAYS = Number(process.env.HALL_WEEK_DAYS ?? 7);
const BUDGET_MB = 2;
/** Simulated seconds a change may take to show (it arrives in real time; the screen renders as
 * its clock runs, one simulated second a step). */
const CATCH_UP_S = 60;
const STEP_MS = 10 * 60_000;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

/** `HH:MM` moved by `minutes`, within the day. */
function shifted(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A stored `HH:MM` as the screen writes it in English (`1:30 PM`). */
function shown(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return formatWallClock(h, m, 'en', { dayPart: true });
}

function adminFirestore(): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
  const app =
    getApps().find((a) => a.name === 'hall-week') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-masjid' }, 'hall-week');
  return getFirestore(app);
}

/** The documents of the collections the drill changes, to put back at the end. */
async function keep(db: Firestore, names: string[]) {
  const kept = new Map<string, Map<string, FirebaseFirestore.DocumentData>>();
  for (const name of names) {
    const snap = await db.collection(name).get();
    kept.set(name, new Map(snap.docs.map((d) => [d.id, d.data()])));
  }
  return async () => {
    for (const [name, docs] of kept) {
      const snap = await db.collection(name).get();
      const batch = db.batch();
      for (const d of snap.docs) if (!docs.has(d.id)) batch.delete(d.ref);
      for (const [id, data] of docs) batch.set(db.collection(name).doc(id), data);
      await batch.commit();
    }
  };
}

/**
 * Screenshots of the screen while the network is down (`HALL_WEEK_SHOTS_DIR`), English and Urdu,
 * 375 and 1280 px wide, in a context of their own on the real clock: what "Offline: times as
 * last seen …" looks like.
 */
async function offlineScreenshots(siteUrl: string, browser: Browser, dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const lang of ['en', 'ur'] as const)
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${siteUrl}/display${lang === 'ur' ? '?lang=ur' : ''}`);
      await page.getByTestId('hall-countdown').waitFor();
      await page.locator('.hall-times tr[data-row="fajr"] [data-time="jamat"]').waitFor();
      await context.setOffline(true);
      await page.locator('.hall-offline').waitFor();
      await page.screenshot({
        path: `${dir}/hall-week-offline-${lang}-${width}.png`,
        fullPage: true,
      });
      await context.close();
    }
}

export async function benchHallWeek(siteUrl: string): Promise<HallWeekBench> {
  // Imported here: the functions' Admin SDK handle starts with the module.
  const { applyDueJamatChanges } =
    await import('../functions/src/jamat-timings/apply-scheduled.ts');
  const { deleteExpiredJanaza } = await import('../functions/src/janaza/routes.ts');
  const db = adminFirestore();
  const timingsRef = db.collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);
  const putBack = await keep(db, [
    JAMAT_TIMINGS_DOC.collection,
    JAMAT_CHANGES_COLLECTION,
    JAMAT_HISTORY_COLLECTION,
    JANAZA_COLLECTION,
  ]);

  /** The times in force at `instant` by the stored data (what the screen must show). */
  const truthAt = async (instant: number): Promise<JamatTimings> => {
    const [timings, changes] = await Promise.all([
      timingsRef.get(),
      db.collection(JAMAT_CHANGES_COLLECTION).get(),
    ]);
    const current = validJamatTimings(timings.data() ?? {});
    const scheduled: JamatChange[] = changes.docs.map((d) => ({
      id: d.id,
      ...jamatChangeDocSchema.parse(d.data()),
    }));
    return jamatInForce(karachiIsoToday(instant), current, scheduled);
  };

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  const started = Date.now();
  const firstDay = addDays(karachiIsoToday(new Date()), 1);
  const at = (day: string, time: string) => karachiWallTime(day, time).getTime();
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page: Page = await context.newPage();
    await page.clock.install({ time: at(firstDay, '05:00') });
    await page.goto(`${siteUrl}/display`);
    await page.getByTestId('hall-countdown').waitFor();
    await page.evaluate(() => document.documentElement.setAttribute('data-bench-document', '1'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const counters = await cdp.send('Memory.getDOMCounters');
      return { heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners };
    };

    /** What the screen shows: each jamat row's text, the offline note, the janaza names. */
    const screen = () =>
      page.evaluate(() => ({
        now: Date.now(),
        clock: document.querySelector('.hall-clock')?.textContent ?? '',
        rows: Object.fromEntries(
          Array.from(document.querySelectorAll<HTMLElement>('.hall-times tr[data-row]'), (r) => [
            r.dataset.row ?? '',
            r.querySelector('[data-time="jamat"]')?.textContent ?? '',
          ]),
        ),
        offline: document.querySelector('.hall-offline') !== null,
        janaza: document.querySelector('.hall-janaza')?.textContent ?? '',
        announced: Array.from(
          document.querySelectorAll<HTMLElement>('.hall-rotation .jamat-change'),
          (c) => c.dataset.effectiveDate ?? '',
        ),
      }));
    type Screen = Awaited<ReturnType<typeof screen>>;

    let truth = await truthAt(at(firstDay, '05:00'));
    let checks = 0;
    let stale = 0;
    const staleExamples: string[] = [];
    const failures: string[] = [];
    let dayStale = 0;
    let dayBehind = 0;
    /** Rows that differ from `truth`. */
    const differences = (s: Screen) =>
      PUBLIC_PRAYERS.filter((p) => truth[p] !== undefined && s.rows[p] !== shown(truth[p]!)).map(
        (p) => `${p} shows "${s.rows[p]}", in force ${shown(truth[p]!)}`,
      );
    /** Compares the screen with the times in force; `counted` false while it cannot know. */
    const check = async (counted = true): Promise<Screen> => {
      const s = await screen();
      checks++;
      const wrong = differences(s);
      if (!counted && wrong.length > 0) dayBehind++;
      if (counted && wrong.length > 0) {
        stale++;
        dayStale++;
        if (staleExamples.length < 10)
          staleExamples.push(`${new Date(s.now).toISOString()} (${s.clock}): ${wrong.join('; ')}`);
      }
      return s;
    };
    /**
     * Runs the screen's clock for `ms`: a second or less with every timer firing as often as it
     * is due (`runFor`), longer by a jump that fires each due timer once (`fastForward`: the
     * once-a-second clock would otherwise render 86,400 times a day); a round trip lets React
     * render what they set.
     */
    const run = async (ms: number) => {
      if (ms <= 1000) await page.clock.runFor(ms);
      else await page.clock.fastForward(ms);
      await page.evaluate(() => undefined);
    };
    const now = () => page.evaluate(() => Date.now());
    /** Runs the clock to `instant` in 10-minute steps, checking the rows after each. */
    const runTo = async (instant: number, counted = true) => {
      for (let t = await now(); t < instant; t = await now()) {
        await run(Math.min(STEP_MS, instant - t));
        await check(counted);
      }
    };
    /** Runs the clock a second at a time until `done(screen)`, at most `CATCH_UP_S`; the
     * simulated seconds and real ms it took, or nulls. */
    const until = async (done: (s: Screen) => boolean) => {
      const real = Date.now();
      for (let s = 0; s <= CATCH_UP_S; s++) {
        if (done(await screen())) return { s, ms: Date.now() - real };
        await run(1000);
      }
      return { s: null, ms: null };
    };

    // An hour to settle (lazy scripts, the service worker, the first answers, the listeners).
    await runTo(at(firstDay, '06:00'), false);
    await new Promise((settle) => setTimeout(settle, 3000));
    await run(1000);
    const clockStart = (await screen()).clock;
    const start = await sample();
    const perDay: HallWeekDay[] = [];

    for (let d = 0; d < DAYS; d++) {
      const day = addDays(firstDay, d);
      const next = addDays(day, 1);
      dayStale = 0;
      dayBehind = 0;

      // 09:00: an edit of Asr's time, in force at once.
      await runTo(at(day, '09:00'));
      const asr = shifted(truth.asr ?? '16:30', d % 2 === 0 ? 5 : -5);
      await timingsRef.set({ asr }, { merge: true });
      truth = await truthAt(await now());
      const edit = await until((s) => s.rows.asr === shown(asr));
      if (edit.s === null) failures.push(`${day}: the 09:00 edit (Asr ${asr}) never showed`);
      for (let m = 0; m < 10; m++) {
        await run(60_000);
        await check();
      }

      // 11:00: a janaza notice for 16:00.
      await runTo(at(day, '11:00'));
      const name = `Hall week ${day}`;
      await db
        .collection(JANAZA_COLLECTION)
        .doc(`hall-week-${day}`)
        .set({
          name,
          prayerAt: new Date(at(day, '16:00')).toISOString(),
          place: 'Masjid courtyard',
          notify: false,
        });
      const janaza = await until((s) => s.janaza.includes(name));
      if (janaza.s === null) failures.push(`${day}: the janaza notice never showed`);

      // 14:00: the network drops for an hour; Maghrib is edited at 14:20 meanwhile.
      await runTo(at(day, '14:00'));
      await context.setOffline(true);
      const note = await until((s) => s.offline);
      await runTo(at(day, '14:20'), false);
      const maghrib = shifted(truth.maghrib ?? '18:00', d % 2 === 0 ? 2 : -2);
      await timingsRef.set({ maghrib }, { merge: true });
      truth = await truthAt(await now());
      let offlineNoteShown = note.s !== null;
      for (let t = await now(); t < at(day, '15:00'); t = await now()) {
        await run(Math.min(60_000, at(day, '15:00') - t));
        offlineNoteShown &&= (await check(false)).offline;
      }
      if (!offlineNoteShown) failures.push(`${day}: no offline note while the network was down`);
      await context.setOffline(false);
      const back = await until((s) => s.rows.maghrib === shown(maghrib) && !s.offline);
      if (back.s === null)
        failures.push(`${day}: no catch-up within ${CATCH_UP_S} s after the network returned`);
      for (let m = 0; m < 10; m++) {
        await run(60_000);
        await check();
      }

      // 16:31: the janaza notice has gone by the clock; the hourly sweep deletes it at 17:00.
      await runTo(at(day, '16:31'));
      const janazaGoneAfterExpiry = !(await screen()).janaza.includes(name);
      if (!janazaGoneAfterExpiry) failures.push(`${day}: the janaza notice stayed after its time`);
      await runTo(at(day, '17:00'));
      await deleteExpiredJanaza(await now());

      // 20:00: Fajr changes from tomorrow.
      await runTo(at(day, '20:00'));
      const fajr = shifted(truth.fajr ?? '05:30', d % 2 === 0 ? 3 : -3);
      await db
        .collection(JAMAT_CHANGES_COLLECTION)
        .doc(`hall-week-${next}`)
        .set({ effectiveDate: next, times: { fajr } });
      truth = await truthAt(await now());
      // Announced on the screen: it has the change (the evening's hours pass in a second or two
      // of real time, less than the emulator may take to deliver it on a busy machine).
      const announced = await until((s) => s.announced.includes(next));
      if (announced.s === null) failures.push(`${day}: the change for ${next} was never announced`);
      await runTo(at(day, '23:50'));
      // Each minute across midnight, then each second after the 00:05 apply.
      for (let t = await now(); t < at(next, '00:05'); t = await now()) {
        await run(Math.min(60_000, at(next, '00:05') - t));
        truth = await truthAt(await now());
        await check();
      }
      const midnight = await screen();
      await applyDueJamatChanges(new Date(await now()));
      truth = await truthAt(await now());
      for (let s = 0; s < 30; s++) {
        await run(1000);
        await check();
      }
      for (let m = 0; m < 25; m++) {
        await run(60_000);
        await check();
      }
      const scheduledShownAtMidnight = midnight.rows.fajr === shown(fajr);
      if (!scheduledShownAtMidnight) failures.push(`${day}: Fajr ${fajr} not shown after midnight`);

      // 06:00: the day's figures.
      await runTo(at(next, '06:00'));
      const figures = await sample();
      perDay.push({
        day,
        heapMb: mb(figures.heap),
        domNodes: figures.nodes,
        listeners: figures.listeners,
        editShownAfterS: edit.s,
        editShownAfterMs: edit.ms,
        janazaShownAfterS: janaza.s,
        janazaGoneAfterExpiry,
        offlineNoteShown,
        caughtUpAfterS: back.s,
        caughtUpAfterMs: back.ms,
        scheduledAnnouncedAfterS: announced.s,
        scheduledShownAtMidnight,
        staleSightings: dayStale,
        behindWhileOffline: dayBehind,
      });
      console.log(`hall week ${day}: ${JSON.stringify(perDay.at(-1))}`);
    }

    const last = perDay.at(-1)?.heapMb ?? 0;
    const growthMb = Math.round((last - mb(start.heap)) * 100) / 100;
    const growthAfterFirstDayMb = Math.round((last - (perDay[0]?.heapMb ?? 0)) * 100) / 100;
    const reloaded = (await page.locator('html[data-bench-document]').count()) === 0;
    const shots = process.env.HALL_WEEK_SHOTS_DIR;
    if (shots) await offlineScreenshots(siteUrl, browser, shots);
    if (reloaded) failures.push('the page loaded again during the week');
    return {
      days: DAYS,
      startHeapMb: mb(start.heap),
      startDomNodes: start.nodes,
      startListeners: start.listeners,
      perDay,
      checks,
      staleSightings: stale,
      staleExamples,
      failures,
      growthMb,
      growthAfterFirstDayMb,
      budgetMb: BUDGET_MB,
      reloaded,
      clock: { start: clockStart, end: (await screen()).clock },
      verdict:
        stale === 0 && failures.length === 0 && growthAfterFirstDayMb <= BUDGET_MB
          ? 'PASS'
          : 'FAIL',
      wallSeconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await browser.close();
    await putBack();
  }
}

// `node --import tsx scripts/bench-hall-week.ts [site]`: the drill alone, on running emulators.
if (process.argv[1]?.endsWith('bench-hall-week.ts')) {
  const result = await benchHallWeek(process.argv[2] ?? 'http://127.0.0.1:5000');
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
