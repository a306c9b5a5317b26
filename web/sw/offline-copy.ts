/**
 * The offline copy of the whole app on a portal device, made by the service worker: when a page
 * posts `KEEP_APP_OFFLINE_MESSAGE` (every full load of a signed-in portal page,
 * web/src/common/pwa/offline-assets.ts), every script and style chunk of the build
 * (`/asset-list.json`, written by web/service-worker.mjs) that the `assets` cache lacks is
 * fetched and kept, a few at a time at low priority, after a short wait.
 *
 * It runs here, not in the page, because the worker outlives navigations: a teacher going from
 * page to page (each a full load on a slow phone) no longer restarts or cuts off the copy. A
 * message while a copy runs joins it; once the copy is complete, later ones cost a revalidation of
 * the list and one look at the cache per file, and download nothing. A page about to let a new
 * version take over posts `STOP_OFFLINE_COPY_MESSAGE` first, which ends the copy at once: the
 * browser holds a new version back while this worker's events (the copy's) still run.
 *
 * Files of earlier builds are dropped a week after the first copy that found them gone from the
 * list (`dropEarlierBuilds`), and only by the worker of the list's own build: a page of the
 * previous build (its update waiting, or a second tab) keeps its chunks meanwhile.
 */
import {
  ASSETS_CACHE,
  KEEP_APP_OFFLINE_MESSAGE,
  STOP_OFFLINE_COPY_MESSAGE,
  missingFrom,
} from '../src/common/pwa/offline-cache.ts';

/** The build this worker belongs to; service-worker.mjs defines it (esbuild `define`). */
declare const __ASSET_BUILD__: string;

/** `/asset-list.json`: its build (the same id as the worker's) and its files. */
export interface AssetList {
  build: string;
  files: string[];
}

/**
 * Whether `list` is what `/asset-list.json` holds: a build id and the paths of the build's script
 * and style chunks, `/assets/<name>.js|css` (never another origin, `//host/...`). A check of its
 * own, not zod: the worker is downloaded by every visitor's phone, and zod would add 11 KB to its
 * 30.
 */
export function isAssetList(list: unknown): list is AssetList {
  if (typeof list !== 'object' || list === null || !('build' in list) || !('files' in list))
    return false;
  return (
    typeof list.build === 'string' &&
    /^[\w-]{1,64}$/.test(list.build) &&
    Array.isArray(list.files) &&
    list.files.every(
      (path) => typeof path === 'string' && /^\/assets\/[\w\-.]+\.(?:js|css)$/.test(path),
    )
  );
}

/**
 * How long the copy waits after the first message, in milliseconds: a teacher opens a student
 * within seconds of the dashboard, and that page's scripts and data go first.
 */
const OFFLINE_COPY_DELAY_MS = 5_000;

/**
 * How many files are fetched at a time. All at once (Cache.addAll of about 200 files) just after
 * sign-in they took the network (over HTTP/1.1, as on the Hosting emulator, all six of a host's
 * connections) while the teacher opened a student, whose calendar then filled 1.7-2.5 s after the
 * click (measured 2026-11-27 on the emulators; about 0.75 s since).
 */
const OFFLINE_FETCHES_AT_ONCE = 2;

/**
 * Fetches the missing ones of `paths` at low priority, `OFFLINE_FETCHES_AT_ONCE` at a time, and
 * keeps them, until `signal` aborts. Throws on the first answer that is not an OK script or
 * stylesheet, once the other fetch under way has ended (no fetch outlives the call).
 */
async function keepForOffline(paths: string[], signal: AbortSignal): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const queue = await missingFrom(cache, paths);
  let failed = false;
  const fetcher = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (failed || signal.aborted) return;
      try {
        const response = await fetch(path, { priority: 'low', signal });
        // A file gone after a deploy is answered with the app shell (HTML) by Hosting's rewrite:
        // never kept under a script's name.
        const type = response.headers.get('Content-Type') ?? '';
        if (!response.ok || !/javascript|css/.test(type))
          throw new Error(`${path}: ${response.status} ${type}`);
        await cache.put(path, response);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const ends = await Promise.allSettled(Array.from({ length: OFFLINE_FETCHES_AT_ONCE }, fetcher));
  for (const end of ends) if (end.status === 'rejected') throw end.reason;
}

/** The header the copy stamps on a kept file the first time it finds it gone from the list. */
const LEFT_AT_HEADER = 'X-Left-Build-At';

/**
 * How long a kept file stays after the copy first found it gone from the build's list, in
 * milliseconds: a tab opened before the deploy may still ask for its chunks.
 */
const LEFT_FILES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Drops from the `assets` cache the files of earlier builds: a file not in `files` is stamped
 * (`LEFT_AT_HEADER`) the first time, and deleted `LEFT_FILES_KEPT_MS` after its stamp. Files kept
 * with `cache.put` are not counted by the `/assets/` route's expiration, so without this each
 * deploy would leave a portal device about 1.9 MB more (168 files, measured 2026-11-27).
 * `now` is a time in milliseconds since the epoch.
 */
export async function dropEarlierBuilds(files: string[], now: number): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const current = new Set(files);
  for (const request of await cache.keys()) {
    if (current.has(new URL(request.url).pathname)) continue;
    const kept = await cache.match(request);
    if (!kept) continue;
    const leftAt = Date.parse(kept.headers.get(LEFT_AT_HEADER) ?? '');
    if (Number.isNaN(leftAt)) {
      const headers = new Headers(kept.headers);
      headers.set(LEFT_AT_HEADER, new Date(now).toUTCString());
      await cache.put(request, new Response(kept.body, { status: kept.status, headers }));
    } else if (now - leftAt > LEFT_FILES_KEPT_MS) {
      await cache.delete(request);
    }
  }
}

/** Resolves after `ms` milliseconds, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** The copy under way (joined by later messages) and what stops it. */
let copyUnderWay: { done: Promise<void>; stop: AbortController } | undefined;

/**
 * Waits `OFFLINE_COPY_DELAY_MS`, then keeps every file of `/asset-list.json` and, when the list is
 * this worker's build, drops those of earlier builds (`dropEarlierBuilds`); ends early when
 * `signal` aborts; never throws.
 */
async function copyApp(signal: AbortSignal): Promise<void> {
  await pause(OFFLINE_COPY_DELAY_MS, signal);
  if (signal.aborted) return;
  try {
    const response = await fetch('/asset-list.json', {
      cache: 'no-cache',
      priority: 'low',
      signal,
    });
    const list: unknown = await response.json();
    if (!isAssetList(list)) throw new Error('/asset-list.json is not a build and its files');
    await keepForOffline(list.files, signal);
    // A list of another build (a deploy since this worker installed) is kept, not pruned by.
    if (list.build === __ASSET_BUILD__ && !signal.aborted)
      await dropEarlierBuilds(list.files, Date.now());
  } catch (err) {
    // Offline, or a deploy under way: the next portal page asks again.
    if (!signal.aborted) console.warn('Could not keep the app for offline use', err);
  }
}

/**
 * Answers `KEEP_APP_OFFLINE_MESSAGE`: starts the copy (or joins the one under way) and keeps the
 * worker alive until it ends (browsers end an event after about 5 minutes; the next portal page
 * asks again); and `STOP_OFFLINE_COPY_MESSAGE`: ends the copy under way. Other messages are left
 * to other listeners.
 */
export function listenForOfflineCopy(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === STOP_OFFLINE_COPY_MESSAGE) copyUnderWay?.stop.abort();
    if (type !== KEEP_APP_OFFLINE_MESSAGE) return;
    if (!copyUnderWay) {
      const stop = new AbortController();
      const done = copyApp(stop.signal).finally(() => (copyUnderWay = undefined));
      copyUnderWay = { done, stop };
    }
    event.waitUntil(copyUnderWay.done);
  });
}
