/**
 * The site admin's scheduled jamat changes, the notice setting and the history of applied changes:
 * read live through reactfire, written to Firestore under the rules (site admin only, every field
 * checked as `jamatChangeDocSchema` / `jamatNoticeDocSchema`).
 */
import { doc, setDoc } from 'firebase/firestore';
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
  type JamatHistoryEntry,
} from '@masjid/domain/jamat-schedule';
import { firestore } from '../../common/firebase/firebase.ts';
import { collectionWrites } from '../forms/collection-writes.ts';
import { storedConverter } from '../../common/firebase/stored-converter.ts';
import {
  latestFirst,
  useLiveDoc,
  useLiveCollection,
  type Loaded,
} from '../../common/firebase/firestore-reads.ts';
import { jamatChangeConverter, jamatNoticeConverter } from '../../common/jamat/jamat-changes.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

const historyConverter = storedConverter(jamatHistoryDocSchema);

/** The changes still to come, oldest day first, kept current. */
export function useScheduledChangesLive(): Loaded<JamatChange[]> {
  return useLiveCollection(JAMAT_CHANGES_COLLECTION, jamatChangeConverter, sortJamatChanges);
}

/** The applied changes, latest first. */
export function useJamatHistoryLive(): Loaded<Array<JamatHistoryEntry & { id: string }>> {
  return useLiveCollection(
    JAMAT_HISTORY_COLLECTION,
    historyConverter,
    latestFirst('effectiveDate'),
  );
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

const changeWrites = collectionWrites(JAMAT_CHANGES_COLLECTION, jamatChangeDocSchema);
/** Adds a change, or replaces change `id`. */
export const saveScheduledChange = changeWrites.save;
/** Deletes change `id`. */
export const deleteScheduledChange = changeWrites.remove;

/** Stores the notice days (0 to 60). */
export async function saveNoticeDays(noticeDays: number): Promise<void> {
  const db = await firestore();
  await savedToSite(
    setDoc(doc(db, JAMAT_NOTICE_DOC.collection, JAMAT_NOTICE_DOC.id), { noticeDays }),
  );
}
