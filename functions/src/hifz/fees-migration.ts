/**
 * The one-off move of the old fees flag for all time (`students/{id}/fees/status`) to the month
 * it is now (`fees/{YYYY-MM}`, decision 0053): the status the madrasa had set becomes this
 * month's, unless the month already has one. The old document stays (read only under the rules).
 * Run by `npm run migrate:fees` (scripts/migrate-fees-months.ts) once, on deploying fees per month.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { FEES_DOC_ID, FEES_SUBCOLLECTION, feesRecordSchema } from '@masjid/domain/progress';

/** Copies every student's old flag to `month` (`YYYY-MM`); answers how many were copied. */
export async function migrateFeesFlags(db: Firestore, month: string): Promise<number> {
  const students = await db.collection(STUDENTS_COLLECTION).select().get();
  let copied = 0;
  for (const student of students.docs) {
    const fees = student.ref.collection(FEES_SUBCOLLECTION);
    const moved = await db.runTransaction(async (tx) => {
      const [old, now] = await Promise.all([
        tx.get(fees.doc(FEES_DOC_ID)),
        tx.get(fees.doc(month)),
      ]);
      const flag = feesRecordSchema.safeParse(old.data());
      if (!old.exists || now.exists || !flag.success) return false;
      const { status, by, at } = flag.data;
      tx.create(fees.doc(month), { status, by, at });
      return true;
    });
    if (moved) copied += 1;
  }
  return copied;
}
