/**
 * Attack (cost and abuse): filling `pushTokens` with made-up devices. Every notification is sent
 * to every stored device, so a visitor who stores thousands of invented tokens makes each send
 * slower and dearer for ever, and a send that loads every device before sending runs out of
 * memory or time long before the congregation is reached.
 *
 * Expected:
 * - `POST /api/save-token` stores a device only once FCM accepts its token (a dry-run send; on the
 *   emulator suite FCM's stand-in, functions/src/lib/fcm.ts, answers as FCM does for a made-up
 *   token: `messaging/invalid-argument`). A made-up token is refused with 400
 *   `device-token-rejected` and stored nowhere; a flood of them meets 429 after
 *   `MAX_NEW_VISITOR_TOKENS_PER_ADDRESS` (each refusal is counted, as each asked FCM).
 * - `POST /api/reminders` is counted per address too: a flood meets 429 after
 *   `MAX_REMINDER_SAVES_PER_ADDRESS` requests.
 * - The fan-out reads the devices page by page and sends as it goes: 1,200 devices seeded straight
 *   into Firestore (all with one reminder before jamat, so no other test's device is among them)
 *   are each reached exactly once, in batches of at most 500, and a device stored while the first
 *   batch is out is read with a later page (the fan-out never holds the whole list before sending).
 *
 * The fan-out test calls the real `notifyCongregation` on the Firestore emulator with a recording
 * stand-in at the one FCM boundary (FCM has no emulator). Every counter tripped here is reset.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  FCM_BATCH_SIZE,
  MAX_NEW_VISITOR_TOKENS_PER_ADDRESS,
  PUSH_TOKENS_COLLECTION,
  type PushLanguage,
  type PushPayload,
} from '@masjid/domain/push';
import { MAX_REMINDER_SAVES_PER_ADDRESS } from '@masjid/domain/jamat-reminders';
import { notifyCongregation } from '../../functions/src/push/fan-out.ts';
import type { FcmBatch, FcmSender } from '../../functions/src/lib/fcm.ts';
import { adminDb, closeAdmin, expectApiError, resetThrottle, sendJson } from '../api/client.ts';
import { fcmLikeToken } from '../api/push-outbox.ts';

const run = randomBytes(4).toString('hex');
const tokens = () => adminDb().collection(PUSH_TOKENS_COLLECTION);
const docOf = (token: string) => tokens().doc(createHash('sha256').update(token).digest('hex'));

/** What a script would invent: 40 to 200 characters a token may have, not one FCM issued. */
const madeUp = (i: number) => `fake${i}${randomBytes(30 + (i % 120)).toString('base64url')}`;

beforeEach(resetThrottle);

afterAll(async () => {
  await resetThrottle();
  await closeAdmin();
});

describe('POST /api/save-token stores only devices FCM accepts', () => {
  it('a real device is stored; a flood of made-up tokens is refused (400, then 429) and nothing is stored', async () => {
    const real = fcmLikeToken(`real-${run}`);
    const ok = await sendJson('POST', '/save-token', { token: real, language: 'en' });
    expect(ok.status, ok.text).toBe(201);
    expect((await docOf(real).get()).exists).toBe(true);

    const flood = Array.from({ length: MAX_NEW_VISITOR_TOKENS_PER_ADDRESS + 5 }, (_, i) =>
      madeUp(i),
    );
    const statuses: number[] = [];
    for (const [i, token] of flood.entries()) {
      const res = await sendJson('POST', '/save-token', { token, userId: null });
      statuses.push(res.status);
      if (i === 0) expectApiError(res, 400, 'bad-request', 'device-token-rejected');
    }
    // The real device took one of the address's new devices; each refusal takes one more.
    const refused = MAX_NEW_VISITOR_TOKENS_PER_ADDRESS - 1;
    expect(statuses).toEqual([
      ...Array<number>(refused).fill(400),
      ...Array<number>(flood.length - refused).fill(429),
    ]);
    const stored = await Promise.all(flood.map(async (t) => (await docOf(t).get()).exists));
    expect(stored.filter(Boolean)).toHaveLength(0);
    await docOf(real).delete();
  });
});

describe('POST /api/reminders is throttled per address', () => {
  it(`a flood meets 429 after ${MAX_REMINDER_SAVES_PER_ADDRESS} requests`, async () => {
    const token = fcmLikeToken(`never-saved-${run}`);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_REMINDER_SAVES_PER_ADDRESS + 3; i++)
      statuses.push(
        (await sendJson('POST', '/reminders', { token, reminders: ['isha:10'] })).status,
      );
    expect(statuses).toEqual([
      ...Array<number>(MAX_REMINDER_SAVES_PER_ADDRESS).fill(404),
      429,
      429,
      429,
    ]);
    const refused = await sendJson('POST', '/reminders', { token, reminders: [] });
    expectApiError(refused, 429, 'too-many-requests', 'too-many-attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the fan-out streams the devices from Firestore', () => {
  const SEEDED = 1200;
  /** The reminder these devices chose: the send goes to them alone. */
  const REMINDER = 'fajr:30';
  /** Ids sort together and after the other tests' devices (sha-256 hex ids start 0-9a-f). */
  const id = (i: number) => `zz-paging-${run}-${String(i).padStart(5, '0')}`;
  const lateId = `zz-paging-${run}-99999-late`;
  const lateToken = fcmLikeToken(`late-${run}`);
  const tokenOf = (i: number) => `paging-${run}-${i}:APA91b${'x'.repeat(40)}`;

  afterAll(async () => {
    const writer = adminDb().bulkWriter();
    for (let i = 0; i < SEEDED; i++) void writer.delete(tokens().doc(id(i)));
    void writer.delete(tokens().doc(lateId));
    await writer.close();
  });

  it('reaches each of 1,200 devices once, in batches of at most 500, reading pages as it sends', async () => {
    const now = Timestamp.now();
    const writer = adminDb().bulkWriter();
    for (let i = 0; i < SEEDED; i++) {
      const language: PushLanguage = i % 4 === 0 ? 'ur' : 'en';
      void writer.set(tokens().doc(id(i)), {
        token: tokenOf(i),
        userId: null,
        language,
        createdAt: now,
        lastSeenAt: now,
        reminders: [REMINDER],
      });
    }
    await writer.close();

    const batches: FcmBatch[] = [];
    const sender: FcmSender = {
      name: 'recording stand-in for FCM (no FCM emulator exists)',
      async send(batch) {
        // A device that subscribes while the first batch is out, stored after every seeded one.
        if (batches.length === 0)
          await tokens()
            .doc(lateId)
            .set({
              token: lateToken,
              userId: null,
              language: 'en',
              createdAt: now,
              lastSeenAt: now,
              reminders: [REMINDER],
            });
        batches.push(batch);
        return batch.tokens.map(() => ({ ok: true }));
      },
    };
    const compose = (lang: PushLanguage): PushPayload => ({
      kind: 'event',
      title: `Paging test ${run}`,
      body: 'A notification to every device',
      link: '/events',
      lang,
      tag: `paging-${run}`,
    });
    await notifyCongregation(`paging-test-${run}`, compose, 3600, Date.now(), sender, REMINDER);

    expect(Math.max(...batches.map((b) => b.tokens.length))).toBeLessThanOrEqual(FCM_BATCH_SIZE);
    const times = new Map<string, number>();
    for (const batch of batches)
      for (const token of batch.tokens) times.set(token, (times.get(token) ?? 0) + 1);
    const reached = Array.from({ length: SEEDED }, (_, i) => times.get(tokenOf(i)) ?? 0);
    expect(reached.filter((n) => n !== 1)).toEqual([]);
    // Each device in its language.
    for (const batch of batches)
      if (batch.tokens.includes(tokenOf(0))) expect(batch.payload.lang).toBe('ur');
    // Read after the first batch went out: the list was not loaded whole before sending.
    expect(times.get(lateToken)).toBe(1);
  });
});
