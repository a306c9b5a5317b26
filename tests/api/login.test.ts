/**
 * `POST /login`: e-mail and password checked by the Auth emulator; wrong credentials
 * 401; bad bodies 400 and 415; repeated failures refused with 429 per account and per address,
 * even with the right password, with Retry-After.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { callApi, closeAdmin, expectApiError, expectJson, resetThrottle } from './client.ts';
import { deleteUsers, testUser, TEST_PASSWORD } from './tokens.ts';

/** The answer of a good sign-in. */
const loginAnswer = z.object({
  uid: z.string(),
  email: z.string(),
  siteAdmin: z.boolean(),
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
});

const uids: string[] = [];
let adminEmail: string;
let qariEmail: string;

/** A client address of its own per test, so the per-address counter of one test leaves the others alone. */
let nextAddress = 1;
const address = () => `203.0.113.${nextAddress++}`;

function login(body: unknown, from: string, contentType = 'application/json') {
  return callApi('/login', {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeEach(resetThrottle);

beforeAll(async () => {
  const a = await testUser('login-admin', { siteAdmin: true });
  const q = await testUser('login-qari', { role: 'qari' });
  uids.push(a.uid, q.uid);
  adminEmail = a.email;
  qariEmail = q.email;
});

afterAll(async () => {
  await resetThrottle();
  await deleteUsers(uids);
  await closeAdmin();
});

describe('POST /login', () => {
  it('signs in the site admin: 200, siteAdmin true and an ID token the API accepts', async () => {
    const res = await login({ email: adminEmail, password: TEST_PASSWORD }, address());
    expect(res.status, res.text).toBe(200);
    expectJson(res);
    const body = z.parse(loginAnswer, res.json);
    expect(body).toMatchObject({ uid: uids[0], email: adminEmail, siteAdmin: true });
    const put = await callApi('/jamat-timings', {
      method: 'PUT',
      headers: { authorization: `Bearer ${body.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ isha: '19:45' }),
    });
    expect(put.status, put.text).toBe(200);
  });

  it('signs in a qari with siteAdmin false', async () => {
    const res = await login({ email: qariEmail, password: TEST_PASSWORD }, address());
    expect(res.status, res.text).toBe(200);
    expect(z.parse(loginAnswer, res.json).siteAdmin).toBe(false);
  });

  it('answers 401 for a wrong password and for an unknown account, with the same message', async () => {
    const wrong = expectApiError(
      await login({ email: adminEmail, password: 'nope' }, address()),
      401,
      'unauthenticated',
    );
    const unknown = expectApiError(
      await login({ email: 'nobody@api.test', password: 'nope' }, address()),
      401,
      'unauthenticated',
    );
    expect(wrong.error.reason).toBe('wrong-credentials');
    expect(unknown.error).toEqual(wrong.error);
  });

  it.each([
    ['no e-mail', { password: 'x' }, 'email'],
    ['a malformed e-mail', { email: 'not-an-email', password: 'x' }, 'email'],
    ['an empty password', { email: 'a@b.test', password: '' }, 'password'],
    ['an unknown field', { email: 'a@b.test', password: 'x', admin: true }, 'admin'],
  ])('answers 400 for %s', async (_what, body, field) => {
    const error = expectApiError(await login(body, address()), 400, 'bad-request');
    expect(Object.keys(error.error.fields ?? {})).toContain(field);
  });

  it('answers 415 for a form post', async () => {
    expectApiError(
      await login('email=a&password=b', address(), 'application/x-www-form-urlencoded'),
      415,
      'unsupported-media-type',
    );
  });

  it('refuses an account after 5 failures, even with the right password, with Retry-After', async () => {
    const victim = await testUser('login-victim', {});
    uids.push(victim.uid);
    for (let i = 0; i < 5; i++) {
      // Each guess from another address: the per-account limit is what stops this.
      expectApiError(
        await login({ email: victim.email, password: `guess-${i}` }, address()),
        401,
        'unauthenticated',
      );
    }
    const res = await login({ email: victim.email, password: TEST_PASSWORD }, address());
    const refused = expectApiError(res, 429, 'too-many-requests', 'too-many-attempts');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The client says how long to wait in the reader's language.
    expect(refused.error.params).toEqual({ minutes: Math.ceil(retryAfter / 60) });
  });

  it('refuses an address after 20 failures over many accounts', async () => {
    const from = address();
    for (let i = 0; i < 20; i++) {
      expectApiError(
        await login({ email: `spray-${i}@api.test`, password: 'x' }, from),
        401,
        'unauthenticated',
      );
    }
    expectApiError(
      await login({ email: adminEmail, password: TEST_PASSWORD }, from),
      429,
      'too-many-requests',
    );
    // A new `X-Forwarded-For` does not help at either entrance of the deployed site
    // (tests/security/throttle-spoofing.test.ts); through the Hosting emulator alone, which
    // appends no address, the test's own header stands for the visitor. Once the counter is gone
    // (the window passed), the account signs in again.
    await resetThrottle();
    expect((await login({ email: adminEmail, password: TEST_PASSWORD }, address())).status).toBe(
      200,
    );
  });

  it('answers 405 for GET', async () => {
    expectApiError(await callApi('/login'), 405, 'method-not-allowed');
  });
});
