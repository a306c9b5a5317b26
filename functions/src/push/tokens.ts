/**
 * The device tokens of push notifications (issue 7 §2; spec 7 `POST /save-token`), stored in
 * `pushTokens/{sha256 of the token}` (closed to clients by the rules) as
 * `{token, userId, language, createdAt, lastSeenAt}`. A token is saved for the caller only: the
 * signed-in user's own id (proved by the Bearer ID token) or none for a visitor.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  MAX_NEW_VISITOR_TOKENS_PER_ADDRESS,
  MAX_TOKENS_PER_USER,
  PUSH_TOKENS_COLLECTION,
  type RemoveTokenBody,
  type SaveTokenBody,
} from '@masjid/domain/push';
import { db } from '../lib/firebase.ts';
import { ApiError } from '../api/errors.ts';
import { verifyCaller } from '../api/auth.ts';
import { clientAddress, recordFailure, retryAfterSeconds, throttleKey } from '../api/throttle.ts';

/** A token's document id: its SHA-256 (hex), so the same device saved twice is one document. */
export function tokenDocId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokens = () => db.collection(PUSH_TOKENS_COLLECTION);

/**
 * The user the token is saved for: `null` for a visitor; the caller's uid when `userId` is sent,
 * which must match the verified Bearer token (401 without one, 403 for someone else's id).
 */
async function ownerOf(req: Request, userId: string | null | undefined): Promise<string | null> {
  if (userId === undefined || userId === null) return null;
  const caller = await verifyCaller(req);
  if (caller.uid !== userId)
    throw new ApiError('forbidden', 'A device can only be registered for your own account');
  return caller.uid;
}

/**
 * `POST /save-token` {token, userId?, language?}: stores the device or, when it is known, updates
 * its user, language and `lastSeenAt` (the site calls this at every start while notifications are
 * on). A user keeps at most `MAX_TOKENS_PER_USER` devices (the longest unseen goes); one address
 * registers at most `MAX_NEW_VISITOR_TOKENS_PER_ADDRESS` new visitor devices per 15 minutes (429).
 * Answers 201 for a new device, 200 for a known one: `{saved: true, userId}`.
 */
export const saveToken: RequestHandler = async (req, res) => {
  const body = res.locals.body as SaveTokenBody;
  const userId = await ownerOf(req, body.userId);
  const ref = tokens().doc(tokenDocId(body.token));
  const now = Timestamp.now();
  const limitKey = throttleKey('push', clientAddress(req));
  const known = (await ref.get()).exists;
  if (!known && userId === null) {
    const wait = await retryAfterSeconds([
      { key: limitKey, max: MAX_NEW_VISITOR_TOKENS_PER_ADDRESS },
    ]);
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      throw new ApiError('too-many-requests', 'Too many new devices from this address; try later');
    }
  }
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    tx.set(ref, {
      token: body.token,
      userId,
      language: body.language ?? 'en',
      createdAt: snap.exists ? (snap.get('createdAt') as Timestamp) : now,
      lastSeenAt: now,
    });
  });
  // The throttle's counter here counts new visitor devices from this address, not failures.
  if (!known && userId === null) await recordFailure([limitKey]);
  if (userId !== null) await keepNewest(userId);
  res.status(known ? 200 : 201).json({ saved: true, userId });
};

/** Deletes a user's devices beyond `MAX_TOKENS_PER_USER`, those seen longest ago first. */
async function keepNewest(userId: string) {
  const owned = await tokens().where('userId', '==', userId).select('lastSeenAt').get();
  if (owned.size <= MAX_TOKENS_PER_USER) return;
  const oldestFirst = [...owned.docs].sort(
    (a, b) =>
      (a.get('lastSeenAt') as Timestamp).toMillis() - (b.get('lastSeenAt') as Timestamp).toMillis(),
  );
  const batch = db.batch();
  for (const doc of oldestFirst.slice(0, owned.size - MAX_TOKENS_PER_USER)) batch.delete(doc.ref);
  await batch.commit();
}

/**
 * `POST /remove-token` {token} ('Turn off notifications'): forgets the device. Holding the token is
 * the proof of owning the device, so no sign-in is needed. Answers 204 whether or not it was
 * stored (turning off twice is not an error).
 */
export const removeToken: RequestHandler = async (_req, res) => {
  const { token } = res.locals.body as RemoveTokenBody;
  await tokens().doc(tokenDocId(token)).delete();
  res.status(204).end();
};
