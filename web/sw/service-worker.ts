/**
 * The site's one service worker, built by web/service-worker.mjs:
 * esbuild bundles this file with workbox's modules, then workbox-build injects the precache list
 * (`self.__WB_MANIFEST`) and writes dist/sw.js.
 *
 * - Precache: the app shell (app.html and its Urdu twin ur/app.html, the scripts and styles it
 *   loads first, the favicon and the home-screen icons); a visitor's phone downloads nothing more
 *   than the first page needs.
 * - Pages: network first (4 s; checked with the server, never the browser cache's copy:
 *   page-requests.ts), each visited page kept (60), and offline any page falls back to the
 *   cached app shell of its language (`/ur/...` to ur/app.html); the parents' link page is never
 *   kept (its address holds the token). Script chunks: cache first when first used (their names
 *   carry a hash); on a portal device this worker keeps the whole list, asked at sign-in
 *   (web/sw/offline-copy.ts). Fonts: cache first; images: stale-while-revalidate.
 * - Updates: a new version installs and then waits; the page offers a reload
 *   (web/src/common/pwa/service-worker-updates.ts) and, when the reader accepts, sends
 *   `{type: 'SKIP_WAITING'}`; this worker then takes over and the page reloads.
 * - Push: shows the notifications of functions/src/push (title, body and language of the reader,
 *   one per tag) and opens their link, focusing a tab of the site when one is open.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { readPushPayload } from './push-payload.ts';
import { listenForOfflineCopy } from './offline-copy.ts';
import { revalidatePages } from './page-requests.ts';
import { ASSETS_CACHE } from '../src/common/pwa/offline-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
listenForOfflineCopy(self);

/**
 * The parents' link page, `/dashboard-student?token=…`: its address holds a credential, so it is
 * never a key of the page cache (registered first: the first matching route wins). Offline it
 * still gets the app shell.
 */
const isParentLinkPage = (url: URL): boolean =>
  url.pathname === '/dashboard-student' || url.searchParams.has('token');

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isParentLinkPage(url),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: 'app.html' })] }),
);
/** Urdu addresses (`/ur`, `/ur/...`) fall back offline to the Urdu shell (lang, dir, title). */
const isUrduPage = (url: URL): boolean => /^\/ur(\/|$)/.test(url.pathname);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60 }),
      revalidatePages,
      {
        handlerDidError: async ({ request }) =>
          matchPrecache(isUrduPage(new URL(request.url)) ? 'ur/app.html' : 'app.html'),
      },
    ],
  }),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);
registerRoute(
  ({ url }) => url.pathname.endsWith('.woff2'),
  new CacheFirst({ cacheName: 'fonts', plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 80 })],
  }),
);

self.addEventListener('push', (event) => {
  let json: unknown;
  try {
    json = event.data?.json();
  } catch {
    json = undefined;
  }
  const payload = readPushPayload(json);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      lang: payload.lang,
      dir: payload.lang === 'ur' ? 'rtl' : 'ltr',
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { link: payload.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/';
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = tabs.find((tab) => tab.url === url);
      if (open) return void (await open.focus());
      const ours = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
      if (ours) {
        try {
          const moved = await ours.navigate(url);
          if (moved) return void (await moved.focus());
        } catch {
          // Not controlled by this worker yet: open a new window instead.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
