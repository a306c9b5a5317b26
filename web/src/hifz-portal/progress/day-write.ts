/**
 * The document a day's save writes (decision 0044), apart from sending it: kept free of the app's
 * Firebase setup so the emulator drills write exactly what the portal writes.
 */
import { deleteField, serverTimestamp, Timestamp } from 'firebase/firestore';
import {
  AWAY_DAY_DROPS,
  DAY_FIELDS,
  changeMillis,
  isAwayDay,
  isoDay,
  type DayFields,
  type DayRecord,
} from '@masjid/domain/progress';

/**
 * Fields that differ between the stored day and the form's values: set, changed, or taken away
 * by a day away (absent or on leave no longer carries AWAY_DAY_DROPS; see `forAttendance`). A
 * field taken away is deleted when saved. Any other field the form does not hold is not the
 * form's to delete: `before` follows the stored day, so it may hold what another device saved
 * meanwhile, which this save must keep.
 */
export function changedFields(before: DayFields, after: DayFields): Array<keyof DayFields> {
  const away = isAwayDay(after);
  return DAY_FIELDS.filter((f) =>
    after[f] === undefined
      ? away && AWAY_DAY_DROPS.includes(f) && before[f] !== undefined
      : JSON.stringify(before[f]) !== JSON.stringify(after[f]),
  );
}

/**
 * A day's save: the day, the day's `fields` as the form holds them, which of them `changed`, and
 * the writer's uid (`by`).
 */
export interface DayWriteInput {
  date: { year: number; month: number; day: number };
  fields: DayFields;
  changed: Array<keyof DayFields>;
  by: string;
  /**
   * Who changed each field of the day as this device showed it (`DayRecord.changes`), when the
   * save was made: the latest server time in it is what the save had seen (decision 0044).
   */
  seen?: DayRecord['changes'];
}

/**
 * The latest server time among `changes` (entries still waiting for the server have none), as a
 * Timestamp; undefined when there is none.
 */
export function seenAt(changes: DayRecord['changes'] = {}): Timestamp | undefined {
  const times = Object.values(changes).flatMap((c) => {
    const millis = c ? changeMillis(c.at) : undefined;
    return millis === undefined || Number.isNaN(millis) ? [] : [millis];
  });
  return times.length ? Timestamp.fromMillis(Math.max(...times)) : undefined;
}

/**
 * The document a save writes (merged): the date parts, each `changed` field's value (deleted when
 * the form has none) and its change entry: the writer, the server's time, the save's id, this
 * device and what it had seen (`seen`).
 */
export function dayWrite(
  input: DayWriteInput,
  writeId: string,
  device: string,
): Record<string, unknown> {
  const { year, month, day } = input.date;
  const seen = seenAt(input.seen);
  // `at` of each change is the server's time (the rules require it): serverTimestamp() is filled
  // in when the write reaches the server, also for a save queued offline.
  const entry = { by: input.by, writeId, device, ...(seen ? { seenAt: seen } : {}) };
  const changes: Record<string, unknown> = {};
  const data: Record<string, unknown> = {
    date: isoDay(year, month, day),
    day,
    month,
    year,
    status: 'done',
    changes,
  };
  for (const f of input.changed) {
    data[f] = input.fields[f] ?? deleteField();
    changes[f] = { ...entry, at: serverTimestamp() };
  }
  return data;
}
