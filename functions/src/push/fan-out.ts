/**
 * Sends one notification to every subscribed device: each device gets the text in its
 * reader's language; tokens go to FCM in batches of at most 500; tokens FCM reports unregistered or
 * invalid are deleted right after their batch (so a run cut short by its timeout still removes
 * what it learnt), and tokens not seen for `STALE_TOKEN_DAYS` before sending. A Cloud Functions trigger may
 * run twice for one change: the first run claims `pushSends/{sendId}` and a second run sends
 * nothing.
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  FCM_BATCH_SIZE,
  PUSH_SENDS_COLLECTION,
  PUSH_TOKENS_COLLECTION,
  STALE_TOKEN_DAYS,
  pushTokenDocSchema,
  type PushLanguage,
} from '@masjid/domain/push';
import type { ReminderKey } from '@masjid/domain/jamat-reminders';
import * as z from 'zod/mini';
import { db } from '../lib/firebase.ts';
import { stored, validDoc } from '../lib/stored.ts';
import { errorCode } from '../api/errors.ts';
import { DEAD_TOKEN_CODES, fcmSender, type FcmSender } from '../lib/fcm.ts';
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

interface Recipient {
  id: string;
  token: string;
  language: PushLanguage;
}

/** Every live token, grouped by language; stale ones are returned separately for deletion. */
const recipientConverter = stored(
  z.pick(pushTokenDocSchema, { token: true, language: true, lastSeenAt: true }),
);

/**
 * Every live token, or with `reminder` only the devices that chose that reminder before jamat
 * (`pushTokens/{id}.reminders` holds its key).
 */
async function recipients(now: number, reminder?: ReminderKey) {
  const byLanguage = new Map<PushLanguage, Recipient[]>();
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
      const list = byLanguage.get(device.language) ?? [];
      list.push({ id: doc.id, token: device.token, language: device.language });
      byLanguage.set(device.language, list);
    }
    if (page.size < PAGE) break;
    last = page.docs[page.size - 1]!.id;
  }
  return { byLanguage, stale };
}

async function deleteTokens(ids: string[]) {
  if (ids.length === 0) return;
  const writer = db.bulkWriter();
  for (const id of ids) void writer.delete(db.collection(PUSH_TOKENS_COLLECTION).doc(id));
  await writer.close();
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
  try {
    await claim.create({ kind, link, startedAt: Timestamp.fromMillis(now) });
  } catch (err) {
    if (errorCode(err) === 6) return undefined; // ALREADY_EXISTS: a retry
    throw err;
  }
  const { byLanguage, stale } = await recipients(now, reminder);
  await deleteTokens(stale);
  let dead = 0;
  const summary: SendSummary = { kind, recipients: 0, sent: 0, failed: 0, removed: 0, batches: 0 };
  for (const [lang, list] of byLanguage) {
    const payload = compose(lang);
    for (let i = 0; i < list.length; i += FCM_BATCH_SIZE) {
      const batch = list.slice(i, i + FCM_BATCH_SIZE);
      summary.recipients += batch.length;
      summary.batches += 1;
      let results;
      try {
        results = await sender.send({ tokens: batch.map((r) => r.token), payload, ttlSeconds });
      } catch (err) {
        // One failed request (FCM down, quota) must not stop the other batches.
        logger.error(`Push batch of ${batch.length} failed`, err);
        summary.failed += batch.length;
        continue;
      }
      const batchDead: string[] = [];
      results.forEach((result, j) => {
        if (result.ok) summary.sent += 1;
        else {
          summary.failed += 1;
          if (DEAD_TOKEN_CODES.has(result.code)) batchDead.push(batch[j]!.id);
        }
      });
      await deleteTokens(batchDead);
      dead += batchDead.length;
    }
  }
  summary.removed = dead + stale.length;
  await claim.update({ ...summary, finishedAt: Timestamp.now() });
  logger.info(`Push ${kind} ${sendId}`, summary);
  return summary;
}
