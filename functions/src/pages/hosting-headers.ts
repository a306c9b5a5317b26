/**
 * The headers firebase.json gives Hosting's pages, for the `pages` function's own answers, so that
 * its own URL (`…cloudfunctions.net/pages/…`, `…run.app/…`) serves none weaker than the site:
 * firebase.json stays the one source (bundled in at build time). A page address gets the `**`
 * rule's headers, then those of every `regex` rule that matches its path (a private address:
 * `no-store`, `no-referrer`), in firebase.json's order, a later rule's value replacing an earlier
 * one's, as Hosting applies them. The other glob rules (`/sw.js`, `/assets/**`, images) are for
 * files that Hosting serves itself and the function never does.
 */
import * as z from 'zod/mini';
// Only firebase.json's `hosting` is imported (the bundler leaves the rest, such as the emulators'
// local addresses, out of the deployed code).
import { hosting } from '../../../firebase.json';

const rulesSchema = z.object({
  hosting: z.object({
    headers: z.array(
      z.object({
        source: z.optional(z.string()),
        regex: z.optional(z.string()),
        headers: z.array(z.object({ key: z.string(), value: z.string() })),
      }),
    ),
  }),
});

const rules = z.parse(rulesSchema, { hosting }).hosting.headers;

/**
 * The headers (name → value, firebase.json's spelling) Hosting sends with the page at `pathname`
 * (a path without query), e.g. `/dashboard-student`.
 */
export function hostingHeaders(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules)
    if (
      rule.source === '**' ||
      (rule.regex !== undefined && new RegExp(rule.regex, 'u').test(pathname))
    )
      for (const { key, value } of rule.headers) headers[key] = value;
  return headers;
}

/** The `Cache-Control` of the page at `pathname`: firebase.json's when it sets one, else `own`. */
export function cacheControlAt(pathname: string, own: string): string {
  return hostingHeaders(pathname)['Cache-Control'] ?? own;
}
