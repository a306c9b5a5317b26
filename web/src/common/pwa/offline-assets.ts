import * as z from 'zod/mini';

/** `/asset-list.json`: the same-origin paths of the build's script and style chunks. */
const assetListSchema = z.array(z.string().check(z.regex(/^\/[\w\-./]+$/)));

/** Fetches into the service worker's `assets` cache those of `urls` (paths) it does not hold. */
async function addToAssetsCache(urls: string[]): Promise<void> {
  const cache = await caches.open('assets');
  const missing = (
    await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? undefined : url)))
  ).filter((url): url is string => url !== undefined);
  await cache.addAll(missing);
}

/**
 * Makes the whole app available offline on this device: fetches every script and
 * style chunk listed by the build (`/asset-list.json`, web/service-worker.mjs) into the service
 * worker's `assets` cache. Called when a portal user signs in, so a teacher who opened the portal
 * once can open any portal page with no network; public visitors never pay for it.
 */
export async function cacheAllAssets(): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  try {
    const response = await fetch('/asset-list.json', { cache: 'no-cache' });
    await addToAssetsCache(z.parse(assetListSchema, await response.json()));
  } catch (err) {
    console.warn('Could not keep the app for offline use', err);
  }
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
    await addToAssetsCache(loaded);
  } catch (err) {
    console.warn('Could not keep this page for offline use', err);
  }
}
