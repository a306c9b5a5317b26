/**
 * What a month's report is made of, read from Firestore: the student's name, the month's progress
 * days, the fees status, the qari's note of the month, and (once the memorisation record exists)
 * its figures; combined by the domain's one `monthReport` function.
 */
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import {
  MONTH_NOTES_SUBCOLLECTION,
  monthKey,
  monthNoteSchema,
  monthReport,
  type MonthReport,
  type ReportProgressInputs,
} from '@masjid/domain/month-report';
import type { YearMonth } from '@masjid/domain/progress';
import { db } from '../../lib/firebase.ts';
import { stored, validDoc } from '../../lib/stored.ts';
import { getStudent } from '../people.ts';
import { readFees, readMonth } from '../progress.ts';

/** The qari's note of a month, or undefined when none was written. */
export async function readMonthNote(
  studentId: string,
  month: YearMonth,
): Promise<string | undefined> {
  const snap = await db
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .collection(MONTH_NOTES_SUBCOLLECTION)
    .doc(monthKey(month))
    .withConverter(stored(monthNoteSchema))
    .get();
  return validDoc(snap)?.text;
}

/**
 * Sabaq advanced, the para grid and manzil kept of the month, from the memorisation record.
 * Empty until the record is wired in here: the report then shows "—" for sabaq advanced and
 * manzil kept and leaves the grid out.
 */
async function progressInputs(
  _studentId: string,
  _month: YearMonth,
): Promise<ReportProgressInputs> {
  return {};
}

/** The figures of `month` for the student `studentId` (ApiError 404 for an unknown student). */
export async function loadMonthReport(studentId: string, month: YearMonth): Promise<MonthReport> {
  const [student, days, fees, note, progress] = await Promise.all([
    getStudent(studentId),
    readMonth(studentId, month.year, month.month),
    readFees(studentId),
    readMonthNote(studentId, month),
    progressInputs(studentId, month),
  ]);
  return monthReport({ studentName: student.name, month, days, fees, note, progress });
}
