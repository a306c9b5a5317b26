/**
 * Which kind of page an address names, read from the route table by the routes' ids (routes.tsx),
 * not from the address's text: the signed-in areas (no Urdu address, Firestore listeners), the hifz
 * portal (Firestore's persistent cache, the service worker at once) and the hall screen (no header
 * or footer, Firestore listeners). A rendered page reads its own with `useMatches()` instead.
 */
import { matchRoutes } from 'react-router-dom';
import { withoutLanguage } from '@masjid/domain/language-address';
import { routes } from './routes.tsx';
import {
  firebaseFreeIn,
  HALL_SCREEN_ROUTE_ID,
  HIFZ_PORTAL_ROUTE_ID,
  SIGNED_IN_ROUTE_ID,
} from './route-handles.ts';

let last: { pathname: string; matches: ReturnType<typeof matchRoutes> } | undefined;

/**
 * The route table's matches for `pathname` (English form), the last answer kept: React Router
 * flattens and ranks the whole table on each call (8-50 ms on the slow phone Lighthouse
 * simulates), and a page asks several of the questions below about its own address as it starts
 * (issue 17).
 */
function matchesOf(pathname: string): ReturnType<typeof matchRoutes> {
  if (last?.pathname !== pathname) last = { pathname, matches: matchRoutes(routes, pathname) };
  return last.matches;
}

/** Whether `pathname` (English form) names a page of the signed-in areas. */
export function isSignedInPath(pathname: string): boolean {
  return !!matchesOf(pathname)?.some((m) => m.route.id === SIGNED_IN_ROUTE_ID);
}

/** Whether `pathname` (either language's form) names a page of the hifz portal. */
export function isHifzPortalPath(pathname: string): boolean {
  return !!matchesOf(withoutLanguage(pathname))?.some((m) => m.route.id === HIFZ_PORTAL_ROUTE_ID);
}

/** Whether `pathname` (either language's form) is the hall screen's address. */
export function isHallScreenPath(pathname: string): boolean {
  return !!matchesOf(withoutLanguage(pathname))?.some((m) => m.route.id === HALL_SCREEN_ROUTE_ID);
}

/**
 * Whether the signed-in page at `pathname` (either language's form) with the query `search`
 * opens without Firebase (its route's handle is a FirebaseFreeWhen that says so).
 */
export function opensWithoutFirebase(pathname: string, search: string): boolean {
  const matches = matchesOf(withoutLanguage(pathname)) ?? [];
  return firebaseFreeIn(
    matches.map((m) => m.route.handle),
    search,
  );
}

/**
 * Whether the page at `pathname` (either language's form) with the query `search` is one of the
 * signed-in areas that opens Firebase: every signed-in page but a parent's link.
 */
export function opensFirebase(pathname: string, search: string): boolean {
  return isSignedInPath(withoutLanguage(pathname)) && !opensWithoutFirebase(pathname, search);
}
