/**
 * Live reads of the published Eid jamats (`eidJamats`, a few a year) for `/eid` and, later, home
 * and the hall screen: first `GET /api/eid-jamats` (no Firebase SDK before the first paint), then,
 * where the page listens live, a Firestore listener on the collection, parsed with the shared
 * schema (unpublished ones dropped). The last list read is remembered on the device.
 */
import {
  EID_JAMATS_COLLECTION,
  eidJamatsDocSchema,
  type EidJamatsResponse,
} from '@masjid/domain/eid';
import * as z from 'zod/mini';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';
import { validItemsSchema } from '../data/valid-items.ts';

/** Stored Eid documents, parsed with the schema. */
export const eidJamatsConverter = storedConverter(eidJamatsDocSchema);

/** A list of Eids (an API answer or a remembered value), the malformed ones left out. */
const eidsSchema = validItemsSchema(z.extend(eidJamatsDocSchema, { id: z.string() }));

const eidSource: LiveSource<EidJamatsResponse> = {
  key: ['eid-jamats'],
  remember: rememberOnDevice(eidsSchema),
  ...apiRead('/eid-jamats', eidsSchema),
  listen: listenToCollection(EID_JAMATS_COLLECTION, eidJamatsConverter),
};

/** The published Eids' jamats, kept current while the page is open. */
export function useEidJamats(): LiveState<EidJamatsResponse> {
  return useLive(eidSource);
}
