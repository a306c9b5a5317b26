// Builds what the functions' `pages` needs to serve the data pages with their content (see
// src/app/page-server.tsx), into functions/lib/pages/ (run by the web build after prerender.mjs,
// so the functions build, which runs first, has written lib/ already):
//   render/     src/app/page-server.tsx as an SSR bundle with every package inside (React, the
//               router, i18next: the deployed functions install only their own dependencies);
//   templates/  the built pages of the data pages (index.html, ur.html, events.html,
//               ur/fridaybayan.html, …) and the
//               app shells (app.html, ur/app.html), in dist's layout.
// The data pages' own files leave dist/: Hosting serves a file before any rewrite, and these
// addresses must reach the function (firebase.json); it falls back to the same files when a read
// fails.
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const out = join(here, '..', 'functions', 'lib', 'pages');
const bundle = join(here, 'dist-pages');

await build({
  root: here,
  configFile: join(here, 'vite.config.ts'),
  logLevel: 'warn',
  // The site's images and videos are Hosting's; the function needs only the code.
  publicDir: false,
  // React's production build only (a server has no NODE_ENV set in the emulator).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/app/page-server.tsx',
    outDir: bundle,
    emptyOutDir: true,
    sourcemap: false,
    // Smaller to load at a cold start, and without the Firebase SDK's comments, which name the
    // emulators' addresses that the deploy's check refuses in functions/lib.
    minify: true,
  },
  ssr: { noExternal: true },
});

const { dataPageAt } = await import(pathToFileURL(join(bundle, 'page-server.js')).href);

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'templates', 'ur'), { recursive: true });
cpSync(bundle, join(out, 'render'), { recursive: true });
rmSync(bundle, { recursive: true, force: true });

const moved = [];
for (const file of readdirSync(dist, { recursive: true })) {
  const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
  if (!file.endsWith('.html') || !dataPageAt(path)) continue;
  renameSync(join(dist, file), join(out, 'templates', file));
  moved.push(path);
}
if (moved.length === 0) throw new Error('No data page found in dist/ (has prerender.mjs run?)');
for (const shell of ['app.html', join('ur', 'app.html')])
  cpSync(join(dist, shell), join(out, 'templates', shell));
console.log(`pages: ${moved.join(', ')} served by the function (${relative(here, out)})`);
