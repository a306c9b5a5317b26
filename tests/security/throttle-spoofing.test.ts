/**
 * Attack: guessing passwords and parents' link tokens faster than the throttle allows, or locking
 * someone else out, by writing `X-Forwarded-For` (the header is the client's to write): a new
 * entry on every request resets the caller's counters, and naming a victim's address spends the
 * victim's. Tried at both entrances of the deployed site, Hosting's rewrite of `/api` and the
 * function's own URL (`…cloudfunctions.net/api`, `…run.app`), with the stand-ins of
 * tests/security/entrances.ts writing what Google's proxies write. Also: many requests at once so
 * that they all pass the check before any is counted, and a flood of wrong links "from" an
 * address that its parents' right links must survive.
 *
 * Expected: the counted address is one a proxy wrote (functions/src/api/client-address.ts): at
 * the function's own URL the caller's own address, behind Hosting the visitor's as Hosting wrote
 * it. So 20 bad logins with 20 different headers meet 429 at either entrance, a victim named in
 * the header keeps its counter, and one visitor's failures leave another visitor alone. Of
 * attempts sent at once at most the limit get through: 10 guesses at one account (limit 5) give
 * at most 5 × 401, the rest 429. (50 at once is beyond the emulators: the Functions emulator
 * starts one worker process per request in flight and fails to load some, and 50 transactions on
 * one document take up to a minute in the Firestore emulator.) Only misses of links count: after
 * 30 wrong links an address meets 429 for a wrong one and still opens a right one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, deepLinkSchema } from '@masjid/domain/hifz';
import { checkThrottle, throttleKey } from '../../functions/src/api/throttle.ts';
import { clientAddress } from '../../functions/src/api/client-address.ts';
import {
  adminDb,
  callApi,
  closeAdmin,
  countedAccount,
  countedAddress,
  resetThrottle,
  sendJson,
} from '../api/client.ts';
import { deleteUsers, testUser } from '../api/tokens.ts';
import { HOSTING_HOP, entrances, type Answer, type Call } from './entrances.ts';

/** Limits of functions/src/login/routes.ts and functions/src/hifz/access.ts. */
const MAX_FAILURES_PER_ADDRESS = 20;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_TOKEN_FAILURES_PER_ADDRESS = 30;

/** Callers, each a loopback address of its own (their counters are reset with this file's). */
const ATTACKER = countedAddress('127.0.0.2');
const VISITOR = countedAddress('127.0.0.3');
const OTHER_VISITOR = countedAddress('127.0.0.4');
countedAddress(HOSTING_HOP);

/** A new forged client address per call. */
let n = 0;
const forged = () => `198.18.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

let doors: Awaited<ReturnType<typeof entrances>>;
type Door = (path: string, call: Call) => Promise<Answer>;

/** A bad sign-in at a new account from `from` through `door`, with `header` as X-Forwarded-For. */
const badLogin = (door: Door, from: string, header = forged()) =>
  door('/login', {
    from,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': header },
    body: JSON.stringify({
      email: countedAccount(`spoof-${n++}@security.test`),
      password: 'wrong-guess',
    }),
  }).then((r) => r.status);

/** The statuses of `count` bad sign-ins in a row. */
async function badLogins(count: number, one: () => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push(await one());
  return statuses;
}

const locked = (statuses: number[]) =>
  expect(statuses).toEqual([
    ...Array<number>(MAX_FAILURES_PER_ADDRESS).fill(401),
    ...Array<number>(statuses.length - MAX_FAILURES_PER_ADDRESS).fill(429),
  ]);

/** How many answers had each status. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

const uids: string[] = [];
beforeAll(async () => {
  doors = await entrances();
});
beforeEach(resetThrottle);
afterAll(async () => {
  await doors.close();
  await resetThrottle();
  await deleteUsers(uids);
  await closeAdmin();
});

describe('the counted address at each entrance, as deployed (Google front end, Hosting)', () => {
  const source = { hostingProxyRanges: ['199.36.158.100/32', '35.191.0.0/16'] };
  const counted = (header: string) =>
    clientAddress(
      { get: (h) => (h === 'x-forwarded-for' ? header : undefined), socket: {} },
      source,
    );

  it("is the caller's own address at the function's own URL, whatever the caller wrote", () => {
    expect(counted('198.51.100.9, 203.0.113.5')).toBe('203.0.113.5');
    expect(counted('35.191.0.1, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the visitor Hosting wrote behind Hosting, whatever the visitor wrote', () => {
    expect(counted('198.51.100.9, 203.0.113.5, 199.36.158.100')).toBe('203.0.113.5');
    expect(counted('203.0.113.5, 35.191.3.4')).toBe('203.0.113.5');
  });
});

describe('POST /login with a forged X-Forwarded-For, at both entrances', () => {
  it("at the function's own URL: 20 bad logins with 20 headers, naming a visitor, meet 429; the visitor is untouched", async () => {
    // Half the headers name the visitor as Hosting would write them, half are new each time.
    const statuses = await badLogins(MAX_FAILURES_PER_ADDRESS + 1, () =>
      badLogin(doors.direct, ATTACKER, n % 2 ? `${VISITOR}, ${HOSTING_HOP}` : forged()),
    );
    locked(statuses);
    expect(await badLogin(doors.viaHosting, VISITOR)).toBe(401);
  }, 60_000);

  it("through Hosting: one visitor's 20 bad logins with 20 headers meet 429; another visitor is untouched", async () => {
    locked(
      await badLogins(MAX_FAILURES_PER_ADDRESS + 1, () => badLogin(doors.viaHosting, VISITOR)),
    );
    expect(await badLogin(doors.viaHosting, OTHER_VISITOR)).toBe(401);
    expect(await badLogin(doors.direct, VISITOR)).toBe(429);
  }, 60_000);

  describe('one account', () => {
    let email: string;
    beforeAll(async () => {
      const victim = await testUser('spoof-victim', {});
      uids.push(victim.uid);
      email = victim.email;
    });

    it('lets at most 5 of 10 guesses sent at once reach the password check', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () =>
          callApi('/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forged() },
            body: JSON.stringify({ email, password: 'wrong-guess' }),
          }),
        ),
      ).then((all) => all.map((r) => r.status));
      const t = tally(statuses);
      expect(t[401] ?? 0, JSON.stringify(t)).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
      expect((t[401] ?? 0) + (t[429] ?? 0), JSON.stringify(t)).toBe(10);
    }, 120_000);
  });
});

describe("a flood of wrong links from one address, and that address's right link", () => {
  let token: string;
  const studentId = `spoof-student-${Date.now()}`;
  beforeAll(async () => {
    const owner = await testUser('spoof-owner', { role: 'admin' });
    uids.push(owner.uid);
    await adminDb()
      .collection(STUDENTS_COLLECTION)
      .doc(studentId)
      .set({ name: 'Student Spoof', email: `${studentId}@security.test`, teacherId: owner.uid });
    const link = await sendJson('POST', `/students/${studentId}/deep-link`, undefined, owner.token);
    expect(link.status, link.text).toBe(201);
    token = z.parse(deepLinkSchema, link.json).token;
  });
  afterAll(async () => {
    await adminDb().collection(STUDENTS_COLLECTION).doc(studentId).delete();
  });

  it('30 wrong links, whatever the header says, then 429 for a wrong one and 200 for the right one', async () => {
    const probe = (t: string) =>
      doors.viaHosting(`/students/by-token/${t}`, {
        from: VISITOR,
        headers: { 'x-forwarded-for': forged() },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_TOKEN_FAILURES_PER_ADDRESS; i++)
      statuses.push((await probe(`wrong-${i}-${'x'.repeat(40)}`)).status);
    expect(statuses).toEqual([...Array<number>(MAX_TOKEN_FAILURES_PER_ADDRESS).fill(404), 429]);
    const right = await probe(token);
    expect(right.status, right.text).toBe(200);
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
