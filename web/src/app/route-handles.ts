/**
 * What a route of the table (routes.tsx) says about its pages, read from the table itself by route
 * id or handle, never from an address's text: route-kinds.ts asks the table for an address; a
 * rendered page reads its own route's ids and handles with `useMatches()`.
 */

/** The id of the route around the signed-in areas, which have no Urdu address. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

/**
 * The id of the route around the hifz portal's pages: there Firestore keeps a persistent cache
 * (teachers record days offline) and the service worker registers at once (the portal must open
 * offline).
 */
export const HIFZ_PORTAL_ROUTE_ID = 'hifz-portal';

/** The id of the route around site administration: every page behind the site-admin claim. */
export const SITE_ADMIN_ROUTE_ID = 'site-admin';

/** The id of the hall screen's route (`/display`), shown without the site's header and footer. */
export const HALL_SCREEN_ROUTE_ID = 'hall-screen';

/**
 * A route's `handle` saying when its page opens without Firebase: `opensWithout(search)`, given
 * the address's query. The signed-in areas' layout (SignedInLayout.tsx) then renders the page
 * without reactfire's providers, and the page loads no Firebase SDK: a parent's link reads the
 * child's progress through the REST API only.
 */
export class FirebaseFreeWhen {
  constructor(readonly opensWithout: (search: string) => boolean) {}
}

/**
 * Whether a page whose matched routes carry `handles` (outermost first) opens without Firebase
 * for the query `search` (one of them is a FirebaseFreeWhen that says so).
 */
export function firebaseFreeIn(handles: readonly unknown[], search: string): boolean {
  return handles.some(
    (handle) => handle instanceof FirebaseFreeWhen && handle.opensWithout(search),
  );
}

/**
 * A route's `handle` for a page drawn from the device's clock (the hall screen's clock, the
 * timetable's month and today's row): the app renders over its served HTML instead of hydrating
 * it, since a class or attribute that hydration found different would stay as the server wrote it.
 */
export class DrawnFromClock {}
