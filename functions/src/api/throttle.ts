/**
 * Slows down guessing (passwords through `POST /login`, parents' link tokens) and floods of new
 * push devices: attempts are counted per key (an account, a client address) in Firestore
 * (`throttle/{key}`). Past a key's limit within the window, further attempts are refused with 429
 * and Retry-After until the window ends, whether or not they would succeed. Endpoints declare
 * their limits (`throttle` of `endpoint`); before the handler runs, the wrapper counts the attempt
 * in the same transaction that checks the limit (or refuses), and hands the handler
 * `ctx.throttle` to keep the attempt counted (a failure) or clear a counter; an attempt not kept
 * is given back when the request ends. Client addresses come from `clientAddress`.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  THROTTLE_COLLECTION,
  THROTTLE_WINDOW_MS,
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

/**
 * What an endpoint declares: the counters a request counts against, and the 429 answer's English
 * message (its reason is `too-many-attempts`, with the minutes to wait).
 */
export interface ThrottleRule<Ctx> {
  /** The counters of this request; none lets it through uncounted. */
  limits(ctx: Ctx): Limit[] | Promise<Limit[]>;
  /** The 429 message, given the seconds to wait. */
  message(waitSeconds: number): string;
  /**
   * Count misses only: nothing is checked before the handler, and `record` (a miss) checks and
   * counts in one step, refusing with 429 once the counters are used up. For lookups of values
   * nobody can guess (the parents' 256-bit link tokens), so a right answer never waits behind
   * misses sent "from" its address by someone else (issue 40).
   */
  missesOnly?: boolean;
}

/** What the handler of a throttled endpoint may do with its counters. */
export interface ThrottleCounters {
  /**
   * Keeps the attempt counted against every counter of the request (a failure, or a new device).
   * An attempt the handler does not keep is given back when the request ends (`settle`).
   */
  record(): Promise<void>;
  /** Clears one counter (a successful sign-in clears the account's). */
  clear(key: string): Promise<void>;
  /** Gives back the request's attempt unless `record` kept it; the endpoint wrapper calls it last. */
  settle(): Promise<void>;
}

const counter = (key: string) => db.collection(THROTTLE_COLLECTION).doc(key);
const converter = stored(throttleCounterSchema);

/** Attempts of one transaction before a contended counter refuses the request instead. */
const MAX_TRANSACTION_ATTEMPTS = 10;

/** A counter's document id: `prefix_` and a hash (no e-mail or address is stored in clear). */
export function throttleKey(prefix: string, value: string): string {
  return `${prefix}_${createHash('sha256').update(value).digest('hex').slice(0, 40)}`;
}

export { clientAddress } from './client-address.ts';

/**
 * Checks and counts in one Firestore transaction: when every counter of `limits` has room, counts
 * one attempt against each and returns 0; otherwise counts nothing and returns the seconds to
 * wait. Because the check and the count are one transaction, parallel requests cannot all see
 * the same free counter (Firestore retries or serialises contended transactions). Each write
 * sets `expireAt`, the end of the window, for the TTL policy.
 */
export async function reserveAttempt(limits: Limit[], now = Date.now()): Promise<number> {
  return db.runTransaction(
    async (tx) => {
      const snaps = await Promise.all(
        limits.map(({ key }) => tx.get(counter(key).withConverter(converter))),
      );
      const wait = Math.max(
        0,
        ...snaps.map((snap, i) => secondsLocked(snap.data(), limits[i]!.max, now)),
      );
      if (wait > 0) return wait;
      snaps.forEach((snap, i) => {
        const data = snap.data();
        const failures = activeFailures(data, now);
        const windowStart = data && failures > 0 ? data.windowStart : Timestamp.fromMillis(now);
        tx.set(counter(limits[i]!.key), {
          failures: failures + 1,
          windowStart,
          expireAt: Timestamp.fromMillis(windowStart.toMillis() + THROTTLE_WINDOW_MS),
        });
      });
      return 0;
    },
    { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
  );
}

/** Gives back one attempt on each key still inside its window (never below 0, never recreated). */
export async function releaseAttempt(keys: string[], now = Date.now()): Promise<void> {
  await db.runTransaction(
    async (tx) => {
      const snaps = await Promise.all(
        keys.map((key) => tx.get(counter(key).withConverter(converter))),
      );
      snaps.forEach((snap, i) => {
        const failures = activeFailures(snap.data(), now);
        if (failures > 0) tx.update(counter(keys[i]!), { failures: failures - 1 });
      });
    },
    { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
  );
}

/** ApiError 429 after `retryAfter(wait)`: the counters of this request are used up. */
function tooMany(
  wait: number,
  message: (waitSeconds: number) => string,
  retryAfter: (seconds: number) => void,
): ApiError {
  retryAfter(wait);
  return new ApiError('too-many-requests', 'too-many-attempts', message(wait), {
    params: { minutes: Math.ceil(wait / 60) },
  });
}

/** Check and count in one transaction; a counter too contended to count refuses (1 s). */
async function reserveOrWait(limits: Limit[]): Promise<number> {
  try {
    return await reserveAttempt(limits);
  } catch (err) {
    logger.warn('Throttle counters too contended; refusing', { err: String(err) });
    return 1;
  }
}

/**
 * The counters of a `missesOnly` rule: nothing checked up front; `record` (a miss) checks and
 * counts in one transaction and throws ApiError 429 (after `retryAfter`) when any of `limits` is
 * used up. `settle` does nothing: only misses are ever counted.
 */
export function countMisses(
  limits: Limit[],
  message: (waitSeconds: number) => string,
  retryAfter: (seconds: number) => void,
): ThrottleCounters {
  return {
    record: async () => {
      if (limits.length === 0) return;
      const wait = await reserveOrWait(limits);
      if (wait > 0) throw tooMany(wait, message, retryAfter);
    },
    clear: async (key) => {
      await counter(key).delete();
    },
    settle: async () => {},
  };
}

/**
 * The counters of `rule` for a request: `countMisses` for a `missesOnly` rule, else
 * `checkThrottle` (refused now when used up).
 */
export function startThrottle(
  rule: Pick<ThrottleRule<unknown>, 'message' | 'missesOnly'>,
  limits: Limit[],
  retryAfter: (seconds: number) => void,
): Promise<ThrottleCounters> {
  return rule.missesOnly
    ? Promise.resolve(countMisses(limits, rule.message, retryAfter))
    : checkThrottle(limits, rule.message, retryAfter);
}

/**
 * Refuses with ApiError 429 (and sets `Retry-After` through `retryAfter`) when any of `limits` is
 * used up, or when the counters are too contended to count the attempt (refused rather than let
 * through uncounted); otherwise the attempt is counted and the counters are returned.
 */
export async function checkThrottle(
  limits: Limit[],
  message: (waitSeconds: number) => string,
  retryAfter: (seconds: number) => void,
): Promise<ThrottleCounters> {
  if (limits.length === 0) {
    return { record: async () => {}, clear: async () => {}, settle: async () => {} };
  }
  const wait = await reserveOrWait(limits);
  if (wait > 0) throw tooMany(wait, message, retryAfter);
  let kept = false;
  const cleared = new Set<string>();
  return {
    record: async () => {
      kept = true;
    },
    clear: async (key) => {
      cleared.add(key);
      await counter(key).delete();
    },
    settle: async () => {
      if (kept) return;
      const keys = limits.map((l) => l.key).filter((key) => !cleared.has(key));
      if (keys.length > 0) await releaseAttempt(keys);
    },
  };
}
