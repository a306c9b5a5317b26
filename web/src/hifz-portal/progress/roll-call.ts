/**
 * The roll call of a qari's class for one day: each student marked present, absent or on leave
 * in one pass, saved as that day's attendance through the day form's own path (`saveDay`, the
 * same fields, the same rule for a day away: `forAttendance` drops what an absent day does not
 * carry, and `changedFields` names what to write).
 */
import { ATTENDANCE, forAttendance, type DayField, type DayFields } from '@masjid/domain/progress';
import { changedFields } from './day-write.ts';

/** Present (`on-time`), absent or on leave. */
export type Attendance = (typeof ATTENDANCE)[number];

/** A student's day to save from the roll call: as stored (`before`), as saved, what changed. */
export interface RollCallSave {
  studentId: string;
  before: DayFields;
  fields: DayFields;
  changed: DayField[];
}

/**
 * The attendance shown for each student: the qari's mark in this roll call, else the day's stored
 * attendance, else none.
 */
export function shownAttendance(
  studentId: string,
  stored: ReadonlyMap<string, DayFields | undefined>,
  marks: ReadonlyMap<string, Attendance>,
): Attendance | undefined {
  return marks.get(studentId) ?? stored.get(studentId)?.attendance;
}

/**
 * Marks present every student of `studentIds` who has neither a mark nor a stored attendance:
 * "the rest are present" after the qari has marked the few who are not.
 */
export function markRestPresent(
  studentIds: readonly string[],
  stored: ReadonlyMap<string, DayFields | undefined>,
  marks: ReadonlyMap<string, Attendance>,
): Map<string, Attendance> {
  const next = new Map(marks);
  for (const id of studentIds) if (!shownAttendance(id, stored, marks)) next.set(id, 'on-time');
  return next;
}

/**
 * The days to save for `marks`, in the order of `studentIds`: a student whose mark differs from
 * the stored attendance gets the stored day with the new attendance, as the day form would save
 * it (a day away loses its grades, portions, mutala, libaas and namaz). Unmarked students and
 * marks equal to what is stored give no save.
 */
export function rollCallSaves(
  studentIds: readonly string[],
  stored: ReadonlyMap<string, DayFields | undefined>,
  marks: ReadonlyMap<string, Attendance>,
): RollCallSave[] {
  const saves: RollCallSave[] = [];
  for (const studentId of studentIds) {
    const attendance = marks.get(studentId);
    if (!attendance) continue;
    const before = stored.get(studentId) ?? {};
    const fields = forAttendance({ ...before, attendance });
    const changed = changedFields(before, fields);
    if (changed.length > 0) saves.push({ studentId, before, fields, changed });
  }
  return saves;
}
