/**
 * The site admin's janaza notices, straight from and to Firestore: read live through reactfire;
 * written under the rules (site admin only, every field checked as `janazaDocSchema`). Creating a
 * notice makes the functions send one push to the congregation.
 */
import { JANAZA_COLLECTION, janazaDocSchema, type JanazaNotice } from '@masjid/domain/janaza';
import { collectionWrites } from '../forms/collection-writes.ts';
import {
  latestFirst,
  useLiveCollection,
  type Loaded,
} from '../../common/firebase/firestore-reads.ts';
import { janazaConverter } from '../../common/janaza/janaza-data.ts';

/** Every stored notice, the latest prayer first, kept current. */
export function useJanazaLive(): Loaded<JanazaNotice[]> {
  return useLiveCollection(JANAZA_COLLECTION, janazaConverter, latestFirst('prayerAt'));
}

/** Posts (empty optional fields left out, checked with the schema), replaces, deletes notices. */
export const janazaWrites = collectionWrites(JANAZA_COLLECTION, janazaDocSchema);
