/**
 * What the pages and the service worker share about the offline copy of the app
 * (web/sw/offline-copy.ts): its messages, its cache and how it finds what is missing.
 */

/**
 * Posted by each full load of a signed-in portal page (`keepAppForOffline`): keep the whole app
 * for offline use.
 */
export const KEEP_APP_OFFLINE_MESSAGE = 'KEEP_APP_OFFLINE';

/**
 * Posted to the worker in control before a waiting version is told to take over (`applyUpdate`):
 * end the copy under way, which would otherwise hold the new version back.
 */
export const STOP_OFFLINE_COPY_MESSAGE = 'STOP_OFFLINE_COPY';

/** The cache of the build's script and style chunks (the worker's `/assets/` route reads it). */
export const ASSETS_CACHE = 'assets';

/** Those of `paths` (same-origin paths) that `cache` does not hold. */
export async function missingFrom(cache: Cache, paths: string[]): Promise<string[]> {
  const held = await Promise.all(
    paths.map(async (path) => (await cache.match(path)) !== undefined),
  );
  return paths.filter((_, i) => !held[i]);
}
