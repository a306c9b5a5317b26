/**
 * A parent's read of the 30-para picture and the manzil: `GET
 * /students/by-token/{token}/memorisation` answers the student's memorisation record (the
 * teacher's corrections and manzil cycle) and every recorded day's portions and grades, read with
 * only those fields. Signed-in readers (qari, admin, student) read the same documents from
 * Firestore under the rules instead.
 */
import { Router } from 'express';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION } from '@masjid/domain/progress';
import {
  MEMORISATION_DOC_ID,
  MEMORISATION_SUBCOLLECTION,
  PORTION_DAY_FIELDS,
  portionDaySchema,
  memorisationRecordSchema,
  type MemorisationAnswer,
} from '@masjid/domain/hifz-memorisation';
import { endpoint, route } from '../api/endpoint.ts';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { studentOfToken, tokenParams, tokenThrottle } from './access.ts';

const portionDayConverter = stored(portionDaySchema);

/**
 * The record and the days' portions of a student (see the module's comment); a malformed record
 * or day is left out (and logged).
 */
export async function readMemorisation(studentId: string): Promise<MemorisationAnswer> {
  const student = db.collection(STUDENTS_COLLECTION).doc(studentId);
  const [record, days] = await Promise.all([
    student
      .collection(MEMORISATION_SUBCOLLECTION)
      .doc(MEMORISATION_DOC_ID)
      .withConverter(stored(memorisationRecordSchema))
      .get(),
    student
      .collection(PROGRESS_SUBCOLLECTION)
      .select(...PORTION_DAY_FIELDS)
      .withConverter(portionDayConverter)
      .get(),
  ]);
  // A malformed document is skipped, not a failure: the monthly reports read this too.
  return { record: validDoc(record) ?? null, days: validDocs(days) };
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
