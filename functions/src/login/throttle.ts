/**
 * Slows down password guessing through `POST /login` (issue 3): failed sign-ins are counted per
 * account and per client address in Firestore (`loginThrottle`, closed to clients by the rules).
 * Past the limit within the window, further attempts are refused with 429 until the window ends,
 * whether or not the password is right.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase.ts';

/** Failed attempts allowed per account within `WINDOW_MS`. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed attempts allowed per client address within `WINDOW_MS` (a mosque office shares one). */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Length of the counting window and of the lock-out, in milliseconds (15 minutes). */
export const WINDOW_MS = 15 * 60 * 1000;

const COLLECTION = 'loginThrottle';

interface Counter {
  failures: number;
  windowStart: Timestamp;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40);

/** The throttle document ids of an attempt (hashed: no e-mail or address is stored in clear). */
export function throttleKeys(email: string, address: string): { account: string; address: string } {
  return { account: `acct_${hash(email.trim().toLowerCase())}`, address: `ip_${hash(address)}` };
}

function activeFailures(data: Counter | undefined, now: number): number {
  if (!data) return 0;
  return now - data.windowStart.toMillis() < WINDOW_MS ? data.failures : 0;
}

/**
 * Seconds until the caller may try again, or 0 when the attempt may go ahead. Reads both
 * counters.
 */
export async function retryAfterSeconds(
  keys: { account: string; address: string },
  now = Date.now(),
): Promise<number> {
  const [account, address] = await Promise.all([
    db.collection(COLLECTION).doc(keys.account).get(),
    db.collection(COLLECTION).doc(keys.address).get(),
  ]);
  const waits: number[] = [];
  for (const [snap, limit] of [
    [account, MAX_FAILURES_PER_ACCOUNT],
    [address, MAX_FAILURES_PER_ADDRESS],
  ] as const) {
    const data = snap.data() as Counter | undefined;
    if (data && activeFailures(data, now) >= limit) {
      waits.push(Math.ceil((data.windowStart.toMillis() + WINDOW_MS - now) / 1000));
    }
  }
  return waits.length ? Math.max(...waits) : 0;
}

/** Counts one failed attempt against the account and the address. */
export async function recordFailure(
  keys: { account: string; address: string },
  now = Date.now(),
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const refs = [
      db.collection(COLLECTION).doc(keys.account),
      db.collection(COLLECTION).doc(keys.address),
    ];
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

/** A successful sign-in clears the account's counter (the address keeps its count). */
export async function recordSuccess(keys: { account: string }): Promise<void> {
  await db.collection(COLLECTION).doc(keys.account).delete();
}
