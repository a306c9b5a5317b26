import * as z from 'zod/mini';

/** `/asset-list.json`: the same-origin paths of the build's script and style chunks. */
const assetListSchema = z.array(z.string().check(z.regex(/^\/[\w\-./]+$/)));

/** Those of `urls` (paths) that `cache` does not hold. */
async function missingFrom(cache: Cache, urls: string[]): Promise<string[]> {
  const held = await Promise.all(urls.map(async (url) => (await cache.match(url)) !== undefined));
  return urls.filter((_, i) => !held[i]);
}

/**
 * How many of the app's files are fetched for offline use at a time. A browser opens six
 * connections to a host over HTTP/1.1: fetching all ~200 at once (Cache.addAll) held every one of
 * them for about a second just after sign-in, and the page the teacher opened next waited behind
 * it for its own scripts and data (measured 2026-11-27: a student's calendar filled 1.7-2.0 s
 * after the click, most of it queued behind this).
 */
const OFFLINE_FETCHES_AT_ONCE = 2;

/** Missing ones of `urls` are fetched at low priority, `OFFLINE_FETCHES_AT_ONCE` at a time, and kept. */
async function keepForOffline(urls: string[]): Promise<void> {
  const cache = await caches.open('assets');
  const queue = await missingFrom(cache, urls);
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await fetch(url, { priority: 'low' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
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
