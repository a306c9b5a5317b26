/**
 * The hifz portal's REST API (spec 7, hifz; issue 5 §5): sign-in, teachers, students, the owner
 * report, deep links, and the admin's account actions (reassign, disable, password). Roles come
 * from the verified ID token's claims; every body is checked with the shared zod schemas.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { getAuth } from 'firebase-admin/auth';
import {
  createStudentBody,
  createTeacherBody,
  deepLinkUrl,
  disableBody,
  hifzLoginBody,
  passwordBody,
  reassignBody,
  type CreateStudentBody,
  type CreateTeacherBody,
  type HifzLoginResponse,
  type StudentByToken,
} from '@masjid/domain/hifz';
import { hifzRole, parseRoleClaims } from '@masjid/domain/roles';
import { site } from '@masjid/domain/site';
import { app } from '../lib/firebase.ts';
import { ApiError, methodNotAllowed } from '../api/errors.ts';
import { requireHifzRole, type Caller } from '../api/auth.ts';
import { jsonBody } from '../api/body.ts';
import { clientAddress, recordFailure, retryAfterSeconds, throttleKey } from '../api/throttle.ts';
import {
  createStudent,
  createTeacher,
  reassignStudent,
  setDisabled,
  setPassword,
} from './accounts.ts';
import { currentToken, replaceLink, resolveToken } from './deep-links.ts';
import { readFees } from '../progress/data.ts';
import {
  checkedUid,
  getStudent,
  listStudents,
  ownerReport,
  teachersWithStudents,
} from './people.ts';

/** Failed deep-link lookups allowed per client address within the throttle window. */
export const MAX_TOKEN_FAILURES_PER_ADDRESS = 30;

/** The site's origin as the visitor sees it (Hosting forwards the host), for deep links. */
function siteOrigin(req: Request): string {
  const host = req.get('x-forwarded-host') ?? req.get('host');
  if (!host) return site.websiteUrl;
  const proto = req.get('x-forwarded-proto')?.split(',')[0] ?? req.protocol;
  return `${proto}://${host}`;
}

const caller = (res: { locals: Record<string, unknown> }) => res.locals.caller as Caller;

/**
 * After `requireHifzRole`: the admin, the qari of the student `:id`, or (when the route allows
 * students) that student; the student is `res.locals.student`.
 */
const requireOwnStudent: RequestHandler = async (req, res, next) => {
  try {
    const student = await getStudent(checkedUid(req.params.id));
    const { uid, claims } = caller(res);
    if (claims.role === 'qari' && student.teacherId !== uid)
      throw new ApiError('forbidden', 'This student is not in your class');
    if (claims.role === 'student' && student.id !== uid)
      throw new ApiError('forbidden', 'You may only see your own link');
    res.locals.student = student;
    next();
  } catch (err) {
    next(err);
  }
};

/**
 * The student a token opens, throttled per client address (429 with Retry-After); ApiError 404
 * alike for every miss.
 */
export async function studentByToken(req: Request, res: Response): Promise<string> {
  const key = throttleKey('link', clientAddress(req));
  const wait = await retryAfterSeconds([{ key, max: MAX_TOKEN_FAILURES_PER_ADDRESS }]);
  if (wait > 0) {
    res.set('Retry-After', String(wait));
    throw new ApiError('too-many-requests', 'Too many wrong links. Try again later.');
  }
  const studentId = await resolveToken(String(req.params.token ?? ''));
  if (!studentId) {
    await recordFailure([key]);
    throw new ApiError('not-found', 'Invalid or expired link');
  }
  return studentId;
}

export function hifzRouter(): Router {
  const router = Router();

  router
    .route('/hifz-login')
    .post(jsonBody(hifzLoginBody), async (_req, res) => {
      const { token } = res.locals.body as { token: string };
      let decoded;
      try {
        decoded = await getAuth(app).verifyIdToken(token, true);
      } catch {
        throw new ApiError('unauthenticated', 'The sign-in token is invalid, expired or revoked');
      }
      const role = hifzRole(parseRoleClaims(decoded));
      if (!role) throw new ApiError('forbidden', 'This account has no access to the hifz portal');
      const answer: HifzLoginResponse = { role, userId: decoded.uid, email: decoded.email ?? '' };
      res.json(answer);
    })
    .all(methodNotAllowed(['POST']));

  router
    .route('/teachers')
    .get(requireHifzRole('admin'), async (_req, res) => {
      res.json(await teachersWithStudents());
    })
    .post(requireHifzRole('admin'), jsonBody(createTeacherBody), async (_req, res) => {
      const teacher = await createTeacher(res.locals.body as CreateTeacherBody);
      res.status(201).location(`/api/teachers/${teacher.id}`).json(teacher);
    })
    .all(methodNotAllowed(['GET', 'POST']));

  router
    .route('/students')
    .get(requireHifzRole('admin', 'qari'), async (_req, res) => {
      const { uid, claims } = caller(res);
      res.json(await listStudents(claims.role === 'qari' ? uid : undefined));
    })
    .post(requireHifzRole('admin'), jsonBody(createStudentBody), async (_req, res) => {
      const student = await createStudent(res.locals.body as CreateStudentBody, caller(res).uid);
      res.status(201).location(`/api/students/${student.id}`).json(student);
    })
    .all(methodNotAllowed(['GET', 'POST']));

  router
    .route('/students/by-token/:token')
    .get(async (req, res) => {
      const student = await getStudent(await studentByToken(req, res));
      const answer: StudentByToken = {
        uid: student.id,
        name: student.name,
        feesStatus: await readFees(student.id),
      };
      res.json(answer);
    })
    .all(methodNotAllowed(['GET']));

  router
    .route('/students/by-token/:token/fees')
    .get(async (req, res) => {
      const student = await getStudent(await studentByToken(req, res));
      res.json({ status: await readFees(student.id) });
    })
    .all(methodNotAllowed(['GET']));

  router
    .route('/students/:id')
    .get(requireHifzRole('admin', 'qari', 'student'), async (req, res) => {
      const { uid, claims } = caller(res);
      const student = await getStudent(checkedUid(req.params.id));
      if (
        (claims.role === 'qari' && student.teacherId !== uid) ||
        (claims.role === 'student' && student.id !== uid)
      )
        throw new ApiError('forbidden', 'You may not see this student');
      res.json(student);
    })
    .all(methodNotAllowed(['GET']));

  router
    .route('/students/:id/teacher')
    .put(requireHifzRole('admin'), jsonBody(reassignBody), async (req, res) => {
      const { teacherId } = res.locals.body as { teacherId: string };
      res.json(await reassignStudent(checkedUid(req.params.id), teacherId));
    })
    .all(methodNotAllowed(['PUT']));

  router
    .route('/students/:id/deep-link')
    .get(requireHifzRole('admin', 'qari', 'student'), requireOwnStudent, async (req, res) => {
      const token = await currentToken(req.params.id!);
      if (!token) throw new ApiError('not-found', 'This student has no link yet');
      res.json({ token, url: deepLinkUrl(siteOrigin(req), token) });
    })
    // Replaces the link: the old one stops working.
    .post(requireHifzRole('admin', 'qari'), requireOwnStudent, async (req, res) => {
      const token = await replaceLink(req.params.id!, caller(res).uid);
      res.status(201).json({ token, url: deepLinkUrl(siteOrigin(req), token) });
    })
    .all(methodNotAllowed(['GET', 'POST']));

  router
    .route('/users/:id/disabled')
    .put(requireHifzRole('admin'), jsonBody(disableBody), async (req, res) => {
      const { disabled } = res.locals.body as { disabled: boolean };
      const uid = checkedUid(req.params.id);
      if (uid === caller(res).uid)
        throw new ApiError('bad-request', 'You cannot disable your own account');
      await setDisabled(uid, disabled);
      res.json({ id: uid, disabled });
    })
    .all(methodNotAllowed(['PUT']));

  router
    .route('/users/:id/password')
    .put(requireHifzRole('admin'), jsonBody(passwordBody), async (req, res) => {
      await setPassword(
        checkedUid(req.params.id),
        (res.locals.body as { password: string }).password,
      );
      res.status(204).end();
    })
    .all(methodNotAllowed(['PUT']));

  router
    .route('/report/teachers-students')
    .get(requireHifzRole('admin'), async (req, res) => {
      res.json(await ownerReport(siteOrigin(req)));
    })
    .all(methodNotAllowed(['GET']));

  return router;
}
