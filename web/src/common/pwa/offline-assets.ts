import * as z from 'zod/mini';

/** `/asset-list.json`: the same-origin paths of the build's script and style chunks. */
const assetListSchema = z.array(z.string().check(z.regex(/^\/[\w\-./]+$/)));

/** Those of `urls` (paths) that `cache` does not hold. */
async function missingFrom(cache: Cache, urls: string[]): Promise<string[]> {
  const held = await Promise.all(urls.map(async (url) => (await cache.match(url)) !== undefined));
  return urls.filter((_, i) => !held[i]);
}

/**
 * How many of the app's files are fetched for offline use at a time. Fetched all at once
 * (Cache.addAll, about 200 files) just after sign-in they took the network (over HTTP/1.1, as on
 * the Hosting emulator, all six of a host's connections) while the teacher opened a student, whose
 * calendar then filled 1.7-2.5 s after the click (measured 2026-11-27 on the emulators; about
 * 0.75 s since).
 */
const OFFLINE_FETCHES_AT_ONCE = 2;

/** Missing ones of `urls` are fetched at low priority, `OFFLINE_FETCHES_AT_ONCE` at a time, and kept. */
async function keepForOffline(urls: string[]): Promise<void> {
  const cache = await caches.open('assets');
  const queue = await missingFrom(cache, urls);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url, { priority: 'low' });
      // A file gone after a deploy is answered with the app shell (HTML) by Hosting's rewrite:
      // never kept under a script's name.
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.ok || !/javascript|css/.test(type))
        throw new Error(`${url}: ${response.status} ${type}`);
      await cache.put(url, response);
    }
  };
  await Promise.all(Array.from({ length: OFFLINE_FETCHES_AT_ONCE }, worker));
}

/**
 * Makes the whole app available offline on this device: fetches every script and
 * style chunk listed by the build (`/asset-list.json`, web/service-worker.mjs) into the service
 * worker's `assets` cache, a few at a time at low priority, so the pages the user opens meanwhile
 * come first. Called when a portal user signs in, so a teacher who opened the portal once can
 * open any portal page with no network; public visitors never pay for it.
 */
async function cacheAllAssets(): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  try {
    const response = await fetch('/asset-list.json', { cache: 'no-cache', priority: 'low' });
    await keepForOffline(z.parse(assetListSchema, await response.json()));
  } catch (err) {
    console.warn('Could not keep the app for offline use', err);
  }
}

/**
 * How long after sign-in the offline copy waits, in milliseconds: a teacher opens a student within
 * seconds of the dashboard, and that page's scripts and data go first.
 */
const OFFLINE_COPY_DELAY_MS = 5_000;

/**
 * `cacheAllAssets` once sign-in is `OFFLINE_COPY_DELAY_MS` behind and the main thread is idle
 * (at most 5 s later).
 */
export function cacheAllAssetsSoon(): void {
  setTimeout(() => {
    const start = () => void cacheAllAssets();
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5_000 });
    else start();
  }, OFFLINE_COPY_DELAY_MS);
}

/**
 * Keeps the scripts this page has already loaded (its route's chunks, its language's catalogue)
 * in the service worker's `assets` cache, so the page opens offline with its language. They were
 * loaded before the service worker took control, so it did not see them; they come from the
 * browser's HTTP cache (hashed, immutable files), not the network.
 */
export async function cacheLoadedScripts(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) => url.origin === location.origin && /^\/assets\/[\w\-.]+\.js$/.test(url.pathname),
    )
    .map((url) => url.pathname);
  try {
    const cache = await caches.open('assets');
    await cache.addAll(await missingFrom(cache, loaded));
  } catch (err) {
    console.warn('Could not keep this page for offline use', err);
  }
}
