/**
 * `POST /api/save-token` and `POST /api/remove-token` through Hosting: a
 * device token is stored for the caller only (a visitor, or the signed-in user's own id), with its
 * language and when it was created and last seen; bad input changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import {
  MAX_NEW_VISITOR_TOKENS_PER_ADDRESS,
  MAX_TOKENS_PER_USER,
  PUSH_TOKENS_COLLECTION,
  PUSH_TOKEN_MAX_LENGTH,
} from '@masjid/domain/push';
import {
  adminDb,
  closeAdmin,
  expectApiError,
  resetThrottle,
  randomAddress,
  sendJson,
} from './client.ts';
import { testUser } from './tokens.ts';
import { createHash } from 'node:crypto';

/** A token shaped like an FCM web token: `<22 chars>:APA91b<~130 chars>`. */
function deviceToken(): string {
  return `${randomBytes(16).toString('base64url').slice(0, 22)}:APA91b${randomBytes(100).toString('base64url')}`;
}

const docOf = (token: string) =>
  adminDb()
    .collection(PUSH_TOKENS_COLLECTION)
    .doc(createHash('sha256').update(token).digest('hex'));

/** Every request from its own made-up address, so the visitor limit counts only its own test. */
const address = () => ({ 'x-forwarded-for': randomAddress() });

const tokenCount = async () =>
  (await adminDb().collection(PUSH_TOKENS_COLLECTION).count().get()).data().count;

beforeEach(resetThrottle);

afterAll(async () => {
  await resetThrottle();
  // The devices saved here are test data: the trigger tests and the site start from none.
  const writer = adminDb().bulkWriter();
  for (const doc of (await adminDb().collection(PUSH_TOKENS_COLLECTION).get()).docs)
    void writer.delete(doc.ref);
  await writer.close();
  await closeAdmin();
});

describe('POST /api/save-token', () => {
  it('stores a visitor device with no user, its language, created and last-seen times', async () => {
    const token = deviceToken();
    const before = Date.now();
    const res = await sendJson(
      'POST',
      '/save-token',
      { token, userId: null, language: 'ur' },
      undefined,
      address(),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.json).toEqual({ saved: true, userId: null });
    const stored = (await docOf(token).get()).data()!;
    expect(stored.token).toBe(token);
    expect(stored.userId).toBeNull();
    expect(stored.language).toBe('ur');
    const created = (stored.createdAt as Timestamp).toMillis();
    expect(created).toBeGreaterThanOrEqual(before - 2000);
    expect((stored.lastSeenAt as Timestamp).toMillis()).toBe(created);
  });

  it('saving the same device again (start-up refresh) keeps createdAt and moves lastSeenAt', async () => {
    const token = deviceToken();
    const headers = address();
    await sendJson('POST', '/save-token', { token }, undefined, headers);
    const first = (await docOf(token).get()).data()!;
    await new Promise((r) => setTimeout(r, 50));
    const again = await sendJson(
      'POST',
      '/save-token',
      { token, language: 'en' },
      undefined,
      headers,
    );
    expect(again.status).toBe(200);
    const second = (await docOf(token).get()).data()!;
    expect((second.createdAt as Timestamp).toMillis()).toBe(
      (first.createdAt as Timestamp).toMillis(),
    );
    expect((second.lastSeenAt as Timestamp).toMillis()).toBeGreaterThan(
      (first.lastSeenAt as Timestamp).toMillis(),
    );
    expect(second.language).toBe('en');
  });

  it('ties a device to the signed-in caller who sends their own id', async () => {
    const user = await testUser('push-owner', {});
    const token = deviceToken();
    const res = await sendJson('POST', '/save-token', { token, userId: user.uid }, user.token);
    expect(res.status, res.text).toBe(201);
    expect((await docOf(token).get()).get('userId')).toBe(user.uid);
  });

  it("refuses someone else's user id (403) and stores nothing", async () => {
    const caller = await testUser('push-caller', {});
    const victim = await testUser('push-victim', {});
    const token = deviceToken();
    const res = await sendJson('POST', '/save-token', { token, userId: victim.uid }, caller.token);
    expectApiError(res, 403, 'forbidden');
    expect((await docOf(token).get()).exists).toBe(false);
  });

  it('refuses a user id without a sign-in token (401) or with a bad one, and stores nothing', async () => {
    const victim = await testUser('push-victim', {});
    const token = deviceToken();
    expectApiError(
      await sendJson('POST', '/save-token', { token, userId: victim.uid }),
      401,
      'unauthenticated',
    );
    expectApiError(
      await sendJson('POST', '/save-token', { token, userId: victim.uid }, 'not-a-real-id-token'),
      401,
      'unauthenticated',
    );
    expect((await docOf(token).get()).exists).toBe(false);
  });

  it.each([
    ['no token', { userId: null }, 'token'],
    ['a number', { token: 12345 }, 'token'],
    ['a short token', { token: 'abc:def' }, 'token'],
    ['characters outside a token', { token: `${'a'.repeat(40)} <script>` }, 'token'],
    ['a placeholder user id', { token: 'x'.repeat(40), userId: '' }, 'userId'],
    ['an unknown language', { token: 'x'.repeat(40), language: 'fr' }, 'language'],
    ['an unknown field', { token: 'x'.repeat(40), topic: 'all' }, 'topic'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_name, body, field) => {
    const count = await tokenCount();
    const res = await sendJson('POST', '/save-token', body, undefined, address());
    const error = expectApiError(res, 400, 'bad-request');
    expect(Object.keys(error.error.fields ?? {})).toContain(field);
    expect(await tokenCount()).toBe(count);
  });

  it('refuses an oversized token (400) and an oversized body (413), storing nothing', async () => {
    const count = await tokenCount();
    const long = await sendJson(
      'POST',
      '/save-token',
      { token: 'a'.repeat(PUSH_TOKEN_MAX_LENGTH + 1) },
      undefined,
      address(),
    );
    expect(expectApiError(long, 400, 'bad-request', 'invalid-input').error.fields?.token).toEqual({
      code: 'too-long',
      params: { maximum: PUSH_TOKEN_MAX_LENGTH },
      message: expect.stringMatching(/at most 1024/),
    });
    const huge = await sendJson(
      'POST',
      '/save-token',
      { token: 'a'.repeat(20_000) },
      undefined,
      address(),
    );
    expectApiError(huge, 413, 'payload-too-large');
    expect(await tokenCount()).toBe(count);
  });

  it('refuses a body that is not JSON (415) and malformed JSON (400)', async () => {
    const res = await sendJson('POST', '/save-token', undefined, undefined, {
      'content-type': 'text/plain',
    });
    expectApiError(res, 415, 'unsupported-media-type');
    const bad = await sendJson('POST', '/save-token', undefined, undefined, {
      'content-type': 'application/json',
    });
    expect([400, 415]).toContain(bad.status);
  });

  it('answers GET with 405', async () => {
    const res = await sendJson('GET', '/save-token');
    expectApiError(res, 405, 'method-not-allowed');
  });

  it(`keeps at most ${MAX_TOKENS_PER_USER} devices per user, dropping the one seen longest ago`, async () => {
    const user = await testUser('push-many', {});
    const tokens = Array.from({ length: MAX_TOKENS_PER_USER + 2 }, deviceToken);
    for (const token of tokens) {
      const res = await sendJson('POST', '/save-token', { token, userId: user.uid }, user.token);
      expect(res.status).toBe(201);
    }
    const owned = await adminDb()
      .collection(PUSH_TOKENS_COLLECTION)
      .where('userId', '==', user.uid)
      .get();
    expect(owned.size).toBe(MAX_TOKENS_PER_USER);
    const kept = new Set(owned.docs.map((d) => d.get('token') as string));
    expect(kept.has(tokens[0]!)).toBe(false);
    expect(kept.has(tokens[1]!)).toBe(false);
    expect(kept.has(tokens.at(-1)!)).toBe(true);
  });

  it(`lets one address register ${MAX_NEW_VISITOR_TOKENS_PER_ADDRESS} new visitor devices per window, then 429`, async () => {
    const headers = { 'x-forwarded-for': randomAddress() };
    for (let i = 0; i < MAX_NEW_VISITOR_TOKENS_PER_ADDRESS; i++) {
      const res = await sendJson(
        'POST',
        '/save-token',
        { token: deviceToken() },
        undefined,
        headers,
      );
      expect(res.status).toBe(201);
    }
    const token = deviceToken();
    const refused = await sendJson('POST', '/save-token', { token }, undefined, headers);
    expectApiError(refused, 429, 'too-many-requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await docOf(token).get()).exists).toBe(false);
  });
});

describe('POST /api/remove-token', () => {
  it('forgets the device (204), and again is still 204', async () => {
    const token = deviceToken();
    await sendJson('POST', '/save-token', { token }, undefined, address());
    expect((await docOf(token).get()).exists).toBe(true);
    expect((await sendJson('POST', '/remove-token', { token })).status).toBe(204);
    expect((await docOf(token).get()).exists).toBe(false);
    expect((await sendJson('POST', '/remove-token', { token })).status).toBe(204);
  });

  it('refuses a malformed token with 400 and removes nothing', async () => {
    const count = await tokenCount();
    const res = await sendJson('POST', '/remove-token', { token: 'short' });
    expect(expectApiError(res, 400, 'bad-request').error.fields?.token).toBeTruthy();
    expect(await tokenCount()).toBe(count);
  });
});
