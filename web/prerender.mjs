// Writes the prerendered public pages into dist/ (see src/app/prerender.tsx): the built
// index.html with the page's HTML inside #root, as dist/<path>.html (dist/index.html for /);
// and dist/manifest.webmanifest.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const ssr = join(here, 'dist-ssr');
const { render, PRERENDER_PATHS, webManifest, webManifestUr } = await import(
  pathToFileURL(join(ssr, 'prerender.js')).href
);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

for (const path of PRERENDER_PATHS) {
  const html = await render(path);
  const page = template.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered>${html}</div>`,
  );
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  writeFileSync(join(dist, file), page);
}
// The web app manifest, from the site configuration (src/app/pwa/web-manifest.ts).
writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(webManifest, null, 2));
writeFileSync(join(dist, 'manifest-ur.webmanifest'), JSON.stringify(webManifestUr, null, 2));
// The SPA fallback for every other path (ids, admin pages): the empty shell.
writeFileSync(join(dist, 'app.html'), template);
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered ${PRERENDER_PATHS.length} pages`);
