// Builds the service worker, dist/sw.js, with workbox-build (issue 6 §4; issue 7 extends it):
// - precaches the app shell: app.html (the SPA page every route can start from), the scripts and
//   styles it loads first, the favicon; a visitor's phone downloads nothing more than the site's
//   first page needs;
// - every other script chunk is kept when first used (cache first: their names carry a hash);
//   portal users' devices fetch the whole list once at sign-in (dist/asset-list.json, see
//   web/src/lib/offline-assets.ts), so the portal opens offline on any page;
// - pages: network first (4 s), each visited page kept, and offline any page falls back to the
//   cached app shell, so a teacher who opened the portal once can reload it with no network;
// - fonts and images: cache first / stale-while-revalidate, so they do not cost data twice.
// An update waits until every tab of the old version is closed (the reload offer is issue 7's).
import { generateSW } from 'workbox-build';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist');

const shell = readFileSync(join(dist, 'app.html'), 'utf8');
const firstAssets = [...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const allAssets = readdirSync(join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `/assets/${f}`);
writeFileSync(join(dist, 'asset-list.json'), JSON.stringify(allAssets));

const { count, size, warnings } = await generateSW({
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['app.html', 'favicon.svg', ...firstAssets],
  globIgnores: ['**/*.map'],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  sourcemap: false,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        expiration: { maxEntries: 60 },
        precacheFallback: { fallbackURL: 'app.html' },
      },
    },
    {
      urlPattern: ({ url }) =>
        url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'assets', expiration: { maxEntries: 300 } },
    },
    {
      urlPattern: ({ url }) => url.pathname.endsWith('.woff2'),
      handler: 'CacheFirst',
      options: { cacheName: 'fonts', expiration: { maxEntries: 20 } },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'images', expiration: { maxEntries: 80 } },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
