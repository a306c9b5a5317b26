/**
 * Counters that slow down guessing (passwords, parents' link tokens, new push devices), stored by
 * the functions in `throttle/{key}` and closed to every client by the rules.
 */
import * as z from 'zod/mini';
import { storedTimestampSchema } from './timestamp.ts';

/** Firestore collection of the counters. */
export const THROTTLE_COLLECTION = 'throttle';

/** Length of the counting window and of the lock-out, in milliseconds (15 minutes). */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * `throttle/{key}`: attempts counted since `windowStart`. `expireAt` (the end of the window) is the
 * field of the collection's Firestore TTL policy, which deletes counters some time after it.
 */
export const throttleCounterSchema = z.object({
  failures: z.number().check(z.int(), z.minimum(0)),
  windowStart: storedTimestampSchema,
  expireAt: z.optional(storedTimestampSchema),
});
export type ThrottleCounter = z.infer<typeof throttleCounterSchema>;

/** Attempts of a counter still inside its window at `now` (ms); 0 once the window has passed. */
export function activeFailures(counter: ThrottleCounter | undefined, now: number): number {
  if (!counter) return 0;
  return now - counter.windowStart.toMillis() < THROTTLE_WINDOW_MS ? counter.failures : 0;
}

/**
 * Seconds until a counter allowing `max` attempts per window lets the next one through; 0 when it
 * may go ahead now.
 */
export function secondsLocked(
  counter: ThrottleCounter | undefined,
  max: number,
  now: number,
): number {
  if (!counter || activeFailures(counter, now) < max) return 0;
  return Math.ceil((counter.windowStart.toMillis() + THROTTLE_WINDOW_MS - now) / 1000);
}
