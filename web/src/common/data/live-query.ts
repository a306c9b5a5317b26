/**
 * Public values kept current (the jamat times, notices, events, content, the mosque's details):
 * each `LiveSource` is a query of the app's one QueryClient (query-client.ts), read with
 * `useLive(source)`:
 *
 * 1. the first value comes from the REST API (`read`): one small JSON request, so a slow phone
 *    sees the content without downloading the Firestore SDK; a page served with the answer
 *    (`served`, common/page-data.ts) starts from it, in the server's render and the app's first;
 * 2. a reader's page keeps it current through the same request: TanStack Query reads it again
 *    every minute while the page is in view (refetchInterval, refresh-interval.ts: the API's CDN
 *    keeps each answer 60 s, so a change shows within about two minutes), and when the page comes
 *    back into view or the network returns (refetchOnWindowFocus, refetchOnReconnect). A reader
 *    never downloads the Firestore SDK (about 160 KB compressed) for that;
 * 3. where the page needs changes at once and loads the SDK anyway (`listenLiveWhere`: the hall
 *    screen, the signed-in areas), a Firestore listener (`listen`) feeds the query instead, once
 *    the page has settled: onSnapshot -> setQueryData, in `follow` below, and the refetches stop;
 * 4. the last value is kept 60 s after the last component leaves (gcTime), with its listener, so
 *    going back to a page is instant;
 * 5. a source that `remember`s keeps its value on the device (remember.ts), shown when the reads
 *    fail (offline) with `savedAt`;
 * 6. on the device of a site admin who has just saved a change (saved-to-site.ts), every tab reads its
 *    values again at once, past the CDN's copies (site-saves.ts).
 */
import { useMemo } from 'react';
import { useQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { pageDataKeys } from '@masjid/domain/page-data-keys';
import { apiFetch } from '../api/client.ts';
import { firestore } from '../firebase/firebase.ts';
import { pageSettled, servedTime, useServedValue, type ServedValue } from '../page-data.ts';
import { queryClient } from './query-client.ts';
import { liveRefreshMs } from './refresh-interval.ts';
import type { Remembered } from './remember.ts';
import { onSiteSave } from './site-saves.ts';
import { listeners, listening } from './live-listeners.ts';
import { forgetReadValues } from './saved-to-site.ts';

/**
 * A live value. `savedAt` (epoch ms) marks a value the latest read could not renew (offline): one
 * remembered on this device, served with a page kept by the device, or read earlier in this
 * visit; it may be out of date, and `savedAt` says when it was read.
 */
export type LiveState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; savedAt?: number }
  | { status: 'error'; error: Error };

/** Starts a Firestore listener: call `next` with each parsed value (or `undefined` to ignore a
 * snapshot, e.g. an empty one from the offline cache), `fail` on error; resolve to its stop. */
export type Listen<T> = (
  db: Firestore,
  next: (data: T | undefined) => void,
  fail: (error: Error) => void,
) => Promise<Unsubscribe>;

export interface LiveSource<T> {
  /** The query's key. */
  key: QueryKey;
  /** Reads the value from the REST API; rejects on failure. */
  read: () => Promise<T>;
  /** The live listener, on the pages that keep values current through Firestore. */
  listen: Listen<T>;
  /** The value of a page served with it (see `apiRead`). */
  served?: ServedValue<T>;
  /** Keeps the last value read on this device (`rememberOnDevice(schema)`), for offline visits. */
  remember?: Remembered;
}

/**
 * `read` and `served` of a source whose first value is the public `GET /api{path}`, its answer
 * parsed by `schema` (rejects with the API client's errors); a page served with that answer (key
 * `pageDataKeys.api(path)`) starts from it.
 */
export function apiRead<T>(
  path: string,
  schema: z.ZodMiniType<T>,
): Pick<LiveSource<T>, 'read' | 'served'> {
  return {
    read: () => apiFetch(path, schema, { auth: false }),
    served: { key: pageDataKeys.api(path), schema },
  };
}

/** What a live query carries for the listeners and the device's store. */
type LiveMeta = { listen?: Listen<unknown>; remember?: Remembered };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: LiveMeta;
  }
}

let listensLive: (pathname: string) => boolean = () => false;

/**
 * Names the pages whose live values are kept current by a Firestore listener rather than by
 * asking the API again: `test(location.pathname)`. Call once at start-up.
 */
export function listenLiveWhere(test: (pathname: string) => boolean): void {
  listensLive = test;
}

function unfollow(query: Query) {
  void listeners.get(query.queryHash)?.then((stop) => stop?.());
  listeners.delete(query.queryHash);
}

/** Starts `query`'s listener, which feeds its values to the query (and the device's store). */
function follow(client: QueryClient, query: Query, listen: Listen<unknown>) {
  const { queryKey, queryHash } = query;
  const failed = (error: unknown) => {
    console.error(`Live read ${queryHash} failed`, error);
    // The API's reads take over again.
    unfollow(query);
    query.fetch().catch(() => undefined);
  };
  const started = pageSettled
    .then(() => firestore())
    .then((db) =>
      listen(
        db,
        (data) => {
          if (data === undefined) return;
          client.setQueryData(queryKey, data);
          // A read of the API still under way would answer with an older value.
          void client.cancelQueries({ queryKey, exact: true });
          void query.meta?.remember?.persistQuery(query);
        },
        failed,
      ),
    )
    .catch((error: unknown) => {
      failed(error);
      return undefined;
    });
  listeners.set(queryHash, started);
}

/**
 * Follows the cache of the browser's client: a live query shown on a page that listens gets its
 * listener (also when such a page opens later in the tab, e.g. the hall screen), which stops when
 * the query is dropped; a value a page was served with is remembered like one read (the page may
 * be opened offline next time), unless the page itself came from the device (offline).
 */
function followCache(client: QueryClient) {
  client.getQueryCache().subscribe(({ type, query }) => {
    if (type === 'removed') unfollow(query);
    if (type === 'added' && query.state.data !== undefined && navigator.onLine !== false)
      void query.meta?.remember?.persistQuery(query);
    if (type !== 'observerAdded' || listening(query) || !listensLive(location.pathname)) return;
    const listen = query.meta?.listen;
    if (listen) follow(client, query, listen);
  });
}

if (typeof window !== 'undefined') {
  followCache(queryClient);
  // A save in another tab of this device (saved-to-site.ts).
  onSiteSave(() => void forgetReadValues());
}

/** How long a value is kept after the last component using it leaves (ms). */
const KEEP_MS = 60_000;
const LOADING: LiveState<never> = { status: 'loading' };

/** The live value of `source`, kept current (see above). */
export function useLive<T>(source: LiveSource<T>): LiveState<T> {
  const { data, error, isError, dataUpdatedAt } = useQuery<T>({
    queryKey: source.key,
    queryFn: source.read,
    initialData: useServedValue(source.served),
    initialDataUpdatedAt: servedTime,
    meta: { listen: source.listen, remember: source.remember },
    persister: source.remember?.persisterFn,
    // A failed read is not repeated (the next refresh is another try); offline the first read
    // still runs, so a remembered value is restored.
    retry: false,
    networkMode: 'offlineFirst',
    gcTime: KEEP_MS,
    staleTime: (query) => (listening(query) ? Infinity : 60_000),
    refetchInterval: (query) => !listening(query) && liveRefreshMs(),
    refetchOnWindowFocus: (query) => !listening(query),
    refetchOnReconnect: (query) => !listening(query),
  });
  // One object while nothing changes: pages memoize what they work out from it.
  return useMemo((): LiveState<T> => {
    if (data !== undefined)
      return isError
        ? { status: 'ready', data, savedAt: dataUpdatedAt }
        : { status: 'ready', data };
    return isError ? { status: 'error', error } : LOADING;
  }, [data, error, isError, dataUpdatedAt]);
}
