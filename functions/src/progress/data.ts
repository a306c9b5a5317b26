/**
 * Progress and fees in Firestore for the API (spec 3, 7; issue 6 §5), in the same documents and
 * merge model as the web client writes directly (domain/src/progress.ts).
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_FEES_STATUS, STUDENTS_COLLECTION, type FeesStatus } from '@masjid/domain/hifz';
import {
  DAY_FIELDS,
  FEES_DOC_ID,
  FEES_SUBCOLLECTION,
  PROGRESS_SUBCOLLECTION,
  daysInMonth,
  isoDay,
  type DayRecord,
  type FeesRecord,
  type SaveProgressBody,
} from '@masjid/domain/progress';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { db } from '../lib/firebase.ts';
import { ApiError } from '../api/errors.ts';

const student = (id: string) => db.collection(STUDENTS_COLLECTION).doc(id);

/** The stored fees status, or Not Paid (spec 9 default). */
export async function readFees(studentId: string): Promise<FeesStatus> {
  const snap = await student(studentId).collection(FEES_SUBCOLLECTION).doc(FEES_DOC_ID).get();
  return (snap.get('status') as FeesStatus | undefined) ?? DEFAULT_FEES_STATUS;
}

export async function writeFees(studentId: string, status: FeesStatus, by: string): Promise<void> {
  const record: FeesRecord = { status, by, at: new Date().toISOString() };
  await student(studentId).collection(FEES_SUBCOLLECTION).doc(FEES_DOC_ID).set(record);
}

/** The days recorded in a month, by date (spec 7: an array of day records, each with its id). */
export async function readMonth(
  studentId: string,
  year: number,
  month: number,
): Promise<Array<DayRecord & { id: string }>> {
  const snap = await student(studentId)
    .collection(PROGRESS_SUBCOLLECTION)
    .where('date', '>=', isoDay(year, month, 1))
    .where('date', '<=', isoDay(year, month, daysInMonth(year, month)))
    .orderBy('date')
    .get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as DayRecord) }));
}

/**
 * Saves the given fields of a day, merged into what is stored, each with who and when. ApiError
 * 400 for a day that does not exist in the month or is later than today in Karachi.
 */
export async function saveDay(
  studentId: string,
  body: SaveProgressBody,
  by: string,
): Promise<DayRecord & { id: string }> {
  const { day, month, year, ...fields } = body;
  if (day > daysInMonth(year, month))
    throw new ApiError('bad-request', 'No such day in that month', {
      day: 'No such day in that month',
    });
  const date = isoDay(year, month, day);
  if (date > karachiIsoToday())
    throw new ApiError('bad-request', 'Progress cannot be recorded for a future day', {
      day: 'Progress cannot be recorded for a future day',
    });
  const at = new Date().toISOString();
  const writeId = randomUUID();
  const changed = DAY_FIELDS.filter((f) => fields[f] !== undefined);
  const ref = student(studentId).collection(PROGRESS_SUBCOLLECTION).doc(date);
  await ref.set(
    {
      date,
      day,
      month,
      year,
      status: 'done',
      ...fields,
      changes: Object.fromEntries(changed.map((f) => [f, { by, at, writeId }])),
    },
    { merge: true },
  );
  const snap = await ref.get();
  return { id: snap.id, ...(snap.data() as DayRecord) };
}
