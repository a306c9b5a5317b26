import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedToSite } from './saved-to-site.ts';
import { queryClient } from './query-client.ts';
import { savedRecently } from './site-saves.ts';
import { stubLocalStorage } from '../testing/memory-storage.ts';

beforeEach(() => {
  stubLocalStorage();
  queryClient.setQueryData(['janaza'], ['a notice read before the save']);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("a site admin's save (savedToSite)", () => {
  it('once done, marks the values read before it out of date and notes the save', async () => {
    expect(await savedToSite(Promise.resolve('new-id'))).toBe('new-id');
    expect(queryClient.getQueryState(['janaza'])?.isInvalidated).toBe(true);
    expect(savedRecently()).toBeDefined();
  });

  it('that fails changes nothing and rejects as the write did', async () => {
    await expect(savedToSite(Promise.reject(new Error('permission-denied')))).rejects.toThrow(
      'permission-denied',
    );
    expect(queryClient.getQueryState(['janaza'])?.isInvalidated).toBe(false);
    expect(savedRecently()).toBeUndefined();
  });
});
