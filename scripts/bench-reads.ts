/**
 * Benchmark of what a parent's view costs in Firestore reads (issue 40 §4), run by `npm run bench`
 * (its `reports` part, in a process of its own) inside the emulators: seeds, in a project of its
 * own (`demo-masjid-bench-reads`, so no trigger runs for its days), a student with one month of
 * recorded days and one with three years, then counts the reads, as Firestore bills them
 * (tests/security/read-counter.ts: the functions' own reads, counted on the wire), of
 *
 * - the parent's link: what its page is served with past the token (fees, the month's days, the
 *   memorisation picture), i.e. `GET /students/by-token/{t}`, `…/progress` and `…/memorisation`;
 * - the month report (`…/report`, also its PDF's data);
 *
 * each the first time (a student from before the portions summaries has theirs built then, once)
 * and after. Then a recordings listing of 12,000 Friday bayans (1,000 pages of 12): what page 1
 * and page 1000 cost, each with the category's count as the site asks for both, once the listing
 * index is built (its first build, a read per recording, is printed too). Prints one line per
 * student and view and one for the listing; deletes what it seeded.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { FIRESTORE } from '../tests/emulators.ts';
import { startReadCounter, useCountedFirestore } from '../tests/security/read-counter.ts';
import { seedHistory } from '../tests/security/history-seed.ts';
import { seedRecordings } from '../tests/security/recordings-seed.ts';

const PROJECT = 'demo-masjid-bench-reads';

export interface ReadsBench {
  student: string;
  days: number;
  link: { first: number; after: number };
  report: { first: number; after: number };
}

/** The recordings listing's figures (see the module comment). */
export interface ListingBench {
  recordings: number;
  build: number;
  page1: number;
  page1000: number;
}

/** The figures of the module comment, for a month and for three years of days. */
export async function benchReads(): Promise<{ views: ReadsBench[]; listing: ListingBench }> {
  const counter = await startReadCounter(FIRESTORE);
  const server = await useCountedFirestore(counter, PROJECT, async () => ({
    ...(await import('../functions/src/hifz/progress.ts')),
    ...(await import('../functions/src/hifz/memorisation-routes.ts')),
    ...(await import('../functions/src/hifz/reports/month-data.ts')),
    ...(await import('../functions/src/recordings/read.ts')),
    app: (await import('../functions/src/lib/firebase.ts')).app,
  }));
  const app = initializeApp({ projectId: PROJECT }, 'bench-reads');
  const db = getFirestore(app);
  const { year, month } = karachiDay();
  const link = (id: string) =>
    counter.count(() =>
      Promise.all([
        server.readFees(id),
        server.readMonth(id, year, month),
        server.readMemorisation(id),
      ]),
    );
  const report = (id: string) => counter.count(() => server.loadMonthReport(id, { year, month }));
  const out: ReadsBench[] = [];
  const listingView = (page: number) =>
    counter.count(() =>
      Promise.all([server.listRecordingsPage('friday', page), server.countRecordings('friday')]),
    );
  let listing: ListingBench;
  try {
    for (const [student, span] of [
      ['one month', 30],
      ['three years', 3 * 365],
    ] as const) {
      const id = `bench-reads-${span}`;
      const days = await seedHistory(db, id, 'bench-qari', span);
      const linkFirst = (await link(id)).reads;
      const linkAfter = (await link(id)).reads;
      const reportFirst = (await report(id)).reads;
      const reportAfter = (await report(id)).reads;
      out.push({
        student,
        days,
        link: { first: linkFirst, after: linkAfter },
        report: { first: reportFirst, after: reportAfter },
      });
    }
    const recordings = (await seedRecordings(db, 'friday', 'bench-rec', 12_000)).length;
    const build = (await listingView(1)).reads;
    listing = {
      recordings,
      build,
      page1: (await listingView(1)).reads,
      page1000: (await listingView(1000)).reads,
    };
  } finally {
    await fetch(
      `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    await deleteApp(app);
    await deleteApp(server.app);
    await counter.close();
  }
  return { views: out, listing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { views, listing } = await benchReads();
  for (const row of views)
    console.log(
      `Reads per parent view, ${row.student} (${row.days} days recorded): the link ` +
        `${row.link.after} (first view ${row.link.first}), the month report ${row.report.after} ` +
        `(first ${row.report.first})`,
    );
  console.log(
    `Reads per recordings listing view, ${listing.recordings} Friday bayans (page and count): ` +
      `page 1 ${listing.page1}, page 1000 ${listing.page1000} (the listing index's first build ` +
      `${listing.build})`,
  );
}
