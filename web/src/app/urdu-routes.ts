/**
 * The route table of the Urdu addresses, derived from routes.tsx so that every public page (and
 * every public page added later) has its `/ur/...` twin: the same tree, used by a router whose
 * basename is `/ur`, so each `<Link to="/events">` of an Urdu page leads to `/ur/events`. The
 * signed-in pages have no Urdu address: under `/ur` their paths match a route that shows nothing,
 * and the router moves them to their one address (language-router.tsx).
 */
import type { RouteObject } from 'react-router-dom';
import { routes } from './routes.tsx';
import { SIGNED_IN_ROUTE_ID } from './route-handles.ts';

/** Every path declared in `tree` and below it. */
function pathsOf(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

function urduTree(tree: RouteObject[]): RouteObject[] {
  return tree.map((route): RouteObject => {
    if (route.id === SIGNED_IN_ROUTE_ID)
      return {
        id: SIGNED_IN_ROUTE_ID,
        children: pathsOf(route.children ?? []).map((path) => ({ path, element: null })),
      };
    return route.children ? { ...route, children: urduTree(route.children) } : route;
  });
}

/** The routes of the Urdu router (basename `/ur`). */
export const urduRoutes: RouteObject[] = urduTree(routes);

/**
 * The public paths without a parameter, e.g. `/events` (not `/events/:id`, not the catch-all):
 * the pages prerendered in both languages.
 */
export function staticPublicPaths(): string[] {
  const publicRoutes = (tree: RouteObject[]): RouteObject[] =>
    tree.flatMap((route) =>
      route.id === SIGNED_IN_ROUTE_ID ? [] : [route, ...publicRoutes(route.children ?? [])],
    );
  return publicRoutes(routes)
    .map((route) => route.path)
    .filter((path): path is string => !!path && !path.includes(':') && path !== '*');
}
