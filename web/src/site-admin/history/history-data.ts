/**
 * The change history as the site admin reads it (`changeHistory`, written only by the functions;
 * decision 0040): the newest `HISTORY_SHOWN` entries, live, and restoring an entry's earlier
 * version, written with its edit mark so the restore is recorded as a change too.
 */
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  CHANGE_HISTORY_COLLECTION,
  HISTORY_SHOWN,
  changeEntrySchema,
  restoreOf,
  type ChangeEntry,
} from '@masjid/domain/change-history';
import type { WithId } from '@masjid/domain/firestore-converter';
import { storedConverter } from '../../common/firebase/stored-converter.ts';
import { useLiveQuery, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { jumuahDocSchema } from '@masjid/domain/jumuah';
import { writeWithMark } from '../forms/marked-writes.ts';
import { saveJumuah } from '../jamat/jumuah-admin-data.ts';

const historyConverter = storedConverter(changeEntrySchema);

/** A recorded change with its entry id. */
export type HistoryEntry = WithId<ChangeEntry>;

/** The newest entries first, kept current. */
export function useChangeHistoryLive(): Loaded<HistoryEntry[]> {
  const db = useFirestore();
  return useLiveQuery(
    query(
      collection(db, CHANGE_HISTORY_COLLECTION).withConverter(historyConverter),
      orderBy('at', 'desc'),
      limit(HISTORY_SHOWN),
    ),
  );
}

/**
 * Writes back the version `entry` replaced (see `restoreOf`); throws when it cannot be restored
 * or the rules refuse it. Jumu'ah jamats put back also put their first time back as the Jumma
 * time, as the Jumu'ah form saves them.
 */
export async function restoreVersion(entry: HistoryEntry): Promise<void> {
  const restore = restoreOf(entry);
  if (!restore) throw new Error(`History entry ${entry.id} cannot be restored`);
  if (entry.target === 'jumuah') return saveJumuah(jumuahDocSchema.parse(restore.data), entry.id);
  await writeWithMark(restore.collection, restore.id, restore.data, entry.id);
}
