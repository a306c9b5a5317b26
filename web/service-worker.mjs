// Builds the service worker, dist/sw.js (issue 6 §4, issue 7 §1), from web/sw/service-worker.ts:
// esbuild bundles it with workbox's modules, then workbox-build's injectManifest writes the
// precache list into it. Precached: the app shell (app.html and ur/app.html, the scripts and styles it loads
// first, the favicon, the manifest and its icons, the hall screen's two manifests, so an installed
// hall screen restarted without network still finds its app's), so a visitor's phone downloads nothing more
// than the first page needs. Also writes dist/asset-list.json, the build's id and every script and
// style, which the service worker keeps on portal devices (web/sw/offline-copy.ts).
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

const shell = readFileSync(join(dist, 'app.html'), 'utf8');
// `content`: a served reading page's own script (<meta name="page-reader">), which loads first there.
const firstAssets = [
  ...shell.matchAll(/(?:src|href|content)="\/(assets\/[^"]+\.(?:js|css))"/g),
].map((m) => m[1]);
// The strings (src/app/i18n/index.ts imports each namespace and language on first use) are not
// named in the shell; a page keeps the ones it loaded (cacheLoadedScripts). The public site needs
// the common and public ones of its language: the build stops should they lose their names.
const catalogues = readdirSync(join(dist, 'assets'))
  .filter((f) => /^strings-(common|public)-(en|ur)-[\w-]+\.js$/.test(f))
  .map((f) => `assets/${f}`);
if (catalogues.length !== 4)
  throw new Error(`expected the common and public strings in en and ur, found ${catalogues}`);
const allAssets = readdirSync(join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => `/assets/${f}`);
// The build's id (a hash of its file names) is in the list and in the worker: a worker prunes files
// of earlier builds only by its own build's list (web/sw/offline-copy.ts).
const assetBuild = createHash('sha256')
  .update(JSON.stringify(allAssets))
  .digest('hex')
  .slice(0, 16);
writeFileSync(
  join(dist, 'asset-list.json'),
  JSON.stringify({ build: assetBuild, files: allAssets }),
);

const work = mkdtempSync(join(tmpdir(), 'masjid-sw-'));
try {
  const swSrc = join(work, 'sw.js');
  await build({
    entryPoints: [join(here, 'sw', 'service-worker.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    outfile: swSrc,
    // Workbox's modules drop their development logging in production builds.
    define: {
      'process.env.NODE_ENV': '"production"',
      __ASSET_BUILD__: JSON.stringify(assetBuild),
    },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: [
      'app.html',
      'ur/app.html',
      'favicon.svg',
      'manifest.webmanifest',
      'manifest-display.webmanifest',
      'manifest-display-ur.webmanifest',
      'icons/icon-192.png',
      'icons/badge-96.png',
      ...firstAssets,
    ],
    globIgnores: ['**/*.map'],
    // Vite's files carry their content's hash in their name: precached without a revision, they
    // are fetched with the browser's default cache mode, so the ones the page has just loaded
    // (served `immutable`) come from its HTTP cache instead of being downloaded a second time.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(warning);
  const swBytes = readFileSync(join(dist, 'sw.js')).length;
  console.log(
    `service worker: ${count} files precached (${Math.round(size / 1024)} KB); sw.js ${(swBytes / 1024).toFixed(1)} KB`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
