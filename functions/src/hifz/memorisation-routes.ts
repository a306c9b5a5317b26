/**
 * A parent's read of the 30-para picture and the manzil: `GET
 * /students/by-token/{token}/memorisation` answers the student's memorisation record (the
 * teacher's corrections and manzil cycle) and every recorded day's portions, from the student's
 * portions summary: two document reads whatever the history (portions-summary.ts). Signed-in
 * readers (qari, admin, student) read the same documents from Firestore under the rules instead.
 */
import { Router } from 'express';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import {
  MEMORISATION_DOC_ID,
  MEMORISATION_SUBCOLLECTION,
  memorisationRecordSchema,
  type MemorisationAnswer,
} from '@masjid/domain/hifz-memorisation';
import { endpoint, route } from '../api/endpoint.ts';
import { db } from '../lib/firebase.ts';
import { stored, validDoc } from '../lib/stored.ts';
import { studentOfToken, tokenParams, tokenThrottle } from './access.ts';
import { readPortionDays } from './portions-summary.ts';

/**
 * The record and the days' portions of a student (see the module's comment); a malformed record
 * is left out (and logged). Two reads: the record and the summary.
 */
export async function readMemorisation(studentId: string): Promise<MemorisationAnswer> {
  const [record, days] = await Promise.all([
    db
      .collection(STUDENTS_COLLECTION)
      .doc(studentId)
      .collection(MEMORISATION_SUBCOLLECTION)
      .doc(MEMORISATION_DOC_ID)
      .withConverter(stored(memorisationRecordSchema))
      .get(),
    readPortionDays(studentId),
  ]);
  // A malformed record is skipped, not a failure: the monthly reports read this too. Who saved
  // it (a staff uid) is not answered.
  const saved = validDoc(record);
  if (!saved) return { record: null, days };
  const { by: _by, ...answer } = saved;
  return { record: answer, days };
}

export function memorisationRouter(): Router {
  const router = Router();
  route(router, '/students/by-token/:token/memorisation', {
    get: endpoint(
      { role: 'public', params: tokenParams, throttle: tokenThrottle },
      async ({ params, throttle }) =>
        readMemorisation((await studentOfToken(params.token, throttle)).id),
    ),
  });
  return router;
}
