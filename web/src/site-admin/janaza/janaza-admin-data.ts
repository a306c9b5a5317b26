/**
 * The site admin's janaza notices, straight from and to Firestore: read live through reactfire;
 * written under the rules (site admin only, every field checked as `janazaDocSchema`). Creating a
 * notice makes the functions send one push to the congregation.
 */
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { JANAZA_COLLECTION, janazaDocSchema, type JanazaNotice } from '@masjid/domain/janaza';
import { collectionWrites } from '../forms/collection-writes.ts';
import { useLiveQuery, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { janazaConverter } from '../../common/janaza/janaza-data.ts';

/** Every stored notice, the latest prayer first, kept current. */
export function useJanazaLive(): Loaded<JanazaNotice[]> {
  const db = useFirestore();
  const list = useLiveQuery(collection(db, JANAZA_COLLECTION).withConverter(janazaConverter));
  if (list.status !== 'ready') return list;
  return {
    status: 'ready',
    data: list.data.sort((a, b) => b.prayerAt.localeCompare(a.prayerAt)),
  };
}

const writes = collectionWrites(JANAZA_COLLECTION, janazaDocSchema);
/** Posts a notice (empty optional fields left out, checked with the schema); returns its id. */
export const createJanaza = writes.create;
/** Replaces a notice's fields. */
export const updateJanaza = writes.update;
/** Deletes a notice. */
export const deleteJanaza = writes.remove;
