/**
 * Attack: a caller forges `X-Forwarded-Host` and `Host` so that the links the server builds point
 * at a site of theirs: a teacher or the owner asking for a parent's deep link (or the owner's
 * report) through a crafted request would hand parents a link to `evil.example` carrying the
 * student's token.
 *
 * Expected: every deep link the API answers starts with the configured site URL (`SITE_URL`, on
 * the emulator the Hosting emulator's origin), whatever the request's headers say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  STUDENTS_COLLECTION,
  TEACHERS_COLLECTION,
  deepLinkSchema,
  ownerReportRowSchema,
  studentAnswerSchema,
  teacherAnswerSchema,
} from '@masjid/domain/hifz';
import { adminDb, closeAdmin, resetThrottle, sendJson } from '../api/client.ts';
import { deleteUsers, testUser } from '../api/tokens.ts';
import { SITE_ORIGIN } from '../emulators.ts';

const run = Math.random().toString(36).slice(2, 8);
const FORGED = {
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  host: 'evil.example',
};
const LINK_PREFIX = `${SITE_ORIGIN}/dashboard-student?token=`;
const uids: string[] = [];
let owner: string;
let studentId: string;

beforeAll(async () => {
  await resetThrottle();
  const o = await testUser('forged-host-owner', { role: 'admin' });
  owner = o.token;
  uids.push(o.uid);
  const teacher = await sendJson(
    'POST',
    '/teachers',
    { name: 'Qari Forged Host', email: `qari-${run}@forged-host.test`, password: 'qari-pass-123' },
    owner,
  );
  expect(teacher.status, teacher.text).toBe(201);
  const teacherId = z.parse(teacherAnswerSchema, teacher.json).id;
  uids.push(teacherId);
  const student = await sendJson(
    'POST',
    '/students',
    {
      name: 'Student Forged Host',
      email: `student-${run}@forged-host.test`,
      password: 'student-pass-123',
      teacherId,
    },
    owner,
  );
  expect(student.status, student.text).toBe(201);
  studentId = z.parse(studentAnswerSchema, student.json).id;
  uids.push(studentId);
});

afterAll(async () => {
  await deleteUsers(uids);
  await Promise.all(
    uids.flatMap((uid) => [
      adminDb().collection(TEACHERS_COLLECTION).doc(uid).delete(),
      adminDb().collection(STUDENTS_COLLECTION).doc(uid).delete(),
    ]),
  );
  await resetThrottle();
  await closeAdmin();
});

describe('links built with a forged Host / X-Forwarded-Host', () => {
  it('GET and POST /students/{id}/deep-link answer a link on the configured site', async () => {
    for (const method of ['POST', 'GET']) {
      const res = await sendJson(
        method,
        `/students/${studentId}/deep-link`,
        undefined,
        owner,
        FORGED,
      );
      expect(res.status, res.text).toBe(method === 'POST' ? 201 : 200);
      const link = z.parse(deepLinkSchema, res.json);
      expect(link.url).toBe(`${LINK_PREFIX}${encodeURIComponent(link.token)}`);
      expect(link.url).not.toContain('evil.example');
    }
  });

  it("the owner's report lists deep links on the configured site", async () => {
    const res = await sendJson('GET', '/report/teachers-students', undefined, owner, FORGED);
    expect(res.status, res.text).toBe(200);
    const row = z
      .parse(z.array(ownerReportRowSchema), res.json)
      .flatMap((r) => r.students)
      .find((s) => s.id === studentId);
    expect(row?.deepLink.startsWith(LINK_PREFIX), row?.deepLink).toBe(true);
    expect(res.text).not.toContain('evil.example');
  });
});
