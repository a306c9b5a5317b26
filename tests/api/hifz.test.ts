/**
 * The hifz portal's REST API: sign-in, teachers, students, reassign, disable,
 * password, the owner report and the parents' deep links, with every status (200, 201, 204, 400
 * with fields, 401, 403, 404, 409, 429) and nothing written when a call is refused.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DEEP_LINKS_COLLECTION,
  STUDENTS_COLLECTION,
  TEACHERS_COLLECTION,
  deepLinkSchema,
  ownerReportRowSchema,
  studentAnswerSchema,
  teacherAnswerSchema,
  teacherWithStudentsSchema,
  type DeepLink,
  type Student,
  type Teacher,
} from '@masjid/domain/hifz';
import { monthKey } from '@masjid/domain/month-report';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { resolveToken } from '../../functions/src/hifz/deep-links.ts';
import {
  adminDb,
  closeAdmin,
  expectApiError,
  expectJson,
  randomAddress,
  resetThrottle,
  sendJson,
} from './client.ts';
import { deleteUsers, passwordSignIn, revokeSessions, testUser } from './tokens.ts';
import { DEMO_PROJECT_ID } from '../emulators.ts';

const PASSWORD = 'portal-pass-123';
const run = Math.random().toString(36).slice(2, 8);
const email = (name: string) => `${name}-${run}@hifz.test`;

function auth() {
  const app =
    getApps().find((a) => a.name === 'hifz-tests') ??
    initializeApp({ projectId: DEMO_PROJECT_ID }, 'hifz-tests');
  return getAuth(app);
}

/**
 * An API call; `address` is the visitor's address (the Hosting emulator appends none, so the
 * function counts the last `X-Forwarded-For` entry the test writes).
 */
const send = (method: string, path: string, body?: unknown, token?: string, address?: string) =>
  sendJson(method, path, body, token, address ? { 'x-forwarded-for': address } : {});

/** A random client address, so the per-address throttle of one test does not touch another. */
const someAddress = () => randomAddress();

async function accountExists(address: string): Promise<boolean> {
  return auth()
    .getUserByEmail(address)
    .then(
      () => true,
      () => false,
    );
}

let admin: string;
let siteAdmin: string;
let plain: string;
let teacherA: Teacher;
let teacherB: Teacher;
let qariA: string;
let qariB: string;
let student: Student;
let studentToken: string;
let otherStudent: Student;
let link: DeepLink;
const uids: string[] = [];

beforeEach(resetThrottle);

beforeAll(async () => {
  const [a, s, p] = await Promise.all([
    testUser('hifz-admin', { role: 'admin' }),
    testUser('hifz-site-admin', { siteAdmin: true }),
    testUser('hifz-plain', {}),
  ]);
  admin = a.token;
  siteAdmin = s.token;
  plain = p.token;
  uids.push(a.uid, s.uid, p.uid);

  const create = async <T extends { id: string }>(
    path: string,
    body: unknown,
    answer: z.ZodMiniType<T>,
  ): Promise<T> => {
    const res = await send('POST', path, body, admin);
    expect(res.status, res.text).toBe(201);
    const made = z.parse(answer, res.json);
    uids.push(made.id);
    return made;
  };
  teacherA = await create(
    '/teachers',
    {
      name: 'Qari Test A',
      email: email('qari-a'),
      password: PASSWORD,
    },
    teacherAnswerSchema,
  );
  teacherB = await create(
    '/teachers',
    {
      name: 'Qari Test B',
      email: email('qari-b'),
      password: PASSWORD,
    },
    teacherAnswerSchema,
  );
  student = await create(
    '/students',
    {
      name: 'Test Student',
      email: email('student'),
      password: PASSWORD,
      teacherId: teacherA.id,
    },
    studentAnswerSchema,
  );
  otherStudent = await create(
    '/students',
    {
      name: 'Other Student',
      email: email('student-b'),
      password: PASSWORD,
      teacherId: teacherB.id,
    },
    studentAnswerSchema,
  );
  [qariA, qariB, studentToken] = await Promise.all([
    passwordSignIn(email('qari-a'), PASSWORD),
    passwordSignIn(email('qari-b'), PASSWORD),
    passwordSignIn(email('student'), PASSWORD),
  ]);
  const res = await send('GET', `/students/${student.id}/deep-link`, undefined, admin);
  link = z.parse(deepLinkSchema, res.json);
});

afterAll(async () => {
  await resetThrottle();
  await deleteUsers(uids);
  const batch = adminDb().batch();
  for (const id of uids) {
    batch.delete(adminDb().collection(TEACHERS_COLLECTION).doc(id));
    batch.delete(adminDb().collection(STUDENTS_COLLECTION).doc(id));
  }
  await batch.commit();
  await closeAdmin();
});

describe('POST /hifz-login', () => {
  it.each([
    ['the admin', () => admin, 'admin'],
    ['a qari', () => qariA, 'qari'],
    ['a student', () => studentToken, 'student'],
  ])('answers {role, userId, email} for %s', async (_who, token, role) => {
    const res = await send('POST', '/hifz-login', { token: token() });
    expect(res.status, res.text).toBe(200);
    expectJson(res);
    expect(res.json).toMatchObject({ role });
    expect(Object.keys(z.parse(z.record(z.string(), z.unknown()), res.json)).sort()).toEqual([
      'email',
      'role',
      'userId',
    ]);
  });

  it('answers 403 for accounts without a portal role', async () => {
    expectApiError(await send('POST', '/hifz-login', { token: plain }), 403, 'forbidden');
    expectApiError(await send('POST', '/hifz-login', { token: siteAdmin }), 403, 'forbidden');
  });

  it('answers 401 for a bad token and 400 without one', async () => {
    expectApiError(await send('POST', '/hifz-login', { token: 'x.y.z' }), 401, 'unauthenticated');
    const error = expectApiError(await send('POST', '/hifz-login', {}), 400, 'bad-request');
    expect(error.error.fields).toHaveProperty('token');
  });
});

describe('teachers', () => {
  it('GET /teachers lists every teacher with their students, for the admin', async () => {
    const res = await send('GET', '/teachers', undefined, admin);
    expect(res.status).toBe(200);
    const a = z
      .parse(z.array(teacherWithStudentsSchema), res.json)
      .find((t) => t.id === teacherA.id);
    expect(a).toMatchObject({ name: 'Qari Test A', email: email('qari-a') });
    expect(a?.students.map((s) => s.id)).toEqual([student.id]);
  });

  it.each([
    ['no token', () => undefined, 401],
    ['a qari', () => qariA, 403],
    ['a student', () => studentToken, 403],
    ['the site admin', () => siteAdmin, 403],
  ])('GET /teachers refuses %s', async (_who, token, status) => {
    expect((await send('GET', '/teachers', undefined, token())).status).toBe(status);
  });

  it('POST /teachers made the Auth account with the qari claim and the profile', async () => {
    const user = await auth().getUser(teacherA.id);
    expect(user.customClaims).toEqual({ role: 'qari' });
    expect(user.disabled).toBe(false);
    expect((await adminDb().collection(TEACHERS_COLLECTION).doc(teacherA.id).get()).data()).toEqual(
      { name: 'Qari Test A', email: email('qari-a'), disabled: false },
    );
  });

  it.each([
    ['a missing name', { email: email('t-noname'), password: PASSWORD }, 'name'],
    ['a bad e-mail', { name: 'T', email: 'not-an-email', password: PASSWORD }, 'email'],
    ['a weak password', { name: 'T', email: email('t-weak'), password: '123' }, 'password'],
    [
      'an unknown field',
      { name: 'T', email: email('t-x'), password: PASSWORD, role: 'admin' },
      'role',
    ],
  ])('POST /teachers answers 400 for %s, creating nothing', async (_what, body, field) => {
    const error = expectApiError(await send('POST', '/teachers', body, admin), 400, 'bad-request');
    expect(error.error.fields).toHaveProperty(field);
    if ('email' in body && body.email.includes('@'))
      expect(await accountExists(body.email)).toBe(false);
  });

  it('POST /teachers answers 409 for an e-mail in use, changing nothing', async () => {
    const before = (await adminDb().collection(TEACHERS_COLLECTION).count().get()).data().count;
    const error = expectApiError(
      await send(
        'POST',
        '/teachers',
        { name: 'Again', email: email('qari-a'), password: PASSWORD },
        admin,
      ),
      409,
      'conflict',
      'email-taken',
    );
    expect(error.error.fields?.email).toMatchObject({ code: 'email-taken' });
    expect((await adminDb().collection(TEACHERS_COLLECTION).count().get()).data().count).toBe(
      before,
    );
    expect((await auth().getUser(teacherA.id)).displayName).toBe('Qari Test A');
  });

  it.each([
    ['no token', () => undefined, 401],
    ['a qari', () => qariA, 403],
    ['the site admin', () => siteAdmin, 403],
  ])('POST /teachers refuses %s, creating nothing', async (_who, token, status) => {
    const address = email(`t-refused-${status}`);
    const res = await send(
      'POST',
      '/teachers',
      { name: 'T', email: address, password: PASSWORD },
      token(),
    );
    expect(res.status).toBe(status);
    expect(await accountExists(address)).toBe(false);
  });
});

describe('students', () => {
  it('GET /students: every student for the admin, only their own for a qari', async () => {
    const all = await send('GET', '/students', undefined, admin);
    expect(z.parse(z.array(studentAnswerSchema), all.json).map((s) => s.id)).toEqual(
      expect.arrayContaining([student.id, otherStudent.id]),
    );
    const own = await send('GET', '/students', undefined, qariA);
    expect(own.status).toBe(200);
    expect(z.parse(z.array(studentAnswerSchema), own.json).map((s) => s.id)).toEqual([student.id]);
    expectApiError(await send('GET', '/students', undefined, studentToken), 403, 'forbidden');
    expectApiError(await send('GET', '/students'), 401, 'unauthenticated');
  });

  it('POST /students made the account, the claim, the profile and a working deep link', async () => {
    expect((await auth().getUser(student.id)).customClaims).toEqual({ role: 'student' });
    expect(student).toMatchObject({ name: 'Test Student', teacherId: teacherA.id });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://127.0.0.1:5000/dashboard-student?token=${link.token}`);
    expect((await resolveToken(link.token))?.studentId).toBe(student.id);
  });

  it.each([
    ['no teacher', {}, 'teacherId'],
    ['an unknown teacher', { teacherId: 'no-such-teacher' }, 'teacherId'],
    ['a missing name', { teacherId: 'x', name: '' }, 'name'],
  ])('POST /students answers 400 for %s, creating nothing', async (_what, extra, field) => {
    const address = email(`s-${field}-${Math.random().toString(36).slice(2, 6)}`);
    const body = { name: 'S', email: address, password: PASSWORD, ...extra };
    if (!('teacherId' in extra)) delete (body as { teacherId?: string }).teacherId;
    const error = expectApiError(await send('POST', '/students', body, admin), 400, 'bad-request');
    expect(error.error.fields).toHaveProperty(field);
    expect(await accountExists(address)).toBe(false);
  });

  it('POST /students answers 409 for an e-mail in use and 403 for a qari', async () => {
    const body = { name: 'S', email: email('student'), password: PASSWORD, teacherId: teacherA.id };
    expectApiError(await send('POST', '/students', body, admin), 409, 'conflict');
    const fresh = { ...body, email: email('by-qari') };
    expectApiError(await send('POST', '/students', fresh, qariA), 403, 'forbidden');
    expect(await accountExists(fresh.email)).toBe(false);
  });

  it.each([
    ['the admin', () => admin, 200],
    ["the student's qari", () => qariA, 200],
    ['the student', () => studentToken, 200],
    ['another qari', () => qariB, 403],
    ['the site admin', () => siteAdmin, 403],
    ['a visitor', () => undefined, 401],
  ])('GET /students/{id}: %s gets %i', async (_who, token, status) => {
    expect((await send('GET', `/students/${student.id}`, undefined, token())).status).toBe(status);
  });

  it('GET /students/{id}: another student gets 403; an unknown id 404', async () => {
    expect(
      (await send('GET', `/students/${otherStudent.id}`, undefined, studentToken)).status,
    ).toBe(403);
    expectApiError(
      await send('GET', '/students/no-such-student', undefined, admin),
      404,
      'not-found',
    );
  });
});

describe('reassign, disable, password', () => {
  it('PUT /students/{id}/teacher moves the student; the new qari sees them, the old does not', async () => {
    const res = await send(
      'PUT',
      `/students/${otherStudent.id}/teacher`,
      { teacherId: teacherA.id },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: otherStudent.id, teacherId: teacherA.id });
    expect((await send('GET', `/students/${otherStudent.id}`, undefined, qariA)).status).toBe(200);
    expect((await send('GET', `/students/${otherStudent.id}`, undefined, qariB)).status).toBe(403);
    await send('PUT', `/students/${otherStudent.id}/teacher`, { teacherId: teacherB.id }, admin);
  });

  it('PUT /students/{id}/teacher refuses bad teachers, unknown students and qaris', async () => {
    const path = `/students/${student.id}/teacher`;
    expectApiError(await send('PUT', path, { teacherId: 'nobody' }, admin), 400, 'bad-request');
    expectApiError(await send('PUT', path, {}, admin), 400, 'bad-request');
    expectApiError(
      await send('PUT', '/students/no-such-student/teacher', { teacherId: teacherA.id }, admin),
      404,
      'not-found',
    );
    expectApiError(await send('PUT', path, { teacherId: teacherB.id }, qariA), 403, 'forbidden');
    expect(
      (await adminDb().collection(STUDENTS_COLLECTION).doc(student.id).get()).get('teacherId'),
    ).toBe(teacherA.id);
  });

  it('disabling an account ends its open session and its sign-in; enabling restores them', async () => {
    const qariToken = await passwordSignIn(email('qari-b'), PASSWORD);
    expect((await send('GET', '/students', undefined, qariToken)).status).toBe(200);
    const off = await send('PUT', `/users/${teacherB.id}/disabled`, { disabled: true }, admin);
    expect(off.status, off.text).toBe(200);
    expectApiError(await send('GET', '/students', undefined, qariToken), 401, 'unauthenticated');
    await expect(passwordSignIn(email('qari-b'), PASSWORD)).rejects.toThrow(/USER_DISABLED/);
    expect(
      (await adminDb().collection(TEACHERS_COLLECTION).doc(teacherB.id).get()).get('disabled'),
    ).toBe(true);

    expect(
      (await send('PUT', `/users/${teacherB.id}/disabled`, { disabled: false }, admin)).status,
    ).toBe(200);
    qariB = await passwordSignIn(email('qari-b'), PASSWORD);
    expect((await send('GET', '/students', undefined, qariB)).status).toBe(200);
  });

  it('PUT /users/{id}/disabled refuses a qari, a bad body, an unknown id and the admin themself', async () => {
    expectApiError(
      await send('PUT', `/users/${student.id}/disabled`, { disabled: true }, qariA),
      403,
      'forbidden',
    );
    expectApiError(
      await send('PUT', `/users/${student.id}/disabled`, { disabled: 'yes' }, admin),
      400,
      'bad-request',
    );
    expectApiError(
      await send('PUT', '/users/nobody/disabled', { disabled: true }, admin),
      404,
      'not-found',
    );
    expectApiError(
      await send('PUT', `/users/${uids[0]}/disabled`, { disabled: true }, admin),
      400,
      'bad-request',
    );
    expect((await auth().getUser(student.id)).disabled).toBe(false);
    expect((await auth().getUser(uids[0]!)).disabled).toBe(false);
  });

  it('PUT /users/{id}/password sets a new password: 204, the new one signs in, the old does not', async () => {
    const res = await send(
      'PUT',
      `/users/${otherStudent.id}/password`,
      { password: 'a-new-pass-456' },
      admin,
    );
    expect(res.status, res.text).toBe(204);
    await expect(passwordSignIn(email('student-b'), 'a-new-pass-456')).resolves.toBeTruthy();
    await expect(passwordSignIn(email('student-b'), PASSWORD)).rejects.toThrow();
    const weak = expectApiError(
      await send('PUT', `/users/${otherStudent.id}/password`, { password: '1' }, admin),
      400,
      'bad-request',
      'invalid-input',
    );
    expect(weak.error.fields?.password).toMatchObject({
      code: 'too-short',
      params: { minimum: 8 },
    });
    expectApiError(
      await send(
        'PUT',
        `/users/${otherStudent.id}/password`,
        { password: 'qari-sets-this' },
        qariB,
      ),
      403,
      'forbidden',
    );
  });
});

describe('GET /report/teachers-students', () => {
  it('answers each teacher with their students and working deep links', async () => {
    const res = await send('GET', '/report/teachers-students', undefined, admin);
    expect(res.status, res.text).toBe(200);
    const row = z
      .parse(z.array(ownerReportRowSchema), res.json)
      .find((r) => r.teacherId === teacherA.id);
    expect(row).toMatchObject({ teacherName: 'Qari Test A', teacherEmail: email('qari-a') });
    expect(row?.students).toEqual([
      { id: student.id, name: 'Test Student', email: email('student'), deepLink: link.url },
    ]);
  });

  it.each([
    ['a qari', () => qariA, 403],
    ['a student', () => studentToken, 403],
    ['a visitor', () => undefined, 401],
  ])('refuses %s', async (_who, token, status) => {
    expect((await send('GET', '/report/teachers-students', undefined, token())).status).toBe(
      status,
    );
  });
});

describe('deep links', () => {
  it('GET /students/by-token/{token} answers {uid, name, feesStatus} and nothing else', async () => {
    const res = await send(
      'GET',
      `/students/by-token/${link.token}`,
      undefined,
      undefined,
      someAddress(),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ uid: student.id, name: 'Test Student', feesStatus: 'Not Paid' });
    const fees = await send(
      'GET',
      `/students/by-token/${link.token}/fees`,
      undefined,
      undefined,
      someAddress(),
    );
    expect(fees.json).toEqual({ status: 'Not Paid' });
  });

  it.each([
    ['an unknown token', randomBytes(32).toString('base64url')],
    ['a malformed token', 'not-a-token'],
    ["a student's id", 'demo-student-ahmed'.padEnd(43, 'x')],
  ])('answers the same 404 for %s', async (_what, token) => {
    const res = await send(
      'GET',
      `/students/by-token/${token}`,
      undefined,
      undefined,
      someAddress(),
    );
    expectApiError(res, 404, 'not-found', 'link-invalid');
  });

  it("the student's qari replaces the link: the old one is refused as replaced, the new one works", async () => {
    const res = await send('POST', `/students/${student.id}/deep-link`, undefined, qariA);
    expect(res.status, res.text).toBe(201);
    const fresh = z.parse(deepLinkSchema, res.json);
    expect(fresh.token).not.toBe(link.token);
    expectApiError(
      await send('GET', `/students/by-token/${link.token}`, undefined, undefined, someAddress()),
      410,
      'gone',
      'link-replaced',
    );
    expect(
      (await send('GET', `/students/by-token/${fresh.token}`, undefined, undefined, someAddress()))
        .status,
    ).toBe(200);
    // One link opens; the old one is kept only to say it was replaced.
    const links = await adminDb()
      .collection(DEEP_LINKS_COLLECTION)
      .where('studentId', '==', student.id)
      .get();
    expect(links.docs.filter((d) => d.get('replaced') === undefined)).toHaveLength(1);
    // The old one is deleted by the TTL policy a year on (REPLACED_LINK_KEPT_DAYS), not kept forever.
    const expireAt = links.docs.find((d) => d.get('replaced') === 'replaced')?.get('expireAt');
    expect(expireAt).toBeInstanceOf(Timestamp);
    const daysAhead = (expireAt.toMillis() - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(364);
    expect(daysAhead).toBeLessThan(366);
    expect(links.docs.filter((d) => d.get('expireAt') !== undefined)).toHaveLength(
      links.docs.length - 1,
    );
    link = fresh;
  });

  it('only the admin and the qari replace a link; the student may read their own', async () => {
    const path = `/students/${student.id}/deep-link`;
    expectApiError(await send('POST', path, undefined, qariB), 403, 'forbidden');
    expectApiError(await send('POST', path, undefined, studentToken), 403, 'forbidden');
    expectApiError(await send('POST', path), 401, 'unauthenticated');
    const own = await send('GET', path, undefined, studentToken);
    expect(z.parse(deepLinkSchema, own.json).token).toBe(link.token);
    expectApiError(
      await send('GET', `/students/${otherStudent.id}/deep-link`, undefined, studentToken),
      403,
      'forbidden',
    );
  });

  it("a disabled student's link is refused with its own reason, for every read; enabling opens it again", async () => {
    const off = await send('PUT', `/users/${student.id}/disabled`, { disabled: true }, admin);
    expect(off.status, off.text).toBe(200);
    try {
      for (const tail of ['', '/fees', '/memorisation', `/report?month=${monthKey(karachiDay())}`])
        expectApiError(
          await send(
            'GET',
            `/students/by-token/${link.token}${tail}`,
            undefined,
            undefined,
            someAddress(),
          ),
          403,
          'forbidden',
          'student-disabled',
        );
    } finally {
      await send('PUT', `/users/${student.id}/disabled`, { disabled: false }, admin);
    }
    expect(
      (await send('GET', `/students/by-token/${link.token}`, undefined, undefined, someAddress()))
        .status,
    ).toBe(200);
    studentToken = await passwordSignIn(email('student'), PASSWORD);
  });

  it('answers 429 with Retry-After when one address tries too many wrong links', async () => {
    const address = randomAddress();
    let status = 0;
    let res;
    for (let i = 0; i < 40 && status !== 429; i++) {
      res = await send(
        'GET',
        `/students/by-token/${randomBytes(32).toString('base64url')}`,
        undefined,
        undefined,
        address,
      );
      status = res.status;
    }
    expect(status).toBe(429);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Only misses are counted: the right link still opens from that address, a wrong one waits
    // (tests/security/throttle-spoofing.test.ts tries both entrances).
    expect(
      (await send('GET', `/students/by-token/${link.token}`, undefined, undefined, address)).status,
    ).toBe(200);
    expect(
      (await send('GET', `/students/by-token/${'x'.repeat(43)}`, undefined, undefined, address))
        .status,
    ).toBe(429);
  });

  it('10,000 random tokens resolve to nothing', async () => {
    let found = 0;
    // Ten batches of a thousand lookups at once: the emulator answers a batch in about the time
    // of one lookup, so the test waits on ten round trips, not on a hundred.
    for (let batch = 0; batch < 10; batch++) {
      const results = await Promise.all(
        Array.from({ length: 1000 }, () => resolveToken(randomBytes(32).toString('base64url'))),
      );
      found += results.filter((r) => r !== undefined).length;
    }
    expect(found).toBe(0);
  }, 120_000);
});

it('a revoked admin session is refused', async () => {
  const extra = await testUser('hifz-revoked-admin', { role: 'admin' });
  uids.push(extra.uid);
  await revokeSessions(extra.uid);
  expectApiError(await send('GET', '/teachers', undefined, extra.token), 401, 'unauthenticated');
});
