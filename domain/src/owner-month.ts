/**
 * The owner's month: per teacher, for one calendar month (Asia/Karachi days), how many students
 * they teach, the attendance rate, the sabaq advanced (ayahs), how many students are behind on
 * manzil, and how many have fees not yet paid. The functions compute it from the month's
 * progress days (`GET /report/month`); the web client shows it, writes it as CSV and prints it.
 *
 * Sabaq advanced and manzil-behind need the portion recited on each day (`sabaqPortion`,
 * `manzilPortion`: surah:ayah from and to) and each student's manzil cycle. Those are worked out
 * per student by a `PortionFigures` pair passed in, so the figures here only add up what they are
 * given; a teacher none of whose students has a figure shows `null` ("—"), never a made-up zero.
 *
 * A day away with leave (`attendance: 'leave'`) is neither present nor absent here: the qari gave
 * it, so it does not lower the attendance rate, which measures unexcused absence.
 */
import * as z from 'zod/mini';
import { FEES_STATUSES, reportTeacherShape, type FeesStatus } from './hifz.ts';
import {
  memorisationFromDays,
  overdueManzilParas,
  sabaqAyahsAdvanced,
  type MemorisationRecord,
  type PortionDay,
} from './hifz-memorisation.ts';
import { ATTENDANCE } from './progress.ts';
import { portionSchema } from './quran-portion.ts';

/**
 * What the owner's month reads of a progress day (the rest of the day is not fetched). A
 * malformed portion counts as none, so it never hides the day's attendance.
 */
export const ownerMonthDaySchema = z.object({
  date: z.string(),
  attendance: z.optional(z.enum(ATTENDANCE)),
  sabaqPortion: z.catch(z.optional(portionSchema), undefined),
  manzilPortion: z.catch(z.optional(portionSchema), undefined),
});
export type OwnerMonthDay = z.infer<typeof ownerMonthDaySchema>;

/** One student's month, the input of `ownerMonthRows`. */
export interface StudentMonthFigures {
  teacherId: string;
  /** Days of the month marked present (on time) and absent (days with leave are neither). */
  present: number;
  absent: number;
  /** Sabaq advanced in the month (`sabaqAyahsAdvanced`); undefined when no day has a sabaq portion. */
  sabaqAyahs?: number;
  /** Behind on manzil at the month's end; undefined when it cannot be told (no cycle or portions). */
  manzilBehind?: boolean;
  feesStatus: FeesStatus;
  /** The account is disabled now: counted for its days, not for fees or manzil. */
  disabled?: boolean;
}

/**
 * How the per-student portion figures are worked out. `asOf` is the last day of the month that
 * counts (`YYYY-MM-DD`: the month's last day, or today for the current month).
 */
export interface PortionFigures {
  sabaqAyahs(days: OwnerMonthDay[]): number | undefined;
  manzilBehind(studentId: string, days: OwnerMonthDay[], asOf: string): boolean | undefined;
}

/**
 * The figures used until the memorisation record and manzil cycle exist: sabaq advanced is
 * `sabaqAyahsAdvanced` (hifz-memorisation: distinct ayahs, as the student's page and the report
 * count them); whether a student is behind on manzil is not known.
 */
export const basicPortionFigures: PortionFigures = {
  sabaqAyahs: sabaqAyahsAdvanced,
  manzilBehind: () => undefined,
};

/**
 * What the manzil figures know of one student: the record's corrections and cycle, and the days
 * before the month (all of them: the paras memorised come from the whole sabaq history).
 */
export interface StudentManzil {
  record: Pick<MemorisationRecord, 'memorised' | 'notStarted' | 'cycle'>;
  earlierDays: readonly PortionDay[];
}

/**
 * Sabaq advanced as `basicPortionFigures`; behind on manzil from each student's memorisation
 * record: behind when a memorised para is overdue for manzil at `asOf` (hifz-memorisation's
 * `overdueManzilParas`, over the earlier days and the month's). Unknown (undefined) for a
 * student with no record or no manzil cycle.
 */
export function manzilPortionFigures(students: ReadonlyMap<string, StudentManzil>): PortionFigures {
  return {
    sabaqAyahs: basicPortionFigures.sabaqAyahs,
    manzilBehind(studentId, days, asOf) {
      const student = students.get(studentId);
      const cycle = student?.record.cycle;
      if (!student || !cycle) return undefined;
      const all = [...student.earlierDays, ...days];
      const paras = memorisationFromDays(all, student.record);
      return overdueManzilParas(all, paras, cycle, asOf).length > 0;
    },
  };
}

/** One student's figures from their month of days and fees status. */
export function studentMonthFigures(
  student: { id: string; teacherId: string },
  days: OwnerMonthDay[],
  feesStatus: FeesStatus,
  asOf: string,
  figures: PortionFigures = basicPortionFigures,
): StudentMonthFigures {
  const sabaqAyahs = figures.sabaqAyahs(days);
  const manzilBehind = figures.manzilBehind(student.id, days, asOf);
  return {
    teacherId: student.teacherId,
    present: days.filter((d) => d.attendance === 'on-time').length,
    absent: days.filter((d) => d.attendance === 'absent').length,
    ...(sabaqAyahs === undefined ? {} : { sabaqAyahs }),
    ...(manzilBehind === undefined ? {} : { manzilBehind }),
    feesStatus,
  };
}

/** One teacher's month, as `GET /report/month` answers it. */
export const ownerMonthRowSchema = z.object({
  ...reportTeacherShape,
  students: z.number(),
  /** Of `students`, those disabled since (counted for the days they have in the month). */
  disabledStudents: z.number(),
  present: z.number(),
  absent: z.number(),
  /** Present / (present + absent), 0 to 1 (days with leave left out); null when none marked. */
  attendanceRate: z.nullable(z.number()),
  /** Ayahs of sabaq the teacher's students advanced; null when none has a sabaq portion. */
  sabaqAyahs: z.nullable(z.number()),
  /** Students behind on manzil; null when it is known for none of them. */
  manzilBehind: z.nullable(z.number()),
  /** Students whose fees are Pending or Not Paid. */
  feesPending: z.number(),
});
export type OwnerMonthRow = z.infer<typeof ownerMonthRowSchema>;

/** `GET /report/month?year=&month=` answer. */
export const ownerMonthSchema = z.object({
  year: z.number(),
  month: z.number(),
  /** The last day counted (`YYYY-MM-DD`): the month's end, or today in the current month. */
  asOf: z.string(),
  rows: z.array(ownerMonthRowSchema),
});
export type OwnerMonth = z.infer<typeof ownerMonthSchema>;

const PAID: FeesStatus = FEES_STATUSES[0];

/**
 * The owner's month: one row per teacher (in the order given), then one row without a teacher
 * for students whose teacher is gone (`noTeacherName`), if any. Sums the students' figures; a
 * figure no student of a teacher has stays null. A disabled student counts for attendance and
 * sabaq, and in `disabledStudents`, but is not chased for fees or manzil.
 */
export function ownerMonthRows(
  teachers: Array<{ id: string; name: string; email: string }>,
  students: StudentMonthFigures[],
  noTeacherName = 'No teacher',
): OwnerMonthRow[] {
  const byTeacher = new Map<string, StudentMonthFigures[]>();
  for (const s of students) byTeacher.set(s.teacherId, [...(byTeacher.get(s.teacherId) ?? []), s]);
  const known = new Set(teachers.map((t) => t.id));
  const orphans = students.filter((s) => !known.has(s.teacherId));
  const groups = teachers.map((t) => ({ teacher: t, students: byTeacher.get(t.id) ?? [] }));
  if (orphans.length)
    groups.push({ teacher: { id: '', name: noTeacherName, email: '' }, students: orphans });
  return groups.map(({ teacher, students: group }) => {
    const present = group.reduce((n, s) => n + s.present, 0);
    const absent = group.reduce((n, s) => n + s.absent, 0);
    const sabaq = group.flatMap((s) => (s.sabaqAyahs === undefined ? [] : [s.sabaqAyahs]));
    const chased = group.filter((s) => !s.disabled);
    const manzil = chased.flatMap((s) => (s.manzilBehind === undefined ? [] : [s.manzilBehind]));
    return {
      teacherId: teacher.id,
      teacherName: teacher.name,
      teacherEmail: teacher.email,
      students: group.length,
      disabledStudents: group.length - chased.length,
      present,
      absent,
      attendanceRate: present + absent ? present / (present + absent) : null,
      sabaqAyahs: sabaq.length ? sabaq.reduce((a, b) => a + b, 0) : null,
      manzilBehind: manzil.length ? manzil.filter(Boolean).length : null,
      feesPending: chased.filter((s) => s.feesStatus !== PAID).length,
    };
  });
}
