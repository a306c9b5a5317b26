/**
 * Subscribing from the parent's link: `POST /students/by-token/{token}/notifications`
 * `{pushToken, language}` stores this device for the link's student only (201 new, 200 known);
 * `POST .../notifications/remove` `{pushToken}` forgets it for that student only (204, also when
 * it was not stored). One device may follow several children (siblings, each from their own link):
 * it is stored once per child, so subscribing from a second child's link keeps the first. A wrong
 * link is 404 and counts against the client address like every link lookup. A child keeps at most
 * `MAX_PARENT_DEVICES` devices: the one seen longest ago goes.
 */
import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  MAX_PARENT_DEVICES,
  PARENT_PUSH_TOKENS_COLLECTION,
  parentSubscribeBody,
  parentUnsubscribeBody,
  type ParentPushToken,
} from '@masjid/domain/parent-push';
import { db } from '../../lib/firebase.ts';
import { endpoint, route } from '../../api/endpoint.ts';
import type { ThrottleCounters } from '../../api/throttle.ts';
import { studentOfToken, tokenParams, tokenThrottle } from '../access.ts';
import { tokenHash } from '../link-token.ts';
import { deviceId, devicesOf, legacyDeviceId, parentDevices } from './devices.ts';

/**
 * The student of the parent's link `token` (a wrong link is 404 and counts against `throttle`),
 * the document of the device with `pushToken` for that student, and the device's document from
 * before devices were kept per child (`legacy`).
 */
async function linkedDevice(
  token: string,
  { pushToken }: { pushToken: string },
  throttle: ThrottleCounters,
) {
  const { id: studentId } = await studentOfToken(token, throttle);
  return {
    studentId,
    ref: parentDevices().doc(deviceId(pushToken, studentId)),
    legacy: parentDevices().doc(legacyDeviceId(pushToken)),
  };
}

export function parentPushRouter(): Router {
  const router = Router();
  route(router, '/students/by-token/:token/notifications', {
    post: endpoint(
      { role: 'public', params: tokenParams, body: parentSubscribeBody, throttle: tokenThrottle },
      async ({ params, body, throttle, res }) => {
        const { studentId, ref, legacy } = await linkedDevice(params.token, body, throttle);
        const now = Timestamp.now();
        const known = await db.runTransaction(async (tx) => {
          const [before, old] = await Promise.all([tx.get(ref), tx.get(legacy)]).then((snaps) =>
            snaps.map((snap) => snap.data()),
          );
          // This child's device kept under its old id: now under the child's own.
          if (old?.studentId === studentId) tx.delete(legacy);
          const prior = [before, old].find((d) => d?.studentId === studentId);
          const device: ParentPushToken = {
            token: body.pushToken,
            studentId,
            linkHash: tokenHash(params.token),
            language: body.language ?? 'ur',
            createdAt: prior?.createdAt ?? now,
            lastSeenAt: now,
          };
          tx.set(db.collection(PARENT_PUSH_TOKENS_COLLECTION).doc(ref.id), device);
          return prior !== undefined;
        });
        const devices = await devicesOf(studentId);
        const extra = devices
          .sort((a, b) => a.lastSeenAt.toMillis() - b.lastSeenAt.toMillis())
          .slice(0, Math.max(0, devices.length - MAX_PARENT_DEVICES));
        await Promise.all(extra.map((d) => parentDevices().doc(d.id).delete()));
        res.status(known ? 200 : 201);
        return { subscribed: true };
      },
    ),
  });
  route(router, '/students/by-token/:token/notifications/remove', {
    post: endpoint(
      { role: 'public', params: tokenParams, body: parentUnsubscribeBody, throttle: tokenThrottle },
      async ({ params, body, throttle, res }) => {
        const { studentId, ref, legacy } = await linkedDevice(params.token, body, throttle);
        // Only this child's device: a link cannot unsubscribe another child (a sibling this
        // device also follows, or another child's parent).
        await ref.delete();
        if ((await legacy.get()).data()?.studentId === studentId) await legacy.delete();
        res.status(204).end();
      },
    ),
  });
  return router;
}
