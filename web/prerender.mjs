// Writes the prerendered public pages into dist/ (see src/app/prerender.tsx): the built
// index.html with the page's HTML inside #root and its head (lang/dir, title, description,
// canonical and hreflang links, the Open Graph and Twitter tags of a shared link's card) in the page's language and its app started after the first paint
// (deferAppEntry), as dist/<path>.html (dist/index.html for
// /, dist/ur.html for /ur, dist/ur/events.html for /ur/events); the app shells dist/app.html and
// dist/ur/app.html; and dist/manifest.webmanifest (manifest-ur.webmanifest for Urdu pages).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production server build, as the functions' `pages` uses (pages-bundle.mjs): the same
// HTML, and no development messages (with this machine's file paths) in a page the server left to
// the device.
process.env.NODE_ENV = 'production';
const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const ssr = join(here, 'dist-ssr');
const {
  render,
  shellHead,
  deferAppEntry,
  PRERENDER_PATHS,
  ROUTE_INVENTORY,
  SERVICE_PAGES,
  webManifest,
  webManifestUr,
  displayManifests,
} = await import(pathToFileURL(join(ssr, 'prerender.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

/** Replaces `pattern` in `html`, failing the build when the template no longer has it. */
function replaceOnce(html, pattern, replacement) {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, replacement);
}

/** The template with the head of `page` (see PrerenderedPage) and `body` inside #root. */
function pageHtml(page, body) {
  let html = replaceOnce(
    template,
    /<html lang="en" dir="ltr">/,
    `<html lang="${page.lang}" dir="${page.lang === 'ur' ? 'rtl' : 'ltr'}">`,
  );
  // The links come before the inline script, which reads the Urdu alternate (index.html).
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () =>
    [page.links, `<title>${page.title}</title>`].filter(Boolean).join('\n    '),
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    () => `<meta name="description" content="${page.description}" />\n    ${page.share}`,
  );
  html = replaceOnce(html, /aria-label="Loading"/, () => `aria-label="${page.loadingLabel}"`);
  if (page.lang === 'ur') {
    // Urdu pages: the Urdu manifest (name, direction, start at /ur). The Nastaliq font is not
    // preloaded: it is asked for after the first paint (index.html, decision 52).
    html = replaceOnce(
      html,
      /<link rel="manifest" href="\/manifest.webmanifest" \/>/,
      () => `<link rel="manifest" href="/manifest-ur.webmanifest" />`,
    );
  }
  if (body === undefined) return html;
  // Its app starts after the first paint (src/app/app-entry.ts).
  html = deferAppEntry(html);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    () => `<div id="root" data-prerendered="${page.lang}">${body}</div>`,
  );
}

const write = (file, html) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), html);
};

for (const path of PRERENDER_PATHS) {
  const page = await render(path);
  write(path === '/' ? 'index.html' : `${path.slice(1)}.html`, pageHtml(page, page.html));
}
// The web app manifest, from the site configuration (src/app/pwa/web-manifest.ts).
writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(webManifest, null, 2));
writeFileSync(join(dist, 'manifest-ur.webmanifest'), JSON.stringify(webManifestUr, null, 2));
// The hall screen's own manifests (an app of its own starting at /display, full screen).
for (const [file, manifest] of Object.entries(displayManifests))
  writeFileSync(join(dist, file), JSON.stringify(manifest, null, 2));
// The SPA fallback for every other path (ids, admin pages): the empty shell, in each language
// (firebase.json rewrites /ur/** to the Urdu one).
write('app.html', pageHtml(shellHead('en')));
write('ur/app.html', pageHtml(shellHead('ur')));
rmSync(ssr, { recursive: true, force: true });
// What the end-to-end sweeps visit (tests/e2e/route-inventory.ts): the route table's addresses with
// their areas, and the services' pages the catch-all route finds. A dot file: Hosting neither
// deploys nor serves it (firebase.json's `ignore`), and the service worker does not precache it.
writeFileSync(
  join(dist, '.route-inventory.json'),
  `${JSON.stringify({ routes: ROUTE_INVENTORY, servicePages: SERVICE_PAGES }, null, 2)}\n`,
);
console.log(`prerendered ${PRERENDER_PATHS.length} pages`);
