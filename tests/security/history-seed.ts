/**
 * A student with a long history, written through the Admin SDK in batches: the student, their
 * memorisation record (a manzil cycle, so the manzil is worked out) and a recorded day for every
 * day but Friday from `days` days ago to today (Karachi), each with a sabaq of five ayahs going on
 * from the last, a sabqi and a para of manzil. For the read-cost test (read-costs.test.ts) and
 * the benchmark (scripts/bench-reads.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION, dayRecordSchema, type DayRecord } from '@masjid/domain/progress';
import { MEMORISATION_DOC_ID, MEMORISATION_SUBCOLLECTION } from '@masjid/domain/hifz-memorisation';
import { AYAH_COUNT, ayahRefOf, paraBounds } from '@masjid/domain/quran-portion';
import { addDays } from '@masjid/domain/jamat-schedule';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';

const BATCH = 450;

/** The recorded days of the history: every day but Friday over the last `days` days. */
export function historyDays(days: number, today = karachiIsoToday()): DayRecord[] {
  const out: DayRecord[] = [];
  let next = 1;
  for (let back = days - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 5) continue;
    const from = next > AYAH_COUNT - 5 ? 1 : next;
    next = from + 5;
    const para = (out.length % 30) + 1;
    out.push(
      // A stored day as read (written by the Admin SDK, so without a client's `changes` credits).
      dayRecordSchema.parse({
        date,
        day,
        month,
        year,
        status: 'done',
        attendance: 'on-time',
        sabaq: 'very-good',
        sabqi: 'weak',
        manzil: 'very-good',
        sabaqPortion: { from: ayahRefOf(from), to: ayahRefOf(from + 4) },
        sabqiPortion: { from: ayahRefOf(Math.max(1, from - 20)), to: ayahRefOf(from + 4) },
        manzilPortion: { from: paraBounds(para).from, to: paraBounds(para).to },
      }),
    );
  }
  return out;
}

/** Writes the student `id` of qari `teacherId` with `historyDays(days)`; the days written. */
export async function seedHistory(
  db: Firestore,
  id: string,
  teacherId: string,
  days: number,
): Promise<number> {
  const student = db.collection(STUDENTS_COLLECTION).doc(id);
  await student.set({ name: `History ${days}`, email: `${id}@demo.test`, teacherId });
  await student
    .collection(MEMORISATION_SUBCOLLECTION)
    .doc(MEMORISATION_DOC_ID)
    .set({
      memorised: [30],
      cycle: { paras: 1, days: 1 },
      by: teacherId,
      at: new Date().toISOString(),
    });
  const records = historyDays(days);
  for (let i = 0; i < records.length; i += BATCH) {
    const batch = db.batch();
    for (const record of records.slice(i, i + BATCH))
      batch.set(student.collection(PROGRESS_SUBCOLLECTION).doc(record.date), record);
    await batch.commit();
  }
  return records.length;
}
