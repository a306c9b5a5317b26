/**
 * The message a page posts to the service worker to have the whole app kept for offline use
 * (web/sw/offline-copy.ts); sent by `keepAppForOffline` (offline-assets.ts).
 */
export const KEEP_APP_OFFLINE_MESSAGE = 'KEEP_APP_OFFLINE';
