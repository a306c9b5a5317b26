/**
 * Progress and fees over REST: `GET`/`POST /users/{id}/fees`, `GET`/`POST
 * /users/{id}/progress`, `GET /students/by-token/{token}/progress`, with every status and nothing
 * written on a refusal; and the per-field merge of two writers on the same day.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, deepLinkSchema, studentByTokenSchema } from '@masjid/domain/hifz';
import { dayRecordSchema } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey } from '@masjid/domain/month-report';
import {
  adminDb,
  closeAdmin,
  expectApiError,
  resetThrottle,
  randomAddress,
  sendJson,
} from './client.ts';
import { deleteUsers, testUser } from './tokens.ts';

const dayList = z.array(z.extend(dayRecordSchema, { id: z.string() }));

/** An API call from a random client address (the deep-link throttle counts per address). */
const send = (method: string, path: string, body?: unknown, token?: string) =>
  sendJson(method, path, body, token, {
    'x-forwarded-for': randomAddress(),
  });

let admin: string;
let qari: string;
let otherQari: string;
let studentToken: string;
let studentId: string;
const uids: string[] = [];

/** A day of the previous month (always in the past, whatever today is). */
const last = new Date();
last.setUTCDate(1);
last.setUTCMonth(last.getUTCMonth() - 1);
const YEAR = last.getUTCFullYear();
const MONTH = last.getUTCMonth() + 1;
const dayDoc = (day: number) =>
  adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .collection('progress')
    .doc(`${YEAR}-${String(MONTH).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
const feesDoc = () =>
  adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .collection('fees')
    .doc(monthKey(karachiDay()));

beforeEach(resetThrottle);

beforeAll(async () => {
  const [a, q, o, s] = await Promise.all([
    testUser('prog-admin', { role: 'admin' }),
    testUser('prog-qari', { role: 'qari' }),
    testUser('prog-other-qari', { role: 'qari' }),
    testUser('prog-student', { role: 'student' }),
  ]);
  admin = a.token;
  qari = q.token;
  otherQari = o.token;
  studentToken = s.token;
  studentId = s.uid;
  uids.push(a.uid, q.uid, o.uid, s.uid);
  await adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .set({ name: 'Progress Student', email: s.email, teacherId: q.uid, disabled: false });
});

afterAll(async () => {
  await resetThrottle();
  await adminDb().recursiveDelete(adminDb().collection(STUDENTS_COLLECTION).doc(studentId));
  await deleteUsers(uids);
  await closeAdmin();
});

describe('fees', () => {
  it('is Not Paid until set; the qari sets it; the student reads it', async () => {
    const before = await send('GET', `/users/${studentId}/fees`, undefined, qari);
    expect(before.status, before.text).toBe(200);
    expect(before.json).toEqual({ status: 'Not Paid', feesStatus: 'Not Paid' });
    const set = await send('POST', `/users/${studentId}/fees`, { status: 'Pending' }, qari);
    expect(set.status, set.text).toBe(200);
    expect((await feesDoc().get()).data()).toMatchObject({ status: 'Pending' });
    const own = await send('GET', `/users/${studentId}/fees`, undefined, studentToken);
    expect(own.json).toEqual({ status: 'Pending', feesStatus: 'Pending' });
  });

  it.each([
    ['an unknown status', { status: 'Half paid' }, 400],
    ['no status', {}, 400],
  ])('answers %s with 400, changing nothing', async (_what, body, status) => {
    const before = (await feesDoc().get()).data();
    const error = expectApiError(
      await send('POST', `/users/${studentId}/fees`, body, qari),
      status,
      'bad-request',
    );
    expect(error.error.fields).toHaveProperty('status');
    expect((await feesDoc().get()).data()).toEqual(before);
  });

  it.each([
    ['the student', () => studentToken, 403],
    ['another qari', () => otherQari, 403],
    ['a visitor', () => undefined, 401],
  ])('refuses a change by %s', async (_who, token, status) => {
    const before = (await feesDoc().get()).data();
    expect(
      (await send('POST', `/users/${studentId}/fees`, { status: 'Paid' }, token())).status,
    ).toBe(status);
    expect((await feesDoc().get()).data()).toEqual(before);
  });

  it('answers 404 for an unknown student and 403 to another qari reading', async () => {
    expectApiError(
      await send('GET', '/users/no-such-student/fees', undefined, admin),
      404,
      'not-found',
    );
    expectApiError(
      await send('GET', `/users/${studentId}/fees`, undefined, otherQari),
      403,
      'forbidden',
    );
  });
});

describe('progress', () => {
  it('the qari records a day; the stored day carries the fields and who changed each', async () => {
    const res = await send(
      'POST',
      `/users/${studentId}/progress`,
      { day: 3, month: MONTH, year: YEAR, attendance: 'on-time', sabaq: 'very-good' },
      qari,
    );
    expect(res.status, res.text).toBe(200);
    const stored = z.parse(dayRecordSchema, (await dayDoc(3).get()).data());
    expect(stored).toMatchObject({
      day: 3,
      month: MONTH,
      year: YEAR,
      status: 'done',
      sabaq: 'very-good',
    });
    expect(stored.changes?.sabaq?.by).toBe(uids[1]);
  });

  it('two writers changing different fields of a day both keep their change', async () => {
    await send(
      'POST',
      `/users/${studentId}/progress`,
      { day: 4, month: MONTH, year: YEAR, sabaq: 'weak' },
      qari,
    );
    await send(
      'POST',
      `/users/${studentId}/progress`,
      { day: 4, month: MONTH, year: YEAR, manzil: 'very-good' },
      admin,
    );
    const stored = z.parse(dayRecordSchema, (await dayDoc(4).get()).data());
    expect(stored).toMatchObject({ sabaq: 'weak', manzil: 'very-good' });
    expect(stored.changes?.sabaq?.by).toBe(uids[1]);
    expect(stored.changes?.manzil?.by).toBe(uids[0]);
  });

  it('GET answers the month for the qari, the admin and the student', async () => {
    for (const token of [qari, admin, studentToken]) {
      const res = await send(
        'GET',
        `/users/${studentId}/progress?month=${MONTH}&year=${YEAR}`,
        undefined,
        token,
      );
      expect(res.status, res.text).toBe(200);
      const days = z.parse(dayList, res.json);
      expect(days.map((d) => d.day)).toEqual([3, 4]);
      expect(days[0]!.id).toBe(days[0]!.date);
    }
  });

  it.each([
    ['month 13', { day: 5, month: 13, year: YEAR }, 'month'],
    ['day 0', { day: 0, month: MONTH, year: YEAR }, 'day'],
    ['31 February', { day: 31, month: 2, year: 2026 }, 'day'],
    ['a year as text', { day: 5, month: MONTH, year: '2026' }, 'year'],
    ['an unknown grade', { day: 5, month: MONTH, year: YEAR, sabaq: 'excellent' }, 'sabaq'],
    ['an unknown field', { day: 5, month: MONTH, year: YEAR, homework: 'done' }, 'homework'],
    ['a future day', { day: 28, month: 12, year: 2099 }, 'day'],
  ])('POST answers 400 for %s, writing nothing', async (_what, body, field) => {
    const error = expectApiError(
      await send('POST', `/users/${studentId}/progress`, body, qari),
      400,
      'bad-request',
    );
    expect(error.error.fields).toHaveProperty(field);
    expect((await dayDoc(5).get()).exists).toBe(false);
  });

  it.each([
    ['no month', 'year=2026'],
    ['month 0', 'month=0&year=2026'],
    ['month 13', 'month=13&year=2026'],
    ['a year that is not a number', 'month=5&year=abc'],
  ])('GET answers 400 for %s', async (_what, query) => {
    expectApiError(
      await send('GET', `/users/${studentId}/progress?${query}`, undefined, qari),
      400,
      'bad-request',
    );
  });

  it.each([
    ['the student', () => studentToken, 403],
    ['another qari', () => otherQari, 403],
    ['a visitor', () => undefined, 401],
  ])('POST refuses %s, writing nothing', async (_who, token, status) => {
    const res = await send(
      'POST',
      `/users/${studentId}/progress`,
      { day: 6, month: MONTH, year: YEAR, sabaq: 'weak' },
      token(),
    );
    expect(res.status).toBe(status);
    expect((await dayDoc(6).get()).exists).toBe(false);
  });

  it('GET refuses another qari', async () => {
    expectApiError(
      await send(
        'GET',
        `/users/${studentId}/progress?month=${MONTH}&year=${YEAR}`,
        undefined,
        otherQari,
      ),
      403,
      'forbidden',
    );
  });
});

describe('GET /students/by-token/{token}/progress', () => {
  it('answers the month read-only for a parent; 400 for a bad month; 404 for a bad token', async () => {
    const made = await send('POST', `/students/${studentId}/deep-link`, undefined, qari);
    expect(made.status, made.text).toBe(201);
    const { token } = z.parse(deepLinkSchema, made.json);
    const res = await send(
      'GET',
      `/students/by-token/${token}/progress?month=${MONTH}&year=${YEAR}`,
    );
    expect(res.status, res.text).toBe(200);
    expect(z.parse(dayList, res.json).map((d) => d.day)).toEqual([3, 4]);
    // Who saved each field (staff accounts' uids) is not for the link's holder: no `changes`.
    expect(res.text).not.toContain('changes');
    expect(res.text).not.toContain(uids[1]);
    expectApiError(
      await send('GET', `/students/by-token/${token}/progress?month=13&year=${YEAR}`),
      400,
      'bad-request',
    );
    expectApiError(
      await send(
        'GET',
        `/students/by-token/${'x'.repeat(43)}/progress?month=${MONTH}&year=${YEAR}`,
      ),
      404,
      'not-found',
    );
    const fees = await send('GET', `/students/by-token/${token}`);
    expect(z.parse(studentByTokenSchema, fees.json).feesStatus).toBe('Pending');
  });
});
