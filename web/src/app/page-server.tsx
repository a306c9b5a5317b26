/**
 * The server side of the data pages (`/events`, `/fridaybayan`, `/sundaybayan`, `/bayan/{id}` and
 * their `/ur/...` twins): the functions' `pages` reads the page's data, then asks this module
 * (built by web/pages-bundle.mjs into the functions' bundle) for the whole document: the built
 * page with the page rendered inside #root by the same components, in its language, its title,
 * description, address links and shared-link card (Open Graph, Twitter) in the head, and the data
 * as a JSON block the app starts from (common/page-data.ts), so the first HTML carries the content
 * and the app asks for nothing again.
 */
import { render, type RenderOptions } from './prerender.tsx';
import { pageDataBlock, type PageData } from '../common/page-data.ts';
import { deferAppEntry } from './app-entry.ts';
import { matchRoutes } from 'react-router-dom';
import { languageOfPath, URDU_PREFIX, withoutLanguage } from '@masjid/domain/language-address';
import { serviceSlugOfPath } from '@masjid/domain/content';
import { routes } from './routes.tsx';
import { urduRoutes } from './urdu-routes.ts';

export { dataPageAt } from '@masjid/domain/data-pages';

/**
 * Whether the app shell answers `pathname` (English or `/ur/...`): a route of the table other
 * than the catch-all (a signed-in page, a page with an id), or a service's page (the app finds
 * the service). The `pages` function renders the not-found page, 404, for any other address.
 */
export function isAppAddress(pathname: string): boolean {
  const urdu = languageOfPath(pathname) === 'ur';
  const matches = urdu
    ? matchRoutes(urduRoutes, pathname, URDU_PREFIX)
    : matchRoutes(routes, pathname);
  const page = matches?.at(-1)?.route;
  if (page && page.path !== '*') return true;
  return serviceSlugOfPath(withoutLanguage(pathname)) !== undefined;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every task queued before it. A render sets the language and the page title
 * of the process (i18next, usePageTitle), so two requests of one instance must not interleave.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** Replaces `pattern` in `html`, or throws when the template lacks it. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`The page template has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The document of the data page at `address` (path and query, e.g. `/ur/fridaybayan?page=2`),
 * rendered as `options` say (a parent's link: named without its token, in its language), built
 * from `template` (the built HTML of that page, or the app shell of its language) with the page
 * rendered from `data` (values by `pageDataKeys`) and its app started after the first paint, as a
 * prerendered page's (app-entry.ts: the shell's module script would compete with it). Throws when
 * the template is not the built page it should be.
 */
export async function renderDataPage(
  template: string,
  address: string,
  data: PageData,
  options: RenderOptions = {},
): Promise<string> {
  // Each render has its own QueryClient: no request's answers reach the next one's page.
  const page = await oneAtATime(() => render(address, data, options));
  // React answers a component that threw with an empty boundary for the browser to fill: the
  // page would lack its content, so the function serves it without data instead.
  if (page.html.includes('<!--$!-->')) throw new Error(`${address} did not render on the server`);
  // The template's own address links and shared-link tags give way to the page's.
  let html = deferAppEntry(template)
    .replace(/\n\s*<link rel="(?:canonical|alternate)"[^>]*>/g, '')
    .replace(/\n\s*<meta (?:property="og:|name="twitter:)[^>]*>/g, '');
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    [page.links, `<title>${page.title}</title>`].join('\n    '),
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${page.description}" />\n    ${page.share}`,
  );
  const root = html.indexOf('<div id="root"');
  const end = html.lastIndexOf('</body>');
  if (root < 0 || end < root || !/<\/div>\s*$/.test(html.slice(root, end)))
    throw new Error('The page template does not end its body with <div id="root">');
  return (
    html.slice(0, root) +
    `<div id="root" data-prerendered="${page.lang}">${page.html}</div>\n    ` +
    pageDataBlock(data) +
    '\n  ' +
    html.slice(end)
  );
}
