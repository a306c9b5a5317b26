/**
 * Sends one notification to every subscribed device, through the delivery shared with the
 * parents' notifications (lib/push-delivery.ts: claimed once in `pushSends/{sendId}`, each device
 * in its reader's language, batches of at most 500 tokens, dead tokens deleted after their batch),
 * and deletes tokens not seen for `STALE_TOKEN_DAYS` before sending.
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  PUSH_SENDS_COLLECTION,
  PUSH_TOKENS_COLLECTION,
  STALE_TOKEN_DAYS,
  pushTokenDocSchema,
} from '@masjid/domain/push';
import type { ReminderKey } from '@masjid/domain/jamat-reminders';
import * as z from 'zod/mini';
import { db } from '../lib/firebase.ts';
import { stored, validDoc } from '../lib/stored.ts';
import { fcmSender, type FcmSender } from '../lib/fcm.ts';
import { claimSend, deleteTokens, deliver, type PushDevice } from '../lib/push-delivery.ts';
import type { Compose } from './messages.ts';

/** Tokens read from Firestore per page. */
const PAGE = 1000;

/** What one notification did, also stored in `pushSends/{sendId}`. */
export interface SendSummary {
  kind: string;
  /** Devices the notification was addressed to. */
  recipients: number;
  sent: number;
  failed: number;
  /** Tokens deleted: dead ones reported by FCM plus those not seen for `STALE_TOKEN_DAYS`. */
  removed: number;
  batches: number;
}

/** A device's fields the fan-out reads. */
const recipientConverter = stored(
  z.pick(pushTokenDocSchema, { token: true, language: true, lastSeenAt: true }),
);

/**
 * Every live token, or with `reminder` only the devices that chose that reminder before jamat
 * (`pushTokens/{id}.reminders` holds its key).
 */
async function recipients(now: number, reminder?: ReminderKey) {
  const live: PushDevice[] = [];
  const stale: string[] = [];
  const cutoff = now - STALE_TOKEN_DAYS * 24 * 60 * 60 * 1000;
  let last: string | undefined;
  for (;;) {
    const devices = reminder
      ? db.collection(PUSH_TOKENS_COLLECTION).where('reminders', 'array-contains', reminder)
      : db.collection(PUSH_TOKENS_COLLECTION);
    let query = devices
      .select('token', 'language', 'lastSeenAt')
      .orderBy(FieldPath.documentId())
      .limit(PAGE)
      .withConverter(recipientConverter);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    for (const doc of page.docs) {
      const device = validDoc(doc);
      // A device not seen for long, or whose document is malformed, is removed.
      if (!device || device.lastSeenAt.toMillis() < cutoff) {
        stale.push(doc.id);
        continue;
      }
      live.push({ id: doc.id, token: device.token, language: device.language });
    }
    if (page.size < PAGE) break;
    last = page.docs[page.size - 1]!.id;
  }
  return { live, stale };
}

/**
 * Sends `compose(lang)` to every device and cleans up dead tokens. `sendId` is the trigger's event
 * id (idempotency); `ttlSeconds` is how long FCM keeps the message for an offline phone; `sender`
 * is the FCM boundary of this instance (a test passes its own stand-in, FCM having no emulator);
 * `reminder` narrows the devices to those that chose that reminder before jamat.
 * Returns `undefined` when this `sendId` was already handled.
 */
export async function notifyCongregation(
  sendId: string,
  compose: Compose,
  ttlSeconds: number,
  now = Date.now(),
  sender: FcmSender = fcmSender(),
  reminder?: ReminderKey,
): Promise<SendSummary | undefined> {
  const claim = db.collection(PUSH_SENDS_COLLECTION).doc(sendId);
  const { kind, link } = compose('en');
  if (!(await claimSend(claim, { kind, link, startedAt: Timestamp.fromMillis(now) })))
    return undefined; // a retry
  const tokens = db.collection(PUSH_TOKENS_COLLECTION);
  const { live, stale } = await recipients(now, reminder);
  await deleteTokens(tokens, stale);
  const { dead, ...sent } = await deliver(live, compose, {
    tokens,
    ttlSeconds,
    sender,
    label: `Push ${kind} ${sendId}`,
  });
  const summary: SendSummary = { kind, ...sent, removed: dead + stale.length };
  await claim.update({ ...summary, finishedAt: Timestamp.now() });
  logger.info(`Push ${kind} ${sendId}`, summary);
  return summary;
}
