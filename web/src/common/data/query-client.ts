/**
 * The app's one TanStack QueryClient. Every read the web client caches is a query of it: the
 * public values kept current (live-query.ts), the recordings, the hifz portal's REST answers, a
 * parent's link. The app shell provides `queryClient` around the router (app/start-app.tsx); a
 * server render makes a client of its own per page (`createQueryClient`, app/prerender.tsx), so
 * one request's answers never reach another request's page.
 *
 * A query may start from the value its page was served with (`initialData` from
 * `useServedValue`, `initialDataUpdatedAt: servedTime`, common/page-data.ts). That value stands
 * for the first read: it is not read again when the page's components mount, and is read again
 * once the page has settled only when it may be out of date, served over a minute ago (a copy the
 * CDN kept; the API's own answers are fresh for a minute there), at all while offline (the
 * service worker's copy, which the failed read then marks as such: see live-query.ts `savedAt`),
 * or on a site admin's device just after a save (site-saves.ts).
 */
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { pageSettled, servedTime } from '../page-data.ts';
import { savedRecently } from './site-saves.ts';

/** How long a served value counts as fresh, like the REST API's answers at the CDN (ms). */
const SERVED_FRESH_MS = 60_000;

/** Whether `query` still holds the value its page was served with. */
function holdsServedValue(query: Query): boolean {
  const served = servedTime();
  return served !== undefined && query.state.dataUpdatedAt === served;
}

/**
 * A new client with the app's defaults: an answer is fresh for a minute and a failed read is tried
 * once more (each query may say otherwise); a read that fails with nothing to show instead is
 * logged by the first part of its key only (a parent's link has the token in the rest).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data === undefined)
          console.error(`Reading ${String(query.queryKey[0])} failed`, error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnMount: (query) => !holdsServedValue(query),
      },
    },
  });
}

/** The browser's client, provided by the app shell. */
export const queryClient = createQueryClient();

/**
 * Whether a value served at `served` (epoch ms) may be out of date at `now`: served over a minute
 * ago, read while offline, or read on the device of a site admin who has just saved a change
 * (whose page may come from a cache that does not have it yet: site-saves.ts).
 */
export function servedValueStale(served: number, now: number, offline: boolean): boolean {
  return offline || now - served > SERVED_FRESH_MS || savedRecently(now) !== undefined;
}

/** Reads again, once the page has settled, each served value that may be out of date. */
function rereadServedValues(client: QueryClient) {
  client.getQueryCache().subscribe(({ type, query }) => {
    if (type !== 'added' || !holdsServedValue(query)) return;
    void pageSettled.then(() => {
      const stale = servedValueStale(servedTime() ?? 0, Date.now(), navigator.onLine === false);
      if (holdsServedValue(query) && stale)
        // A failure is the query's state (and logged above).
        query.fetch().catch(() => undefined);
    });
  });
}

if (typeof window !== 'undefined') rereadServedValues(queryClient);
