/**
 * Attack: a bill that grows with history (issue 40 §4). A parent's link and its month report used
 * to read every progress day the child ever had: about 700 reads a view after three years, which
 * anyone holding the link (or refreshing it in a loop) multiplies.
 *
 * Expected: one view of the link (the data its page is served with: fees, the month's days, the
 * memorisation picture) and one month report cost the same reads for a child with three years of
 * days as for one with a month, counted as Firestore bills them (read-counter.ts) while the
 * functions' own reads run against the emulator; the portions summary behind them follows a day
 * written straight to Firestore, as a qari's offline save reaches the server (the trigger). A
 * recordings listing's page 25 of 300 recordings costs what page 1 costs (at most the page size
 * and 2: the listing index, the page, the count), counting the documents an offset would skip as
 * Firestore bills them; the listing stays right when a recording is re-dated or deleted behind
 * its index, or the index is unreadable. A visitor's list query of a public collection straight to Firestore must name a limit of at most
 * PUBLIC_LIST_LIMIT documents, or the rules refuse it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { PUBLIC_LIST_LIMIT } from '@masjid/domain/firestore-converter';
import { DEMO_PROJECT_ID, FIRESTORE } from '../emulators.ts';
import { adminDb, closeAdmin } from '../api/client.ts';
import { startReadCounter, useCountedFirestore, type ReadCounter } from './read-counter.ts';
import { historyDays, seedHistory } from './history-seed.ts';
import { seedRecordings, storedRecording } from './recordings-seed.ts';
import { RECORDINGS_COLLECTION, RECORDINGS_PAGE_SIZE } from '@masjid/domain/recording';

/** A project of its own: no trigger runs for its 1,000 seeded days, nothing shared is touched. */
const PROJECT = 'demo-masjid-reads';
const QARI = 'reads-qari';
const MONTH_ONLY = 'reads-one-month';
const THREE_YEARS = 'reads-three-years';

let counter: ReadCounter;
let app: App;
let db: Firestore;
let server: {
  readFees: typeof import('../../functions/src/hifz/progress.ts').readFees;
  readMonth: typeof import('../../functions/src/hifz/progress.ts').readMonth;
  readMemorisation: typeof import('../../functions/src/hifz/memorisation-routes.ts').readMemorisation;
  loadMonthReport: typeof import('../../functions/src/hifz/reports/month-data.ts').loadMonthReport;
  listEvents: typeof import('../../functions/src/events/read.ts').listEvents;
  listRecordingsPage: typeof import('../../functions/src/recordings/read.ts').listRecordingsPage;
  countRecordings: typeof import('../../functions/src/recordings/read.ts').countRecordings;
  app: App;
};

beforeAll(async () => {
  counter = await startReadCounter(FIRESTORE);
  server = await useCountedFirestore(counter, PROJECT, async () => ({
    ...(await import('../../functions/src/hifz/progress.ts')),
    ...(await import('../../functions/src/hifz/memorisation-routes.ts')),
    ...(await import('../../functions/src/hifz/reports/month-data.ts')),
    ...(await import('../../functions/src/events/read.ts')),
    ...(await import('../../functions/src/recordings/read.ts')),
    app: (await import('../../functions/src/lib/firebase.ts')).app,
  }));
  app = initializeApp({ projectId: PROJECT }, `read-costs-${process.pid}`);
  db = getFirestore(app);
  await Promise.all([
    seedHistory(db, MONTH_ONLY, QARI, 30),
    seedHistory(db, THREE_YEARS, QARI, 3 * 365),
  ]);
}, 60_000);

afterAll(async () => {
  await fetch(
    `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await deleteApp(app);
  await deleteApp(server.app);
  await counter.close();
  await closeAdmin();
});

const { year, month } = karachiDay();

/** The reads of the link's page data: what `GET …/by-token/{t}`, `/progress` and `/memorisation` read past the token. */
const linkView = (id: string) =>
  counter.count(() =>
    Promise.all([
      server.readFees(id),
      server.readMonth(id, year, month),
      server.readMemorisation(id),
    ]),
  );
const reportView = (id: string) => counter.count(() => server.loadMonthReport(id, { year, month }));

describe('reads per view do not grow with the history', () => {
  it("a parent's link reads as much after three years as after a month", async () => {
    // The first view of a student from before the summaries builds theirs (once); then:
    await linkView(MONTH_ONLY);
    await linkView(THREE_YEARS);
    const month = await linkView(MONTH_ONLY);
    const years = await linkView(THREE_YEARS);
    expect(years.value[2].days.length).toBe(historyDays(3 * 365).length);
    expect(month.value[2].days.length).toBe(historyDays(30).length);
    expect(years.reads, `3 years: ${years.reads} reads, a month: ${month.reads}`).toBe(month.reads);
    // Fees, the month's days (at most 31), the record and the summary.
    expect(years.reads).toBeLessThanOrEqual(34);
  });

  it('a month report reads as much after three years as after a month', async () => {
    await reportView(MONTH_ONLY);
    await reportView(THREE_YEARS);
    const month = await reportView(MONTH_ONLY);
    const years = await reportView(THREE_YEARS);
    expect(years.value.paraGrid).toEqual(expect.arrayContaining(['memorised']));
    expect(years.reads, `3 years: ${years.reads} reads, a month: ${month.reads}`).toBe(month.reads);
    expect(years.reads).toBeLessThanOrEqual(36);
  });
});

describe('the summary follows the days', () => {
  const summaryDays = z.object({ days: z.record(z.string(), z.array(z.number())) });
  const STUDENT = `reads-trigger-${process.pid}`;
  const student = () => adminDb().collection(STUDENTS_COLLECTION).doc(STUDENT);

  /**
   * The summary's entry of `date` once it equals `expected` (the trigger runs after the write;
   * the functions emulator runs one execution at a time, so behind the other tests' triggers,
   * the recordings listing's among them: up to 30 s).
   */
  async function entryBecomes(date: string, expected: number[] | undefined) {
    let entry: number[] | undefined;
    for (let tries = 0; tries < 120; tries++) {
      const snap = await student().collection('summary').doc('portions').get();
      entry = snap.exists ? z.parse(summaryDays, snap.data()).days[date] : undefined;
      if (JSON.stringify(entry) === JSON.stringify(expected)) return entry;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return entry;
  }

  afterAll(async () => {
    await adminDb().recursiveDelete(student());
  });

  it('a day written straight to Firestore (an offline save reaching the server) is in it', async () => {
    const [first, second] = historyDays(3);
    if (!first || !second) throw new Error('No days');
    await student().set({ name: 'Trigger', email: 'trigger@demo.test', teacherId: QARI });
    await student().collection(PROGRESS_SUBCOLLECTION).doc(first.date).set(first);
    // Sabaq from 1:1 to 1:5, sabqi 1:1 to 1:5, manzil para 1 (1:1 to 2:141): ayah ids.
    expect(await entryBecomes(first.date, [1, 5, 1, 5, 1, 148])).toEqual([1, 5, 1, 5, 1, 148]);
    // A corrected day corrects its entry; another day adds one (both saved at once).
    await Promise.all([
      student()
        .collection(PROGRESS_SUBCOLLECTION)
        .doc(first.date)
        .update({ sabaqPortion: { from: { surah: 1, ayah: 1 }, to: { surah: 1, ayah: 7 } } }),
      student().collection(PROGRESS_SUBCOLLECTION).doc(second.date).set(second),
    ]);
    expect(await entryBecomes(second.date, [6, 10, 1, 10, 149, 259])).toEqual([
      6, 10, 1, 10, 149, 259,
    ]);
    expect(await entryBecomes(first.date, [1, 7, 1, 5, 1, 148])).toEqual([1, 7, 1, 5, 1, 148]);
  }, 90_000);
});

describe('the events list is bounded', () => {
  it(`reads at most ${PUBLIC_LIST_LIMIT} events however many are stored`, async () => {
    const dates = Array.from({ length: PUBLIC_LIST_LIMIT + 100 }, (_, i) =>
      new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
    );
    for (let i = 0; i < dates.length; i += 450) {
      const batch = db.batch();
      for (const date of dates.slice(i, i + 450))
        batch.set(db.collection('events').doc(`e-${date}`), { title: `Event ${date}`, date });
      await batch.commit();
    }
    const { reads } = await counter.count(() => server.listEvents());
    expect(reads, `${reads} reads for ${dates.length} events`).toBeLessThanOrEqual(
      PUBLIC_LIST_LIMIT,
    );
  });
});

describe('a recordings page costs the same however deep', () => {
  const COUNT = 300;
  const LAST = COUNT / RECORDINGS_PAGE_SIZE;
  let ids: string[] = [];
  /** What the listing page `page` costs: the page and the count, as the site asks for both. */
  const listingView = (page: number) =>
    counter.count(() =>
      Promise.all([server.listRecordingsPage('friday', page), server.countRecordings('friday')]),
    );
  const pageIds = async (page: number) =>
    (await server.listRecordingsPage('friday', page)).map((r) => r.id);

  beforeAll(async () => {
    ids = await seedRecordings(db, 'friday', 'rp', COUNT);
    // The first read of a category builds its listing index (once: no trigger in this project).
    await listingView(1);
  }, 30_000);

  it(`page ${LAST} of ${COUNT} reads no more than page 1`, async () => {
    const first = await listingView(1);
    const last = await listingView(LAST);
    expect(first.value[0].map((r) => r.id)).toEqual(ids.slice(0, RECORDINGS_PAGE_SIZE));
    expect(last.value[0].map((r) => r.id)).toEqual(ids.slice(-RECORDINGS_PAGE_SIZE));
    expect(last.value[1]).toBe(COUNT);
    expect(
      last.reads,
      `page ${LAST}: ${last.reads} reads, page 1: ${first.reads}`,
    ).toBeLessThanOrEqual(first.reads);
    expect(last.reads).toBeLessThanOrEqual(RECORDINGS_PAGE_SIZE + 2);
    // Past the last page: 404 for the price of the index.
    const past = await counter.count(() =>
      server.listRecordingsPage('friday', LAST + 1).catch((err: unknown) => err),
    );
    expect(past.value).toMatchObject({ code: 'not-found' });
    expect(past.reads).toBeLessThanOrEqual(2);
  });

  it('stays right when recordings change behind the index, or the index is unreadable', async () => {
    // Re-dated to the oldest, and deleted, with no trigger to tell the index: the page notices.
    const [moved, deleted] = [ids[0]!, ids[1]!];
    await db
      .collection(RECORDINGS_COLLECTION)
      .doc(moved)
      .set(storedRecording(moved, 'friday', '2000-01-01'));
    await db.collection(RECORDINGS_COLLECTION).doc(deleted).delete();
    expect(await pageIds(1)).toEqual(ids.slice(2, 2 + RECORDINGS_PAGE_SIZE));
    expect(await pageIds(LAST)).toEqual([...ids.slice(COUNT - 10), moved]);
    expect(await server.countRecordings('friday')).toBe(COUNT - 1);
    // An index that fails its schema is rebuilt from the recordings.
    await db.collection('recordingListings').doc('friday').set({ version: 1, keys: 'garbage' });
    expect(await pageIds(1)).toEqual(ids.slice(2, 2 + RECORDINGS_PAGE_SIZE));
    expect(await server.countRecordings('friday')).toBe(COUNT - 1);
  });
});

describe("a visitor's list of a public collection is bounded by the rules", () => {
  /** A visitor's query (no sign-in) of `collection` through Firestore's REST API; the status. */
  async function visitorList(collection: string, limit?: number): Promise<number> {
    const res = await fetch(
      `http://${FIRESTORE.host}:${FIRESTORE.port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: { from: [{ collectionId: collection }], ...(limit ? { limit } : {}) },
        }),
      },
    );
    await res.text();
    return res.status;
  }

  it.each([
    'events',
    'recordings',
    'contentEntries',
    'announcements',
    'videos',
    'jamatChanges',
    'donationAccounts',
    'eidJamats',
  ])(
    'refuses an unlimited or oversized list of %s, and answers a bounded one',
    async (collection) => {
      expect(await visitorList(collection)).toBe(403);
      expect(await visitorList(collection, PUBLIC_LIST_LIMIT + 1)).toBe(403);
      expect(await visitorList(collection, PUBLIC_LIST_LIMIT)).toBe(200);
    },
  );
});
