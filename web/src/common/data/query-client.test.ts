import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { PageDataContext, useServedValue, type PageData } from '../page-data.ts';
import { createQueryClient } from './query-client.ts';

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
