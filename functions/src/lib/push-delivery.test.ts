import { describe, expect, it } from 'vitest';
import type { PushLanguage, PushPayload } from '@masjid/domain/push';
import type { FcmBatch, FcmSender } from './fcm.ts';
import { db } from './firebase.ts';
import { deliver, type PushDevice } from './push-delivery.ts';

const compose = (lang: PushLanguage): PushPayload => ({
  kind: 'event',
  title: `title ${lang}`,
  body: 'body',
  link: '/events',
  lang,
  tag: 'delivery-test',
});

const devices = (language: PushLanguage, count: number): PushDevice[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${language}-${i}`, token: `${language}-${i}`, language }));

/** A stand-in for FCM (no FCM emulator exists): records each batch; `fail` refuses a request. */
function standIn(fail: (batch: FcmBatch) => boolean = () => false) {
  const batches: FcmBatch[] = [];
  const sender: FcmSender = {
    name: 'test stand-in for FCM',
    async send(batch) {
      batches.push(batch);
      if (fail(batch)) throw new Error('FCM is down');
      return batch.tokens.map(() => ({ ok: true }));
    },
  };
  return { batches, sender };
}

// No token here is dead, so nothing is deleted and Firestore is never called; the deletion of dead
// tokens is tested against the emulator (tests/security/push-dead-tokens.test.ts).
const options = (sender: FcmSender) => ({
  tokens: db.collection('push-delivery-test'),
  ttlSeconds: 60,
  sender,
  label: 'test',
});

describe('deliver', () => {
  it('sends each language its text in batches of at most 500, each as it fills, the rest as the languages first came', async () => {
    const { batches, sender } = standIn();
    const all = [...devices('ur', 2), ...devices('en', 1001), ...devices('ur', 1)];
    const summary = await deliver(all, compose, options(sender));
    expect(batches.map((b) => [b.payload.lang, b.tokens.length])).toEqual([
      ['en', 500],
      ['en', 500],
      ['ur', 3],
      ['en', 1],
    ]);
    expect(batches.every((b) => b.ttlSeconds === 60)).toBe(true);
    expect(summary).toEqual({ recipients: 1004, sent: 1004, failed: 0, dead: 0, batches: 4 });
  });

  it('counts a refused request as failed and goes on with the other batches', async () => {
    const { batches, sender } = standIn((b) => b.payload.lang === 'ur');
    const summary = await deliver([...devices('ur', 2), ...devices('en', 3)], compose, options(sender));
    expect(batches).toHaveLength(2);
    expect(summary).toEqual({ recipients: 5, sent: 3, failed: 2, dead: 0, batches: 2 });
  });

  it('deletes no device when FCM refuses the message for every one (invalid-argument: the message, not the tokens)', async () => {
    const batches: FcmBatch[] = [];
    const refusing: FcmSender = {
      name: 'test stand-in for FCM refusing a malformed message',
      async send(batch) {
        batches.push(batch);
        return batch.tokens.map(() => ({ ok: false, code: 'messaging/invalid-argument' }));
      },
    };
    const summary = await deliver(devices('en', 501), compose, options(refusing));
    expect(batches).toHaveLength(2);
    expect(summary).toEqual({ recipients: 501, sent: 0, failed: 501, dead: 0, batches: 2 });
  });
});
