/**
 * Parents' notifications about their child, against the emulators: subscribing from the parent's
 * link (and refusals that store nothing), the day's news when the qari saves the day, sent once
 * even when the day is saved again (the trigger runs in the Functions emulator), the month's
 * report to every subscribed parent, turning off, and the end of every subscription when the link
 * is replaced.
 *
 * Stand-in: FCM's send API has no emulator anywhere. The trigger in the Functions emulator sends
 * through the one module that calls it (functions/src/lib/fcm.ts), which on the emulator appends
 * each batch to `$PUSH_OUTBOX_DIR/sent.jsonl`; this test reads that file. The month's reports are
 * sent by calling the scheduled function's body (`sendMonthReports`) from here with a stand-in
 * sender that records each batch, as push-dead-tokens.test.ts does (the emulators do not run
 * schedules). Everything before the send (tokens, which message, once per day) is the real code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION, deepLinkSchema } from '@masjid/domain/hifz';
import {
  PARENT_PUSH_SENDS_COLLECTION,
  PARENT_PUSH_TOKENS_COLLECTION,
} from '@masjid/domain/parent-push';
import { pushPayloadSchema } from '@masjid/domain/push';
import { addMonths } from '@masjid/domain/progress';
import { addDays } from '@masjid/domain/jamat-schedule';
import { karachiDay, karachiIsoToday } from '@masjid/domain/karachi-calendar';
import type { FcmBatch, FcmSender } from '../../functions/src/lib/fcm.ts';
import {
  adminDb,
  closeAdmin,
  expectApiError,
  resetThrottle,
  randomAddress,
  sendJson,
} from './client.ts';
import { loadFunctionsEnv } from './functions-env.ts';
import { deleteUsers, testUser } from './tokens.ts';
import { ROOT } from '../emulators.ts';

const run = Math.random().toString(36).slice(2, 10);
/** An FCM-shaped device token (`<name>:APA91b…`, what the emulator's FCM stand-in accepts). */
const device = (name: string) => `parent-${run}-${name}:APA91b${'x'.repeat(32)}`;

const sentBatchSchema = z.object({ tokens: z.array(z.string()), payload: pushPayloadSchema });
const OUTBOX = join(process.env.PUSH_OUTBOX_DIR ?? join(ROOT, '.emulators', 'push'), 'sent.jsonl');

/** The batches the emulator's FCM stand-in wrote that went to `token`. */
function sentTo(token: string) {
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => z.parse(sentBatchSchema, JSON.parse(line)))
    .filter((batch) => batch.tokens.includes(token));
}

/** Waits (at most 20 s) until `check` holds. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A stand-in for FCM's send (no FCM emulator exists) that keeps each batch in `batches`. */
const recordingSender = (batches: FcmBatch[]): FcmSender => ({
  name: 'test stand-in for FCM (no FCM emulator exists)',
  async send(batch) {
    batches.push(batch);
    return batch.tokens.map(() => ({ ok: true }));
  },
});

/** The parent's calls come from a random address (the link throttle counts per address). */
const parent = (path: string, body: unknown) =>
  sendJson('POST', path, body, undefined, {
    'x-forwarded-for': randomAddress(),
  });
const devices = () => adminDb().collection(PARENT_PUSH_TOKENS_COLLECTION);
const devicesOf = async (id: string) =>
  (await devices().where('studentId', '==', id).get()).docs.map((d) => d.get('token'));

let qari: string;
let qariUid: string;
let studentId: string;
let link: string;
const uids: string[] = [];

beforeEach(resetThrottle);

beforeAll(async () => {
  const [q, s] = await Promise.all([
    testUser('parent-push-qari', { role: 'qari' }),
    testUser('parent-push-student', { role: 'student' }),
  ]);
  qari = q.token;
  qariUid = q.uid;
  studentId = s.uid;
  uids.push(q.uid, s.uid);
  await adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .set({ name: 'Hamza Ali', email: s.email, teacherId: q.uid });
  const made = await sendJson('POST', `/students/${studentId}/deep-link`, undefined, qari);
  link = z.parse(deepLinkSchema, made.json).token;
});

afterAll(async () => {
  await resetThrottle();
  for (const doc of (await devices().where('studentId', '==', studentId).get()).docs)
    await doc.ref.delete();
  for (const doc of (
    await adminDb()
      .collection(PARENT_PUSH_SENDS_COLLECTION)
      .where('studentId', '==', studentId)
      .get()
  ).docs)
    await doc.ref.delete();
  await adminDb().recursiveDelete(adminDb().collection(STUDENTS_COLLECTION).doc(studentId));
  await adminDb().collection('studentLinks').doc(studentId).delete();
  await deleteUsers(uids);
  await closeAdmin();
});

describe('subscribing from the parent link', () => {
  it('stores the device for the link’s child: 201, then 200 for the same device', async () => {
    const path = `/students/by-token/${link}/notifications`;
    const first = await parent(path, { pushToken: device('urdu'), language: 'ur' });
    expect(first.status, first.text).toBe(201);
    expect((await parent(path, { pushToken: device('urdu'), language: 'ur' })).status).toBe(200);
    expect((await parent(path, { pushToken: device('english'), language: 'en' })).status).toBe(201);
    expect((await devicesOf(studentId)).sort()).toEqual([device('english'), device('urdu')].sort());
  });

  it('a bad body or a wrong link is refused and stores nothing', async () => {
    const path = `/students/by-token/${link}/notifications`;
    expectApiError(await parent(path, { pushToken: 'short' }), 400, 'bad-request');
    expectApiError(
      await parent(path, { pushToken: device('x'), language: 'fr' }),
      400,
      'bad-request',
    );
    expectApiError(await parent(path, { pushToken: device('x'), extra: 1 }), 400, 'bad-request');
    expectApiError(
      await parent(`/students/by-token/${'A'.repeat(43)}/notifications`, {
        pushToken: device('x'),
      }),
      404,
      'not-found',
    );
    expect(await devicesOf(studentId)).not.toContain(device('x'));
  });
});

describe('the day saved by the qari', () => {
  it('notifies each device once in its language, even when the day is saved again', async () => {
    const { year, month, day } = karachiDay();
    const save = (sabaq: string) =>
      sendJson(
        'POST',
        `/users/${studentId}/progress`,
        { year, month, day, attendance: 'on-time', sabaq },
        qari,
      );
    expect((await save('very-good')).status).toBe(200);
    await until(() => sentTo(device('urdu')).length > 0 && sentTo(device('english')).length > 0);
    const [ur] = sentTo(device('urdu'));
    const [en] = sentTo(device('english'));
    expect(ur!.payload).toMatchObject({ kind: 'progress', lang: 'ur', body: 'حاضر، سبق بہت اچھا' });
    expect(en!.payload).toMatchObject({
      kind: 'progress',
      lang: 'en',
      body: 'present, sabaq very good',
    });
    expect(en!.payload.title).toMatch(/^Hamza Ali · /);
    // The notification opens the parent's own link.
    expect(en!.payload.link).toContain(`/dashboard-student?token=${link}`);

    // Saved again: the trigger runs (its write lands) but the day was already told.
    expect((await save('weak')).status).toBe(200);
    // Give the second trigger run time to finish, then nothing more was sent.
    await new Promise((r) => setTimeout(r, 3000));
    expect(sentTo(device('urdu'))).toHaveLength(1);
    expect(sentTo(device('english'))).toHaveLength(1);
    const sends = adminDb()
      .collection(PARENT_PUSH_SENDS_COLLECTION)
      .where('studentId', '==', studentId);
    expect((await sends.get()).size).toBe(1);
    // Two trigger runs (each behind the other lanes' on a busy machine) and a 3 s pause.
  }, 60_000);
});

describe('a day of a child nobody subscribed', () => {
  it('costs the devices query only: neither the link nor the student is read', async () => {
    loadFunctionsEnv();
    const { notifyDay } = await import('../../functions/src/hifz/parent-push/triggers.ts');
    // A link left behind by a student whose document is gone: reading the student would fail
    // (404), so the day's news can only come back quietly if the devices were asked first.
    const orphan = `parent-push-orphan-${run}`;
    const links = adminDb().collection('studentLinks');
    const ours = await links.doc(studentId).get();
    await links.doc(orphan).set(ours.data() ?? {});
    try {
      const date = karachiIsoToday();
      const day = { ...karachiDay(), date, status: 'done', attendance: 'on-time' };
      await expect(notifyDay(orphan, day, date)).resolves.toBe(false);
      const sends = adminDb().collection(PARENT_PUSH_SENDS_COLLECTION).doc(`${orphan}_${date}`);
      expect((await sends.get()).exists).toBe(false);
    } finally {
      await links.doc(orphan).delete();
    }
  });
});

describe('the month’s report', () => {
  it('goes to every device of the child once, opening that month’s report', async () => {
    // The scheduled function's body runs here, so it needs the functions' emulator settings.
    loadFunctionsEnv();
    const { sendMonthReports } = await import('../../functions/src/hifz/parent-push/triggers.ts');
    const batches: FcmBatch[] = [];
    const standIn = recordingSender(batches);
    const last = addMonths(karachiDay(), -1);
    const key = `${last.year}-${String(last.month).padStart(2, '0')}`;
    await sendMonthReports(last, standIn);
    const ours = batches.filter((b) => b.tokens.some((t) => t.includes(run)));
    expect(ours.map((b) => b.payload.lang).sort()).toEqual(['en', 'ur']);
    for (const b of ours) {
      expect(b.payload.kind).toBe('report');
      expect(b.payload.link).toContain(`/dashboard-student/report?token=${link}&month=${key}`);
    }
    expect(ours.find((b) => b.payload.lang === 'ur')!.payload.title).toContain('ماہانہ رپورٹ');
    // A second run for the same month sends nothing to this child.
    batches.length = 0;
    await sendMonthReports(last, standIn);
    expect(batches.filter((b) => b.tokens.some((t) => t.includes(run)))).toEqual([]);
  });
});

describe("a link that does not open (the student's or the qari's account disabled)", () => {
  it('gets neither the month’s report nor the day’s news', async () => {
    loadFunctionsEnv();
    const { notifyDay, sendMonthReports } =
      await import('../../functions/src/hifz/parent-push/triggers.ts');
    const batches: FcmBatch[] = [];
    const standIn = recordingSender(batches);
    const student = adminDb().collection(STUDENTS_COLLECTION).doc(studentId);
    const teacher = adminDb().collection(TEACHERS_COLLECTION).doc(qariUid);
    // Yesterday: today's news was sent above, and a day is told once.
    const today = karachiIsoToday();
    const date = addDays(today, -1);
    const [year, month, dayOfMonth] = date.split('-').map(Number);
    const day = { year, month, day: dayOfMonth, date, status: 'done', attendance: 'on-time' };
    // Months of their own, so the report already sent above does not hide a send here.
    const [monthA, monthB] = [addMonths(karachiDay(), -3), addMonths(karachiDay(), -4)];
    try {
      await teacher.set({ name: 'Qari Disabled', email: 'q@example.com', disabled: true });
      await sendMonthReports(monthA, standIn);
      await student.update({ disabled: true });
      await teacher.delete();
      await sendMonthReports(monthB, standIn);
      await expect(notifyDay(studentId, day, today, standIn)).resolves.toBe(false);
      expect(batches.filter((b) => b.tokens.some((t) => t.includes(run)))).toEqual([]);
    } finally {
      await student.update({ disabled: false });
      await teacher.delete();
    }
  });
});

describe('turning off, and replacing the link', () => {
  it('turning off removes the device; another child’s link cannot remove it', async () => {
    const path = `/students/by-token/${link}/notifications/remove`;
    expect((await parent(path, { pushToken: device('english') })).status).toBe(204);
    expect(await devicesOf(studentId)).toEqual([device('urdu')]);
    expect((await parent(path, { pushToken: device('english') })).status).toBe(204);
  });

  it('replacing the link ends every subscription made through the old one', async () => {
    expect(await devicesOf(studentId)).toHaveLength(1);
    const replaced = await sendJson('POST', `/students/${studentId}/deep-link`, undefined, qari);
    expect(replaced.status).toBe(201);
    await until(async () => (await devicesOf(studentId)).length === 0);
    // The old link no longer subscribes: it was replaced.
    expectApiError(
      await parent(`/students/by-token/${link}/notifications`, { pushToken: device('late') }),
      410,
      'gone',
      'link-replaced',
    );
  });
});
