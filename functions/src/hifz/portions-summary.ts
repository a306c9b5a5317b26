/**
 * The students' portions summaries (`students/{id}/summary/portions`, domain/src/hifz-summary.ts):
 * kept by a trigger on every progress day written, whoever wrote it (the API's saves, and the
 * qaris' saves straight to Firestore, offline ones when they reach the server), and read by the
 * parent's link, the month report and the owner's month instead of every day of the student.
 *
 * Each trigger run reads the summary and, in a transaction, the day as it now is, and writes only
 * that day's entry (a merge): two reads and at most one write per save, whatever the history.
 * The transaction's read of the day holds it until the entry is written, so a later save of the
 * same day waits, and its own run writes the newer entry after: runs in any order leave the
 * latest. A student with no summary yet (days from before summaries, or a first day) gets one
 * built from all their days, once, in a transaction over those days.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION } from '@masjid/domain/progress';
import {
  PORTION_DAY_FIELDS,
  portionDaySchema,
  type PortionDay,
} from '@masjid/domain/hifz-memorisation';
import {
  PORTIONS_SUMMARY_ID,
  daysOfSummary,
  portionsSummaryPath,
  portionsSummarySchema,
  sameSummaryDay,
  summaryDay,
  summaryOfDays,
  type PortionsSummary,
} from '@masjid/domain/hifz-summary';
import { TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { recordDayOverwrites } from './overwrites.ts';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';

const student = (id: string) => db.collection(STUDENTS_COLLECTION).doc(id);
const summaryRef = (id: string) =>
  db.doc(portionsSummaryPath(id)).withConverter(stored(portionsSummarySchema));
const portionDays = (id: string) =>
  student(id)
    .collection(PROGRESS_SUBCOLLECTION)
    .select(...PORTION_DAY_FIELDS)
    .withConverter(stored(portionDaySchema));

/**
 * Builds the summary of `studentId` from every day (a read per day: done once per student) and
 * stores it, in a transaction so that no day changes between the read and the write. Returns it.
 */
export async function rebuildSummary(studentId: string): Promise<PortionsSummary> {
  return db.runTransaction(async (tx) => {
    const days = validDocs(await tx.get(portionDays(studentId)));
    const summary = summaryOfDays(days, new Date().toISOString());
    tx.set(summaryRef(studentId), { ...summary, id: PORTIONS_SUMMARY_ID });
    return summary;
  });
}

/**
 * Brings the entry of the day `date` of `studentId` in line with the stored day (see the module
 * comment); a day removed, or malformed, loses its entry.
 */
export async function refreshSummaryDay(studentId: string, date: string): Promise<void> {
  const current = validDoc(await summaryRef(studentId).get());
  if (!current) {
    await rebuildSummary(studentId);
    return;
  }
  const dayRef = student(studentId)
    .collection(PROGRESS_SUBCOLLECTION)
    .doc(date)
    .withConverter(stored(portionDaySchema));
  await db.runTransaction(async (tx) => {
    const day = validDoc(await tx.get(dayRef));
    const entry = day ? summaryDay(day) : undefined;
    if (sameSummaryDay(entry, current.days[date])) return;
    tx.set(
      db.doc(portionsSummaryPath(studentId)),
      { days: { [date]: entry ?? FieldValue.delete() }, updatedAt: new Date().toISOString() },
      { merge: true },
    );
  });
}

/**
 * Every recorded day of a student, portions only (date order), from the summary: one read, or,
 * for a student without one yet, the days themselves once (the summary is then stored).
 */
export async function readPortionDays(studentId: string): Promise<PortionDay[]> {
  const summary = validDoc(await summaryRef(studentId).get()) ?? (await rebuildSummary(studentId));
  return daysOfSummary(summary);
}

/**
 * Keeps the summary of a student up to date with each progress day written, and records on the
 * day the values the write replaced unseen (`recordDayOverwrites`, decision 0044).
 */
export const summariseProgressDay = onDocumentWritten(
  {
    ...TRIGGER_OPTIONS,
    document: `${STUDENTS_COLLECTION}/{studentId}/${PROGRESS_SUBCOLLECTION}/{date}`,
  },
  async (event) => {
    await Promise.all([
      refreshSummaryDay(event.params.studentId, event.params.date),
      recordDayOverwrites(event.data),
    ]);
  },
);
