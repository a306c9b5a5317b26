/** `GET /jamat-timings` (spec 7): the six jamat times, or only those set. */
import { Router } from 'express';
import { JAMAT_TIMINGS_DOC, jamatTimingsSchema, type JamatTimings } from '@masjid/domain/jamat';
import { logger } from 'firebase-functions/v2';
import { db } from '../lib/firebase.ts';
import { methodNotAllowed } from '../api/errors.ts';

/** Reads `site/jamatTimings`; keys that are missing or malformed are left out (the page shows
 * 'Not available' for them, spec 3). */
export async function readJamatTimings(): Promise<JamatTimings> {
  const snap = await db.collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id).get();
  const data = snap.data() ?? {};
  const timings: JamatTimings = {};
  for (const [key, value] of Object.entries(data)) {
    const parsed = jamatTimingsSchema.safeParse({ [key]: value });
    if (parsed.success) Object.assign(timings, parsed.data);
    else logger.warn('Ignoring a malformed jamat timing', { key });
  }
  return timings;
}

export function jamatTimingsRouter(): Router {
  const router = Router();
  router
    .route('/jamat-timings')
    .get(async (_req, res) => {
      res.json(await readJamatTimings());
    })
    .all(methodNotAllowed(['GET']));
  return router;
}
