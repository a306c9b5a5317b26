/**
 * Sends one notification to every subscribed device, through the delivery shared with the
 * parents' notifications (lib/push-delivery.ts: claimed once in `pushSends/{sendId}`, each device
 * in its reader's language, batches of at most 500 tokens, dead tokens deleted after their batch),
 * reading the devices from Firestore a page at a time as it sends (never the whole list at once),
 * and deletes tokens not seen for `STALE_TOKEN_DAYS` page by page.
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  FCM_BATCH_SIZE,
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
import { Delivery, claimSend, deleteTokens } from '../lib/push-delivery.ts';
import type { Compose } from './messages.ts';

/**
 * Devices read from Firestore per page: two of FCM's batches. At most a page and one batch per
 * language are held at a time, whatever the number of devices (`npm run bench:push`: 100,000
 * devices in docs/benchmarks.md; pages of 500 took twice as long on the emulator, whose queries
 * cost about the same whatever their limit).
 */
const PAGE = 2 * FCM_BATCH_SIZE;

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
 * Every device, or with `reminder` only the devices that chose that reminder before jamat
 * (`pushTokens/{id}.reminders` holds its key), one page of `PAGE` at a time in document-id order,
 * each page read after the previous one was handled (a cursor, `startAfter`, never an offset).
 */
async function* pagesOfDevices(reminder?: ReminderKey) {
  const devices = reminder
    ? db.collection(PUSH_TOKENS_COLLECTION).where('reminders', 'array-contains', reminder)
    : db.collection(PUSH_TOKENS_COLLECTION);
  const first = devices
    .select('token', 'language', 'lastSeenAt')
    .orderBy(FieldPath.documentId())
    .limit(PAGE)
    .withConverter(recipientConverter);
  let last: string | undefined;
  for (;;) {
    const page = await (last ? first.startAfter(last) : first).get();
    yield page.docs;
    if (page.size < PAGE) return;
    last = page.docs[page.size - 1]!.id;
  }
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
  const delivery = new Delivery(compose, {
    tokens,
    ttlSeconds,
    sender,
    label: `Push ${kind} ${sendId}`,
  });
  const cutoff = now - STALE_TOKEN_DAYS * 24 * 60 * 60 * 1000;
  let stale = 0;
  for await (const page of pagesOfDevices(reminder)) {
    const unseen: string[] = [];
    for (const doc of page) {
      const device = validDoc(doc);
      // A device not seen for long, or whose document is malformed, is removed.
      if (!device || device.lastSeenAt.toMillis() < cutoff) unseen.push(doc.id);
      else await delivery.add({ id: doc.id, token: device.token, language: device.language });
    }
    await deleteTokens(tokens, unseen);
    stale += unseen.length;
  }
  const { dead, ...sent } = await delivery.finish();
  const summary: SendSummary = { kind, ...sent, removed: dead + stale };
  await claim.update({ ...summary, finishedAt: Timestamp.now() });
  logger.info(`Push ${kind} ${sendId}`, summary);
  return summary;
}
