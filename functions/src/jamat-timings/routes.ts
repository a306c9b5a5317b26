/** `GET /jamat-timings`: the six jamat times, or only those set; `PUT` by the site admin. */
import { Router } from 'express';
import * as z from 'zod/mini';
import { JAMAT_TIMINGS_DOC, jamatTimingsSchema } from '@masjid/domain/jamat';
import { db } from '../lib/firebase.ts';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { readJamatTimings } from './read.ts';

/** `PUT` body: any of the six lowercase keys, each `HH:MM`; at least one; no other keys. */
const putJamatTimingsBody = jamatTimingsSchema.check(
  z.refine(
    (v) => Object.keys(v).length > 0,
    'Send at least one of fajr, zuhr, asr, maghrib, isha, jumma',
  ),
);

export function jamatTimingsRouter(): Router {
  const router = Router();
  route(router, '/jamat-timings', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => readJamatTimings()),
    // Merges the given times and answers with all stored times.
    put: endpoint({ role: 'siteAdmin', body: putJamatTimingsBody }, async ({ body }) => {
      await db
        .collection(JAMAT_TIMINGS_DOC.collection)
        .doc(JAMAT_TIMINGS_DOC.id)
        .set(body, { merge: true });
      return readJamatTimings();
    }),
  });
  return router;
}
