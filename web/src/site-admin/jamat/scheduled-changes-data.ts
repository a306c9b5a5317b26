/**
 * The site admin's scheduled jamat changes, the notice setting and the history of applied changes:
 * read live through reactfire, written to Firestore under the rules (site admin only, every field
 * checked as `jamatChangeDocSchema` / `jamatNoticeDocSchema`).
 */
import { addDoc, collection, deleteDoc, doc, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  DEFAULT_NOTICE_DAYS,
  JAMAT_CHANGES_COLLECTION,
  JAMAT_HISTORY_COLLECTION,
  JAMAT_NOTICE_DOC,
  jamatChangeDocSchema,
  jamatHistoryDocSchema,
  sortJamatChanges,
  type JamatChange,
  type JamatChangeData,
  type JamatHistoryEntry,
} from '@masjid/domain/jamat-schedule';
import { firestore } from '../../common/firebase/firebase.ts';
import { storedConverter } from '../../common/firebase/stored-converter.ts';
import { useLiveDoc, useLiveQuery, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { jamatChangeConverter, jamatNoticeConverter } from '../../common/jamat/jamat-changes.ts';

const historyConverter = storedConverter(jamatHistoryDocSchema);

/** The changes still to come, oldest day first, kept current. */
export function useScheduledChangesLive(): Loaded<JamatChange[]> {
  const db = useFirestore();
  const list = useLiveQuery(
    collection(db, JAMAT_CHANGES_COLLECTION).withConverter(jamatChangeConverter),
  );
  return list.status === 'ready' ? { status: 'ready', data: sortJamatChanges(list.data) } : list;
}

/** The applied changes, latest first. */
export function useJamatHistoryLive(): Loaded<Array<JamatHistoryEntry & { id: string }>> {
  const db = useFirestore();
  const list = useLiveQuery(
    collection(db, JAMAT_HISTORY_COLLECTION).withConverter(historyConverter),
  );
  if (list.status !== 'ready') return list;
  return {
    status: 'ready',
    data: [...list.data].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate)),
  };
}

/** Days ahead that the home page announces a change. */
export function useNoticeDaysLive(): Loaded<number> {
  const db = useFirestore();
  const stored = useLiveDoc(
    doc(db, JAMAT_NOTICE_DOC.collection, JAMAT_NOTICE_DOC.id).withConverter(jamatNoticeConverter),
  );
  if (stored.status !== 'ready') return stored;
  return { status: 'ready', data: stored.data.data?.noticeDays ?? DEFAULT_NOTICE_DAYS };
}

/** Adds a change, or replaces change `id`. */
export async function saveScheduledChange(data: JamatChangeData, id?: string): Promise<void> {
  const db = await firestore();
  const checked = jamatChangeDocSchema.parse(data);
  if (id) await setDoc(doc(db, JAMAT_CHANGES_COLLECTION, id), checked);
  else await addDoc(collection(db, JAMAT_CHANGES_COLLECTION), checked);
}

/** Deletes change `id`. */
export async function deleteScheduledChange(id: string): Promise<void> {
  const db = await firestore();
  await deleteDoc(doc(db, JAMAT_CHANGES_COLLECTION, id));
}

/** Stores the notice days (0 to 60). */
export async function saveNoticeDays(noticeDays: number): Promise<void> {
  const db = await firestore();
  await setDoc(doc(db, JAMAT_NOTICE_DOC.collection, JAMAT_NOTICE_DOC.id), { noticeDays });
}
