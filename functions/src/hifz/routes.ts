/**
 * The hifz portal's REST API: sign-in, teachers, students, the owner report, deep links, and the
 * admin's account actions (reassign, disable, password). Roles come from the verified ID token's
 * claims; every body is checked with the domain's zod schemas.
 */
import { Router } from 'express';
import { getAuth } from 'firebase-admin/auth';
import {
  createStudentBody,
  createTeacherBody,
  deepLinkUrl,
  disableBody,
  hifzLoginBody,
  passwordBody,
  reassignBody,
  type DeepLink,
  type HifzLoginResponse,
  type StudentByToken,
} from '@masjid/domain/hifz';
import { hifzRole, parseRoleClaims } from '@masjid/domain/roles';
import { progressQuerySchema } from '@masjid/domain/progress';
import { app } from '../lib/firebase.ts';
import { siteOrigin } from '../lib/config.ts';
import { ApiError } from '../api/errors.ts';
import { endpoint, route } from '../api/endpoint.ts';
import {
  createStudent,
  createTeacher,
  reassignStudent,
  setDisabled,
  setPassword,
} from './accounts.ts';
import { currentLink, replaceLink } from './deep-links.ts';
import { readFees } from './progress.ts';
import { listStudents, ownerReport, teachersWithStudents } from './people.ts';
import { ownerMonth } from './owner-month.ts';
import { idParams, studentFor, studentOfToken, tokenParams, tokenThrottle } from './access.ts';

/** A student's link as the API answers it, on the configured site (never the request's host). */
const deepLink = (token: string): DeepLink => ({
  token,
  url: deepLinkUrl(siteOrigin(), token),
});

export function hifzRouter(): Router {
  const router = Router();

  route(router, '/hifz-login', {
    post: endpoint({ role: 'public', body: hifzLoginBody }, async ({ body }) => {
      let decoded;
      try {
        decoded = await getAuth(app).verifyIdToken(body.token, true);
      } catch {
        throw new ApiError(
          'unauthenticated',
          'session-expired',
          'The sign-in token is invalid, expired or revoked',
        );
      }
      const role = hifzRole(parseRoleClaims(decoded));
      if (!role)
        throw new ApiError(
          'forbidden',
          'no-portal-access',
          'This account has no access to the hifz portal',
        );
      const answer: HifzLoginResponse = { role, userId: decoded.uid, email: decoded.email ?? '' };
      return answer;
    }),
  });

  route(router, '/teachers', {
    get: endpoint({ role: ['admin'] }, () => teachersWithStudents()),
    post: endpoint(
      { role: ['admin'], body: createTeacherBody, creates: true },
      async ({ body, res, newId }) => {
        const teacher = await createTeacher(newId, body);
        res.status(201).location(`/api/teachers/${teacher.id}`);
        return teacher;
      },
    ),
  });

  route(router, '/students', {
    get: endpoint({ role: ['admin', 'qari'] }, ({ caller }) =>
      listStudents(caller.claims.role === 'qari' ? caller.uid : undefined),
    ),
    post: endpoint(
      { role: ['admin'], body: createStudentBody, creates: true },
      async ({ body, caller, res, newId }) => {
        const student = await createStudent(newId, body, caller.uid);
        res.status(201).location(`/api/students/${student.id}`);
        return student;
      },
    ),
  });

  route(router, '/students/by-token/:token', {
    get: endpoint(
      { role: 'public', params: tokenParams, throttle: tokenThrottle },
      async ({ params, throttle }) => {
        const student = await studentOfToken(params.token, throttle);
        const answer: StudentByToken = {
          uid: student.id,
          name: student.name,
          feesStatus: await readFees(student.id),
        };
        return answer;
      },
    ),
  });

  route(router, '/students/by-token/:token/fees', {
    get: endpoint(
      { role: 'public', params: tokenParams, throttle: tokenThrottle },
      async ({ params, throttle }) => ({
        status: await readFees((await studentOfToken(params.token, throttle)).id),
      }),
    ),
  });

  route(router, '/students/:id', {
    get: endpoint({ role: ['admin', 'qari', 'student'], params: idParams }, ({ caller, params }) =>
      studentFor(caller, params.id, 'read', 'You may not see this student'),
    ),
  });

  route(router, '/students/:id/teacher', {
    put: endpoint(
      { role: ['admin'], params: idParams, body: reassignBody },
      ({ params, body, caller }) => reassignStudent(params.id, body.teacherId, caller.uid),
    ),
  });

  route(router, '/students/:id/deep-link', {
    get: endpoint(
      {
        role: ['admin', 'qari', 'student'],
        params: idParams,
        access: ({ caller, params }) =>
          studentFor(
            caller,
            params.id,
            'read',
            caller.claims.role === 'student'
              ? 'You may only see your own link'
              : 'This student is not in your class',
          ),
      },
      async ({ access }) => {
        const link = await currentLink(access.id);
        if (!link) throw new ApiError('not-found', 'no-link-yet', 'This student has no link yet');
        return link.reason
          ? { ...deepLink(link.token), reason: link.reason }
          : deepLink(link.token);
      },
    ),
    // Replaces the link: the old one stops working.
    post: endpoint(
      {
        role: ['admin', 'qari'],
        params: idParams,
        access: ({ caller, params }) =>
          studentFor(caller, params.id, 'write', 'This student is not in your class'),
      },
      async ({ res, access, caller }) => {
        const token = await replaceLink(access.id, caller.uid);
        res.status(201);
        return deepLink(token);
      },
    ),
  });

  route(router, '/users/:id/disabled', {
    put: endpoint(
      { role: ['admin'], params: idParams, body: disableBody },
      async ({ params, body, caller }) => {
        if (params.id === caller.uid)
          throw new ApiError('bad-request', 'own-account', 'You cannot disable your own account');
        await setDisabled(params.id, body.disabled);
        return { id: params.id, disabled: body.disabled };
      },
    ),
  });

  route(router, '/users/:id/password', {
    put: endpoint(
      { role: ['admin'], params: idParams, body: passwordBody },
      async ({ params, body, res }) => {
        await setPassword(params.id, body.password);
        res.status(204).end();
      },
    ),
  });

  route(router, '/report/teachers-students', {
    get: endpoint({ role: ['admin'] }, () => ownerReport(siteOrigin())),
  });

  route(router, '/report/month', {
    get: endpoint({ role: ['admin'], query: progressQuerySchema }, ({ query }) =>
      ownerMonth(query),
    ),
  });

  return router;
}
