import {
  ASSETS_CACHE,
  KEEP_APP_OFFLINE_MESSAGE,
  STOP_OFFLINE_COPY_MESSAGE,
  missingFrom,
} from './offline-cache.ts';

/**
 * Makes the whole app available offline on this device: asks the service worker, once it is
 * active, to keep every script and style chunk listed by the build in its `assets` cache
 * (web/sw/offline-copy.ts: after a few seconds, a few files at a time at low priority, so the
 * pages the user opens meanwhile come first, and on through navigations). Called on each full
 * load of a signed-in portal page (the worker joins a copy under way), so a teacher who opened the
 * portal once can open any portal page with no network; public visitors never pay for it. Does
 * nothing where there is no service worker (the dev server, old browsers).
 */
export function keepAppForOffline(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: KEEP_APP_OFFLINE_MESSAGE }),
  );
}

/**
 * Tells the service worker in control, if any, to end its offline copy: called before a waiting
 * version is told to take over (`applyUpdate`), which the copy's running events would hold back.
 */
export function stopOfflineCopy(): void {
  navigator.serviceWorker.controller?.postMessage({ type: STOP_OFFLINE_COPY_MESSAGE });
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
    const cache = await caches.open(ASSETS_CACHE);
    await cache.addAll(await missingFrom(cache, loaded));
  } catch (err) {
    console.warn('Could not keep this page for offline use', err);
  }
}
