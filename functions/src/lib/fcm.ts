/**
 * The single boundary with FCM's send API. Everything before it (who receives what,
 * the message, the clean-up of stale tokens; push/fan-out.ts) is the same code everywhere.
 *
 * - Production: firebase-admin `sendEachForMulticast` (at most 500 tokens per call), and a dry-run
 *   `send(message, true)` to check a new device's token before it is stored (`fcmTokenCheck`).
 * - Emulator suite: no FCM emulator exists anywhere, so this module, and
 *   only this module, is replaced by a stand-in. It appends each batch as one JSON line to
 *   `$PUSH_OUTBOX_DIR/sent.jsonl` (default `.emulators/push` of the repository) for tests and
 *   developers to read (a dry run writes nothing), and answers per token as FCM would: a token
 *   starting with `unregistered` gets `messaging/registration-token-not-registered`, one starting
 *   with `invalid` gets `messaging/invalid-registration-token`, one not shaped like the tokens FCM
 *   issues to browsers (`<instance id>:APA91b<...>`) gets `messaging/invalid-argument` (FCM's
 *   answer to a made-up token), and every other token succeeds.
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

/**
 * FCM's answer to a token it never issued (a made-up one), and also to a malformed message: a
 * token that gets it is dead once the same message was accepted for another device
 * (lib/push-delivery.ts), and a new device that gets it for the well-formed check message is
 * refused (`fcmTokenCheck`).
 */
export const INVALID_ARGUMENT = 'messaging/invalid-argument';

/** Answers of FCM's dry run for which a new device's token is refused (never stored). */
export const REJECTED_TOKEN_CODES = new Set([
  ...DEAD_TOKEN_CODES,
  INVALID_ARGUMENT,
  // A token of another Firebase project's sender.
  'messaging/mismatched-credential',
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

/**
 * Asks FCM whether it would deliver to `token` (a dry run: nothing reaches the device). Resolves
 * FCM's answer; rejects only when FCM could not answer (outage, quota).
 */
export type FcmTokenCheck = (token: string) => Promise<FcmResult>;

/** The message of the dry run: well-formed, so a refusal is about the token. */
const CHECK_DATA = { kind: 'check' } as const;

/** FCM's error code of a rejected call, or `undefined` when it is no FCM error. */
function messagingCode(err: unknown): string | undefined {
  const code: unknown = typeof err === 'object' && err !== null ? Reflect.get(err, 'code') : undefined;
  return typeof code === 'string' && code.startsWith('messaging/') ? code : undefined;
}

const realCheck: FcmTokenCheck = async (token) => {
  try {
    await getMessaging(app).send({ token, data: CHECK_DATA }, true);
    return { ok: true };
  } catch (err) {
    const code = messagingCode(err);
    // Only FCM's verdict on the token is an answer; anything else (network, quota) is thrown.
    if (code && REJECTED_TOKEN_CODES.has(code)) return { ok: false, code };
    throw err;
  }
};

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

/** The shape of the registration tokens FCM gives browsers: `<instance id>:APA91b<...>`. */
const FCM_TOKEN_SHAPE = /^[\w-]+:APA91b[\w-]+$/;

/** The stand-in's answer for one token, as FCM answers (see the module comment). */
export function standInAnswer(token: string): FcmResult {
  if (token.startsWith('unregistered'))
    return { ok: false, code: 'messaging/registration-token-not-registered' };
  if (token.startsWith('invalid')) return { ok: false, code: 'messaging/invalid-registration-token' };
  if (!FCM_TOKEN_SHAPE.test(token)) return { ok: false, code: INVALID_ARGUMENT };
  return { ok: true };
}

const emulatorStandIn: FcmSender & { check: FcmTokenCheck } = {
  name: `emulator stand-in (no FCM emulator exists), writing ${pushOutboxFile()}`,
  async send(batch) {
    if (batch.tokens.length > FCM_BATCH_SIZE) throw new Error('FCM accepts at most 500 tokens');
    const file = pushOutboxFile();
    await mkdir(join(file, '..'), { recursive: true });
    await appendFile(file, `${JSON.stringify({ at: Date.now(), ...batch })}\n`);
    return batch.tokens.map(standInAnswer);
  },
  check: async (token) => standInAnswer(token),
};

let chosen: (FcmSender & { check: FcmTokenCheck }) | undefined;

function chosenBoundary() {
  if (!chosen) {
    chosen = platform().emulated ? emulatorStandIn : { ...realFcm, check: realCheck };
    logger.info(`Push notifications are sent through: ${chosen.name}`);
  }
  return chosen;
}

/** The sender of this instance: the stand-in on the emulator suite, FCM elsewhere. */
export function fcmSender(): FcmSender {
  return chosenBoundary();
}

/** The dry-run check of this instance: the stand-in's answer on the emulator suite, FCM's elsewhere. */
export function fcmTokenCheck(): FcmTokenCheck {
  return chosenBoundary().check;
}
