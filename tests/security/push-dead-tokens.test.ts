/**
 * Attack (cost and abuse): devices that uninstalled the site leave dead tokens behind. If the
 * fan-out removes them only after its last batch, a run cut short (its 540 s timeout, a crash, an
 * FCM outage on a later batch) removes nothing, and every later notification pays for the same
 * dead tokens again, for ever.
 *
 * Expected: the tokens FCM reports unregistered or invalid in one batch are gone from
 * `pushTokens` before the next batch is sent, and so is a made-up token stored before the
 * save-token call asked FCM (FCM answers `messaging/invalid-argument` for it, which is also its
 * answer to a malformed message, so it counts as dead once FCM accepted the same message for
 * another device); tokens FCM accepted, and tokens of a batch that failed as a whole, stay.
 *
 * FCM has no emulator anywhere, so this test, and only at the one send boundary, passes a stand-in
 * for FCM's multicast (`FcmSender`, functions/src/lib/fcm.ts) to the real fan-out
 * (`notifyCongregation`), which reads and deletes the real token documents on the Firestore
 * emulator. The stand-in answers as FCM does per token and, when the second batch arrives, looks
 * in Firestore for the dead tokens of the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { PUSH_TOKENS_COLLECTION, type PushLanguage, type PushPayload } from '@masjid/domain/push';
import { notifyCongregation } from '../../functions/src/push/fan-out.ts';
import type { FcmBatch, FcmResult, FcmSender } from '../../functions/src/lib/fcm.ts';
import { adminDb, closeAdmin } from '../api/client.ts';

const run = Math.random().toString(36).slice(2, 8);
/** Ids sort before other test data, so these devices' languages come first in the fan-out. */
const device = (name: string) => `0000-dead-token-test-${run}-${name}`;

/** Two languages: the fan-out sends one batch per language (and per 500 tokens). */
const DEVICES: Array<{ id: string; token: string; language: PushLanguage }> = [
  { id: device('en-dead'), token: `unregistered-${run}-en`, language: 'en' },
  { id: device('en-live'), token: `live-${run}-en`, language: 'en' },
  { id: device('en-made-up'), token: `made-up-${run}-en`, language: 'en' },
  { id: device('ur-dead'), token: `invalid-${run}-ur`, language: 'ur' },
  { id: device('ur-live'), token: `live-${run}-ur`, language: 'ur' },
];

const tokens = () => adminDb().collection(PUSH_TOKENS_COLLECTION);

const compose = (lang: PushLanguage): PushPayload => ({
  kind: 'event',
  title: `Dead-token test ${run}`,
  body: 'A notification to test the clean-up of dead tokens.',
  link: '/events',
  lang,
  tag: `dead-token-test-${run}`,
});

/**
 * FCM's answer per token: our test tokens named `unregistered…`/`invalid…` are dead, one named
 * `made-up…` is not a token FCM ever issued.
 */
function answer(token: string): FcmResult {
  if (token.startsWith(`made-up-${run}`)) return { ok: false, code: 'messaging/invalid-argument' };
  if (token.startsWith(`unregistered-${run}`))
    return { ok: false, code: 'messaging/registration-token-not-registered' };
  if (token.startsWith(`invalid-${run}`))
    return { ok: false, code: 'messaging/invalid-registration-token' };
  return { ok: true };
}

beforeAll(async () => {
  const now = Timestamp.now();
  await Promise.all(
    DEVICES.map((d) =>
      tokens().doc(d.id).set({
        token: d.token,
        userId: null,
        language: d.language,
        createdAt: now,
        lastSeenAt: now,
      }),
    ),
  );
});

afterAll(async () => {
  await Promise.all(DEVICES.map((d) => tokens().doc(d.id).delete()));
  await closeAdmin();
});

describe('push fan-out deletes dead tokens per batch', () => {
  it('the dead tokens of a batch are gone before the next batch is sent', async () => {
    const batches: FcmBatch[] = [];
    /** For each batch after the first: which of the earlier batches' dead tokens still exist. */
    const stillStored: string[][] = [];
    const deadSoFar: string[] = [];
    const standIn: FcmSender = {
      name: 'test stand-in for FCM (no FCM emulator exists)',
      async send(batch) {
        const mine = batch.tokens.filter((t) => t.includes(run));
        if (mine.length > 0 && deadSoFar.length > 0) {
          const left = await Promise.all(
            DEVICES.filter((d) => deadSoFar.includes(d.token)).map(async (d) =>
              (await tokens().doc(d.id).get()).exists ? d.id : undefined,
            ),
          );
          stillStored.push(left.filter((id) => id !== undefined));
        }
        batches.push(batch);
        const results = batch.tokens.map(answer);
        batch.tokens.forEach((t, i) => {
          if (!results[i]!.ok && t.includes(run)) deadSoFar.push(t);
        });
        return results;
      },
    };

    const summary = await notifyCongregation(
      `dead-token-test-${run}`,
      compose,
      3600,
      Date.now(),
      standIn,
    );

    const ourBatches = batches.filter((b) => b.tokens.some((t) => t.includes(run)));
    expect(ourBatches).toHaveLength(2); // one per language
    expect(stillStored).toEqual([[]]); // the first batch's dead token was already deleted
    expect(summary?.removed).toBeGreaterThanOrEqual(3);
    for (const d of DEVICES)
      expect((await tokens().doc(d.id).get()).exists, d.id).toBe(d.token.startsWith('live-'));
  });

  it('a batch that fails as a whole deletes nothing; the next batch is still sent', async () => {
    const now = Timestamp.now();
    const extra = { id: device('en-dead-2'), token: `unregistered-${run}-en-2` };
    await tokens()
      .doc(extra.id)
      .set({ token: extra.token, userId: null, language: 'en', createdAt: now, lastSeenAt: now });
    let calls = 0;
    const failingFirst: FcmSender = {
      name: 'test stand-in for FCM: the first batch fails (an outage)',
      async send(batch) {
        calls += 1;
        if (calls === 1) throw new Error('FCM unavailable');
        return batch.tokens.map(answer);
      },
    };
    await notifyCongregation(`dead-token-test-2-${run}`, compose, 3600, Date.now(), failingFirst);
    expect(calls).toBeGreaterThanOrEqual(2);
    // The en batch (first: its ids sort first) failed whole, so its dead token is not known dead.
    expect((await tokens().doc(extra.id).get()).exists).toBe(true);
    await tokens().doc(extra.id).delete();
  });
});
