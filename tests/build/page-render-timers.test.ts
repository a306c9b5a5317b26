/**
 * A server render leaves no timer behind: the `pages` function's renderer (the web build's SSR
 * bundle in functions/lib/pages/render, web/pages-bundle.mjs), which the build's prerender uses
 * too, clears its QueryClient once the page is written. Its queries' garbage-collection timers
 * (a minute each) had kept every function instance holding each page's values for a minute, and
 * the build waiting 60 s after its last page. Read from the build (`npm test` builds first;
 * alone: `VITE_USE_EMULATORS=true npm run build`, then `npx vitest run --project build`); the
 * render runs in a node process of its own, so that no timer of the test runner is counted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RENDERER = join(ROOT, 'functions', 'lib', 'pages', 'render', 'page-server.js');
const TEMPLATE = join(ROOT, 'functions', 'lib', 'pages', 'templates', 'events.html');

/** Renders /events without data, then prints the count of timers left and the HTML's length. */
const SCRIPT = `
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const { renderDataPage } = await import(pathToFileURL(process.argv[1]).href);
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
const before = timers();
const html = await renderDataPage(readFileSync(process.argv[2], 'utf8'), '/events', {});
console.log(JSON.stringify({ left: timers() - before, length: html.length }));
process.exit(0);
`;

it('a rendered page leaves no timer running', () => {
  expect(existsSync(RENDERER), `${RENDERER} (run the build first)`).toBe(true);
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', SCRIPT, RENDERER, TEMPLATE],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const result: unknown = JSON.parse(out.trim().split('\n').at(-1)!);
  expect(result).toEqual({ left: 0, length: expect.any(Number) });
});
