/**
 * Attack: the browser side. Without a Content-Security-Policy an injected script runs and sends
 * data anywhere; without `frame-ancestors` / `X-Frame-Options` another site frames the admin pages
 * (clickjacking); without HSTS a first visit over http can be intercepted; without `nosniff` an
 * uploaded file can be run as a script; the parents' link page (`/dashboard-student?token=…`)
 * would hand its token to other sites in `Referer`, and a shared cache could keep it.
 *
 * Expected: the Hosting emulator sends, on every page (prerendered, the SPA shell of signed-in
 * pages, the service worker, a missing page), exactly the headers of firebase.json's `**` rule; its
 * CSP is firebase.json's with only the Auth and Firestore emulators added to `connect-src` (the
 * emulator build calls them; production's CSP names no local address); every private address
 * (the parents' link `/dashboard-student` and its sub-paths, every hifz portal page, with or
 * without `/ur`) is `Referrer-Policy: no-referrer` and `Cache-Control: no-store`. The `pages`
 * function's own URL (the Functions emulator's) answers with the same headers as the site, CSP
 * and all, so calling it directly serves nothing weaker. Only reads: no data to change.
 * That the pages raise no CSP violation in Chromium is tests/e2e/content-security-policy.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEMO_PROJECT_ID, FUNCTIONS, ROOT, SITE_ORIGIN } from '../emulators.ts';

const configSchema = z.object({
  hosting: z.object({
    headers: z.array(
      z.object({
        source: z.optional(z.string()),
        regex: z.optional(z.string()),
        headers: z.array(z.object({ key: z.string(), value: z.string() })),
      }),
    ),
  }),
  emulators: z.object({
    auth: z.object({ host: z.string(), port: z.number() }),
    firestore: z.object({ host: z.string(), port: z.number() }),
  }),
});
const config = z.parse(configSchema, JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')));
const everyPage = config.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
const productionCsp = everyPage.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
/** The rule of the private addresses (the one `regex` rule). */
const privateRule = config.hosting.headers.find((rule) => rule.regex) ?? { regex: undefined };

/** `{directive: sources}` of a CSP. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const PAGES = [
  '/', // prerendered
  '/events',
  '/login',
  '/update-jamat', // the SPA shell of a site-admin page
  '/dashboard-admin', // and of the hifz portal
  '/students/some-id',
  '/bayan/some-id',
  '/no-such-page',
  '/sw.js',
  '/manifest.webmanifest',
];

describe('Hosting headers (firebase.json, served by the Hosting emulator)', () => {
  it('firebase.json sets them, and its CSP names no local address', () => {
    expect(everyPage.map((h) => h.key).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(productionCsp).not.toMatch(/127\.0\.0\.1|localhost|unsafe-inline|unsafe-eval/);
  });

  it.each(PAGES)('%s carries every header of the ** rule', async (path) => {
    const res = await fetch(`${SITE_ORIGIN}${path}`, { redirect: 'manual' });
    expect(res.status, path).toBeLessThan(500);
    for (const { key, value } of everyPage) {
      if (key === 'Content-Security-Policy') continue;
      // A private address's stricter rule (below) replaces the Referrer-Policy.
      const stricter = privateRule.regex && new RegExp(privateRule.regex, 'u').test(path);
      const expected = stricter && key === 'Referrer-Policy' ? 'no-referrer' : value;
      expect(res.headers.get(key), `${key} on ${path}`).toBe(expected);
    }
    const served = directives(res.headers.get('content-security-policy') ?? '');
    const production = directives(productionCsp);
    const emulatorOrigins = [config.emulators.auth, config.emulators.firestore].map(
      ({ host, port }) => `http://${host}:${port}`,
    );
    expect(served).toEqual({
      ...production,
      'connect-src': [...production['connect-src']!, ...emulatorOrigins],
    });
  });

  it("the parents' link page sends no Referer anywhere and is kept by no cache", async () => {
    // A token that opens nothing: the refusal, with 404.
    const res = await fetch(`${SITE_ORIGIN}/dashboard-student?token=abcdefghijklmnopqrstuvwxyz`);
    expect(res.status).toBe(404);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Other pages keep the site-wide policy.
    const home = await fetch(`${SITE_ORIGIN}/`);
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

/** Addresses that show one person's data (the hifz portal, the parents' link, a sanad). */
const PRIVATE = [
  '/dashboard-student?token=abcdefghijklmnopqrstuvwxyz',
  '/ur/dashboard-student?token=abcdefghijklmnopqrstuvwxyz',
  '/dashboard-student/report',
  '/ur/dashboard-student/report',
  '/dashboard-student/no-such-sub-page',
  '/dashboard-admin',
  '/dashboard-admin/report',
  '/ur/dashboard-qari',
  '/dashboard-qari/today',
  '/students/some-id/report',
  '/ur/students/some-id',
  '/student-profile',
  // A sanad's verify page: its code is in the address, and a revoke must show at once.
  '/verify/AbCdEfGhIjKlMnOpQrStUv_-',
  '/ur/verify/AbCdEfGhIjKlMnOpQrStUv_-',
];

describe('private addresses', () => {
  it.each(PRIVATE)('%s is kept by no cache and sends no Referer', async (path) => {
    const res = await fetch(`${SITE_ORIGIN}${path}`, { redirect: 'manual' });
    expect(res.status, path).toBeLessThan(500);
    expect(res.headers.get('cache-control'), path).toBe('no-store');
    expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
  });
});

/** The `pages` function's own URL on the Functions emulator (region of functions/src/index.ts). */
const PAGES_FUNCTION = `http://${FUNCTIONS.host}:${FUNCTIONS.port}/${DEMO_PROJECT_ID}/asia-south1/pages`;
const RULE_KEYS = [
  ...new Set(config.hosting.headers.flatMap((rule) => rule.headers.map((h) => h.key))),
];

describe("the pages function's own URL", () => {
  it.each([
    '/',
    '/ur/events',
    '/dashboard-student?token=abcdefghijklmnopqrstuvwxyz',
    '/no-such-page',
  ])('%s answers with the headers the site gives it', async (path) => {
    const [site, own] = await Promise.all(
      [SITE_ORIGIN, PAGES_FUNCTION].map((base) => fetch(`${base}${path}`, { redirect: 'manual' })),
    );
    expect(own!.status, path).toBe(site!.status);
    for (const key of RULE_KEYS) {
      const served = site!.headers.get(key);
      if (served === null) continue; // a file rule's header (sw.js, assets)
      // The site's CSP is the emulator's (two local origins more); the function's, production's.
      const expected = key === 'Content-Security-Policy' ? productionCsp : served;
      expect(own!.headers.get(key), `${key} on ${path}`).toBe(expected);
    }
  });
});
