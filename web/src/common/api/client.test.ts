import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiFetch } from './client.ts';
import { noteSiteSave } from '../data/site-saves.ts';
import { stubLocalStorage } from '../testing/memory-storage.ts';

/** The addresses fetched, each answered with an empty JSON list. */
let fetched: string[];

beforeEach(() => {
  fetched = [];
  stubLocalStorage();
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.resolve(new Response('[]', { status: 200 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

const list = z.array(z.unknown());

describe('apiFetch just after this device saved a change of the site', () => {
  it("asks a public read past the CDN's copies, and nothing else", async () => {
    await apiFetch('/janaza', list, { auth: false });
    noteSiteSave();
    await apiFetch('/janaza', list, { auth: false });
    await apiFetch('/janaza', list, { auth: false, method: 'POST', body: {} });
    expect(fetched[0]).toBe('/api/janaza');
    expect(fetched[1]).toMatch(/^\/api\/janaza\?fresh=\d+$/);
    expect(fetched[2]).toBe('/api/janaza');
  });
});

describe('apiFetch of a call that creates something (decision 46)', () => {
  /** The Idempotency-Key of each request, as fetched; the first `failures` fail on the network. */
  function network(failures: number) {
    const keys: (string | null)[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      if (keys.length <= failures) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response('[]', { status: 201 }));
    });
    return keys;
  }
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a lost request with the same key, and a new action gets a new key', async () => {
    const keys = network(2);
    const saved = apiFetch('/events', list, {
      method: 'POST',
      body: {},
      auth: false,
      creates: true,
    });
    await vi.runAllTimersAsync();
    await expect(saved).resolves.toEqual([]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);

    await apiFetch('/events', list, { method: 'POST', body: {}, auth: false, creates: true });
    expect(keys).toHaveLength(4);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('gives up after three tries, and other calls are neither keyed nor retried', async () => {
    const keys = network(10);
    const saved = apiFetch('/events', list, {
      method: 'POST',
      body: {},
      auth: false,
      creates: true,
    });
    const failed = expect(saved).rejects.toBeInstanceOf(TypeError);
    await vi.runAllTimersAsync();
    await failed;
    expect(keys).toHaveLength(3);

    await expect(
      apiFetch('/events/x', list, { method: 'PUT', body: {}, auth: false }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(keys).toHaveLength(4);
    expect(keys[3]).toBeNull();
  });
});
