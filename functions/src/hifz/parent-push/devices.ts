/**
 * The devices subscribed to a child's news (`parentPushTokens`, one document per device and
 * child) and the one way a notification
 * reaches them: claimed once per `sendId` in `parentPushSends`, then the delivery shared with the
 * congregation's notifications (lib/push-delivery.ts: each device in its language, through the FCM
 * boundary, devices FCM reports dead deleted).
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  PARENT_PUSH_SENDS_COLLECTION,
  PARENT_PUSH_TOKENS_COLLECTION,
  parentPushTokenSchema,
} from '@masjid/domain/parent-push';
import type { PushLanguage, PushPayload } from '@masjid/domain/push';
import { db } from '../../lib/firebase.ts';
import { stored, validDocs } from '../../lib/stored.ts';
import { fcmSender, type FcmSender } from '../../lib/fcm.ts';
import { claimSend, deleteTokens, deliver } from '../../lib/push-delivery.ts';

export const parentDevices = () =>
  db.collection(PARENT_PUSH_TOKENS_COLLECTION).withConverter(stored(parentPushTokenSchema));

/**
 * A device's document id for one child: the SHA-256 of its FCM token and the student's id, so one
 * phone may follow several children (siblings), each subscribed and unsubscribed on its own.
 */
export function deviceId(pushToken: string, studentId: string): string {
  return createHash('sha256').update(`${pushToken}\n${studentId}`).digest('hex');
}

/**
 * The id a device had before it was kept per child (the SHA-256 of its FCM token alone): such a
 * document follows one child, named in it, until that child's subscription is made again or ended.
 */
export function legacyDeviceId(pushToken: string): string {
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
 * Sends the message `compose` to the devices of `studentId`, once per `sendId`. A child with no
 * devices costs that one query: `message` (which may read what the text needs) is called only
 * when some device is subscribed, and answers undefined when there is nothing to send (the
 * child has no link any more). Returns undefined when nothing was sent: no devices, no message,
 * or sent before under the same id. `sender` is the FCM boundary (a test passes its own
 * stand-in, FCM having no emulator).
 */
export async function notifyParents(
  studentId: string,
  sendId: string,
  message: () => Promise<((lang: PushLanguage) => PushPayload) | undefined>,
  ttlSeconds: number,
  sender: FcmSender = fcmSender(),
): Promise<ParentSendSummary | undefined> {
  const devices = await devicesOf(studentId);
  if (devices.length === 0) return undefined;
  const compose = await message();
  if (!compose) return undefined;
  const claim = db.collection(PARENT_PUSH_SENDS_COLLECTION).doc(sendId);
  if (!(await claimSend(claim, { studentId, kind: compose('en').kind, at: Timestamp.now() })))
    return undefined; // sent before
  const { recipients, sent, dead } = await deliver(devices, compose, {
    tokens: db.collection(PARENT_PUSH_TOKENS_COLLECTION),
    ttlSeconds,
    sender,
    label: `Parent push ${sendId}`,
  });
  const summary: ParentSendSummary = { recipients, sent, removed: dead };
  logger.info(`Parent push ${sendId}`, summary);
  return summary;
}

/** Deletes the devices of `studentId` (those subscribed through the link `linkHash`, if given). */
export async function forgetDevices(studentId: string, linkHash?: string): Promise<number> {
  const devices = (await devicesOf(studentId)).filter((d) => !linkHash || d.linkHash === linkHash);
  await deleteTokens(
    db.collection(PARENT_PUSH_TOKENS_COLLECTION),
    devices.map((d) => d.id),
  );
  return devices.length;
}
