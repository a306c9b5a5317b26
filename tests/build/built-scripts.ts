/**
 * Reading the built site's scripts (web/dist) the way a browser would for one page: the files its
 * HTML names and what they import statically. For the build tests (`npx vitest run --project
 * build` after a build).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The built site. */
export const DIST = join(ROOT, 'web', 'dist');
/** The pages the `pages` function serves, as built (functions/lib/pages/templates). */
export const TEMPLATES = join(ROOT, 'functions', 'lib', 'pages', 'templates');

/** The files a page names for its scripts: module scripts, preloads, the app and page-reader. */
export function namedScripts(html: string): string[] {
  const files = [
    ...html.matchAll(/<script[^>]*\ssrc="\/(assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<meta name="(?:app-entry|page-reader)" content="\/(assets\/[^"]+\.js)"/g),
  ].map(([, file = '']) => file);
  for (const [, list = ''] of html.matchAll(/<meta name="app-entry"[^>]*data-preload="([^"]*)"/g))
    files.push(...list.split(/\s+/).map((url) => url.replace(/^\//, '')));
  return files.filter(Boolean);
}

/** `files` and every chunk they import statically (`import … from "./x.js"`, `export … from`). */
export function staticGraph(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const m of code.matchAll(
      /\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?"\.\/([\w.-]+\.js)"/g,
    ))
      queue.push(`assets/${m[1]}`);
  }
  return seen;
}
