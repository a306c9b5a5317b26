/**
 * The checks the hifz portal's endpoints share: the ids in their paths, whether the caller may
 * act on the student a path names (`studentAccess` of the domain, the same rule the web client
 * applies), and the parents' link tokens, throttled per client address.
 */
import * as z from 'zod/mini';
import { UID_PATTERN, studentAccess, type Student, type StudentAccess } from '@masjid/domain/hifz';
import { ApiError } from '../api/errors.ts';
import type { Caller } from '../api/auth.ts';
import {
  clientAddress,
  throttleKey,
  type ThrottleCounters,
  type ThrottleRule,
} from '../api/throttle.ts';
import { validDoc } from '../lib/stored.ts';
import { getStudent, teachers } from './people.ts';
import { resolveToken } from './deep-links.ts';

/** Failed deep-link lookups allowed per client address within the throttle window. */
const MAX_TOKEN_FAILURES_PER_ADDRESS = 30;

/** An account id in a path. */
export const uidSchema = z.string().check(z.regex(UID_PATTERN, 'Malformed id'));

/** `{id}` of a path: an account id. */
export const idParams = z.object({ id: uidSchema });

/** `{token}` of a parent's path. Any text: a malformed token is a miss like an unknown one. */
export const tokenParams = z.object({ token: z.string() });

/**
 * The student `id` when the caller's access to them is at least `need`; ApiError 404 for an
 * unknown student and 403 with `refusal` otherwise.
 */
export async function studentFor(
  caller: Caller,
  id: string,
  need: Exclude<StudentAccess, 'none'>,
  refusal: string,
): Promise<Student> {
  const student = await getStudent(id);
  const access = studentAccess({ uid: caller.uid, role: caller.claims.role }, student);
  if (access === 'none' || (need === 'write' && access !== 'write'))
    throw new ApiError('forbidden', 'student-not-yours', refusal);
  return student;
}

/**
 * The throttle of the parents' link lookups: failed lookups per client address, misses only. A
 * right link is never refused by the counter (tokens are 256-bit HMAC values: the counter slows
 * down no guessing worth the name), so a flood of wrong links sent "from" the madrasa's address
 * cannot lock its parents out; past the limit a miss is 429 instead of 404.
 */
export const tokenThrottle: ThrottleRule<{ req: Parameters<typeof clientAddress>[0] }> = {
  limits: ({ req }) => [
    { key: throttleKey('link', clientAddress(req)), max: MAX_TOKEN_FAILURES_PER_ADDRESS },
  ],
  message: () => 'Too many wrong links. Try again later.',
  missesOnly: true,
};

/**
 * The student a parent's token opens (read once: the callers use it rather than reading it
 * again); a miss counts against the address and is ApiError 404 (429 once the address has used
 * up its misses), the same for every kind of miss (malformed or unknown). A good link that no
 * longer opens is not counted as a miss: replaced by a new one, ApiError 410 `link-replaced`
 * (`student-moved` when the student moved to another qari); a student whose account is disabled,
 * 403 `student-disabled`; a student whose qari's account is disabled, 403 `teacher-disabled`.
 * The page words each with whom to ask.
 */
export async function studentOfToken(token: string, throttle: ThrottleCounters): Promise<Student> {
  const link = await resolveToken(token);
  if (!link) {
    await throttle.record();
    throw new ApiError('not-found', 'link-invalid', 'Invalid or expired link');
  }
  if (link.replaced === 'moved')
    throw new ApiError(
      'gone',
      'student-moved',
      'The student moved to another teacher: ask for the new link',
    );
  if (link.replaced)
    throw new ApiError('gone', 'link-replaced', 'This link was replaced: ask for the new link');
  const student = await getStudent(link.studentId);
  const closed = await linkClosedBy(student);
  if (closed === 'student-disabled')
    throw new ApiError('forbidden', 'student-disabled', "This student's account is disabled");
  if (closed === 'teacher-disabled')
    throw new ApiError('forbidden', 'teacher-disabled', "This student's teacher is disabled");
  return student;
}

/**
 * Why a good link of `student` does not open: `student-disabled` (the student's account is
 * disabled), `teacher-disabled` (their qari's is), or undefined when it opens. One read (the
 * qari). The parents' pushes use it too, so no notice leads to a link that answers 403.
 */
export async function linkClosedBy(
  student: Pick<Student, 'disabled' | 'teacherId'>,
): Promise<'student-disabled' | 'teacher-disabled' | undefined> {
  if (student.disabled === true) return 'student-disabled';
  const teacher = validDoc(await teachers().doc(student.teacherId).get());
  return teacher?.disabled === true ? 'teacher-disabled' : undefined;
}
