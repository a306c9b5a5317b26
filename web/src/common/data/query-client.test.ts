import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageDataContext, useServedValue, type PageData } from '../page-data.ts';
import { createQueryClient, servedValueStale } from './query-client.ts';
import { noteSiteSave } from './site-saves.ts';
import { stubLocalStorage } from '../testing/memory-storage.ts';

/** A page part that shows the served `janaza` value, else that it is loading. */
function Notices() {
  const served = useServedValue({ key: 'api:/janaza', schema: z.array(z.string()) });
  const query = useQuery({
    queryKey: ['janaza'],
    queryFn: async (): Promise<string[]> => ['read'],
    initialData: served,
  });
  return query.data ? query.data.join(',') : 'loading';
}

/** The server's render of `Notices` with the page data `data`, with a client of its own. */
const render = (data: PageData | undefined) =>
  renderToString(
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      createElement(PageDataContext, { value: data }, createElement(Notices)),
    ),
  );

describe('a server render', () => {
  it("starts each page's query from its own data and keeps none of it for the next page", () => {
    expect(render({ 'api:/janaza': ['first'] })).toBe('first');
    expect(render({ 'api:/janaza': ['second'] })).toBe('second');
    expect(render({})).toBe('loading');
    // A value of another shape is not used.
    expect(render({ 'api:/janaza': [1] })).toBe('loading');
    expect(render(undefined)).toBe('loading');
  });
});

describe('a value the page was served with', () => {
  const now = Date.UTC(2026, 10, 29, 9, 0, 0);
  beforeEach(stubLocalStorage);
  afterEach(() => vi.unstubAllGlobals());

  it('is read again when served over a minute ago, or offline', () => {
    expect(servedValueStale(now - 30_000, now, false)).toBe(false);
    expect(servedValueStale(now - 61_000, now, false)).toBe(true);
    expect(servedValueStale(now - 1_000, now, true)).toBe(true);
  });

  it('is read again however new on the device of an admin who has just saved', () => {
    noteSiteSave(now - 5_000);
    expect(servedValueStale(now - 1_000, now, false)).toBe(true);
    // Two minutes after the save, the minute's rule again.
    expect(servedValueStale(now + 100_000, now + 120_000, false)).toBe(false);
  });
});
