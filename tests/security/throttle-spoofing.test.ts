/**
 * Attack: guessing passwords and parents' link tokens faster than the throttle allows, by writing a
 * new `X-Forwarded-For` on every request (the header is the client's to write) or by sending many
 * requests at once so that they all pass the check before any is counted.
 *
 * Expected: the counters key on the address the platform vouches for (in the emulator the socket),
 * so 30 bad logins with 30 different headers meet 429 after 20 (per address), and 40 wrong links
 * meet 429 after 30. Of attempts sent at once at most the limit get through: 10 guesses at one
 * account (limit 5) give at most 5 × 401, the rest 429. (50 at once is beyond the emulators: the
 * Functions emulator starts one worker process per request in flight and fails to load some, and
 * 50 transactions on one document take up to a minute in the Firestore emulator.)
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkThrottle, throttleKey } from '../../functions/src/api/throttle.ts';
import { callApi, closeAdmin, resetThrottle } from '../api/client.ts';
import { deleteUsers, testUser } from '../api/tokens.ts';

/** Limits of functions/src/login/routes.ts and functions/src/hifz/access.ts. */
const MAX_FAILURES_PER_ADDRESS = 20;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_TOKEN_FAILURES_PER_ADDRESS = 30;

/** A new forged client address per call. */
let n = 0;
const forged = () => `198.18.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

const badLogin = (email: string) =>
  callApi('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forged() },
    body: JSON.stringify({ email, password: 'wrong-guess' }),
  });

const probeLink = () =>
  callApi(`/students/by-token/${randomBytes(32).toString('base64url')}`, {
    headers: { 'x-forwarded-for': forged() },
  });

/** How many answers had each status. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

const uids: string[] = [];
beforeEach(resetThrottle);
afterAll(async () => {
  await resetThrottle();
  await deleteUsers(uids);
  await closeAdmin();
});

describe('POST /login with a forged X-Forwarded-For', () => {
  it('locks the address after 20 failures: 30 bad logins with 30 different headers see 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await badLogin(`spoof-${i}@security.test`)).status);
    expect(statuses.slice(0, MAX_FAILURES_PER_ADDRESS)).toEqual(
      Array<number>(MAX_FAILURES_PER_ADDRESS).fill(401),
    );
    expect(statuses.slice(MAX_FAILURES_PER_ADDRESS)).toEqual(
      Array<number>(30 - MAX_FAILURES_PER_ADDRESS).fill(429),
    );
  }, 60_000);

  describe('one account', () => {
    let email: string;
    beforeAll(async () => {
      const victim = await testUser('spoof-victim', {});
      uids.push(victim.uid);
      email = victim.email;
    });

    it('lets at most 5 of 10 guesses sent at once reach the password check', async () => {
      const statuses = await Promise.all(Array.from({ length: 10 }, () => badLogin(email))).then(
        (all) => all.map((r) => r.status),
      );
      const t = tally(statuses);
      expect(t[401] ?? 0, JSON.stringify(t)).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
      expect((t[401] ?? 0) + (t[429] ?? 0), JSON.stringify(t)).toBe(10);
    }, 120_000);
  });
});

describe('deep-link token probing with a forged X-Forwarded-For', () => {
  it('locks the address after 30 wrong links, whatever the header says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await probeLink()).status);
    expect(statuses.slice(0, MAX_TOKEN_FAILURES_PER_ADDRESS)).toEqual(
      Array<number>(MAX_TOKEN_FAILURES_PER_ADDRESS).fill(404),
    );
    expect(statuses.slice(MAX_TOKEN_FAILURES_PER_ADDRESS)).toEqual(
      Array<number>(40 - MAX_TOKEN_FAILURES_PER_ADDRESS).fill(429),
    );
  }, 60_000);
});

describe('check and count are one step', () => {
  it('lets at most 5 of 20 attempts started at once through a counter of 5', async () => {
    // The endpoint wrapper's own call, as for every throttled request: the check, then the
    // handler keeps the attempt (a failure). Checked apart from the check would let all through.
    const key = throttleKey('test', `at-once-${Date.now()}`);
    const passed = await Promise.all(
      Array.from({ length: 20 }, async () => {
        try {
          const counters = await checkThrottle(
            [{ key, max: 5 }],
            () => 'Slow down',
            () => {},
          );
          await counters.record();
          await counters.settle();
          return true;
        } catch {
          return false;
        }
      }),
    );
    expect(passed.filter(Boolean).length).toBeGreaterThan(0);
    expect(passed.filter(Boolean).length).toBeLessThanOrEqual(5);
  }, 60_000);
});
