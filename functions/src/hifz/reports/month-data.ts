/**
 * What a month's report is made of, read from Firestore: the student's name, the month's progress
 * days, the fees status, the qari's note of the month, and the memorisation figures (record and
 * portions); combined by the domain's one `monthReport` function.
 */
import { STUDENTS_COLLECTION, type Student } from '@masjid/domain/hifz';
import {
  MONTH_NOTES_SUBCOLLECTION,
  monthAsOf,
  monthKey,
  monthNoteSchema,
  monthReport,
  reportProgressInputs,
  type MonthReport,
  type ReportProgressInputs,
} from '@masjid/domain/month-report';
import type { YearMonth } from '@masjid/domain/progress';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { db } from '../../lib/firebase.ts';
import { stored, validDoc } from '../../lib/stored.ts';
import { getStudent } from '../people.ts';
import { readMemorisation } from '../memorisation-routes.ts';
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
 * Sabaq advanced, the para grid and manzil kept of the month, from the memorisation record and
 * every recorded day's portions (the grid needs the whole sabaq history; the same read as the
 * parent's memorisation page: the record plus the student's days, portion fields only).
 */
async function progressInputs(studentId: string, month: YearMonth): Promise<ReportProgressInputs> {
  const { record, days } = await readMemorisation(studentId);
  return reportProgressInputs(
    days,
    record ?? undefined,
    month,
    monthAsOf(month, karachiIsoToday()),
  );
}

/**
 * The figures of `month` for `student`: its id (the document is read; ApiError 404 for an unknown
 * student), or the student already read by the caller's access check, whose document is then not
 * read again.
 */
export async function loadMonthReport(
  student: string | Student,
  month: YearMonth,
): Promise<MonthReport> {
  const studentId = typeof student === 'string' ? student : student.id;
  const [{ name }, days, fees, note, progress] = await Promise.all([
    typeof student === 'string' ? getStudent(student) : student,
    readMonth(studentId, month.year, month.month),
    readFees(studentId, month),
    readMonthNote(studentId, month),
    progressInputs(studentId, month),
  ]);
  return monthReport({ studentName: name, month, days, fees, note, progress });
}
