/**
 * How the service worker asks the network for a page. A data page is served with
 * `max-age=0, s-maxage=60, stale-while-revalidate=300` (functions/src/pages/serve.ts): the last two
 * are meant for the CDN, but Chromium applies `stale-while-revalidate` to a worker's own `fetch`
 * too (not to a navigation without a worker), and answered the next navigation with the browser's
 * copy of the page, up to five minutes old, while checking it in the background: a janaza notice
 * saved meanwhile was missing, a deleted jamat change still announced. Asked with
 * `cache: 'no-cache'`, the browser checks with the server first, as it does for a navigation.
 */
import type { WorkboxPlugin } from 'workbox-core';

/**
 * `request` as the worker fetches it: the same address, method, headers and redirect handling,
 * checked with the server before any copy of the browser's HTTP cache is used. A navigation's own
 * request cannot be given options; the copy is a same-origin request instead, which the browser
 * treats alike for a page of the site.
 */
export function revalidated(request: Request): Request {
  return new Request(request, { cache: 'no-cache' });
}

/** The page route's plugin (web/sw/service-worker.ts): each page fetched as `revalidated`. */
export const revalidatePages: WorkboxPlugin = {
  requestWillFetch: ({ request }) => Promise.resolve(revalidated(request)),
};
