/**
 * The site admin's Eid jamats, straight from and to Firestore: read live; written under the rules
 * (site admin only, every field checked as `eidJamatsDocSchema`), each Eid at its own id
 * (`eidJamats/{hijriYear}-{eid}`), so saving an Eid again replaces it.
 */
import {
  EID_JAMATS_COLLECTION,
  eidJamatsDocSchema,
  eidJamatsId,
  type EidJamatsData,
} from '@masjid/domain/eid';
import type { WithId } from '@masjid/domain/firestore-converter';
import { collectionWrites } from '../forms/collection-writes.ts';
import { useLiveCollection, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { eidJamatsConverter } from '../../common/eid/eid-data.ts';

/** A stored Eid with its id. */
export type EidJamatsDoc = WithId<EidJamatsData>;

/** Every stored Eid, the latest first, kept current. */
export function useEidJamatsLive(): Loaded<EidJamatsDoc[]> {
  return useLiveCollection(EID_JAMATS_COLLECTION, eidJamatsConverter, (eids) =>
    [...eids].sort((a, b) => b.id.localeCompare(a.id)),
  );
}

const writes = collectionWrites(EID_JAMATS_COLLECTION, eidJamatsDocSchema);

/** Saves an Eid at its id (replacing it) and deletes one. */
export const eidWrites = {
  save: (data: EidJamatsData) => writes.save(data, eidJamatsId(data.hijriYear, data.eid)),
  remove: writes.remove,
};
