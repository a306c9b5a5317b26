/**
 * Subscribing from the parent's link: `POST /students/by-token/{token}/notifications`
 * `{pushToken, language}` stores this device for the link's student only (201 new, 200 known);
 * `POST .../notifications/remove` `{pushToken}` forgets it (204, also when it was not stored). A
 * wrong link is 404 and counts against the client address like every link lookup. A child keeps
 * at most `MAX_PARENT_DEVICES` devices: the one seen longest ago goes.
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
import { deviceId, devicesOf, parentDevices } from './devices.ts';

/**
 * The student of the parent's link `token` (a wrong link is 404 and counts against `throttle`) and
 * the document of the device with `pushToken`.
 */
async function linkedDevice(token: string, pushToken: string, throttle: ThrottleCounters) {
  const { id: studentId } = await studentOfToken(token, throttle);
  return { studentId, ref: parentDevices().doc(deviceId(pushToken)) };
}

export function parentPushRouter(): Router {
  const router = Router();
  route(router, '/students/by-token/:token/notifications', {
    post: endpoint(
      { role: 'public', params: tokenParams, body: parentSubscribeBody, throttle: tokenThrottle },
      async ({ params, body, throttle, res }) => {
        const { studentId, ref } = await linkedDevice(params.token, body.pushToken, throttle);
        const now = Timestamp.now();
        const known = await db.runTransaction(async (tx) => {
          const before = (await tx.get(ref)).data();
          const device: ParentPushToken = {
            token: body.pushToken,
            studentId,
            linkHash: tokenHash(params.token),
            language: body.language ?? 'ur',
            createdAt: before?.studentId === studentId ? before.createdAt : now,
            lastSeenAt: now,
          };
          tx.set(db.collection(PARENT_PUSH_TOKENS_COLLECTION).doc(ref.id), device);
          return before?.studentId === studentId;
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
        const { studentId, ref } = await linkedDevice(params.token, body.pushToken, throttle);
        // Only this child's device: a link cannot unsubscribe another child's parent.
        if ((await ref.get()).data()?.studentId === studentId) await ref.delete();
        res.status(204).end();
      },
    ),
  });
  return router;
}
