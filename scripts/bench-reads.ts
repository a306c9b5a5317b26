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
 * and after. Prints one line per student and view; deletes what it seeded.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { FIRESTORE } from '../tests/emulators.ts';
import { startReadCounter, useCountedFirestore } from '../tests/security/read-counter.ts';
import { seedHistory } from '../tests/security/history-seed.ts';

const PROJECT = 'demo-masjid-bench-reads';

export interface ReadsBench {
  student: string;
  days: number;
  link: { first: number; after: number };
  report: { first: number; after: number };
}

/** The figures of the module comment, for a month and for three years of days. */
export async function benchReads(): Promise<ReadsBench[]> {
  const counter = await startReadCounter(FIRESTORE);
  const server = await useCountedFirestore(counter, PROJECT, async () => ({
    ...(await import('../functions/src/hifz/progress.ts')),
    ...(await import('../functions/src/hifz/memorisation-routes.ts')),
    ...(await import('../functions/src/hifz/reports/month-data.ts')),
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
  } finally {
    await fetch(
      `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    await deleteApp(app);
    await deleteApp(server.app);
    await counter.close();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchReads())
    console.log(
      `Reads per parent view, ${row.student} (${row.days} days recorded): the link ` +
        `${row.link.after} (first view ${row.link.first}), the month report ${row.report.after} ` +
        `(first ${row.report.first})`,
    );
}
