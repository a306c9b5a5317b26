/**
 * `pages`: the data pages' HTML with their content already in it (`/`, `/events`, `/events/{id}`,
 * `/fridaybayan`, `/sundaybayan`, `/bayan/{id}`, a parent's link `/dashboard-student?token=…`, a
 * sanad's verification `/verify/{code}`, and
 * their `/ur/...` twins; Hosting rewrites these addresses here), and every address that no file
 * and no other rewrite of firebase.json answers: the not-found page in the address's language,
 * 404 (the app shell, 200, for an address of the app's route table that firebase.json does not
 * name, and for a service's page that was not prerendered: the app finds the service).
 * It reads the page's data with the same reads as the REST API, renders the page with the site's
 * own components (the web build's SSR bundle in lib/pages/render, see web/pages-bundle.mjs) into
 * the built page, and adds the data as a JSON block the app starts from, so a phone shows the
 * events, the bayan or the home page's janaza notices and jamat times before any script runs, and
 * the app asks for nothing again.
 *
 * Answers: 200 with `PAGE_CACHE` (Hosting's CDN answers repeats for a minute, then refreshes in
 * the background); 404 with the page's not-found state for an unknown bayan id or a listing page
 * past the last; a parent's link with `PRIVATE_PAGE_CACHE` (never kept by any cache: its HTML
 * holds a child's progress; so is a verify page), 404 with the refusal when its token (or code)
 * opens nothing, or the app shell
 * without a token or for an address that has tried too many wrong links; when a read or the
 * render fails, the built page without data (the app then fetches as
 * before), `no-store`, never an error page.
 */
import { readFile } from 'node:fs/promises';
import express, { type Request, type Response } from 'express';
import { logger } from 'firebase-functions/v2';
import {
  HOME_API_PATHS,
  dataPageAt,
  type DataPage,
  type HomeApiPath,
} from '@masjid/domain/data-pages';
import { SERVED_AT_KEY, pageDataKeys } from '@masjid/domain/page-data-keys';
import { languageOfPath, withoutLanguage } from '@masjid/domain/language-address';
import type { RecordingCategory } from '@masjid/domain/recording';
import { compressAnswers } from '../lib/compress.ts';
import { cacheControlAt, hostingHeaders } from './hosting-headers.ts';

/**
 * Cache of a data page: browsers revalidate (`max-age=0`), Hosting's CDN keeps it 60 s, like the
 * API's lists, and for 5 minutes more answers at once with the old copy while it fetches a new one.
 * The not-found page of an unknown address and the app shell are kept so too.
 */
export const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A parent's link: no cache anywhere keeps it (the CDN, the browser's, a proxy's). */
export const PRIVATE_PAGE_CACHE = 'no-store';

/**
 * Cache of the redirect from an address with a query the page does not take (`/?utm_source=…`,
 * `/events?r=…`) to its canonical address: it never changes, so browsers keep it an hour and the
 * CDN a day.
 */
export const REDIRECT_CACHE = 'public, max-age=3600, s-maxage=86400';

/** The reads of the data pages, each the one the REST API answers for the same data. */
export interface PageReads {
  /** The home page's reads: `GET /api{path}` for each of HOME_API_PATHS. */
  api: Record<HomeApiPath, () => Promise<unknown>>;
  /** `GET /api/events`. */
  events(): Promise<unknown[]>;
  /** A listing page (`GET /api/get-recordings/…?page=`, empty past the last page) and the count. */
  recordingsPage(
    category: RecordingCategory,
    page: number,
  ): Promise<{ recordings: unknown[]; total: number }>;
  /** `GET /api/get-recording/{id}`; undefined when the id names none. */
  recording(id: string): Promise<unknown>;
  /** `GET /api/events/{id}`; undefined when the id names none. */
  event(id: string): Promise<unknown>;
  /**
   * A parent's link (parent-link-page.ts) for the current month, counted by the API's throttle
   * of wrong links for the request's address: null when the token opens no student (the page
   * then says so, and the app asks nothing), undefined when the address has tried too many.
   */
  parentLink(token: string, req: Request): Promise<unknown>;
  /**
   * A sanad's verification (`GET /api/verify/{code}`), counted by the API's throttle of wrong
   * codes for the request's address: null when the code verifies nothing (unknown, malformed or
   * revoked), undefined when the address has tried too many.
   */
  verify(code: string, req: Request): Promise<unknown>;
}

/** The web build's renderer (src/app/page-server.tsx). */
interface Renderer {
  /** `renderDataPage`: the built page `template` with the page at `address` rendered from `data`. */
  render(
    template: string,
    address: string,
    data: Record<string, unknown>,
    options: { linkAddress: string; lang: DataPage['lang'] },
  ): Promise<string>;
  /** `isAppAddress`: whether the app shell answers `pathname` (a route, a service's page). */
  isAppAddress(pathname: string): boolean;
}

let renderer: Promise<Renderer> | undefined;

/** Loads the SSR bundle once per instance; it is built beside this file's bundle. */
function loadRenderer(): Promise<Renderer> {
  renderer ??= import(new URL('./pages/render/page-server.js', import.meta.url).href).then(
    (bundle: { renderDataPage?: unknown; isAppAddress?: unknown }) => {
      const { renderDataPage: render, isAppAddress } = bundle;
      if (typeof render !== 'function' || typeof isAppAddress !== 'function')
        throw new Error('The pages bundle has no renderDataPage or isAppAddress');
      return {
        async render(template, address, data, options) {
          const html: unknown = await render(template, address, data, options);
          if (typeof html !== 'string') throw new Error('renderDataPage gave no HTML');
          return html;
        },
        isAppAddress: (pathname) => isAppAddress(pathname) === true,
      };
    },
  );
  return renderer;
}

const templates = new Map<string, Promise<string>>();

/** A built page (`events.html`, `ur/app.html`), read once per instance. */
function template(file: string): Promise<string> {
  let html = templates.get(file);
  if (!html) {
    html = readFile(new URL(`./pages/templates/${file}`, import.meta.url), 'utf8');
    html.catch(() => templates.delete(file));
    templates.set(file, html);
  }
  return html;
}

/** The app shell of a page in `lang`. */
const shellFile = (lang: DataPage['lang']) => (lang === 'ur' ? 'ur/app.html' : 'app.html');

/** The built page the data page is written into: its own, or the app shell for an id's page. */
function templateFile(page: DataPage, pathname: string): string {
  if (
    page.kind === 'bayan' ||
    page.kind === 'event' ||
    page.kind === 'parentLink' ||
    page.kind === 'verify'
  )
    return shellFile(page.lang);
  if (page.kind === 'home') return page.lang === 'ur' ? 'ur.html' : 'index.html';
  return `${pathname.replace(/^\//, '').replace(/\/$/, '')}.html`;
}

/**
 * The page's data by `pageDataKeys`, and whether it names something that exists; undefined when
 * the page is served as its built page without data (a parent's link that opens nothing).
 */
async function pageData(
  page: DataPage,
  reads: PageReads,
  req: Request,
): Promise<{ data: Record<string, unknown>; found: boolean } | undefined> {
  switch (page.kind) {
    case 'home': {
      const answers = await Promise.all(HOME_API_PATHS.map((path) => reads.api[path]()));
      return {
        data: Object.fromEntries(
          HOME_API_PATHS.map((path, i) => [pageDataKeys.api(path), answers[i]]),
        ),
        found: true,
      };
    }
    case 'events':
      return { data: { [pageDataKeys.events]: await reads.events() }, found: true };
    case 'recordings': {
      const listing = await reads.recordingsPage(page.category, page.page);
      return {
        data: { [pageDataKeys.recordingsPage(page.category, page.page)]: listing },
        found: page.page === 1 || listing.recordings.length > 0,
      };
    }
    case 'bayan': {
      const recording = page.wellFormed ? await reads.recording(page.id) : undefined;
      return {
        data: { [pageDataKeys.recording(page.id)]: recording ?? null },
        found: recording !== undefined,
      };
    }
    case 'event': {
      const event = page.wellFormed ? await reads.event(page.id) : undefined;
      return {
        data: { [pageDataKeys.event(page.id)]: event ?? null },
        found: event !== undefined,
      };
    }
    case 'parentLink': {
      const link = page.token ? await reads.parentLink(page.token, req) : undefined;
      return link === undefined
        ? undefined
        : { data: { [pageDataKeys.parentLink]: link }, found: link !== null };
    }
    case 'verify': {
      const verified = await reads.verify(page.code, req);
      return verified === undefined
        ? undefined
        : { data: { [pageDataKeys.verify(page.code)]: verified }, found: verified !== null };
    }
  }
}

/**
 * The site details (`GET /api/site-details`) by their page-data key, for every page but home (whose
 * reads include them): the header and footer show them, and a page served with its content starts
 * its app only once needed (web/src/app/reader-start/), so without them it would show the site
 * configuration's defaults instead of what the site admin saved.
 */
async function siteDetailsOf(page: DataPage, reads: PageReads): Promise<Record<string, unknown>> {
  if (page.kind === 'home') return {};
  return { [pageDataKeys.api('/site-details')]: await reads.api['/site-details']() };
}

/**
 * The address the page is named by in its head (canonical, hreflang): its path, and `?page=` for
 * a listing past page 1 (never a parent's token).
 */
function canonicalAddress(page: DataPage, pathname: string): string {
  return page.kind === 'recordings' && page.page !== 1 ? `${pathname}?page=${page.page}` : pathname;
}

/**
 * The address the page is rendered at: the canonical one; for a parent's link the portal's one
 * address (the app moves `/ur/dashboard-student` there, keeping Urdu) with its token.
 */
function renderAddress(page: DataPage, pathname: string): string {
  return page.kind === 'parentLink' && page.token
    ? `${withoutLanguage(pathname)}?token=${encodeURIComponent(page.token)}`
    : canonicalAddress(page, pathname);
}

/**
 * The query a data page's address keeps, as its canonical address writes it: `?page=N` of a
 * listing past page 1 (a malformed or first page keeps none), the `token` of a parent's link as
 * sent; nothing else (`utm_source`, `fbclid`, a random key).
 */
function canonicalSearch(page: DataPage, query: URLSearchParams): string {
  if (page.kind === 'recordings') return page.page === 1 ? '' : `?page=${page.page}`;
  if (page.kind === 'parentLink' && query.has('token'))
    return `?${new URLSearchParams({ token: query.get('token') ?? '' }).toString()}`;
  return '';
}

/** `pathname` with one leading slash (`//host` would send the reader to another site). */
const sitePath = (pathname: string) => `/${pathname.replace(/^\/+/, '')}`;

/**
 * Answers 301 to `location`, kept by caches as `cache` says: a page's address with another query
 * is sent to its canonical one rather than rendered anew for each query (docs/security.md).
 */
function redirect(res: Response, location: string, cache: string): void {
  res.status(301).set('Cache-Control', cache).location(location).end();
}

/** The `pages` app over `reads`: every path, answered by `servePage`, compressed (lib/compress.ts). */
export function pagesApp(reads: PageReads): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compressAnswers());
  app.use((req, res, next) => {
    // Hosting's headers for this address (CSP, HSTS, ...; no-store and no-referrer on private
    // ones), so the function's own URL serves the same; the answers below set Cache-Control.
    const headers = hostingHeaders(req.path);
    delete headers['Cache-Control'];
    res.set(headers);
    next();
  });
  app.use((req, res) => void servePage(reads, req, res));
  return app;
}

/** Answers one request for a data page (see the module comment). */
async function servePage(reads: PageReads, req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  const url = new URL(req.originalUrl, 'http://localhost');
  const page = dataPageAt(url.pathname, url.searchParams);
  if (!page) {
    await serveOtherAddress(reads, url, res);
    return;
  }
  // A parent's link and a verify code are bearer secrets in the address, and a revoked sanad
  // must stop verifying at once: no cache keeps either.
  const secret = page.kind === 'parentLink' || page.kind === 'verify';
  const cache = cacheControlAt(url.pathname, secret ? PRIVATE_PAGE_CACHE : PAGE_CACHE);
  const search = canonicalSearch(page, url.searchParams);
  if (url.search !== search) {
    if (secret) res.set('Referrer-Policy', 'no-referrer');
    const kept = secret ? PRIVATE_PAGE_CACHE : REDIRECT_CACHE;
    redirect(res, `${sitePath(url.pathname)}${search}`, kept);
    return;
  }
  const file = templateFile(page, url.pathname);
  try {
    const [served, siteDetails, { render }, html] = await Promise.all([
      pageData(page, reads, req),
      siteDetailsOf(page, reads),
      loadRenderer(),
      template(file),
    ]);
    if (!served) {
      res.status(200).set('Cache-Control', 'no-store').type('html').send(html);
      return;
    }
    const body = await render(
      html,
      renderAddress(page, url.pathname),
      { ...served.data, ...siteDetails, [SERVED_AT_KEY]: Date.now() },
      { linkAddress: canonicalAddress(page, url.pathname), lang: page.lang },
    );
    // A parent's link or a verify code sends no Referer anywhere (firebase.json's rule, set
    // above, says so too).
    if (secret) res.set('Referrer-Policy', 'no-referrer');
    res
      .status(served.found ? 200 : 404)
      .set('Cache-Control', cache)
      .type('html')
      .send(body);
  } catch (err) {
    logger.error(`pages: ${url.pathname} served without its data`, err);
    await serveShell(file, res);
  }
}

/**
 * An address no file and no data page answers (see the module comment): the app shell of its
 * language when the app has a page there (with its query, which the app reads), else, with a
 * query, a redirect to the address without it, else the not-found page rendered in its language
 * with the site details, 404. When the render fails: the shell, still 404.
 */
async function serveOtherAddress(reads: PageReads, url: URL, res: Response): Promise<void> {
  const { pathname } = url;
  const lang = languageOfPath(pathname);
  const file = shellFile(lang);
  try {
    const { render, isAppAddress } = await loadRenderer();
    if (isAppAddress(pathname)) {
      res
        .status(200)
        .set('Cache-Control', cacheControlAt(pathname, PAGE_CACHE))
        .type('html')
        .send(await template(file));
      return;
    }
    if (url.search) {
      redirect(res, sitePath(pathname), REDIRECT_CACHE);
      return;
    }
    const [siteDetails, html] = await Promise.all([reads.api['/site-details'](), template(file)]);
    const body = await render(
      html,
      pathname,
      { [pageDataKeys.api('/site-details')]: siteDetails, [SERVED_AT_KEY]: Date.now() },
      { linkAddress: pathname, lang },
    );
    res
      .status(404)
      .set('Cache-Control', cacheControlAt(pathname, PAGE_CACHE))
      .type('html')
      .send(body);
  } catch (err) {
    logger.error(`pages: the not-found page of ${pathname} served without its content`, err);
    await serveShell(file, res, 404);
  }
}

/** The built page `file` without data, `no-store` (a read or the render failed). */
async function serveShell(file: string, res: Response, status = 200): Promise<void> {
  try {
    const shell = await template(file);
    res.status(status).set('Cache-Control', 'no-store').type('html').send(shell);
  } catch (shellErr) {
    logger.error('pages: the built pages are missing (web/pages-bundle.mjs)', shellErr);
    res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('Unavailable');
  }
}
