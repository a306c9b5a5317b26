/**
 * How a page that paints without JavaScript starts the app: after the page has loaded and the
 * browser is idle (index.html's loader), so on a slow phone the app's scripts never compete with
 * the first paint. Used at build time for the prerendered pages (web/prerender.mjs) and by the
 * functions' `pages` for the pages it writes into the app shell (page-server.tsx: a bayan, a
 * parent's link).
 */

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const APP_ENTRY = /<meta name="app-entry" /;

/**
 * `html` (a built page of Vite's) with its module script and its modulepreload links replaced by
 * `<meta name="app-entry" content="{script}" data-preload="{preloads, space-separated}">`, which
 * index.html's loader reads. A page that has the meta already is returned as it is. Throws when
 * the page has neither (not a built page).
 */
export function deferAppEntry(html: string): string {
  const src = MODULE_SCRIPT.exec(html)?.[1];
  if (!src) {
    if (APP_ENTRY.test(html)) return html;
    throw new Error('The page has no module script to defer');
  }
  const preloads: string[] = [];
  const deferred = html.replace(MODULE_PRELOAD, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  return deferred.replace(
    MODULE_SCRIPT,
    () => `\n    <meta name="app-entry" content="${src}" data-preload="${preloads.join(' ')}" />`,
  );
}
