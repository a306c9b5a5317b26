/**
 * The device tokens of push notifications: `POST /save-token` and `POST /remove-token`, stored in
 * `pushTokens/{sha256 of the token}` (closed to clients by the rules), and `POST /reminders`. A
 * token is saved for the caller only: the signed-in user's own id (proved by the Bearer ID token)
 * or none for a visitor, and only once FCM accepts it (a dry-run send), so a script cannot fill
 * the collection with made-up devices that every notification would then be sent to.
 */
import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import {
  MAX_NEW_VISITOR_TOKENS_PER_ADDRESS,
  MAX_TOKENS_PER_USER,
  PUSH_TOKENS_COLLECTION,
  pushTokenDocSchema,
  removeTokenBody,
  saveTokenBody,
} from '@masjid/domain/push';
import { MAX_REMINDER_SAVES_PER_ADDRESS, saveRemindersBody } from '@masjid/domain/jamat-reminders';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';
import { verifyCaller } from '../api/auth.ts';
import { endpoint, route } from '../api/endpoint.ts';
import { clientAddress, throttleKey } from '../api/throttle.ts';
import { fcmTokenCheck } from '../lib/fcm.ts';

/** A token's document id: its SHA-256 (hex), so the same device saved twice is one document. */
function tokenDocId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokens = () => db.collection(PUSH_TOKENS_COLLECTION);
const lastSeen = stored(z.pick(pushTokenDocSchema, { lastSeenAt: true }));

/**
 * The user the token is saved for: `null` for a visitor; the caller's uid when `userId` is sent,
 * which must match the verified Bearer token (401 without one, 403 for someone else's id).
 */
async function ownerOf(req: Request, userId: string | null | undefined): Promise<string | null> {
  if (userId === undefined || userId === null) return null;
  const caller = await verifyCaller(req);
  if (caller.uid !== userId)
    throw new ApiError(
      'forbidden',
      'device-not-yours',
      'A device can only be registered for your own account',
    );
  return caller.uid;
}

/**
 * Refuses (400 `device-token-rejected`) a token FCM does not accept: asked with a dry-run send
 * (nothing reaches the device), answered on the emulator suite by FCM's stand-in. FCM's own
 * failure to answer is thrown (500), and the device is not stored either.
 */
async function checkWithFcm(token: string): Promise<void> {
  const answer = await fcmTokenCheck()(token);
  if (!answer.ok)
    throw new ApiError(
      'bad-request',
      'device-token-rejected',
      `FCM did not accept this device token (${answer.code})`,
    );
}

/** Deletes a user's devices beyond `MAX_TOKENS_PER_USER`, those seen longest ago first. */
async function keepNewest(userId: string) {
  const owned = await tokens()
    .where('userId', '==', userId)
    .select('lastSeenAt')
    .withConverter(lastSeen)
    .get();
  if (owned.size <= MAX_TOKENS_PER_USER) return;
  const oldestFirst = validDocs(owned).sort(
    (a, b) => a.lastSeenAt.toMillis() - b.lastSeenAt.toMillis(),
  );
  const batch = db.batch();
  for (const doc of oldestFirst.slice(0, owned.size - MAX_TOKENS_PER_USER))
    batch.delete(tokens().doc(doc.id));
  await batch.commit();
}

export function pushRouter(): Router {
  const router = Router();
  /**
   * `{token, userId?, language?}`: stores the device or, when it is known, updates its user,
   * language and `lastSeenAt` (the site calls this at every start while notifications are on). A
   * new token is stored only once FCM accepts it (400 `device-token-rejected` otherwise). A
   * user keeps at most `MAX_TOKENS_PER_USER` devices (the longest unseen goes); one address
   * tries at most `MAX_NEW_VISITOR_TOKENS_PER_ADDRESS` new visitor devices per window, stored or
   * refused (429). Answers 201 for a new device, 200 for a known one: `{saved: true, userId}`.
   */
  route(router, '/save-token', {
    post: endpoint(
      {
        role: 'public',
        body: saveTokenBody,
        // The counter counts new visitor devices from an address, stored or refused by FCM; known
        // devices and signed-in users are not counted.
        throttle: {
          limits: async ({ req, body }) =>
            body.userId == null && !(await tokens().doc(tokenDocId(body.token)).get()).exists
              ? [
                  {
                    key: throttleKey('push', clientAddress(req)),
                    max: MAX_NEW_VISITOR_TOKENS_PER_ADDRESS,
                  },
                ]
              : [],
          message: () => 'Too many new devices from this address; try later',
        },
      },
      async ({ req, res, body, throttle }) => {
        const userId = await ownerOf(req, body.userId);
        const ref = tokens().doc(tokenDocId(body.token));
        // A known device was accepted when it was stored; its daily re-save asks FCM nothing.
        if (!(await ref.get()).exists) {
          if (userId === null) await throttle.record();
          await checkWithFcm(body.token);
        }
        const now = Timestamp.now();
        const known = await db.runTransaction(async (tx) => {
          const before = await tx.get(ref.withConverter(stored(pushTokenDocSchema)));
          // Merged, so the device's reminders before jamat survive the daily re-save.
          tx.set(
            ref,
            {
              token: body.token,
              userId,
              language: body.language ?? 'en',
              createdAt: validDoc(before)?.createdAt ?? now,
              lastSeenAt: now,
            },
            { merge: true },
          );
          return before.exists;
        });
        if (userId !== null) await keepNewest(userId);
        res.status(known ? 200 : 201);
        return { saved: true, userId };
      },
    ),
  });
  /**
   * `{token}` ('Turn off notifications'): forgets the device. Holding the token is the proof of
   * owning the device, so no sign-in is needed. Answers 204 whether or not it was stored
   * (turning off twice is not an error).
   */
  route(router, '/remove-token', {
    post: endpoint({ role: 'public', body: removeTokenBody }, async ({ res, body }) => {
      await tokens().doc(tokenDocId(body.token)).delete();
      res.status(204).end();
    }),
  });
  /**
   * `{token, reminders}`: the device's reminders before jamat (keys such as `isha:10`; an empty
   * list turns them off), stored on its token. Holding the token proves owning the device, as for
   * `/remove-token`. 404 when the token was never saved (turn notifications on first); 200
   * `{reminders}` otherwise. Every call counts against the client address: at most
   * `MAX_REMINDER_SAVES_PER_ADDRESS` per window (429).
   */
  route(router, '/reminders', {
    post: endpoint(
      {
        role: 'public',
        body: saveRemindersBody,
        throttle: {
          limits: ({ req }) => [
            {
              key: throttleKey('reminders', clientAddress(req)),
              max: MAX_REMINDER_SAVES_PER_ADDRESS,
            },
          ],
          message: () => 'Too many reminder changes from this address; try later',
        },
      },
      async ({ body, throttle }) => {
        await throttle.record();
        const ref = tokens().doc(tokenDocId(body.token));
        const reminders = [...new Set(body.reminders)].sort();
        await db.runTransaction(async (tx) => {
          if (!(await tx.get(ref)).exists)
            throw new ApiError(
              'not-found',
              'notifications-off',
              'Turn notifications on for this device first',
            );
          tx.update(ref, { reminders, lastSeenAt: Timestamp.now() });
        });
        return { reminders };
      },
    ),
  });
  return router;
}
