/**
 * The site admin's janaza notices, straight from and to Firestore: read live through reactfire;
 * written under the rules (site admin only, every field checked as `janazaDocSchema`). Creating a
 * notice makes the functions send one push to the congregation.
 */
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { JANAZA_COLLECTION, janazaDocSchema, type JanazaNotice } from '@masjid/domain/janaza';
import { collectionWrites } from '../forms/collection-writes.ts';
import { latestFirst, useLiveList, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { janazaConverter } from '../../common/janaza/janaza-data.ts';

/** Every stored notice, the latest prayer first, kept current. */
export function useJanazaLive(): Loaded<JanazaNotice[]> {
  const db = useFirestore();
  const ref = collection(db, JANAZA_COLLECTION).withConverter(janazaConverter);
  return useLiveList(ref, latestFirst('prayerAt'));
}

/** Posts (empty optional fields left out, checked with the schema), replaces, deletes notices. */
export const janazaWrites = collectionWrites(JANAZA_COLLECTION, janazaDocSchema);
