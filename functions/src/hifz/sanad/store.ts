/**
 * Sanads in Firestore (`sanads/{id}`, closed to every client; decision 0054): issuing one (at
 * most one not revoked per student), revoking it, the owner's list, and what a verify code
 * confirms. Names are copied in when issued; the verify code is derived (codes.ts), never stored.
 */
import {
  SANADS_COLLECTION,
  SANAD_CODE_PATTERN,
  isCompletionDate,
  sanadSchema,
  sanadVerifyUrl,
  verificationOf,
  type IssueSanadBody,
  type SanadAnswer,
  type SanadData,
  type SanadVerification,
} from '@masjid/domain/sanad';
import type { Student } from '@masjid/domain/hifz';
import { site } from '@masjid/domain/site';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import type { WithId } from '@masjid/domain/firestore-converter';
import { db } from '../../lib/firebase.ts';
import { deepLinkSecret, siteOrigin } from '../../lib/config.ts';
import { stored, validDoc, validDocs } from '../../lib/stored.ts';
import { ApiError, fieldProblem } from '../../api/errors.ts';
import type { ThrottleCounters } from '../../api/throttle.ts';
import { teachers } from '../people.ts';
import { deriveSanadCode, newSanadNonce, sanadCodeHash } from './codes.ts';

const sanads = () => db.collection(SANADS_COLLECTION).withConverter(stored(sanadSchema));

/** The sanad as the owner's endpoints answer it: without nonce and hash, with code and address. */
export function sanadAnswer(sanad: WithId<SanadData>): SanadAnswer {
  const { nonce, codeHash: _hash, ...shown } = sanad;
  const code = deriveSanadCode(deepLinkSecret(), sanad.id, nonce);
  return { ...shown, code, verifyUrl: sanadVerifyUrl(siteOrigin(), code) };
}

const notFound = () => new ApiError('not-found', 'sanad-not-found', 'No such sanad');

/** Every sanad of the student, the newest first. */
export async function listSanads(studentId: string): Promise<SanadAnswer[]> {
  const found = validDocs(await sanads().where('studentId', '==', studentId).get());
  return found.sort((a, b) => b.issuedAt.localeCompare(a.issuedAt)).map(sanadAnswer);
}

/** One sanad; ApiError 404 `sanad-not-found` when the id names none. */
export async function getSanad(id: string): Promise<WithId<SanadData>> {
  const sanad = validDoc(await sanads().doc(id).get());
  if (!sanad) throw notFound();
  return sanad;
}

/**
 * Issues sanad `id` (`ctx.newId`) to `student`, by the owner `by`: the completion date no later
 * than today in Karachi (else 400 `future-day`), each teacher a qari's account (else 400
 * `teacher-unknown`), and no sanad of the student still valid (else 409 `sanad-exists`). A retry
 * of the same request finds its sanad under `id` and answers it.
 */
export async function issueSanad(
  id: string,
  student: Student,
  body: IssueSanadBody,
  by: string,
  now = new Date(),
): Promise<SanadAnswer> {
  if (!isCompletionDate(body.completedOn, karachiIsoToday(now)))
    throw new ApiError('bad-request', 'invalid-input', 'The completion date is after today', {
      fields: { completedOn: fieldProblem('future-day', 'The completion date is after today') },
    });
  const found = await Promise.all(
    body.teacherIds.map(async (teacherId) => validDoc(await teachers().doc(teacherId).get())),
  );
  if (found.some((teacher) => !teacher))
    throw new ApiError('bad-request', 'invalid-input', 'Choose the teachers from the list', {
      fields: { teacherIds: fieldProblem('teacher-unknown', 'Choose the teachers from the list') },
    });
  const ref = sanads().doc(id);
  const nonce = newSanadNonce();
  const data: SanadData = {
    studentId: student.id,
    studentName: student.name,
    completedOn: body.completedOn,
    teachers: found.flatMap((teacher) => (teacher ? [{ id: teacher.id, name: teacher.name }] : [])),
    madrasa: site.madrasa,
    issuedBy: by,
    issuedAt: now.toISOString(),
    nonce,
    codeHash: sanadCodeHash(deriveSanadCode(deepLinkSecret(), id, nonce)),
    revoked: false,
  };
  return db.runTransaction(async (tx) => {
    const earlier = validDoc(await tx.get(ref));
    if (earlier) return sanadAnswer(earlier);
    const valid = await tx.get(
      sanads().where('studentId', '==', student.id).where('revoked', '==', false).limit(1),
    );
    if (!valid.empty)
      throw new ApiError(
        'conflict',
        'sanad-exists',
        'This student already has a sanad: revoke it before issuing another',
      );
    tx.create(ref, { id, ...data });
    return sanadAnswer({ id, ...data });
  });
}

/** Revokes sanad `id` (by the owner `by`); revoking it again changes nothing. 404 when none. */
export async function revokeSanad(id: string, by: string, now = new Date()): Promise<SanadAnswer> {
  const ref = sanads().doc(id);
  return db.runTransaction(async (tx) => {
    const sanad = validDoc(await tx.get(ref));
    if (!sanad) throw notFound();
    if (sanad.revoked) return sanadAnswer(sanad);
    const revoked = { revoked: true, revokedAt: now.toISOString(), revokedBy: by };
    tx.update(ref, revoked);
    return sanadAnswer({ ...sanad, ...revoked });
  });
}

/**
 * What `code` confirms: the name, the completion date and the madrasa of a sanad not revoked.
 * ApiError 404 `sanad-not-found` alike for a malformed, unknown or revoked code; a malformed or
 * unknown one counts as a miss against the caller's address (429 once it has tried too many), a
 * revoked one does not (it was once good: no guess).
 */
export async function verifySanad(
  code: string,
  throttle: ThrottleCounters,
): Promise<SanadVerification> {
  const found = SANAD_CODE_PATTERN.test(code)
    ? validDocs(await sanads().where('codeHash', '==', sanadCodeHash(code)).limit(1).get())[0]
    : undefined;
  if (!found) await throttle.record();
  if (!found || found.revoked) throw notFound();
  return verificationOf(found);
}
