/**
 * Build-time prerendering (run by web/prerender.mjs after `vite build`): renders the public pages
 * that do not depend on an id to static HTML, so a phone on a slow connection paints the page
 * before the JavaScript arrives. Data (jamat times, events) and today's dates are left in their
 * loading state and filled in on the device; the app then renders over the HTML.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { StrictMode } from 'react';
import './i18n/index.ts';
import { routes } from './routes.tsx';

export { webManifest, webManifestUr } from './pwa/web-manifest.ts';
export { urduFontPreload } from './fonts/urdu-font.ts';

/** Paths written as `<path>.html` (and `/` as index.html); Hosting serves them with cleanUrls. */
export const PRERENDER_PATHS = [
  '/',
  '/events',
  '/home-page-events',
  '/hazrat',
  '/fridaybayan',
  '/sundaybayan',
  '/naat',
  '/seerat',
  '/activities',
  '/blog',
  '/about',
  '/services',
  '/services-detail-funeral',
  '/services-detail-quranclasses',
  '/services-detail-helpingpoor',
  '/services-detail-mosquedev',
  '/contact',
  '/courses',
  '/noor-after-ramadan',
  '/iftar-o-clock-2.0',
  '/eid-gathering-boys',
  '/login',
];

const handler = createStaticHandler(routes);

/** The HTML of `path` inside #root, and the page title the page sets. */
export async function render(path: string): Promise<string> {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
