/**
 * A student's month of progress for the dashboard. Signed-in viewers read Firestore directly
 * under the rules, with the persistent cache: offline, a qari still opens the months seen before,
 * and each day saved on this device shows at once, marked as waiting until the server has it.
 * The parents' link reads through the REST API instead (no sign-in, no Firestore: parent-reads.ts).
 */
import { useEffect, useState } from 'react';
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  PROGRESS_SUBCOLLECTION,
  daysInMonth,
  isoDay,
  type DayRecord,
  type YearMonth,
} from '@masjid/domain/progress';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { dayConverter, reconcileMonth } from './day-saves.ts';
import { useSession } from '../../common/firebase/session.tsx';

export interface DayState {
  record: DayRecord;
  /** Saved on this device, not yet on the server. */
  pending: boolean;
}

export type MonthState =
  | { status: 'loading' }
  | { status: 'ready'; days: Map<string, DayState>; fromCache: boolean }
  | { status: 'error'; error: Error };

/**
 * Live month of a student from Firestore, with pending marks. A listener of its own rather than
 * reactfire's collection hooks: those do not pass on metadata-only changes, and the moment the
 * server confirms a save is exactly such a change (the pending mark must then go).
 */
export function useMonthFromFirestore(studentId: string, ym: YearMonth): MonthState {
  const db = useFirestore();
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : undefined;
  const [state, setState] = useState<MonthState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    const month = query(
      collection(db, STUDENTS_COLLECTION, studentId, PROGRESS_SUBCOLLECTION).withConverter(
        dayConverter,
      ),
      where('date', '>=', isoDay(ym.year, ym.month, 1)),
      where('date', '<=', isoDay(ym.year, ym.month, daysInMonth(ym.year, ym.month))),
    );
    return onSnapshot(
      month,
      { includeMetadataChanges: true },
      (snap) => {
        const days = new Map<string, DayState>();
        for (const d of snap.docs) {
          try {
            days.set(d.id, { record: d.data(), pending: d.metadata.hasPendingWrites });
          } catch (error) {
            // A malformed day is left out; the rest of the month still shows.
            console.warn(error);
          }
        }
        setState({ status: 'ready', days, fromCache: snap.metadata.fromCache });
        if (uid && !snap.metadata.fromCache) reconcileMonth(uid, studentId, days);
      },
      (error) => setState({ status: 'error', error }),
    );
  }, [db, uid, studentId, ym.year, ym.month]);
  return state;
}
