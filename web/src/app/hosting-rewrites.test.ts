/**
 * Every signed-in address of the route table is served by Hosting as the app (firebase.json's
 * rewrites to `app.html` and `ur/app.html`, or the pages function's own sources), so a reload or a
 * shared link of it opens the page instead of the pages function's "not found".
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { routeInventory } from './route-inventory.ts';
import { routes } from './routes.tsx';

// The route table imports the pages, and through them the build's Firebase settings, which only a
// Vite build defines; no page is rendered here.
vi.mock('../common/config.ts', () => ({ firebaseOptions: {}, vapidKey: '' }));

const rewriteSchema = z.object({
  source: z.optional(z.string()),
  regex: z.optional(z.string()),
  destination: z.optional(z.string()),
  function: z.optional(z.object({ functionId: z.string() })),
});
const hosting = z.parse(
  z.object({ hosting: z.object({ rewrites: z.array(rewriteSchema) }) }),
  JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')),
).hosting;

/**
 * Whether Hosting's glob `source` matches `path`: `**` any path, `*` one segment, `@(a|b)` one of
 * the words.
 */
function globMatches(source: string, path: string): boolean {
  if (source === '**') return true;
  const pattern = source
    .replace(/[.+?^${}[\]\\]/g, '\\$&')
    .replace(/@\(([^)]*)\)/g, '($1)')
    .replace(/\*/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** What Hosting sends for `path`: the destination file, or `fn:` and the function's id. */
function servedBy(path: string): string | undefined {
  for (const rule of hosting.rewrites) {
    const matches = rule.regex
      ? new RegExp(rule.regex).test(path)
      : rule.source !== undefined && rule.source !== '**' && globMatches(rule.source, path);
    if (matches) return rule.destination ?? `fn:${rule.function?.functionId}`;
  }
  return hosting.rewrites.some((rule) => rule.source === '**') ? 'fn:pages' : undefined;
}

/** Whether a rule of its own (not the `**` catch-all) sends `path` to where it goes. */
function namedRule(path: string): boolean {
  return hosting.rewrites.some((rule) =>
    rule.regex
      ? new RegExp(rule.regex).test(path)
      : rule.source !== undefined && rule.source !== '**' && globMatches(rule.source, path),
  );
}

describe("Hosting's rewrites of the app's signed-in addresses", () => {
  const signedIn = routeInventory(routes).filter((entry) => entry.area !== 'public');
  // The parent's link (`/dashboard-student`) is answered by the pages function on purpose.
  const byPages = new Set(['/dashboard-student']);

  it.each(signedIn.map((entry) => entry.path))(
    'serves %s as the app, in English and Urdu',
    (path) => {
      const address = path.replace(/:[^/]+/g, 'x1');
      if (byPages.has(path)) {
        expect(servedBy(address)).toBe('fn:pages');
        return;
      }
      expect(servedBy(address)).toBe('/app.html');
      expect(servedBy(`/ur${address}`)).toBe('/ur/app.html');
    },
  );
});

describe("Hosting's rewrites of the data pages with a parameter", () => {
  it.each(['/verify/AbCdEfGhIjKlMnOpQrStUv_-', '/bayan/demo-friday-01', '/events/e1'])(
    'sends %s to the pages function by a rule of its own, in English and Urdu',
    (path) => {
      for (const address of [path, `/ur${path}`]) {
        expect(servedBy(address), address).toBe('fn:pages');
        expect(namedRule(address), address).toBe(true);
      }
    },
  );

  it('keeps a verify page in no cache and sends no Referer from it (its code is in the address)', () => {
    const headers = z.parse(
      z.object({
        hosting: z.object({
          headers: z.array(
            z.object({
              regex: z.optional(z.string()),
              headers: z.array(z.object({ key: z.string(), value: z.string() })),
            }),
          ),
        }),
      }),
      JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')),
    ).hosting.headers;
    for (const address of ['/verify/abc', '/ur/verify/abc']) {
      const set = Object.fromEntries(
        headers
          .filter((rule) => rule.regex && new RegExp(rule.regex).test(address))
          .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
      );
      expect(set, address).toMatchObject({
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      });
    }
  });
});
