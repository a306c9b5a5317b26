/**
 * Attack: running up the bill with scripted reads. Public lists must be cacheable by Hosting's CDN
 * (so repeats do not reach the function), a walk past the last page must end in 404 rather than
 * endless cacheable empty pages, and page numbers and query strings are bounded.
 *
 * Expected: `Cache-Control: public, max-age=0, s-maxage=60` on the public lists and counts;
 * `no-store` on errors and on everything signed-in or per-user; 404 past the last page, however
 * far (the listing index knows the last page: decision 43); 400 for a `page` of more than six
 * digits and for a query longer than 256 characters.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, closeAdmin, expectApiError, sendJson } from '../api/client.ts';
import { deleteUsers, testUser } from '../api/tokens.ts';

const PUBLIC = 'public, max-age=0, s-maxage=60';
const uids: string[] = [];

afterAll(async () => {
  await deleteUsers(uids);
  await closeAdmin();
});

describe('public lists are cacheable, everything else is not', () => {
  it.each([
    '/jamat-timings',
    '/events',
    '/get-recordings/friday?page=1',
    '/get-recordings-count/friday',
    '/get-recordings-count/morningdars',
  ])('GET %s answers 200 with a public cache', async (path) => {
    const res = await callApi(path);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
  });

  it('errors are never cached', async () => {
    const bad = await callApi('/get-recordings/jumma?page=1');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    const missing = await callApi('/events/no-such-event');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('signed-in and per-user answers stay no-store', async () => {
    const admin = await testUser('cache-admin', { role: 'admin' });
    uids.push(admin.uid);
    const res = await sendJson('GET', '/students', undefined, admin.token);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const put = await sendJson('PUT', '/jamat-timings', { isha: '19:45' }, admin.token);
    expect(put.headers.get('cache-control')).toBe('no-store');
  });
});

describe('paging and query bounds', () => {
  it('answers 404 (not 200 []) for a page past the last one', async () => {
    const res = await callApi('/get-recordings/friday?page=1000');
    expectApiError(res, 404, 'not-found');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for page 1001 and 999999, 400 past six digits', async () => {
    expectApiError(await callApi('/get-recordings/friday?page=1001'), 404, 'not-found');
    expectApiError(await callApi('/get-recordings/friday?page=999999'), 404, 'not-found');
    expectApiError(await callApi('/get-recordings/friday?page=1000000'), 400, 'bad-request');
  });

  it('answers 400 for a query string longer than 256 characters', async () => {
    expectApiError(
      await callApi(`/get-recordings/friday?page=1&pad=${'x'.repeat(300)}`),
      400,
      'bad-request',
      'query-too-long',
    );
    // Shorter, it is refused for its unknown key instead (demand-abuse.test.ts).
    expectApiError(
      await callApi(`/get-recordings/friday?page=1&pad=${'x'.repeat(200)}`),
      400,
      'bad-request',
      'unknown-query-key',
    );
  });
});
