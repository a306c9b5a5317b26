/**
 * The 30-para picture's data: every recorded day's portions (the student's portions summary), and
 * the memorisation record (the teacher's corrections and manzil cycle). Signed-in viewers read
 * Firestore live under the rules (the qari's saves show at once, offline too, through the month's
 * own days); a parent's link reads the REST API (parent-reads.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import {
  collection,
  doc,
  onSnapshot,
  setDoc,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION } from '@masjid/domain/progress';
import {
  MEMORISATION_DOC_ID,
  MEMORISATION_SUBCOLLECTION,
  memorisationRecordSchema,
  portionDaySchema,
  type MemorisationRecord,
  type MemorisationRecordAnswer,
  type PortionDay,
} from '@masjid/domain/hifz-memorisation';
import {
  daysOfSummary,
  portionsSummaryPath,
  portionsSummarySchema,
} from '@masjid/domain/hifz-summary';
import { storedConverter } from '../../common/firebase/stored-converter.ts';
import { firestore } from '../../common/firebase/firebase.ts';

export type MemorisationState =
  | { status: 'loading' }
  | { status: 'ready'; days: PortionDay[]; record: MemorisationRecordAnswer | undefined }
  | { status: 'error' };

const portionDayConverter = storedConverter(portionDaySchema);
const recordConverter = storedConverter(memorisationRecordSchema);

/**
 * A student's days (portions only) and record, live from Firestore: the portions summary, one
 * document whatever the history (the 30 paras depend on every sabaq), or every day for a student
 * without one yet. The functions update the summary once a save reaches the server; the page
 * puts the viewed month's own live days over it (ProgressView), so a save on this device, offline
 * too, shows at once.
 */
export function useMemorisationFromFirestore(studentId: string): MemorisationState {
  const summary = usePortionsSummary(studentId, true);
  const allDays = usePortionDays(studentId, summary === null);
  const days = summary === null ? allDays : summary;
  const record = useMemorisationRecord(studentId);
  if (days === 'error' || record === 'error') return { status: 'error' };
  if (days === undefined || record === undefined) return { status: 'loading' };
  return { status: 'ready', days, record: record ?? undefined };
}

/**
 * Every recorded day of a student, live (undefined while loading, or while `enabled` is false,
 * when nothing is read).
 */
export function usePortionDays(
  studentId: string,
  enabled: boolean,
): PortionDay[] | 'error' | undefined {
  const db = useFirestore();
  const [days, setDays] = useState<PortionDay[] | 'error' | undefined>();
  useEffect(() => {
    setDays(undefined);
    if (!enabled) return;
    return onSnapshot(
      collection(db, STUDENTS_COLLECTION, studentId, PROGRESS_SUBCOLLECTION).withConverter(
        portionDayConverter,
      ),
      (snap) => {
        const list: PortionDay[] = [];
        for (const d of snap.docs) {
          try {
            list.push(d.data());
          } catch (error) {
            // A malformed day is left out; the rest still counts.
            console.warn(error);
          }
        }
        setDays(list);
      },
      (error) => {
        // A refusal is the page's own message (the student's read says it); anything else is logged.
        if (error.code !== 'permission-denied') console.error('Days could not be read', error);
        setDays('error');
      },
    );
  }, [db, studentId, enabled]);
  return days;
}

const summaryConverter = storedConverter(portionsSummarySchema);

/**
 * Every recorded day of a student, portions only, live from their portions summary (one document,
 * kept by the functions: domain/src/hifz-summary.ts): null when the student has none yet (no day
 * saved since summaries began), undefined while loading or while `enabled` is false.
 */
export function usePortionsSummary(
  studentId: string,
  enabled: boolean,
): PortionDay[] | null | 'error' | undefined {
  const summary = useLiveDocOrNull(
    enabled ? portionsSummaryPath(studentId) : null,
    summaryConverter,
    'The portions summary',
  );
  return useMemo(
    () => (summary && summary !== 'error' ? daysOfSummary(summary) : summary),
    [summary],
  );
}

/** The student's memorisation record, live: null when none was saved, undefined while loading. */
export function useMemorisationRecord(
  studentId: string,
): MemorisationRecord | null | 'error' | undefined {
  return useLiveDocOrNull(
    `${STUDENTS_COLLECTION}/${studentId}/${MEMORISATION_SUBCOLLECTION}/${MEMORISATION_DOC_ID}`,
    recordConverter,
    'The memorisation record',
  );
}

/**
 * Follows the document at `path` (null reads nothing and gives undefined): its
 * parsed data, null when it is missing or malformed (a malformed one is logged and counts as
 * none, so the page works from what else it has), 'error' when the read fails (a refusal is the
 * page's own message; anything else is logged under `what`), undefined while loading.
 */
function useLiveDocOrNull<T>(
  path: string | null,
  converter: FirestoreDataConverter<T>,
  what: string,
): T | null | 'error' | undefined {
  const db = useFirestore();
  const [value, setValue] = useState<T | null | 'error' | undefined>();
  useEffect(() => {
    setValue(undefined);
    if (path === null) return;
    return onSnapshot(
      doc(db, path).withConverter(converter),
      (snap) => {
        try {
          setValue(snap.data() ?? null);
        } catch (error) {
          console.warn(error);
          setValue(null);
        }
      },
      (error) => {
        if (error.code !== 'permission-denied') console.error(`${what} could not be read`, error);
        setValue('error');
      },
    );
  }, [db, path, converter, what]);
  return value;
}

/**
 * Saves the student's record (corrections and manzil cycle) in the writer's name (`by`, a uid).
 * Applies at once on this device, also offline; resolves when the server has it.
 */
export async function saveMemorisationRecord(
  studentId: string,
  record: Omit<MemorisationRecord, 'by' | 'at'>,
  by: string,
): Promise<void> {
  const db = await firestore();
  const data: MemorisationRecord = { ...record, by, at: new Date().toISOString() };
  await setDoc(
    doc(db, STUDENTS_COLLECTION, studentId, MEMORISATION_SUBCOLLECTION, MEMORISATION_DOC_ID),
    data,
  );
}
