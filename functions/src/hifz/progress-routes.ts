/**
 * Progress and fees over REST: `GET`/`POST /users/{userId}/fees`, `GET`/`POST
 * /users/{userId}/progress` (`month` 1-12, `year`), and the parents' read-only `GET
 * /students/by-token/{token}/progress`. Writes by the student's qari or the hifz admin; reads also
 * by the student. Bad month, year, status or day fields: 400 and nothing written.
 */
import { Router } from 'express';
import * as z from 'zod/mini';
import { feesBody, progressQuerySchema, saveProgressBody } from '@masjid/domain/progress';
import type { StudentAccess } from '@masjid/domain/hifz';
import type { Caller } from '../api/auth.ts';
import { endpoint, route } from '../api/endpoint.ts';
import { studentFor, studentOfToken, tokenParams, tokenThrottle, uidSchema } from './access.ts';
import { readFees, readMonth, readMonthForParent, saveDay, writeFees } from './progress.ts';

const userParams = z.object({ userId: uidSchema });
const monthQuery = { schema: progressQuerySchema, message: 'Give month (1 to 12) and year' };
const READERS = ['admin', 'qari', 'student'] as const;
const WRITERS = ['admin', 'qari'] as const;

/** The `access` check of these endpoints: the student `userId` with at least `need`. */
const student =
  (need: Exclude<StudentAccess, 'none'>) =>
  ({ caller, params }: { caller: Caller; params: { userId: string } }) =>
    studentFor(caller, params.userId, need, 'You may not see or change this student');

export function progressRouter(): Router {
  const router = Router();
  route(router, '/users/:userId/fees', {
    get: endpoint(
      { role: READERS, params: userParams, access: student('read') },
      async ({ access }) => {
        const status = await readFees(access.id);
        return { status, feesStatus: status };
      },
    ),
    post: endpoint(
      { role: WRITERS, params: userParams, access: student('write'), body: feesBody },
      async ({ access, body, caller }) => {
        await writeFees(access.id, body.status, caller.uid);
        return { status: body.status, feesStatus: body.status };
      },
    ),
  });
  route(router, '/users/:userId/progress', {
    get: endpoint(
      { role: READERS, params: userParams, query: monthQuery, access: student('read') },
      ({ access, query }) => readMonth(access.id, query.year, query.month),
    ),
    post: endpoint(
      { role: WRITERS, params: userParams, access: student('write'), body: saveProgressBody },
      ({ access, body, caller }) => saveDay(access.id, body, caller.uid),
    ),
  });
  route(router, '/students/by-token/:token/progress', {
    get: endpoint(
      { role: 'public', params: tokenParams, query: monthQuery, throttle: tokenThrottle },
      async ({ params, query, throttle }) =>
        readMonthForParent(
          (await studentOfToken(params.token, throttle)).id,
          query.year,
          query.month,
        ),
    ),
  });
  return router;
}
