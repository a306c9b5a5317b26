/**
 * The page template against the Content-Security-Policy that Hosting sends (firebase.json): every
 * inline script of web/index.html is allowed by its SHA-256, and there is no inline style (the CSP
 * allows none). Vite copies inline scripts into the built pages unchanged, so the source's hash is
 * the served one; tests/e2e/content-security-policy.spec.ts checks the built pages in Chromium.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const template = read('../../index.html');

const hostingSchema = z.object({
  hosting: z.object({
    headers: z.array(
      z.object({
        source: z.optional(z.string()),
        headers: z.array(z.object({ key: z.string(), value: z.string() })),
      }),
    ),
  }),
});
const rules = z.parse(hostingSchema, JSON.parse(read('../../../firebase.json'))).hosting.headers;
const csp = rules
  .find((rule) => rule.source === '**')
  ?.headers.find((h) => h.key === 'Content-Security-Policy')?.value;

/** The sources of one directive, e.g. `script-src`. */
function directive(name: string): string[] {
  const found = csp
    ?.split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1) ?? [];
}

describe('Content-Security-Policy of firebase.json and web/index.html', () => {
  it('is set for every page', () => {
    expect(csp).toBeDefined();
  });

  it('allows each inline script of index.html by its hash, and nothing inline besides', () => {
    const inline = [...template.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    for (const hash of hashes)
      expect(directive('script-src'), 'update the hash in firebase.json').toContain(hash);
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('script-src')).not.toContain("'unsafe-eval'");
  });

  it('has no inline <style> and no style attribute in index.html', () => {
    expect(template).not.toMatch(/<style[\s>]/);
    expect(template).not.toMatch(/\sstyle=/);
    expect(directive('style-src')).not.toContain("'unsafe-inline'");
  });

  it("lets the admin preview a chosen picture and read a chosen recording's length", () => {
    // Book covers and slides: the chosen file shown before upload (blob:), issue 39 §5.
    expect(directive('img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
    // A recording's length read by an <audio> from a blob: address before upload, issue 39 §4.
    expect(directive('media-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    // Only those two: no blob: scripts, frames or connections.
    for (const name of ['script-src', 'frame-src', 'connect-src', 'default-src'])
      expect(directive(name)).not.toContain('blob:');
  });

  it('forbids framing, plugins and a foreign <base>, and names no local address', () => {
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});
