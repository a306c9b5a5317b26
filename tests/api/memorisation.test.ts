/**
 * A parent's read of the 30 paras: `GET /students/by-token/{token}/memorisation` answers the
 * student's memorisation record and every day's portions (from the student's portions summary:
 * nothing else of the day, grades neither);
 * null before any record; 404 for an unknown token. Portions sent through the REST day save are
 * checked like the client's: a surah without that ayah is a 400 and nothing is written.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, deepLinkSchema } from '@masjid/domain/hifz';
import { memorisationAnswerSchema } from '@masjid/domain/hifz-memorisation';
import {
  adminDb,
  closeAdmin,
  expectApiError,
  resetThrottle,
  randomAddress,
  sendJson,
} from './client.ts';
import { deleteUsers, testUser } from './tokens.ts';

const send = (method: string, path: string, body?: unknown, token?: string) =>
  sendJson(method, path, body, token, {
    'x-forwarded-for': randomAddress(),
  });

let qari: string;
let studentId: string;
const uids: string[] = [];
const last = new Date();
last.setUTCDate(1);
last.setUTCMonth(last.getUTCMonth() - 1);
const YEAR = last.getUTCFullYear();
const MONTH = last.getUTCMonth() + 1;
const portion = (fs: number, fa: number, ts: number, ta: number) => ({
  from: { surah: fs, ayah: fa },
  to: { surah: ts, ayah: ta },
});
const student = () => adminDb().collection(STUDENTS_COLLECTION).doc(studentId);

beforeEach(resetThrottle);

beforeAll(async () => {
  const [q, s] = await Promise.all([
    testUser('mem-qari', { role: 'qari' }),
    testUser('mem-student', { role: 'student' }),
  ]);
  qari = q.token;
  studentId = s.uid;
  uids.push(q.uid, s.uid);
  await student().set({
    name: 'Memorisation Student',
    email: s.email,
    teacherId: q.uid,
    disabled: false,
  });
});

afterAll(async () => {
  await resetThrottle();
  await adminDb().recursiveDelete(student());
  await deleteUsers(uids);
  await closeAdmin();
});

describe('GET /students/by-token/{token}/memorisation', () => {
  it("answers the days' portions and the record; 404 for an unknown token", async () => {
    const saved = await send(
      'POST',
      `/users/${studentId}/progress`,
      { day: 3, month: MONTH, year: YEAR, sabaq: 'weak', sabaqPortion: portion(78, 1, 78, 20) },
      qari,
    );
    expect(saved.status, saved.text).toBe(200);
    const made = await send('POST', `/students/${studentId}/deep-link`, undefined, qari);
    expect(made.status, made.text).toBe(201);
    const { token } = z.parse(deepLinkSchema, made.json);

    const before = await send('GET', `/students/by-token/${token}/memorisation`);
    expect(before.status, before.text).toBe(200);
    const first = z.parse(memorisationAnswerSchema, before.json);
    expect(first.record).toBeNull();
    expect(first.days).toHaveLength(1);
    expect(first.days[0]).toEqual({
      date: `${YEAR}-${String(MONTH).padStart(2, '0')}-03`,
      sabaqPortion: portion(78, 1, 78, 20),
    });

    await student()
      .collection('memorisation')
      .doc('record')
      .set({ memorised: [29], cycle: { paras: 1, days: 1 }, by: 'x', at: '2026-11-01T10:00:00Z' });
    const after = z.parse(
      memorisationAnswerSchema,
      (await send('GET', `/students/by-token/${token}/memorisation`)).json,
    );
    expect(after.record).toMatchObject({ memorised: [29], cycle: { paras: 1, days: 1 } });
    // Who saved it (a staff account's uid) is not for the link's holder.
    expect(
      JSON.stringify((await send('GET', `/students/by-token/${token}/memorisation`)).json),
    ).not.toContain('"by"');

    expectApiError(
      await send('GET', `/students/by-token/${'x'.repeat(43)}/memorisation`),
      404,
      'not-found',
    );
  });

  it('refuses a portion that is not in the Quran, writing nothing', async () => {
    const res = await send(
      'POST',
      `/users/${studentId}/progress`,
      { day: 5, month: MONTH, year: YEAR, sabaqPortion: portion(1, 1, 1, 8) },
      qari,
    );
    expectApiError(res, 400, 'bad-request');
    const id = `${YEAR}-${String(MONTH).padStart(2, '0')}-05`;
    expect((await student().collection('progress').doc(id).get()).exists).toBe(false);
  });
});
