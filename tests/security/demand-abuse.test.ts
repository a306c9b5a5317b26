/**
 * Attack: making the functions work on demand with addresses no reader uses (issue 40, item 3). A
 * random query key must not pass the CDN's copy and build a PDF or read a list anew; a PDF of
 * unchanged data must not be laid out again; a page address with a tracking or random query must
 * be redirected to its canonical address instead of rendered; and a body over an endpoint's limit
 * must be refused before any other work (before the caller's token is even checked).
 *
 * Expected: 400 `unknown-query-key` on every public GET for a key it does not take (`fresh`, the
 * web client's key after a save, still works); the same bytes for a timetable PDF asked twice;
 * 301 with a cacheable `Cache-Control` to the canonical page (no-store for a parent's link); 413
 * for a 1 MB JSON body and for a 32 MB chunked one, without a token.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { callApi, expectApiError } from '../api/client.ts';
import { API_BASE, SITE_ORIGIN } from '../emulators.ts';

/** A key no endpoint takes, different in each run (as a flood would send). */
const random = () => `r${Math.random().toString(36).slice(2, 10)}`;

describe('a query key the endpoint does not take', () => {
  it('answers 400 on the PDF and builds nothing', async () => {
    const res = await callApi(`/timetable/2026/5?lang=ur&${random()}=1`);
    const body = expectApiError(res, 400, 'bad-request', 'unknown-query-key');
    expect(res.headers.get('content-type')).not.toContain('pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.error.params).toEqual({ key: expect.stringMatching(/^r/) });
  });

  it.each([
    '/events?x=n',
    '/jamat-timings?x=1',
    '/jamat-changes?x=1',
    '/janaza?x=1',
    '/site-details?x=1',
    '/get-recordings/friday?page=1&x=1',
    '/get-recordings-count/friday?x=1',
    '/calendar/jamat.ics?lang=ur&x=1',
    '/calendar/events.ics?x=1',
    '/events?fresh=abc',
  ])('GET %s answers 400 unknown-query-key', async (path) => {
    expectApiError(await callApi(path), 400, 'bad-request', 'unknown-query-key');
  });

  it('still takes the keys the site sends: its own and `fresh` after a save', async () => {
    for (const path of [
      `/events?fresh=${Date.now()}`,
      `/get-recordings/friday?page=1&fresh=${Date.now()}`,
      '/calendar/jamat.ics?lang=ur',
    ]) {
      const res = await callApi(path);
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('a PDF of unchanged data', () => {
  it('is laid out once: the second request gets the same bytes', async () => {
    // A month no other test asks for. Each layout stamps its own creation time to the second, so
    // two layouts more than a second apart differ; the same bytes mean the first was kept.
    const path = `${API_BASE}/timetable/2091/${1 + Math.floor(Math.random() * 12)}?lang=ur`;
    const first = await fetch(path);
    expect(first.status).toBe(200);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    await sleep(1_100);
    const second = await fetch(path);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('application/pdf');
    const secondBytes = Buffer.from(await second.arrayBuffer());
    expect(secondBytes.length).toBeGreaterThan(1000);
    expect(secondBytes.equals(firstBytes)).toBe(true);
  });
});

describe('a page address with a query the page does not take', () => {
  const page = (path: string) => fetch(`${SITE_ORIGIN}${path}`, { redirect: 'manual' });

  it.each([
    ['/?utm_source=whatsapp&utm_medium=share', '/'],
    ['/ur?fbclid=abc', '/ur'],
    [`/events?${random()}=1`, '/events'],
    ['/fridaybayan?page=2&utm_source=whatsapp', '/fridaybayan?page=2'],
    ['/fridaybayan?page=1', '/fridaybayan'],
    [`/no-such-page-here?${random()}=1`, '/no-such-page-here'],
  ])('%s is redirected to %s, cacheably, without a render', async (from, to) => {
    const res = await page(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(await res.text()).toBe('');
  });

  it("keeps a parent's link's token and lets no cache keep the redirect", async () => {
    const res = await page('/dashboard-student?token=abcDEF_123-xyz&utm_source=whatsapp');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/dashboard-student?token=abcDEF_123-xyz');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('a request body over the endpoint limit', () => {
  it('a 1 MB JSON body answers 413 before the caller is checked', async () => {
    const body = JSON.stringify({ isha: '19:45', pad: 'x'.repeat(1024 * 1024) });
    const headers = { 'content-type': 'application/json' };
    const put = await callApi('/jamat-timings', { method: 'PUT', headers, body });
    expectApiError(put, 413, 'payload-too-large', 'body-too-large');
    const post = await callApi('/events', { method: 'POST', headers, body });
    expectApiError(post, 413, 'payload-too-large', 'body-too-large');
  });

  it('a 32 MB chunked JSON body answers 413', async () => {
    const MB = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"pad":"'));
        if (sent < 32 - 1) controller.enqueue(MB);
        else {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        }
        sent += 1;
      },
    });
    const res = await callApi('/jamat-timings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expectApiError(res, 413, 'payload-too-large', 'body-too-large');
  }, 60_000);
});
