/**
 * Slows down guessing (issue 3: passwords through `POST /login`; issue 5: parents' deep-link
 * tokens): failed attempts are counted per key (an account, a client address) in Firestore
 * (`throttle`, closed to clients by the rules). Past a key's limit within the window, further
 * attempts are refused with 429 until the window ends, whether or not they would succeed.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase.ts';

/** Length of the counting window and of the lock-out, in milliseconds (15 minutes). */
export const WINDOW_MS = 15 * 60 * 1000;

/** Firestore collection of the counters. */
export const THROTTLE_COLLECTION = 'throttle';

interface Counter {
  failures: number;
  windowStart: Timestamp;
}

/** A counter and the failures it allows within `WINDOW_MS`. */
export interface Limit {
  key: string;
  max: number;
}

/** A counter's document id: `prefix_` and a hash (no e-mail or address is stored in clear). */
export function throttleKey(prefix: string, value: string): string {
  return `${prefix}_${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;
}

/** The client address: the first hop of X-Forwarded-For (set by Hosting), else the socket. */
export function clientAddress(req: Request): string {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.ip || 'unknown';
}

function activeFailures(data: Counter | undefined, now: number): number {
  if (!data) return 0;
  return now - data.windowStart.toMillis() < WINDOW_MS ? data.failures : 0;
}

/** Seconds until the caller may try again, or 0 when the attempt may go ahead. */
export async function retryAfterSeconds(limits: Limit[], now = Date.now()): Promise<number> {
  const snaps = await Promise.all(
    limits.map(({ key }) => db.collection(THROTTLE_COLLECTION).doc(key).get()),
  );
  const waits = snaps.flatMap((snap, i) => {
    const data = snap.data() as Counter | undefined;
    return data && activeFailures(data, now) >= limits[i]!.max
      ? [Math.ceil((data.windowStart.toMillis() + WINDOW_MS - now) / 1000)]
      : [];
  });
  return waits.length ? Math.max(...waits) : 0;
}

/** Counts one failed attempt against each key. */
export async function recordFailure(keys: string[], now = Date.now()): Promise<void> {
  await db.runTransaction(async (tx) => {
    const refs = keys.map((key) => db.collection(THROTTLE_COLLECTION).doc(key));
    const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
    snaps.forEach((snap, i) => {
      const data = snap.data() as Counter | undefined;
      const failures = activeFailures(data, now);
      tx.set(refs[i]!, {
        failures: failures + 1,
        windowStart: failures === 0 ? Timestamp.fromMillis(now) : data!.windowStart,
      });
    });
  });
}

/** Clears a counter (a successful sign-in clears the account's). */
export async function clearFailures(key: string): Promise<void> {
  await db.collection(THROTTLE_COLLECTION).doc(key).delete();
}
