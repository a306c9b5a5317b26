/** Reads of the jamat timings for the API (spec 3, Jamat timings). */
import { JAMAT_TIMINGS_DOC, validJamatTimings, type JamatTimings } from '@masjid/domain/jamat';
import { logger } from 'firebase-functions/v2';
import { db } from '../lib/firebase.ts';

/** Reads `site/jamatTimings`; keys that are missing or malformed are left out (the page shows
 * 'Not available' for them, spec 3). */
export async function readJamatTimings(): Promise<JamatTimings> {
  const snap = await db.collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id).get();
  return validJamatTimings(snap.data(), (key) =>
    logger.warn('Ignoring a malformed jamat timing', { key }),
  );
}
