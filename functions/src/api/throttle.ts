/**
 * Slows down guessing (passwords through `POST /login`, parents' link tokens) and floods of new
 * push devices: attempts are counted per key (an account, a client address) in Firestore
 * (`throttle/{key}`). Past a key's limit within the window, further attempts are refused with 429
 * and Retry-After until the window ends, whether or not they would succeed. Endpoints declare
 * their limits (`throttle` of `endpoint`); the wrapper refuses before the handler runs and hands
 * the handler `ctx.throttle` to count an attempt or clear a counter.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  THROTTLE_COLLECTION,
  activeFailures,
  secondsLocked,
  throttleCounterSchema,
} from '@masjid/domain/throttle';
import { db } from '../lib/firebase.ts';
import { stored } from '../lib/stored.ts';
import { ApiError } from './errors.ts';

/** A counter and the attempts it allows within the window. */
export interface Limit {
  key: string;
  max: number;
}

/** What an endpoint declares: the counters a request counts against, and the 429 message. */
export interface ThrottleRule<Ctx> {
  /** The counters of this request; none lets it through uncounted. */
  limits(ctx: Ctx): Limit[] | Promise<Limit[]>;
  /** The 429 message, given the seconds to wait. */
  message(waitSeconds: number): string;
}

/** What the handler of a throttled endpoint may do with its counters. */
export interface ThrottleCounters {
  /** Counts one attempt against every counter of the request (a failure, or a new device). */
  record(): Promise<void>;
  /** Clears one counter (a successful sign-in clears the account's). */
  clear(key: string): Promise<void>;
}

const counter = (key: string) => db.collection(THROTTLE_COLLECTION).doc(key);
const converter = stored(throttleCounterSchema);

/** A counter's document id: `prefix_` and a hash (no e-mail or address is stored in clear). */
export function throttleKey(prefix: string, value: string): string {
  return `${prefix}_${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;
}

/** The client address: the first hop of X-Forwarded-For (set by Hosting), else the socket. */
export function clientAddress(req: Request): string {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.ip || 'unknown';
}

/** Seconds until the caller may try again, or 0 when the attempt may go ahead. */
export async function retryAfterSeconds(limits: Limit[], now = Date.now()): Promise<number> {
  const snaps = await Promise.all(
    limits.map(({ key }) => counter(key).withConverter(converter).get()),
  );
  return Math.max(0, ...snaps.map((snap, i) => secondsLocked(snap.data(), limits[i]!.max, now)));
}

/** Counts one attempt against each key. */
export async function recordFailure(keys: string[], now = Date.now()): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snaps = await Promise.all(
      keys.map((key) => tx.get(counter(key).withConverter(converter))),
    );
    snaps.forEach((snap, i) => {
      const data = snap.data();
      const failures = activeFailures(data, now);
      tx.set(counter(keys[i]!), {
        failures: failures + 1,
        windowStart: data && failures > 0 ? data.windowStart : Timestamp.fromMillis(now),
      });
    });
  });
}

/**
 * Refuses with ApiError 429 (and sets `Retry-After` through `retryAfter`) when any of `limits` is
 * used up; otherwise returns the counters for the handler.
 */
export async function checkThrottle(
  limits: Limit[],
  message: (waitSeconds: number) => string,
  retryAfter: (seconds: number) => void,
): Promise<ThrottleCounters> {
  const wait = limits.length > 0 ? await retryAfterSeconds(limits) : 0;
  if (wait > 0) {
    retryAfter(wait);
    throw new ApiError('too-many-requests', message(wait));
  }
  return {
    record: () => (limits.length > 0 ? recordFailure(limits.map((l) => l.key)) : Promise.resolve()),
    clear: async (key) => {
      await counter(key).delete();
    },
  };
}
