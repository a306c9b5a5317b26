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
