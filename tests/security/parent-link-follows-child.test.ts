/**
 * Attack (issue 40, item 5): a parent's link and a parent's phone follow the child, not the past.
 * - A student moves to another qari: the link the old class had (the old qari, anyone it was
 *   forwarded to) must stop opening, answering 410 `student-moved` so its page can say it was
 *   replaced and whom to ask; the new qari sees the new link, marked `moved`, to send.
 * - The student's qari is disabled: the link answers 403 `teacher-disabled` until the owner
 *   re-enables the qari or moves the child.
 * - One phone follows two siblings: subscribing from the second child's link must keep the first
 *   child's subscription, and turning one child off must leave the other on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  DEEP_LINKS_COLLECTION,
  STUDENTS_COLLECTION,
  STUDENT_LINKS_COLLECTION,
  TEACHERS_COLLECTION,
  deepLinkSchema,
} from '@masjid/domain/hifz';
import { PARENT_PUSH_TOKENS_COLLECTION } from '@masjid/domain/parent-push';
import { adminDb, closeAdmin, expectApiError, randomAddress, sendJson } from '../api/client.ts';
import { deleteUsers, testUser } from '../api/tokens.ts';

const run = Math.random().toString(36).slice(2, 8);
const uids: string[] = [];
const studentIds = ['moved', 'sister', 'brother'].map((name) => `follow-${name}-${run}`);
const [movedId, sisterId, brotherId] = studentIds as [string, string, string];
let admin: string;
let qariA: { uid: string; token: string };
let qariB: { uid: string; token: string };

/** A parent's call, from an address of its own (the link throttle counts per address). */
const parent = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  sendJson(method, path, body, undefined, {
    'x-forwarded-for': randomAddress(),
  });

/** The student's current link as `token` (a qari of theirs or the owner) sees it. */
async function linkOf(studentId: string, token: string) {
  const res = await sendJson('GET', `/students/${studentId}/deep-link`, undefined, token);
  expect(res.status, res.text).toBe(200);
  return z.parse(deepLinkSchema, res.json);
}

const devicesOf = async (studentId: string) =>
  (
    await adminDb()
      .collection(PARENT_PUSH_TOKENS_COLLECTION)
      .where('studentId', '==', studentId)
      .get()
  ).docs.map((d) => d.get('token'));

beforeAll(async () => {
  const [a, qa, qb] = await Promise.all([
    testUser('follow-owner', { role: 'admin' }),
    testUser('follow-qari-a', { role: 'qari' }),
    testUser('follow-qari-b', { role: 'qari' }),
  ]);
  admin = a.token;
  qariA = qa;
  qariB = qb;
  uids.push(a.uid, qa.uid, qb.uid);
  for (const [qari, name] of [
    [qa, 'Qari A'],
    [qb, 'Qari B'],
  ] as const)
    await adminDb()
      .collection(TEACHERS_COLLECTION)
      .doc(qari.uid)
      .set({ name, email: qari.email, disabled: false });
  for (const id of studentIds) {
    await adminDb()
      .collection(STUDENTS_COLLECTION)
      .doc(id)
      .set({ name: id, email: `${id}@api.test`, teacherId: qa.uid, disabled: false });
    const made = await sendJson('POST', `/students/${id}/deep-link`, undefined, qa.token);
    expect(made.status, made.text).toBe(201);
  }
});

afterAll(async () => {
  const db = adminDb();
  for (const id of studentIds) {
    for (const doc of (
      await db.collection(DEEP_LINKS_COLLECTION).where('studentId', '==', id).get()
    ).docs)
      await doc.ref.delete();
    for (const doc of (
      await db.collection(PARENT_PUSH_TOKENS_COLLECTION).where('studentId', '==', id).get()
    ).docs)
      await doc.ref.delete();
    await db.collection(STUDENT_LINKS_COLLECTION).doc(id).delete();
    await db.recursiveDelete(db.collection(STUDENTS_COLLECTION).doc(id));
  }
  for (const qari of [qariA, qariB])
    await db.collection(TEACHERS_COLLECTION).doc(qari.uid).delete();
  await deleteUsers(uids);
  await closeAdmin();
});

describe('a parent’s link after the child moves or the qari is disabled', () => {
  it('the old class’s link answers 410 student-moved; the new qari sees the new link', async () => {
    const old = await linkOf(movedId, qariA.token);
    expect((await parent('GET', `/students/by-token/${old.token}`)).status).toBe(200);

    const moved = await sendJson(
      'PUT',
      `/students/${movedId}/teacher`,
      { teacherId: qariB.uid },
      admin,
    );
    expect(moved.status, moved.text).toBe(200);

    expectApiError(
      await parent('GET', `/students/by-token/${old.token}`),
      410,
      'gone',
      'student-moved',
    );
    const fresh = await linkOf(movedId, qariB.token);
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.reason).toBe('moved');
    expect((await linkOf(movedId, admin)).token).toBe(fresh.token);
    expect((await parent('GET', `/students/by-token/${fresh.token}`)).status).toBe(200);
  });

  it('the link of a disabled qari’s student answers 403 teacher-disabled until re-enabled', async () => {
    const { token } = await linkOf(sisterId, qariA.token);
    const disable = (disabled: boolean) =>
      sendJson('PUT', `/users/${qariA.uid}/disabled`, { disabled }, admin);
    expect((await disable(true)).status).toBe(200);
    try {
      expectApiError(
        await parent('GET', `/students/by-token/${token}`),
        403,
        'forbidden',
        'teacher-disabled',
      );
    } finally {
      expect((await disable(false)).status).toBe(200);
    }
    expect((await parent('GET', `/students/by-token/${token}`)).status).toBe(200);
  });
});

describe('one phone following two siblings', () => {
  it('keeps the first child when subscribing from the second; turning one off keeps the other', async () => {
    const phone = `follow-${run}-phone-${'x'.repeat(32)}`;
    const [sister, brother] = [
      (await linkOf(sisterId, admin)).token,
      (await linkOf(brotherId, admin)).token,
    ];
    const subscribe = (link: string, remove = '') =>
      parent('POST', `/students/by-token/${link}/notifications${remove}`, { pushToken: phone });

    expect((await subscribe(sister)).status).toBe(201);
    expect((await subscribe(brother)).status).toBe(201);
    expect(await devicesOf(sisterId)).toEqual([phone]);
    expect(await devicesOf(brotherId)).toEqual([phone]);

    expect((await subscribe(brother, '/remove')).status).toBe(204);
    expect(await devicesOf(brotherId)).toEqual([]);
    expect(await devicesOf(sisterId)).toEqual([phone]);
  });
});
