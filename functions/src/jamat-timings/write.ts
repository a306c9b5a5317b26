/** `PUT /jamat-timings` (spec 7): the site admin changes one or more jamat times. */
import type { RequestHandler } from 'express';
import * as z from 'zod/mini';
import { JAMAT_TIMINGS_DOC, jamatTimingsSchema } from '@masjid/domain/jamat';
import { db } from '../lib/firebase.ts';
import { readJamatTimings } from './read.ts';

/** Body: any of the six lowercase keys, each `HH:MM`; at least one; no other keys. */
export const putJamatTimingsBody = jamatTimingsSchema.check(
  z.refine(
    (v) => Object.keys(v).length > 0,
    'Send at least one of fajr, zuhr, asr, maghrib, isha, jumma',
  ),
);

/** Merges the given times into `site/jamatTimings` and answers with all stored times. */
export const putJamatTimings: RequestHandler = async (_req, res) => {
  await db
    .collection(JAMAT_TIMINGS_DOC.collection)
    .doc(JAMAT_TIMINGS_DOC.id)
    .set(res.locals.body as object, { merge: true });
  res.json(await readJamatTimings());
};
