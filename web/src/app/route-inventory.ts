/**
 * Every address the route table (routes.tsx) declares, with the part of the site it belongs to,
 * read from the table's route ids: what the end-to-end sweeps visit (web/prerender.mjs writes it
 * to dist/.route-inventory.json at build time), so a page added to the table is swept without
 * a change to the tests.
 */
import type { RouteObject } from 'react-router-dom';
import { HIFZ_PORTAL_ROUTE_ID, SIGNED_IN_ROUTE_ID, SITE_ADMIN_ROUTE_ID } from './route-handles.ts';

/**
 * Where a route belongs: `public` (with an Urdu twin), `site-admin` (behind the site-admin claim),
 * `hifz-portal`, or `signed-in` (a signed-in page of neither, the site admin's sign-in).
 */
export type RouteArea = 'public' | 'site-admin' | 'hifz-portal' | 'signed-in';

/** One declared address: `path` as the table writes it (`/events/:id`), and its area. */
export interface RouteEntry {
  path: string;
  area: RouteArea;
}

const AREA_OF_ID: Record<string, RouteArea> = {
  [SIGNED_IN_ROUTE_ID]: 'signed-in',
  [HIFZ_PORTAL_ROUTE_ID]: 'hifz-portal',
  [SITE_ADMIN_ROUTE_ID]: 'site-admin',
};

/** Every path declared in `table` (but the catch-all `*`), in the table's order, with its area. */
export function routeInventory(table: RouteObject[], area: RouteArea = 'public'): RouteEntry[] {
  return table.flatMap((route) => {
    const here = (route.id && AREA_OF_ID[route.id]) || area;
    return [
      ...(route.path && route.path !== '*' ? [{ path: route.path, area: here }] : []),
      ...routeInventory(route.children ?? [], here),
    ];
  });
}
