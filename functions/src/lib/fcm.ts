/**
 * The single boundary with FCM's send API. Everything before it (who receives what,
 * the message, the clean-up of stale tokens; push/fan-out.ts) is the same code everywhere.
 *
 * - Production: firebase-admin `sendEachForMulticast` (at most 500 tokens per call).
 * - Emulator suite: no FCM emulator exists anywhere, so this module, and
 *   only this module, is replaced by a stand-in. It appends each batch as one JSON line to
 *   `$PUSH_OUTBOX_DIR/sent.jsonl` (default `.emulators/push` of the repository) for tests and
 *   developers to read, and answers per token as FCM would: a token starting with `unregistered`
 *   gets `messaging/registration-token-not-registered`, one starting with `invalid` gets
 *   `messaging/invalid-registration-token`, every other token succeeds.
 * The choice is made once per instance and logged.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getMessaging } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { FCM_BATCH_SIZE, type PushPayload } from '@masjid/domain/push';
import { app } from './firebase.ts';
import { platform } from './config.ts';

/** FCM error codes meaning the token will never work again (its device is deleted). */
export const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/** Notifications that matter within minutes: delivered at once even to a phone saving power. */
const URGENT_KINDS = new Set<PushPayload['kind']>(['jamat', 'janaza', 'reminder']);

/** One multicast: up to `FCM_BATCH_SIZE` tokens, one payload, its time to live in seconds. */
export interface FcmBatch {
  tokens: string[];
  payload: PushPayload;
  ttlSeconds: number;
}

/** Per token, in the order given: sent, or FCM's error code (e.g. `messaging/...-not-registered`). */
export type FcmResult = { ok: true } | { ok: false; code: string };

export interface FcmSender {
  name: string;
  send(batch: FcmBatch): Promise<FcmResult[]>;
}

const realFcm: FcmSender = {
  name: 'FCM (firebase-admin messaging)',
  async send({ tokens, payload, ttlSeconds }) {
    const response = await getMessaging(app).sendEachForMulticast({
      tokens,
      // Data only: the site's service worker shows it (title, body, language, link, tag), the same
      // way in every browser.
      data: { ...payload },
      webpush: {
        headers: {
          TTL: String(ttlSeconds),
          Urgency: URGENT_KINDS.has(payload.kind) ? 'high' : 'normal',
        },
      },
    });
    return response.responses.map((r) =>
      r.success ? { ok: true } : { ok: false, code: r.error?.code ?? 'messaging/unknown-error' },
    );
  },
};

/** Where the emulator stand-in writes (tests read the same path). */
export function pushOutboxFile(): string {
  return join(platform().pushOutboxDir, 'sent.jsonl');
}

const emulatorStandIn: FcmSender = {
  name: `emulator stand-in (no FCM emulator exists), writing ${pushOutboxFile()}`,
  async send(batch) {
    if (batch.tokens.length > FCM_BATCH_SIZE) throw new Error('FCM accepts at most 500 tokens');
    const file = pushOutboxFile();
    await mkdir(join(file, '..'), { recursive: true });
    await appendFile(file, `${JSON.stringify({ at: Date.now(), ...batch })}\n`);
    return batch.tokens.map((token) =>
      token.startsWith('unregistered')
        ? { ok: false, code: 'messaging/registration-token-not-registered' }
        : token.startsWith('invalid')
          ? { ok: false, code: 'messaging/invalid-registration-token' }
          : { ok: true },
    );
  },
};

let chosen: FcmSender | undefined;

/** The sender of this instance: the stand-in on the emulator suite, FCM elsewhere. */
export function fcmSender(): FcmSender {
  if (!chosen) {
    chosen = platform().emulated ? emulatorStandIn : realFcm;
    logger.info(`Push notifications are sent through: ${chosen.name}`);
  }
  return chosen;
}
