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

/** What Hosting sends for `path`: the destination file, or `fn:` and the function's id. */
function servedBy(path: string): string | undefined {
  for (const rule of hosting.rewrites) {
    const matches = rule.regex
      ? new RegExp(rule.regex).test(path)
      : rule.source === path || rule.source === '**';
    if (matches) return rule.destination ?? `fn:${rule.function?.functionId}`;
  }
  return undefined;
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
