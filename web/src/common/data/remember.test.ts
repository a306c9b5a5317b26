import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { forgetRemembered, rememberOnDevice } from './remember.ts';

/** An in-memory stand-in for localStorage. */
function memoryStorage(): AsyncStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key),
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => void items.delete(key),
    entries: () => [...items],
  };
}

const timingsSchema = z.object({ fajr: z.string() });
const KEY = ['jamat', 'timings'];

/**
 * Shows `KEY` with a new client (a new visit), its reads answered by `read`; resolves with the
 * query's state once `done` says it has settled.
 */
async function visit(
  storage: AsyncStorage,
  read: () => Promise<unknown>,
  done: (state: { status: string; fetchStatus: string; dataUpdateCount: number }) => boolean,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: read,
    persister: rememberOnDevice(timingsSchema, storage).persisterFn,
    networkMode: 'offlineFirst',
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const query = client.getQueryCache().find({ queryKey: KEY })!;
  await expect.poll(() => done(query.state), { timeout: 2000 }).toBe(true);
  unsubscribe();
  client.clear();
  return query.state;
}

/** A device's storage after one visit whose read gave `{ fajr: '05:30' }`, remembered. */
async function rememberedOnce() {
  const storage = memoryStorage();
  await visit(
    storage,
    async () => ({ fajr: '05:30' }),
    () => storage.items.size === 1,
  );
  return storage;
}

describe('values remembered on the device', () => {
  it('are shown offline with the time they were read, after a failed read again', async () => {
    const storage = memoryStorage();
    const online = await visit(
      storage,
      async () => ({ fajr: '05:30' }),
      (s) => s.status === 'success' && storage.items.size === 1,
    );
    expect(online.data).toEqual({ fajr: '05:30' });

    let reads = 0;
    const offline = await visit(
      storage,
      () => {
        reads++;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
      (s) => s.status === 'error' && s.fetchStatus === 'idle',
    );
    // Restored, then read again at once (however fresh): the failure keeps the value, and the
    // time it was read is what the screens show (live-query.ts `savedAt`).
    expect(reads).toBe(1);
    expect(offline.data).toEqual({ fajr: '05:30' });
    expect(offline.dataUpdatedAt).toBe(online.dataUpdatedAt);
  });

  it('drop a value that no longer fits its schema and read it afresh', async () => {
    const storage = await rememberedOnce();
    const [key, text] = [...storage.items][0]!;
    const stored = z.object({ state: z.object({ data: z.unknown() }) }).parse(JSON.parse(text));
    storage.items.set(
      key,
      JSON.stringify({ ...JSON.parse(text), state: { ...stored.state, data: 7 } }),
    );
    const fresh = await visit(
      storage,
      async () => ({ fajr: '05:45' }),
      (s) => s.status === 'success' && s.dataUpdateCount > 0,
    );
    expect(fresh.data).toEqual({ fajr: '05:45' });
  });

  it('are all forgotten at sign-out, and nothing else', async () => {
    const storage = await rememberedOnce();
    storage.items.set('lang', 'ur');
    await forgetRemembered(storage);
    expect([...storage.items.keys()]).toEqual(['lang']);
  });
});
