/**
 * `GET /report/month?year=&month=`: the owner's month per teacher, computed from the stored
 * progress days (portions included), fees documents, memorisation records (behind on manzil, from
 * the cycle and the days before the month) and students; a day with leave is neither present nor
 * absent; other roles refused; a bad or future month answers 400. Writes its own teacher and
 * students (Admin SDK) and removes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import { MEMORISATION_DOC_ID, MEMORISATION_SUBCOLLECTION } from '@masjid/domain/hifz-memorisation';
import { ownerMonthSchema } from '@masjid/domain/owner-month';
import { monthKey } from '@masjid/domain/month-report';
import {
  FEES_SUBCOLLECTION,
  PROGRESS_SUBCOLLECTION,
  addMonths,
  isoDay,
} from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { adminDb, closeAdmin, expectApiError, sendJson } from './client.ts';
import { deleteUsers, testUser } from './tokens.ts';

const run = Math.random().toString(36).slice(2, 8);
const TEACHER = `month-teacher-${run}`;
const STUDENTS = [`month-s1-${run}`, `month-s2-${run}`, `month-s3-${run}`];
const last = addMonths(karachiDay(), -1);
const day = (d: number) => isoDay(last.year, last.month, d);

let admin: string;
let qari: string;
let student: string;
const uids: string[] = [];

beforeAll(async () => {
  const [a, q, s] = await Promise.all([
    testUser('month-admin', { role: 'admin' }),
    testUser('month-qari', { role: 'qari' }),
    testUser('month-student', { role: 'student' }),
  ]);
  [admin, qari, student] = [a.token, q.token, s.token];
  uids.push(a.uid, q.uid, s.uid);
  const db = adminDb();
  await db.collection(TEACHERS_COLLECTION).doc(TEACHER).set({ name: 'Qari Month', email: 'm@x' });
  const [s1, s2, s3] = STUDENTS.map((id) => db.collection(STUDENTS_COLLECTION).doc(id));
  await s1!.set({ name: 'S1', email: 's1@x', teacherId: TEACHER });
  await s2!.set({ name: 'S2', email: 's2@x', teacherId: TEACHER });
  await s3!.set({ name: 'S3', email: 's3@x', teacherId: TEACHER, disabled: true });
  const parts = (d: number) => ({ date: day(d), day: d, ...last, status: 'done' });
  // Two months back: S1 revised para 30 (78:1 to 114:6) once, long before `last` ends.
  const early = addMonths(last, -2);
  const earlyDate = isoDay(early.year, early.month, 1);
  const progress = (ref: FirebaseFirestore.DocumentReference, d: number, fields: object) =>
    ref
      .collection(PROGRESS_SUBCOLLECTION)
      .doc(day(d))
      .set({ ...parts(d), ...fields });
  await Promise.all([
    progress(s1!, 1, {
      attendance: 'on-time',
      sabaqPortion: { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } },
    }),
    progress(s1!, 2, { attendance: 'absent' }),
    progress(s1!, 3, {
      attendance: 'on-time',
      sabaqPortion: { from: { surah: 2, ayah: 6 }, to: { surah: 2, ayah: 12 } },
    }),
    progress(s2!, 1, { attendance: 'on-time' }),
    progress(s2!, 2, { attendance: 'leave' }),
    s1!
      .collection(PROGRESS_SUBCOLLECTION)
      .doc(earlyDate)
      .set({
        date: earlyDate,
        day: 1,
        ...early,
        status: 'done',
        manzilPortion: { from: { surah: 78, ayah: 1 }, to: { surah: 114, ayah: 6 } },
      }),
    // S1: para 30 memorised, a para a day: overdue at the month's end. S3 is disabled.
    ...[s1!, s3!].map((ref) =>
      ref
        .collection(MEMORISATION_SUBCOLLECTION)
        .doc(MEMORISATION_DOC_ID)
        .set({
          memorised: [30],
          cycle: { paras: 1, days: 1 },
          by: 'x',
          at: new Date().toISOString(),
        }),
    ),
    progress(s3!, 1, { attendance: 'absent' }),
    s1!.collection(FEES_SUBCOLLECTION).doc(monthKey(last)).set({
      status: 'Paid',
      by: 'x',
      at: new Date().toISOString(),
    }),
    s2!.collection(FEES_SUBCOLLECTION).doc(monthKey(last)).set({
      status: 'Pending',
      by: 'x',
      at: new Date().toISOString(),
    }),
  ]);
});

afterAll(async () => {
  const db = adminDb();
  await db.collection(TEACHERS_COLLECTION).doc(TEACHER).delete();
  for (const id of STUDENTS) await db.recursiveDelete(db.collection(STUDENTS_COLLECTION).doc(id));
  await deleteUsers(uids);
  await closeAdmin();
});

const path = (ym: { year: number; month: number }) =>
  `/report/month?year=${ym.year}&month=${ym.month}`;

describe('GET /report/month', () => {
  it('adds up each teacher’s students of the month; a disabled student counts in a month they have days of, said so', async () => {
    const res = await sendJson('GET', path(last), undefined, admin);
    expect(res.status, res.text).toBe(200);
    const month = ownerMonthSchema.parse(res.json);
    expect(month).toMatchObject({
      ...last,
      asOf: day(new Date(last.year, last.month, 0).getDate()),
    });
    expect(month.rows.find((r) => r.teacherId === TEACHER)).toEqual({
      teacherId: TEACHER,
      teacherName: 'Qari Month',
      teacherEmail: 'm@x',
      // S3, disabled since, was absent on the 1st: counted, and named as disabled.
      students: 3,
      disabledStudents: 1,
      present: 3,
      absent: 2,
      attendanceRate: 0.6,
      sabaqAyahs: 12,
      // S1 is behind; S2 has no manzil cycle; a disabled student is not chased: only S1 is known.
      manzilBehind: 1,
      // S2's; a disabled student's fees are not asked for.
      feesPending: 1,
    });
  });

  it('a month with nothing recorded shows no rate and no sabaq', async () => {
    const res = await sendJson('GET', path(addMonths(last, -1)), undefined, admin);
    const month = ownerMonthSchema.parse(res.json);
    expect(month.rows.find((r) => r.teacherId === TEACHER)).toMatchObject({
      // S3 has no day then: a disabled student without days is left out.
      students: 2,
      disabledStudents: 0,
      attendanceRate: null,
      sabaqAyahs: null,
    });
  });

  it('refuses a qari, a student and a visitor', async () => {
    expectApiError(await sendJson('GET', path(last), undefined, qari), 403, 'forbidden');
    expectApiError(await sendJson('GET', path(last), undefined, student), 403, 'forbidden');
    expectApiError(await sendJson('GET', path(last)), 401, 'unauthenticated');
  });

  it('answers 400 for a month after this one or a month that is no month', async () => {
    const next = addMonths(karachiDay(), 1);
    expectApiError(
      await sendJson('GET', path(next), undefined, admin),
      400,
      'bad-request',
      'month-ahead',
    );
    expectApiError(
      await sendJson('GET', '/report/month?year=2026&month=13', undefined, admin),
      400,
      'bad-request',
    );
  });
});
