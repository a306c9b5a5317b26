import * as z from 'zod/mini';

/** `/asset-list.json`: the same-origin paths of the build's script and style chunks. */
const assetListSchema = z.array(z.string().check(z.regex(/^\/[\w\-./]+$/)));

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
    const list = z.parse(assetListSchema, await response.json());
    const cache = await caches.open('assets');
    const missing = (
      await Promise.all(list.map(async (url) => ((await cache.match(url)) ? undefined : url)))
    ).filter((url): url is string => url !== undefined);
    await cache.addAll(missing);
  } catch (err) {
    console.warn('Could not keep the app for offline use', err);
  }
}
