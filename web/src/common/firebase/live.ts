/**
 * Live public data for React. `useLive(key, source)` shows a value as soon as possible and keeps it
 * current:
 *
 * 1. `source.initial` (optional) fetches it once from the same-origin REST API: one small JSON
 *    request, so a slow phone connection sees the content without downloading the Firestore SDK;
 * 2. a reader's page keeps it current through the same request: again whenever the page comes back
 *    into view (another app, another tab, the network returns) and every minute while it is in
 *    view (the API's CDN keeps each answer 60 s, so a change shows within about two minutes). A
 *    reader never downloads the Firestore SDK (about 160 KB compressed) for that;
 * 3. where the page needs changes at once and loads the SDK anyway (the hall screen, the signed-in
 *    areas: see `listenLiveWhere`), and for sources without `initial`, `source.listen` opens a
 *    Firestore `onSnapshot` listener instead, once the page has loaded and the browser is idle.
 *
 * One fetch and one listener per key are shared by every component that asks for it; the last
 * value is kept for 60 s after the last component leaves, so going back to a page is instant.
 *
 * A page whose HTML the server rendered with its data (the functions' `pages`, e.g. the home page)
 * carries the answers of those first reads (see common/page-data.ts): a source with `served`
 * starts from its answer there, in the server's render and in the app's first one, so the app
 * shows what the HTML showed and fetches nothing for it.
 */
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { pageDataKeys } from '@masjid/domain/page-data-keys';
import { firestore } from './firebase.ts';
import { apiFetch } from '../api/client.ts';
import { PageDataContext, servedOlderThan, takeServedValue } from '../page-data.ts';
import { liveRefreshMs } from './refresh-interval.ts';

/**
 * A live value. `savedAt` (epoch ms) marks a value remembered on this device from an earlier
 * visit, shown because the network read failed (offline): it may be out of date.
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
  /** The first value, from the REST API; rejects on failure. */
  initial?: () => Promise<T>;
  /** The live listener. */
  listen: Listen<T>;
  /**
   * Keeps the last value read on this device (localStorage `live:<key>`), so that when the reads
   * fail (offline) the page still shows it, with `savedAt`. `parse` re-validates it.
   */
  remember?: { parse: (stored: unknown) => T };
  /**
   * The public REST read `initial` makes (`/janaza` for `GET /api/janaza`) and the schema of its
   * answer: a page served with that answer (key `pageDataKeys.api(path)`) starts from it. Set both
   * with `apiRead`.
   */
  served?: { path: string; schema: z.ZodMiniType<T> };
}

/**
 * `initial` and `served` of a source whose first value is the public `GET /api{path}`, its answer
 * parsed by `schema` (rejects with the API client's errors).
 */
export function apiRead<T>(
  path: string,
  schema: z.ZodMiniType<T>,
): Required<Pick<LiveSource<T>, 'initial' | 'served'>> {
  return {
    initial: () => apiFetch(path, schema, { auth: false }),
    served: { path, schema },
  };
}

interface Entry {
  state: LiveState<unknown>;
  subscribers: Set<() => void>;
  started: boolean;
  /** Whether a Firestore listener was started (else the value is refreshed through `initial`). */
  listening: boolean;
  stop?: Promise<Unsubscribe | undefined>;
  /** Stops the refreshes through `initial`. */
  stopRefresh?: () => void;
  /**
   * When the page's value was read on the server (epoch ms), if it may be out of date (a copy the
   * CDN kept, or the service worker's offline): it is read again once the page has settled.
   */
  servedAt?: number;
  /** Starts the listener when the page now showing needs one (see `listenLiveWhere`). */
  upgrade?: () => void;
  idleTimer?: ReturnType<typeof setTimeout>;
}

const LOADING: LiveState<never> = { status: 'loading' };
const KEEP_MS = 60_000;
const entries = new Map<string, Entry>();

let listensLive: (pathname: string) => boolean = () => false;

/**
 * Names the pages whose values with `initial` are kept current by a Firestore listener rather
 * than by asking the API again: `test(location.pathname)`. Call once at start-up.
 */
export function listenLiveWhere(test: (pathname: string) => boolean): void {
  listensLive = test;
}

const wantsListener = (source: LiveSource<unknown>) =>
  !source.initial || (typeof location !== 'undefined' && listensLive(location.pathname));

function publish(entry: Entry, state: LiveState<unknown>) {
  entry.state = state;
  entry.subscribers.forEach((notify) => notify());
}

/** Resolves after the page's load event, when the main thread is idle (at most 2 s later). */
export const pageSettled: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const idle = () =>
          'requestIdleCallback' in window
            ? requestIdleCallback(() => resolve(), { timeout: 2000 })
            : setTimeout(resolve, 200);
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      });

const storageKey = (key: string) => `live:${key}`;
const rememberedSchema = z.object({ savedAt: z.number(), data: z.unknown() });

/** The value remembered for `key`, if any and still valid. */
function recall<T>(key: string, source: LiveSource<T>): { data: T; savedAt: number } | undefined {
  if (!source.remember) return undefined;
  try {
    const saved = rememberedSchema.safeParse(
      JSON.parse(localStorage.getItem(storageKey(key)) ?? 'null'),
    );
    if (!saved.success) return undefined;
    return { data: source.remember.parse(saved.data.data), savedAt: saved.data.savedAt };
  } catch {
    return undefined;
  }
}

/**
 * Keeps `data`, read at `savedAt` (epoch ms; now by default), as the value of `key` on this device
 * when `source` remembers.
 */
function remember<T>(key: string, source: LiveSource<T>, data: T, savedAt = Date.now()): void {
  if (!source.remember) return;
  try {
    localStorage.setItem(storageKey(key), JSON.stringify({ savedAt, data }));
  } catch {
    // Storage full or private mode: nothing remembered.
  }
}

/** `error` as an Error (a rejection may carry anything). */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function start<T>(key: string, entry: Entry, source: LiveSource<T>) {
  entry.started = true;
  const hasValue = () => entry.state.status === 'ready' && !('savedAt' in entry.state);
  const fresh = (data: T) => {
    publish(entry, { status: 'ready', data });
    remember(key, source, data);
  };
  /** A read failed: show the remembered value, else the error (unless a value is shown). */
  const failed = (error: Error) => {
    if (entry.state.status === 'ready') return;
    const saved = recall(key, source);
    publish(entry, saved ? { status: 'ready', ...saved } : { status: 'error', error });
  };
  const { initial } = source;
  if (initial) {
    /** `refreshFailed`: what a failed refresh does (by default it keeps what is shown). */
    const read = (first: boolean, refreshFailed?: () => void) =>
      initial().then(
        (data) => {
          // A listener may have answered first; its value is at least as fresh.
          if (first ? !hasValue() : !entry.listening) fresh(data);
        },
        (error: unknown) => {
          // A failed refresh keeps what is shown; the next one tries again.
          if (!first) return refreshFailed?.();
          console.error(`Reading ${key} failed`, error);
          failed(asError(error));
        },
      );
    // A value the page was served with (seedLive) stands for the first fetch, unless old.
    if (!hasValue()) void read(true);
    else if (entry.servedAt !== undefined) {
      const servedAt = entry.servedAt;
      // Offline (the page came from the device's cache): say how old its values are.
      const sayHowOld = () => {
        const shown = entry.state;
        if (shown.status === 'ready' && shown.savedAt === undefined)
          publish(entry, { ...shown, savedAt: servedAt });
      };
      void pageSettled.then(() => read(false, sayHowOld));
    }
    if (typeof document !== 'undefined') entry.stopRefresh = keepRefreshing(() => read(false));
  }
  if (wantsListener(source)) startListener(key, entry, source, fresh, failed);
  // A page that needs changes at once may be opened later in the same tab (e.g. the hall screen).
  entry.upgrade = () => {
    if (!entry.listening && wantsListener(source)) startListener(key, entry, source, fresh, failed);
  };
}

/**
 * Calls `refresh` whenever the page comes back into view or the network returns, and every
 * minute while it is in view; returns the stop.
 */
function keepRefreshing(refresh: () => void): () => void {
  const refreshMs = liveRefreshMs();
  let last = Date.now();
  const maybe = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < 1_000) return;
    last = Date.now();
    refresh();
  };
  const timer = setInterval(maybe, refreshMs);
  document.addEventListener('visibilitychange', maybe);
  window.addEventListener('online', maybe);
  window.addEventListener('focus', maybe);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', maybe);
    window.removeEventListener('online', maybe);
    window.removeEventListener('focus', maybe);
  };
}

function startListener<T>(
  key: string,
  entry: Entry,
  source: LiveSource<T>,
  fresh: (data: T) => void,
  failed: (error: Error) => void,
) {
  entry.listening = true;
  entry.stopRefresh?.();
  const listenerReady = source.initial ? pageSettled : Promise.resolve();
  entry.stop = listenerReady
    .then(() => firestore())
    .then((db) =>
      source.listen(
        db,
        (data) => {
          if (data !== undefined) fresh(data);
        },
        (error) => {
          console.error(`Live read ${key} failed`, error);
          failed(error);
        },
      ),
    )
    .catch((error: unknown) => {
      console.error(`Live read ${key} could not start`, error);
      failed(asError(error));
      return undefined;
    });
}

/** Whether the browser knows it has no network (it may also be wrong the other way). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** How long a served value counts as fresh, like the REST API's answers at the CDN (ms). */
const SERVED_FRESH_MS = 60_000;

/**
 * Starts the live value `key` at `data`, the value the page's HTML was rendered with (see
 * common/page-data.ts), before anything subscribes: the first fetch is skipped, the listener
 * starts as usual. Nothing happens when `data` is undefined or the value is already known.
 */
export function seedLive<T>(key: string, data: T | undefined): void {
  if (data === undefined || entries.has(key)) return;
  entries.set(key, {
    state: { status: 'ready', data },
    subscribers: new Set(),
    started: false,
    listening: false,
    // The API's own answers are fresh for a minute at the CDN; an older page is read again.
    // Offline the page came from the service worker's cache, however recent.
    servedAt: servedOlderThan(isOffline() ? 0 : SERVED_FRESH_MS),
  });
}

/**
 * The state of `key` in the browser: the one known, else the value the page was served with for
 * `source` (taken once, see `seedLive`), else loading.
 */
function currentState<T>(key: string, source: LiveSource<T>): LiveState<unknown> {
  const known = entries.get(key);
  if (known) return known.state;
  const served =
    source.served && takeServedValue(pageDataKeys.api(source.served.path), source.served.schema);
  if (served !== undefined) {
    seedLive(key, served);
    // As good as a fetch made when the server read it: the page may be opened offline next time.
    remember(key, source, served, servedOlderThan(0));
  }
  return entries.get(key)?.state ?? LOADING;
}

/** The value a server render has for `source` (its `served` answer in the page's data), if any. */
function useServerValue<T>(source: LiveSource<T>): T | undefined {
  const page = useContext(PageDataContext);
  return useMemo(() => {
    if (!page || !source.served) return undefined;
    const value = page[pageDataKeys.api(source.served.path)];
    if (value === undefined) return undefined;
    const parsed = source.served.schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  }, [page, source]);
}

/**
 * Subscribes the calling component to the live value named `key`. `source` must describe the same
 * read for the same key, and keep its identity (define it at module level). `rendered` is the
 * value a server render has for it (see common/page-data.ts), shown by that render instead of the
 * loading state.
 */
export function useLive<T>(key: string, source: LiveSource<T>, rendered?: T): LiveState<T> {
  const subscribe = useCallback(
    (notify: () => void) => {
      let entry = entries.get(key);
      if (!entry) {
        entry = { state: LOADING, subscribers: new Set(), started: false, listening: false };
        entries.set(key, entry);
      }
      const current = entry;
      clearTimeout(current.idleTimer);
      current.subscribers.add(notify);
      if (!current.started) start(key, current, source);
      else current.upgrade?.();
      return () => {
        current.subscribers.delete(notify);
        if (current.subscribers.size > 0) return;
        current.idleTimer = setTimeout(() => {
          current.stopRefresh?.();
          void current.stop?.then((stop) => stop?.());
          entries.delete(key);
        }, KEEP_MS);
      };
    },
    [key, source],
  );
  const getSnapshot = useCallback(() => currentState(key, source) as LiveState<T>, [key, source]);
  const served = useServerValue(source);
  const renderedValue = rendered ?? served;
  const renderedState = useMemo<LiveState<T> | undefined>(
    () => (renderedValue === undefined ? undefined : { status: 'ready', data: renderedValue }),
    [renderedValue],
  );
  return useSyncExternalStore(
    subscribe,
    getSnapshot,
    renderedState ? () => renderedState : getSnapshot,
  );
}
