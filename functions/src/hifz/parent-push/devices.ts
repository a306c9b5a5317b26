/**
 * The devices subscribed to a child's news (`parentPushTokens`) and the one way a notification
 * reaches them: claimed once per `sendId` in `parentPushSends`, sent through the FCM boundary
 * (lib/fcm.ts) in each device's language, and devices FCM reports dead are deleted.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  PARENT_PUSH_SENDS_COLLECTION,
  PARENT_PUSH_TOKENS_COLLECTION,
  parentPushTokenSchema,
} from '@masjid/domain/parent-push';
import { PUSH_LANGUAGES, type PushLanguage, type PushPayload } from '@masjid/domain/push';
import { db } from '../../lib/firebase.ts';
import { stored, validDocs } from '../../lib/stored.ts';
import { errorCode } from '../../api/errors.ts';
import { DEAD_TOKEN_CODES, fcmSender, type FcmSender } from '../../lib/fcm.ts';

export const parentDevices = () =>
  db.collection(PARENT_PUSH_TOKENS_COLLECTION).withConverter(stored(parentPushTokenSchema));

/** A device's document id: the SHA-256 of its FCM token. */
export function deviceId(pushToken: string): string {
  return createHash('sha256').update(pushToken).digest('hex');
}

/** The devices subscribed to `studentId`. */
export async function devicesOf(studentId: string) {
  return validDocs(await parentDevices().where('studentId', '==', studentId).get());
}

/** What one send did. */
export interface ParentSendSummary {
  recipients: number;
  sent: number;
  removed: number;
}

/**
 * Sends `compose(lang)` to the devices of `studentId`, once per `sendId` (a second call with the
 * same id sends nothing and returns undefined, as does a child with no devices). `sender` is the
 * FCM boundary (a test passes its own stand-in, FCM having no emulator).
 */
export async function notifyParents(
  studentId: string,
  sendId: string,
  compose: (lang: PushLanguage) => PushPayload,
  ttlSeconds: number,
  sender: FcmSender = fcmSender(),
): Promise<ParentSendSummary | undefined> {
  const devices = await devicesOf(studentId);
  if (devices.length === 0) return undefined;
  try {
    await db
      .collection(PARENT_PUSH_SENDS_COLLECTION)
      .doc(sendId)
      .create({ studentId, kind: compose('en').kind, at: Timestamp.now() });
  } catch (err) {
    if (errorCode(err) === 6) return undefined; // ALREADY_EXISTS: sent before
    throw err;
  }
  const summary: ParentSendSummary = { recipients: devices.length, sent: 0, removed: 0 };
  for (const lang of PUSH_LANGUAGES) {
    const group = devices.filter((d) => d.language === lang);
    if (group.length === 0) continue;
    let results;
    try {
      results = await sender.send({
        tokens: group.map((d) => d.token),
        payload: compose(lang),
        ttlSeconds,
      });
    } catch (err) {
      logger.error(`Parent push ${sendId} failed`, err);
      continue;
    }
    const dead = group.filter((_, i) => {
      const result = results[i];
      if (result?.ok) summary.sent++;
      return result && !result.ok && DEAD_TOKEN_CODES.has(result.code);
    });
    await Promise.all(
      dead.map((d) => db.collection(PARENT_PUSH_TOKENS_COLLECTION).doc(d.id).delete()),
    );
    summary.removed += dead.length;
  }
  logger.info(`Parent push ${sendId}`, summary);
  return summary;
}

/** Deletes the devices of `studentId` (those subscribed through the link `linkHash`, if given). */
export async function forgetDevices(studentId: string, linkHash?: string): Promise<number> {
  const devices = (await devicesOf(studentId)).filter((d) => !linkHash || d.linkHash === linkHash);
  const writer = db.bulkWriter();
  for (const d of devices)
    void writer.delete(db.collection(PARENT_PUSH_TOKENS_COLLECTION).doc(d.id));
  await writer.close();
  return devices.length;
}
