/**
 * The site admin's Ramadan years, straight from and to Firestore: read live; written under the
 * rules (site admin only, every field checked as `ramadanDocSchema`), each year at its own id
 * (`ramadan/{hijriYear}`), so saving a year again replaces it.
 */
import {
  RAMADAN_COLLECTION,
  ramadanDocSchema,
  ramadanId,
  type RamadanData,
  type RamadanYear,
} from '@masjid/domain/ramadan';
import { collectionWrites } from '../forms/collection-writes.ts';
import { useLiveCollection, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { ramadanConverter } from '../../common/ramadan/ramadan-data.ts';

/** Every stored year, the latest first, kept current. */
export function useRamadanLive(): Loaded<RamadanYear[]> {
  return useLiveCollection(RAMADAN_COLLECTION, ramadanConverter, (years) =>
    [...years].sort((a, b) => b.hijriYear - a.hijriYear),
  );
}

const writes = collectionWrites(RAMADAN_COLLECTION, ramadanDocSchema);

/** Saves a year at its id (replacing it) and deletes one. */
export const ramadanWrites = {
  save: (data: RamadanData) => writes.save(data, ramadanId(data.hijriYear)),
  remove: writes.remove,
};
