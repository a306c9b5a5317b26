/**
 * How a notification reaches a set of devices, for the congregation's notifications
 * (push/fan-out.ts) and the parents' news of their child (hifz/parent-push/devices.ts) alike:
 * the send is claimed once in a document of its own (a Cloud Functions trigger may run twice for
 * one change, and the second run must send nothing), each device gets the text in its reader's
 * language, tokens go to FCM in batches of at most `FCM_BATCH_SIZE`, and the documents of tokens
 * FCM reports unregistered or invalid are deleted right after their batch (so a run cut short by
 * its timeout still removes what it learnt).
 */
import type { CollectionReference, DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { FCM_BATCH_SIZE, type PushLanguage, type PushPayload } from '@masjid/domain/push';
import { db, errorCode } from './firebase.ts';
import { DEAD_TOKEN_CODES, type FcmSender } from './fcm.ts';

/** gRPC's ALREADY_EXISTS, what `create` of an existing document throws. */
const ALREADY_EXISTS = 6;

/**
 * Creates `claim` with `data`; false (and nothing written) when it exists already, that is when
 * this send was made before.
 */
export async function claimSend(claim: DocumentReference, data: DocumentData): Promise<boolean> {
  try {
    await claim.create(data);
    return true;
  } catch (err) {
    if (errorCode(err) === ALREADY_EXISTS) return false;
    throw err;
  }
}

/** A device to send to: its token document's id, its FCM token, and its reader's language. */
export interface PushDevice {
  id: string;
  token: string;
  language: PushLanguage;
}

/** What one delivery did. */
export interface DeliverySummary {
  /** Devices the notification was addressed to. */
  recipients: number;
  sent: number;
  failed: number;
  /** Token documents deleted because FCM reported the token dead. */
  dead: number;
  batches: number;
}

/** Deletes the token documents `ids` of `tokens`. */
export async function deleteTokens(tokens: CollectionReference, ids: readonly string[]) {
  if (ids.length === 0) return;
  const writer = db.bulkWriter();
  for (const id of ids) void writer.delete(tokens.doc(id));
  await writer.close();
}

/**
 * Sends `compose(lang)` to `devices`, one language after another (in the order the languages
 * first appear) and at most `FCM_BATCH_SIZE` tokens a request, through `sender` (FCM, or a test's
 * stand-in: FCM has no emulator). `ttlSeconds`: how long FCM keeps the message for an offline
 * phone. A failed request (FCM down, quota) is logged under `label` and counted as failed; it does
 * not stop the other batches. Dead tokens' documents in `tokens` are deleted after each batch.
 */
export async function deliver(
  devices: readonly PushDevice[],
  compose: (lang: PushLanguage) => PushPayload,
  { tokens, ttlSeconds, sender, label }: {
    tokens: CollectionReference;
    ttlSeconds: number;
    sender: FcmSender;
    label: string;
  },
): Promise<DeliverySummary> {
  const byLanguage = new Map<PushLanguage, PushDevice[]>();
  for (const device of devices) {
    const list = byLanguage.get(device.language);
    if (list) list.push(device);
    else byLanguage.set(device.language, [device]);
  }
  const summary: DeliverySummary = { recipients: 0, sent: 0, failed: 0, dead: 0, batches: 0 };
  for (const [lang, list] of byLanguage) {
    const payload = compose(lang);
    for (let i = 0; i < list.length; i += FCM_BATCH_SIZE) {
      const batch = list.slice(i, i + FCM_BATCH_SIZE);
      summary.recipients += batch.length;
      summary.batches += 1;
      let results;
      try {
        results = await sender.send({ tokens: batch.map((d) => d.token), payload, ttlSeconds });
      } catch (err) {
        logger.error(`${label}: a batch of ${batch.length} failed`, err);
        summary.failed += batch.length;
        continue;
      }
      const dead: string[] = [];
      results.forEach((result, j) => {
        if (result.ok) summary.sent += 1;
        else {
          summary.failed += 1;
          if (DEAD_TOKEN_CODES.has(result.code)) dead.push(batch[j]!.id);
        }
      });
      await deleteTokens(tokens, dead);
      summary.dead += dead.length;
    }
  }
  return summary;
}
