/**
 * Build-time prerendering (run by web/prerender.mjs after `vite build`): renders the public pages
 * that do not depend on an id to static HTML, in English and at their Urdu addresses (`/ur/...`),
 * so a phone on a slow connection paints the page, in the reader's language, before the
 * JavaScript arrives. Data (jamat times, events) and today's dates are left in their loading state
 * and filled in on the device; the app then renders over the HTML. Each page also gets its head:
 * `lang`/`dir`, the title and description in its language, its canonical address and the
 * `hreflang` links between its two versions.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { site } from '@masjid/domain/site';
import {
  languageOfPath,
  pathInLanguage,
  URDU_PREFIX,
  type AddressLanguage,
} from '@masjid/domain/language-address';
import { i18next } from './i18n/index.ts';
import { routes } from './routes.tsx';
import { staticPublicPaths, urduRoutes } from './urdu-routes.ts';
import {
  takePrerenderedShare,
  takePrerenderedTitle,
  type PageShare,
} from '../common/ui/use-page-title.ts';
import { PageDataContext, type PageData } from '../common/page-data.ts';
import { createQueryClient } from '../common/data/query-client.ts';
import { dataPageAt } from '@masjid/domain/data-pages';
import { routeInventory } from './route-inventory.ts';

export { displayManifests, webManifest, webManifestUr } from './pwa/web-manifest.ts';
export { deferAppEntry } from './app-entry.ts';

/** The services' pages, found by the catch-all route; the demo's services. */
export const SERVICE_PAGES = [
  '/services-detail-funeral',
  '/services-detail-quranclasses',
  '/services-detail-helpingpoor',
  '/services-detail-mosquedev',
];

/** The public pages written in both languages: every public route without a parameter. */
const PUBLIC_PAGES = [...staticPublicPaths(), ...SERVICE_PAGES];

/**
 * Every prerendered address: the public pages in English and in Urdu, and the site-admin sign-in
 * (one address). Written as `<path>.html` (`/` as index.html, `/ur` as ur.html); Hosting serves
 * them with cleanUrls.
 */
export const PRERENDER_PATHS = [
  ...PUBLIC_PAGES,
  '/login',
  ...PUBLIC_PAGES.map((path) => pathInLanguage(path, 'ur')),
];

/** Every address of the route table with its area (route-inventory.ts), for the tests' sweeps. */
export const ROUTE_INVENTORY = routeInventory(routes);

/** A page ready to be written: its body, and its head's parts (HTML-escaped). */
export interface PrerenderedPage {
  /** The HTML inside #root. */
  html: string;
  lang: AddressLanguage;
  title: string;
  description: string;
  /** `<link>` tags: canonical, and the hreflang alternates when the page has two addresses. */
  links: string;
  /** `<meta>` tags of a shared link's card: Open Graph and Twitter (see `shareTags`). */
  share: string;
  /** The preloader's accessible name in the page's language. */
  loadingLabel: string;
}

const handlers = {
  en: createStaticHandler(routes),
  ur: createStaticHandler(urduRoutes, { basename: URDU_PREFIX }),
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (path: string) => escape(site.websiteUrl + path);

/** The longest description a shared link's card shows whole (WhatsApp cuts after about 200). */
const DESCRIPTION_LIMIT = 200;

/** `text` on one line, cut at a word to at most DESCRIPTION_LIMIT characters (with `…`). */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LIMIT) return line;
  const cut = line.slice(0, DESCRIPTION_LIMIT - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > DESCRIPTION_LIMIT / 2 ? cut.slice(0, word) : cut).trimEnd()}…`;
}

/**
 * The Open Graph and Twitter card tags of a page (what WhatsApp, Facebook and others show for a
 * shared link): `title` and `description` (HTML-escaped already), the page's address `url` when
 * it has one, its picture `image` (a site path or an address; the site configuration's share
 * picture when absent) and its language. A picture of the page's own gets the large card.
 */
function shareTags(
  lang: AddressLanguage,
  title: string,
  description: string,
  url: string | undefined,
  image: string | undefined,
): string {
  const siteName = lang === 'ur' ? site.nameUrdu : site.name;
  const picture = new URL(image ?? site.shareImage, site.websiteUrl).href;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', escape(siteName)],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ...(url ? [['property', 'og:url', absolute(url)] as [string, string, string]] : []),
    ['property', 'og:image', escape(picture)],
    ['property', 'og:locale', lang === 'ur' ? 'ur_PK' : 'en_PK'],
    ['property', 'og:locale:alternate', lang === 'ur' ? 'en_PK' : 'ur_PK'],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
  ];
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${value}" />`)
    .join('\n    ');
}

/**
 * The head of a page in `lang` whose title is `title` (the site's name alone when absent), at
 * `url` (none for the app shell), with what its shared link shows (`share`).
 */
function head(
  lang: AddressLanguage,
  title: string | undefined,
  links: string,
  url?: string,
  share: PageShare = {},
) {
  const t = i18next.getFixedT(lang);
  const siteName = lang === 'ur' ? site.nameUrdu : site.name;
  const fullTitle = escape(title ?? siteName);
  const description = escape(
    share.description
      ? shortDescription(share.description)
      : t('addresses.description', { site: siteName }),
  );
  return {
    lang,
    title: fullTitle,
    description,
    links,
    share: shareTags(lang, fullTitle, description, url, share.image),
    loadingLabel: escape(t('prayer.loading')),
  };
}

/** The head of the app shell (ids, signed-in pages, unknown addresses) in `lang`. */
export function shellHead(lang: AddressLanguage): Omit<PrerenderedPage, 'html'> {
  return head(lang, undefined, '');
}

/** How a page is rendered besides its address (see `render`). */
export interface RenderOptions {
  /** The address the head's links name (default `address`): a parent's link's, without its token. */
  linkAddress?: string;
  /**
   * The page's language (default: its address's). A signed-in page has one address, shown in
   * the tab's language: a parent's Urdu link is rendered at `/dashboard-student` in Urdu.
   */
  lang?: AddressLanguage;
}

/**
 * The page at `address` (`/events`, `/ur/events`, with its query), rendered in its language;
 * with `data`, the page's hooks start from those values (see common/page-data.ts). Each render has
 * a QueryClient of its own, so no answer of one page outlives it.
 */
export async function render(
  address: string,
  data?: PageData,
  { linkAddress = address, lang = languageOfPath(address) }: RenderOptions = {},
): Promise<PrerenderedPage> {
  await i18next.changeLanguage(lang);
  const routes = handlers[languageOfPath(address)];
  const context = await routes.query(new Request(`http://localhost${address}`));
  if (context instanceof Response) throw new Error(`${address} redirected`);
  const router = createStaticRouter(routes.dataRoutes, context);
  takePrerenderedTitle();
  takePrerenderedShare();
  const client = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={client}>
        <PageDataContext value={data}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageDataContext>
      </QueryClientProvider>
    </StrictMode>,
  );
  // Its queries' garbage-collection timers (a minute each) would keep a build, or a function's
  // instance, waiting with the page's values after the page is written.
  client.clear();
  const english = pathInLanguage(new URL(linkAddress, 'http://localhost').pathname, 'en');
  const dataPage = dataPageAt(english);
  // A parent's link is nobody's to find: its head names no twin.
  const twins =
    PUBLIC_PAGES.includes(english) || (dataPage !== undefined && dataPage.kind !== 'parentLink');
  const links = [
    `<link rel="canonical" href="${absolute(linkAddress)}" />`,
    ...(twins
      ? [
          `<link rel="alternate" hreflang="en" href="${absolute(english)}" />`,
          `<link rel="alternate" hreflang="ur" href="${absolute(pathInLanguage(english, 'ur'))}" />`,
          `<link rel="alternate" hreflang="x-default" href="${absolute(english)}" />`,
        ]
      : []),
  ].join('\n    ');
  return {
    html,
    ...head(lang, takePrerenderedTitle(), links, linkAddress, takePrerenderedShare()),
  };
}
