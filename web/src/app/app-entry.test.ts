import { describe, expect, it } from 'vitest';
import { deferAppEntry } from './app-entry.ts';

/** The head of a page as Vite builds it from index.html. */
const built = `<head>
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>`;

describe('deferAppEntry', () => {
  it('names the script and its preloads in the meta and keeps the stylesheet', () => {
    const html = deferAppEntry(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<meta name="app-entry" content="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/router-2.js" />',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('leaves a page whose app is deferred already as it is', () => {
    const once = deferAppEntry(built);
    expect(deferAppEntry(once)).toBe(once);
  });

  it('refuses a page with no app', () => {
    expect(() => deferAppEntry('<head><title>x</title></head>')).toThrow(/no module script/);
  });
});
