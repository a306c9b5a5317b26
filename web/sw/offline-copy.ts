/**
 * The offline copy of the whole app on a portal device, made by the service worker: when a page
 * posts `KEEP_APP_OFFLINE_MESSAGE` (a portal user has signed in,
 * web/src/common/pwa/offline-assets.ts), every script and style chunk of the build
 * (`/asset-list.json`, written by web/service-worker.mjs) that the `assets` cache lacks is
 * fetched and kept, a few at a time at low priority, after a short wait.
 *
 * It runs here, not in the page, because the worker outlives navigations: a teacher going from
 * page to page (each a full load on a slow phone) no longer restarts or cuts off the copy. A
 * message while a copy runs joins it; once the copy is complete, later ones cost a revalidation of
 * the list and one look at the cache per file, and download nothing. Files of earlier builds
 * are dropped a week after they were fetched (`dropLeftFiles`).
 */
import { KEEP_APP_OFFLINE_MESSAGE } from '../src/common/pwa/offline-message.ts';

/**
 * Whether `list` is what `/asset-list.json` holds: paths of the build's script and style chunks,
 * `/assets/<name>.js|css` (never another origin, `//host/...`). A check of its own, not zod: the
 * worker is downloaded by every visitor's phone, and zod would add 11 KB to its 30.
 */
export function isAssetList(list: unknown): list is string[] {
  return (
    Array.isArray(list) &&
    list.every((path) => typeof path === 'string' && /^\/assets\/[\w\-.]+\.(?:js|css)$/.test(path))
  );
}

/** The cache of script and style chunks, read by the worker's `/assets/` route (cache first). */
export const ASSETS_CACHE = 'assets';

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

/** Those of `paths` that `cache` does not hold. */
async function missingFrom(cache: Cache, paths: string[]): Promise<string[]> {
  const held = await Promise.all(
    paths.map(async (path) => (await cache.match(path)) !== undefined),
  );
  return paths.filter((_, i) => !held[i]);
}

/**
 * Fetches the missing ones of `paths` at low priority, `OFFLINE_FETCHES_AT_ONCE` at a time, and
 * keeps them. Throws on the first answer that is not an OK script or stylesheet.
 */
async function keepForOffline(paths: string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const queue = await missingFrom(cache, paths);
  const fetcher = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(path, { priority: 'low' });
      // A file gone after a deploy is answered with the app shell (HTML) by Hosting's rewrite:
      // never kept under a script's name.
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.ok || !/javascript|css/.test(type))
        throw new Error(`${path}: ${response.status} ${type}`);
      await cache.put(path, response);
    }
  };
  await Promise.all(Array.from({ length: OFFLINE_FETCHES_AT_ONCE }, fetcher));
}

/**
 * How long a kept file that is no longer in the build stays, in milliseconds from when it was
 * fetched (its `Date` header): a tab opened before a deploy may still ask for its old chunks.
 */
const LEFT_FILES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes from the `assets` cache the files that are not in `paths` (earlier builds) and were
 * fetched over `LEFT_FILES_KEPT_MS` ago, or carry no date. Files kept with `cache.put` are not
 * counted by the `/assets/` route's expiration, so without this each deploy would leave a portal
 * device about 1.9 MB more (168 files, measured 2026-11-27).
 */
async function dropLeftFiles(paths: string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const current = new Set(paths);
  const before = Date.now() - LEFT_FILES_KEPT_MS;
  for (const request of await cache.keys()) {
    if (current.has(new URL(request.url).pathname)) continue;
    const fetched = Date.parse((await cache.match(request))?.headers.get('Date') ?? '');
    if (!(fetched > before)) await cache.delete(request);
  }
}

/** The copy under way, joined by later messages. */
let running: Promise<void> | undefined;

/**
 * Waits `OFFLINE_COPY_DELAY_MS`, then keeps every file of `/asset-list.json` and drops those of
 * earlier builds (`dropLeftFiles`); never throws.
 */
async function copyApp(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, OFFLINE_COPY_DELAY_MS));
  try {
    const response = await fetch('/asset-list.json', { cache: 'no-cache', priority: 'low' });
    const list: unknown = await response.json();
    if (!isAssetList(list)) throw new Error('/asset-list.json is not a list of paths');
    await keepForOffline(list);
    await dropLeftFiles(list);
  } catch (err) {
    // Offline, or a deploy under way: the next portal page asks again.
    console.warn('Could not keep the app for offline use', err);
  }
}

/**
 * Answers `KEEP_APP_OFFLINE_MESSAGE`: starts the copy (or joins the one under way) and keeps the
 * worker alive until it ends. Other messages are left to other listeners.
 */
export function listenForOfflineCopy(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type !== KEEP_APP_OFFLINE_MESSAGE) return;
    running ??= copyApp().finally(() => (running = undefined));
    event.waitUntil(running);
  });
}
