/**
 * Progress and fees in Firestore for the API, in the same documents and merge model as the web
 * client writes directly (domain/src/progress.ts), so parents' links and the portal agree.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { STUDENTS_COLLECTION, type FeesStatus } from '@masjid/domain/hifz';
import {
  DAY_FIELDS,
  DAY_WRITE_PROBLEMS,
  DAY_WRITE_REFUSALS,
  FEES_SUBCOLLECTION,
  PROGRESS_SUBCOLLECTION,
  dayRecordSchema,
  daysInMonth,
  isoDay,
  progressDayRefusal,
  type DayRecord,
  type FeesRecord,
  type SaveProgressBody,
  type YearMonth,
} from '@masjid/domain/progress';
import type { WithId } from '@masjid/domain/firestore-converter';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey } from '@masjid/domain/month-report';
import { db } from '../lib/firebase.ts';
import { stored } from '../lib/stored.ts';
import { ApiError, fieldProblem } from '../api/errors.ts';
import { readFeeMonth } from './fees.ts';

const student = (id: string) => db.collection(STUDENTS_COLLECTION).doc(id);
/** `fees/{YYYY-MM}` of a month (default: this month in Karachi; decision 0053). */
const fees = (id: string, month: YearMonth = karachiDay()) =>
  student(id).collection(FEES_SUBCOLLECTION).doc(monthKey(month));
const days = (id: string) => student(id).collection(PROGRESS_SUBCOLLECTION);
const dayConverter = stored(dayRecordSchema);

/**
 * The fees status of `month` (default: this month) as every reader sees it (readFeeMonth: the
 * stored status, else from the terms and payments), Not Paid with none of them.
 */
export async function readFees(studentId: string, month?: YearMonth): Promise<FeesStatus> {
  return (await readFeeMonth(studentId, monthKey(month ?? karachiDay()))).status;
}

/** Sets the fees status of `month` (default: this month), recording who (`by`, a uid) and when. */
export async function writeFees(
  studentId: string,
  status: FeesStatus,
  by: string,
  month?: YearMonth,
): Promise<void> {
  const record: FeesRecord = { status, by, at: new Date().toISOString() };
  await fees(studentId, month).set(record);
}

/** The days recorded in a month (1-12), by date, each with its id. */
export async function readMonth(
  studentId: string,
  year: number,
  month: number,
): Promise<Array<WithId<DayRecord>>> {
  const snap = await days(studentId)
    .withConverter(dayConverter)
    .where('date', '>=', isoDay(year, month, 1))
    .where('date', '<=', isoDay(year, month, daysInMonth(year, month)))
    .orderBy('date')
    .get();
  return snap.docs.map((doc) => doc.data());
}

/**
 * The month's days as a parent's link is answered (readMonth): without `changes` and
 * `overwritten`, which name the staff accounts that saved each field (uids, not for a link
 * holder's eyes; issue 40).
 */
export async function readMonthForParent(
  studentId: string,
  year: number,
  month: number,
): Promise<Array<WithId<DayRecord>>> {
  const days = await readMonth(studentId, year, month);
  return days.map(({ changes: _changes, overwritten: _overwritten, ...day }) => day);
}

/**
 * Saves the given fields of a day, merged into what is stored, each with who (`by`, a uid) and
 * when. ApiError 400 for a day that may not be written (`progressDayRefusal`).
 */
export async function saveDay(
  studentId: string,
  body: SaveProgressBody,
  by: string,
): Promise<WithId<DayRecord>> {
  const { day, month, year, ...fields } = body;
  const refusal = progressDayRefusal({ year, month, day });
  if (refusal)
    throw new ApiError('bad-request', 'day-not-writable', DAY_WRITE_REFUSALS[refusal], {
      fields: { day: fieldProblem(DAY_WRITE_PROBLEMS[refusal], DAY_WRITE_REFUSALS[refusal]) },
    });
  const date = isoDay(year, month, day);
  const at = FieldValue.serverTimestamp(); // the server's time, as the rules require of clients
  const writeId = randomUUID();
  const changed = DAY_FIELDS.filter((f) => fields[f] !== undefined);
  const ref = days(studentId).doc(date);
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
  const saved = (await ref.withConverter(dayConverter).get()).data();
  if (!saved) throw new Error(`The day ${ref.path} was not stored`);
  return saved;
}
