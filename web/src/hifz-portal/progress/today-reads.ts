/**
 * One day of progress (today, for the qari's class) of several students, read live from Firestore
 * under the rules (a qari reads the days of their own students), with the persistent cache: a day
 * saved on this device shows at once, offline too, marked as waiting until the server has it.
 */
import { useEffect, useState } from 'react';
import { doc, onSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { PROGRESS_SUBCOLLECTION } from '@masjid/domain/progress';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { dayConverter } from './day-saves.ts';
import type { DayState } from './month-reads.ts';

/** Each student's day by student id: absent from `days` when nothing is recorded. */
export type ClassDayState =
  | { status: 'loading' }
  | { status: 'ready'; days: ReadonlyMap<string, DayState> }
  | { status: 'error'; error: Error };

/**
 * The day `date` (`YYYY-MM-DD`) of each of `studentIds`, kept current: one document listener per
 * student (the rules allow a qari to read a day of their own students, not a query across
 * students). Ready once every student's day has been heard of; an error if any read failed.
 */
export function useClassDay(studentIds: readonly string[], date: string): ClassDayState {
  const db = useFirestore();
  const [state, setState] = useState<ClassDayState>({ status: 'loading' });
  // The listeners follow the set of students, not the array's identity.
  const key = studentIds.join('\n');
  useEffect(() => {
    const ids = key ? key.split('\n') : [];
    const days = new Map<string, DayState>();
    const heard = new Set<string>();
    let failed = false;
    setState(ids.length ? { status: 'loading' } : { status: 'ready', days: new Map() });
    const stops = ids.map((id) =>
      onSnapshot(
        doc(db, STUDENTS_COLLECTION, id, PROGRESS_SUBCOLLECTION, date).withConverter(dayConverter),
        { includeMetadataChanges: true },
        (snap) => {
          try {
            const record = snap.data();
            if (record) days.set(id, { record, pending: snap.metadata.hasPendingWrites });
            else days.delete(id);
          } catch (error) {
            // A malformed day counts as not recorded; the rest of the class still shows.
            console.warn(error);
            days.delete(id);
          }
          heard.add(id);
          if (!failed && heard.size === ids.length)
            setState({ status: 'ready', days: new Map(days) });
        },
        (error) => {
          failed = true;
          setState({ status: 'error', error });
        },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [db, key, date]);
  return state;
}
