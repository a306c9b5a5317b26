/** Reads of the jamat timings for the API. */
import {
  JAMAT_TIMINGS_DOC,
  storedJamatTimingsSchema,
  type JamatTimings,
} from '@masjid/domain/jamat';
import { db } from '../lib/firebase.ts';
import { stored } from '../lib/stored.ts';

/** The stored jamat times; keys that are missing or malformed are left out (shown 'Not available'). */
export async function readJamatTimings(): Promise<JamatTimings> {
  const snap = await db
    .collection(JAMAT_TIMINGS_DOC.collection)
    .doc(JAMAT_TIMINGS_DOC.id)
    .withConverter(stored(storedJamatTimingsSchema))
    .get();
  const { id: _id, ...timings } = snap.data() ?? { id: JAMAT_TIMINGS_DOC.id };
  return timings;
}
