/**
 * A shared link shows a card (WhatsApp, Facebook, X): every public page's served HTML names its
 * title, description, address, picture and language in Open Graph and Twitter card tags, the same
 * as its own `<title>`, description and canonical link, in the page's language. The prerendered
 * pages (web/dist) and the data pages' templates (functions/lib/pages/templates) are read as
 * built; an event's page, which only the `pages` function serves, is rendered by its renderer
 * (functions/lib/pages/render) with an event, and shows the event's description and picture.
 * Read from the build (`npm test` builds first; alone: `VITE_USE_EMULATORS=true npm run build`,
 * then `npx vitest run --project build`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { site } from '../../domain/src/site.ts';
import { pageDataKeys } from '../../domain/src/page-data-keys.ts';
import type { MosqueEvent } from '../../domain/src/event.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'web', 'dist');
const PAGES = join(ROOT, 'functions', 'lib', 'pages');
const RENDERER = join(PAGES, 'render', 'page-server.js');

/** The `content` of each `<meta {attr}="{key}">` of `html`. */
function metas(html: string, attr: 'property' | 'name', key: string): string[] {
  const pattern = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map(([, value = '']) => value);
}

/** The one `content` of `<meta {attr}="{key}">` (fails when there is none or more than one). */
function meta(html: string, attr: 'property' | 'name', key: string): string {
  const found = metas(html, attr, key);
  expect(found, `${attr}="${key}"`).toHaveLength(1);
  return found[0]!;
}

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '';

/**
 * The page's card: its title, description and address as its head says them, the picture an
 * absolute address, its language's locale and a Twitter card.
 */
function expectCard(html: string, lang: 'en' | 'ur', url?: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  expect(meta(head, 'property', 'og:title')).toBe(first(head, /<title>([^<]*)<\/title>/));
  expect(meta(head, 'property', 'og:description')).toBe(
    first(head, /<meta name="description" content="([^"]*)"/),
  );
  if (url) {
    expect(meta(head, 'property', 'og:url')).toBe(url);
    expect(first(head, /<link rel="canonical" href="([^"]*)"/)).toBe(url);
  }
  expect(meta(head, 'property', 'og:image')).toMatch(/^https:\/\//);
  expect(meta(head, 'property', 'og:locale')).toBe(lang === 'ur' ? 'ur_PK' : 'en_PK');
  expect(meta(head, 'property', 'og:site_name')).toBe(lang === 'ur' ? site.nameUrdu : site.name);
  expect(meta(head, 'name', 'twitter:card')).toMatch(/^summary(_large_image)?$/);
}

describe('shared links show a card', () => {
  it.each([
    ['about.html', 'en', '/about'],
    ['ur/about.html', 'ur', '/ur/about'],
    ['timetable.html', 'en', '/timetable'],
    ['ur/naat.html', 'ur', '/ur/naat'],
    ['services-detail-funeral.html', 'en', '/services-detail-funeral'],
  ] as const)('the prerendered %s, in its language', (file, lang, path) => {
    const html = readFileSync(join(DIST, file), 'utf8');
    expectCard(html, lang, site.websiteUrl + path);
    // No picture of its own: the site configuration's.
    expect(meta(html, 'property', 'og:image')).toBe(new URL(site.shareImage, site.websiteUrl).href);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary');
  });

  it.each([
    ['index.html', 'en', '/'],
    ['ur.html', 'ur', '/ur'],
    ['events.html', 'en', '/events'],
    ['ur/fridaybayan.html', 'ur', '/ur/fridaybayan'],
  ] as const)('the data page %s as the function serves it', (file, lang, path) => {
    expectCard(readFileSync(join(PAGES, 'templates', file), 'utf8'), lang, site.websiteUrl + path);
  });

  it('the app shell in each language (signed-in pages), without an address', () => {
    expectCard(readFileSync(join(DIST, 'app.html'), 'utf8'), 'en');
    expectCard(readFileSync(join(DIST, 'ur', 'app.html'), 'utf8'), 'ur');
  });

  it("an event's page shows the event's title, description and picture, in each language", () => {
    expect(existsSync(RENDERER), `${RENDERER} (run the build first)`).toBe(true);
    const event: MosqueEvent = {
      id: 'share-test-event',
      title: 'Share test: Eid Milan',
      titleUr: 'عید ملن',
      description: `Families are welcome. ${'Food, games and a short bayan. '.repeat(12)}`,
      descriptionUr: 'سب گھرانے مدعو ہیں۔',
      imageUrl: '/images/events/eid-milan.webp',
      date: '2098-04-20T14:00:00.000Z',
      registrationLink: 'https://forms.gle/share-test',
      isUpcoming: true,
    };
    const render = (address: string) =>
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { readFileSync } from 'node:fs';
           import { pathToFileURL } from 'node:url';
           const [renderer, template, address, data] = process.argv.slice(1);
           const { renderDataPage } = await import(pathToFileURL(renderer).href);
           process.stdout.write(await renderDataPage(readFileSync(template, 'utf8'), address, JSON.parse(data)));
           process.exit(0);`,
          RENDERER,
          join(PAGES, 'templates', address.startsWith('/ur/') ? 'ur/app.html' : 'app.html'),
          address,
          JSON.stringify({ [pageDataKeys.event(event.id)]: event }),
        ],
        { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
      );

    const en = render(`/events/${event.id}`);
    expectCard(en, 'en', `${site.websiteUrl}/events/${event.id}`);
    expect(meta(en, 'property', 'og:title')).toContain('Share test: Eid Milan');
    const description = meta(en, 'property', 'og:description');
    expect(description.startsWith('Families are welcome. Food, games')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    expect(meta(en, 'property', 'og:image')).toBe(`${site.websiteUrl}${event.imageUrl}`);
    expect(meta(en, 'name', 'twitter:card')).toBe('summary_large_image');

    const ur = render(`/ur/events/${event.id}`);
    expectCard(ur, 'ur', `${site.websiteUrl}/ur/events/${event.id}`);
    expect(meta(ur, 'property', 'og:title')).toContain('عید ملن');
    expect(meta(ur, 'property', 'og:description')).toBe('سب گھرانے مدعو ہیں۔');
    expect(meta(ur, 'property', 'og:image')).toBe(`${site.websiteUrl}${event.imageUrl}`);
  });
});
