/**
 * A student's month of progress and fees, read and written in Firestore directly under the rules
 * (issue 6 §4), with the persistent cache: offline, a qari still opens the months seen before and
 * records days; each change shows at once, marked as waiting until the server has it.
 * The parents' link reads through the REST API instead (no sign-in, no Firestore).
 */
import { useEffect, useState } from 'react';
import {
  DAY_FIELDS,
  FEES_DOC_ID,
  FEES_SUBCOLLECTION,
  PROGRESS_SUBCOLLECTION,
  daysInMonth,
  isoDay,
  type DayFields,
  type DayRecord,
  type FeesRecord,
  type YearMonth,
} from '@masjid/domain/progress';
import { DEFAULT_FEES_STATUS, STUDENTS_COLLECTION, type FeesStatus } from '@masjid/domain/hifz';
import { firestore } from '../../common/firebase/firebase.ts';
import { hifzFetch } from '../sign-in/hifz-api.ts';
import { acknowledge, addToOutbox, markRefused, outboxEntries } from './outbox.ts';

export interface DayState {
  record: DayRecord;
  /** Saved on this device, not yet on the server. */
  pending: boolean;
}

export type MonthState =
  | { status: 'loading' }
  | { status: 'ready'; days: Map<string, DayState>; fromCache: boolean }
  | { status: 'error'; error: Error };

/** Live month of a student from Firestore (with pending marks). */
export function useMonthFromFirestore(studentId: string, ym: YearMonth): MonthState {
  const [state, setState] = useState<MonthState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([firestore(), import('firebase/firestore')]).then(([db, fs]) => {
      if (cancelled) return;
      const q = fs.query(
        fs.collection(db, STUDENTS_COLLECTION, studentId, PROGRESS_SUBCOLLECTION),
        fs.where('date', '>=', isoDay(ym.year, ym.month, 1)),
        fs.where('date', '<=', isoDay(ym.year, ym.month, daysInMonth(ym.year, ym.month))),
      );
      stop = fs.onSnapshot(
        q,
        { includeMetadataChanges: true },
        (snap) => {
          const days = new Map<string, DayState>();
          for (const d of snap.docs)
            days.set(d.id, { record: d.data() as DayRecord, pending: d.metadata.hasPendingWrites });
          setState({ status: 'ready', days, fromCache: snap.metadata.fromCache });
          if (!snap.metadata.fromCache) reconcile(studentId, days);
        },
        (error) => setState({ status: 'error', error }),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [studentId, ym.year, ym.month]);
  return state;
}

/**
 * Outbox entries of saves made before a reload: once the server's copy of the day is known and no
 * write is pending, a save whose id is on its fields is acknowledged; one whose fields carry no
 * later change either was refused by the server.
 */
function reconcile(studentId: string, days: Map<string, DayState>) {
  for (const entry of outboxEntries()) {
    if (entry.studentId !== studentId || entry.refused) continue;
    const day = days.get(entry.date);
    if (day?.pending) continue;
    const changes = day?.record.changes ?? {};
    const landed = entry.fields.every((f) => {
      const change = changes[f];
      return change && (change.writeId === entry.writeId || change.at > entry.at);
    });
    if (landed) acknowledge(entry.writeId);
    else markRefused(entry.writeId, 'The server did not accept this change.');
  }
}

/** The month through a parent's link (REST, read-only). */
export function useMonthFromToken(token: string, ym: YearMonth): MonthState {
  const [state, setState] = useState<MonthState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    hifzFetch<Array<DayRecord & { id: string }>>(
      `/students/by-token/${encodeURIComponent(token)}/progress?month=${ym.month}&year=${ym.year}`,
      { auth: false },
    ).then(
      (records) => {
        if (cancelled) return;
        const days = new Map(records.map((r) => [r.date, { record: r, pending: false }]));
        setState({ status: 'ready', days, fromCache: false });
      },
      (error: unknown) => {
        console.error('Progress load failed', error);
        if (!cancelled) setState({ status: 'error', error: error as Error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token, ym.year, ym.month]);
  return state;
}

/** Fields that differ between the stored day and the form's values. */
export function changedFields(before: DayFields, after: DayFields): Array<keyof DayFields> {
  return DAY_FIELDS.filter(
    (f) => after[f] !== undefined && JSON.stringify(before[f]) !== JSON.stringify(after[f]),
  );
}

/**
 * Saves the changed fields of a day (merged, each with who, when and the save's id). Applies at
 * once on this device, also offline; the server's answer arrives later and settles the outbox.
 * Resolves as soon as the change is written locally.
 */
export async function saveDay(input: {
  studentId: string;
  studentName: string;
  date: { year: number; month: number; day: number };
  fields: DayFields;
  changed: Array<keyof DayFields>;
  by: string;
}): Promise<void> {
  if (input.changed.length === 0) return;
  const [db, fs] = await Promise.all([firestore(), import('firebase/firestore')]);
  const { year, month, day } = input.date;
  const date = isoDay(year, month, day);
  const at = new Date().toISOString();
  const writeId = crypto.randomUUID();
  const data: Record<string, unknown> = { date, day, month, year, status: 'done', changes: {} };
  for (const f of input.changed) {
    data[f] = input.fields[f];
    (data.changes as Record<string, unknown>)[f] = { by: input.by, at, writeId };
  }
  addToOutbox({
    writeId,
    studentId: input.studentId,
    studentName: input.studentName,
    date,
    fields: input.changed,
    at,
  });
  const ref = fs.doc(db, STUDENTS_COLLECTION, input.studentId, PROGRESS_SUBCOLLECTION, date);
  fs.setDoc(ref, data, { merge: true }).then(
    () => acknowledge(writeId),
    (err: unknown) => {
      console.error('The server refused a progress save', err);
      markRefused(
        writeId,
        (err as { code?: string }).code === 'permission-denied'
          ? 'The server refused it: this student may no longer be in your class.'
          : 'The server refused it.',
      );
    },
  );
}

export type FeesState =
  | { status: 'loading' }
  | { status: 'ready'; value: FeesStatus; pending: boolean }
  | { status: 'error'; error: Error };

/** The student's fees status from Firestore, live (Not Paid when none is stored). */
export function useFees(studentId: string): FeesState {
  const [state, setState] = useState<FeesState>({ status: 'loading' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([firestore(), import('firebase/firestore')]).then(([db, fs]) => {
      if (cancelled) return;
      stop = fs.onSnapshot(
        fs.doc(db, STUDENTS_COLLECTION, studentId, FEES_SUBCOLLECTION, FEES_DOC_ID),
        { includeMetadataChanges: true },
        (snap) =>
          setState({
            status: 'ready',
            value: (snap.get('status') as FeesStatus | undefined) ?? DEFAULT_FEES_STATUS,
            pending: snap.metadata.hasPendingWrites,
          }),
        (error) => setState({ status: 'error', error }),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [studentId]);
  return state;
}

/** Sets the fees status; resolves when the server has it, rejects when it refuses. */
export async function setFees(studentId: string, status: FeesStatus, by: string): Promise<void> {
  const [db, fs] = await Promise.all([firestore(), import('firebase/firestore')]);
  const record: FeesRecord = { status, by, at: new Date().toISOString() };
  await fs.setDoc(
    fs.doc(db, STUDENTS_COLLECTION, studentId, FEES_SUBCOLLECTION, FEES_DOC_ID),
    record,
  );
}

/**
 * Settles the outbox after a reload or a restart (issue 6 §4): once every pending write has been
 * sent (`waitForPendingWrites`), each save still listed is checked against the server's copy of its
 * day. Saves found there (or overtaken by a later change) are forgotten; the others were refused
 * and are listed as "Not saved". Does nothing offline.
 */
export async function reconcileOutbox(): Promise<void> {
  const entries = outboxEntries().filter((e) => !e.refused);
  if (entries.length === 0 || !navigator.onLine) return;
  const [db, fs] = await Promise.all([firestore(), import('firebase/firestore')]);
  await fs.waitForPendingWrites(db);
  for (const entry of entries) {
    const ref = fs.doc(
      db,
      STUDENTS_COLLECTION,
      entry.studentId,
      PROGRESS_SUBCOLLECTION,
      entry.date,
    );
    try {
      const snap = await fs.getDocFromServer(ref);
      const changes = ((snap.get('changes') as DayRecord['changes']) ?? {}) as NonNullable<
        DayRecord['changes']
      >;
      const landed = entry.fields.every((f) => {
        const change = changes[f];
        return change && (change.writeId === entry.writeId || change.at > entry.at);
      });
      if (landed) acknowledge(entry.writeId);
      else markRefused(entry.writeId, 'The server did not accept this change.');
    } catch (err) {
      if ((err as { code?: string }).code === 'permission-denied')
        markRefused(
          entry.writeId,
          'The server refused it: this student may no longer be in your class.',
        );
    }
  }
}
