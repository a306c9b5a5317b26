/**
 * Live reads of the Ramadan documents (a handful: one a Hijri year) for `/ramadan` and, later,
 * the hall screen: first `GET /api/ramadan` (no Firebase SDK before the first paint), then, where
 * the page listens live, a Firestore listener on the collection, parsed with the shared schema.
 * The last list read is remembered on the device for offline visits.
 */
import {
  RAMADAN_COLLECTION,
  ramadanSchema,
  ramadanWithIdSchema,
  type RamadanYear,
} from '@masjid/domain/ramadan';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';
import { validItemsSchema } from '../data/valid-items.ts';

/** Stored Ramadan documents, parsed with the schema. */
export const ramadanConverter = storedConverter(ramadanSchema);

/** A list of years (an API answer or a remembered value), the malformed ones left out. */
const yearsSchema = validItemsSchema(ramadanWithIdSchema);

const ramadanSource: LiveSource<RamadanYear[]> = {
  key: ['ramadan'],
  remember: rememberOnDevice(yearsSchema),
  ...apiRead('/ramadan', yearsSchema),
  listen: listenToCollection(RAMADAN_COLLECTION, ramadanConverter),
};

/** Every stored year's Ramadan, kept current while the page is open. */
export function useRamadanYears(): LiveState<RamadanYear[]> {
  return useLive(ramadanSource);
}
