/**
 * Progress and fees over REST (spec 7, hifz; issue 6 §5): `GET`/`POST /users/{userId}/fees`,
 * `GET`/`POST /users/{userId}/progress` (`month` 1-12, `year`), and the parents' read-only
 * `GET /students/by-token/{token}/progress`. Writes by the student's qari or the hifz admin;
 * reads also by the student. Bad month, year, status or day fields: 400 and nothing written.
 */
import { Router, type RequestHandler } from 'express';
import * as z from 'zod/mini';
import {
  feesBody,
  progressQuerySchema,
  saveProgressBody,
  type SaveProgressBody,
} from '@masjid/domain/progress';
import type { FeesStatus } from '@masjid/domain/hifz';
import { ApiError, methodNotAllowed } from '../api/errors.ts';
import { requireHifzRole, type Caller } from '../api/auth.ts';
import { fieldErrors, jsonBody } from '../api/body.ts';
import { checkedUid, getStudent } from '../hifz/people.ts';
import { studentByToken } from '../hifz/routes.ts';
import { readFees, readMonth, saveDay, writeFees } from './data.ts';

/** The month and year of the query; ApiError 400 with fields otherwise. */
function checkedMonth(query: unknown): { month: number; year: number } {
  const parsed = z.safeParse(progressQuerySchema, query);
  if (!parsed.success)
    throw new ApiError('bad-request', 'Give month (1 to 12) and year', fieldErrors(parsed.error));
  return parsed.data;
}

/**
 * After `requireHifzRole`: the student `:userId` exists and the caller is its qari, the admin, or
 * (with `student: true`) the student themself.
 */
function requireAccess({ student: allowStudent }: { student: boolean }): RequestHandler {
  return async (req, res, next) => {
    try {
      const target = await getStudent(checkedUid(req.params.userId));
      const { uid, claims } = res.locals.caller as Caller;
      const allowed =
        claims.role === 'admin' ||
        (claims.role === 'qari' && target.teacherId === uid) ||
        (allowStudent && claims.role === 'student' && target.id === uid);
      if (!allowed) throw new ApiError('forbidden', 'You may not see or change this student');
      next();
    } catch (err) {
      next(err);
    }
  };
}

export function progressRouter(): Router {
  const router = Router();
  router
    .route('/users/:userId/fees')
    .get(
      requireHifzRole('admin', 'qari', 'student'),
      requireAccess({ student: true }),
      async (req, res) => {
        const status = await readFees(req.params.userId!);
        res.json({ status, feesStatus: status });
      },
    )
    .post(
      requireHifzRole('admin', 'qari'),
      requireAccess({ student: false }),
      jsonBody(feesBody),
      async (req, res) => {
        const { status } = res.locals.body as { status: FeesStatus };
        await writeFees(req.params.userId!, status, (res.locals.caller as Caller).uid);
        res.json({ status, feesStatus: status });
      },
    )
    .all(methodNotAllowed(['GET', 'POST']));

  router
    .route('/users/:userId/progress')
    .get(
      requireHifzRole('admin', 'qari', 'student'),
      requireAccess({ student: true }),
      async (req, res) => {
        const { month, year } = checkedMonth(req.query);
        res.json(await readMonth(req.params.userId!, year, month));
      },
    )
    .post(
      requireHifzRole('admin', 'qari'),
      requireAccess({ student: false }),
      jsonBody(saveProgressBody),
      async (req, res) => {
        const body = res.locals.body as SaveProgressBody;
        res.json(await saveDay(req.params.userId!, body, (res.locals.caller as Caller).uid));
      },
    )
    .all(methodNotAllowed(['GET', 'POST']));

  router
    .route('/students/by-token/:token/progress')
    .get(async (req, res) => {
      const studentId = await studentByToken(req, res);
      const { month, year } = checkedMonth(req.query);
      res.json(await readMonth(studentId, year, month));
    })
    .all(methodNotAllowed(['GET']));
  return router;
}
