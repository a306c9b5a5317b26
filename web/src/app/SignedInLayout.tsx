/**
 * The layout route of the signed-in areas (site administration, the hifz portal): reactfire's
 * providers around the page (common/firebase/FirebaseProviders.tsx: the app, Auth, Firestore and
 * the session), opened before the page's first render, except on a page that opens without
 * Firebase (a FirebaseFreeWhen handle on its route: a parent's link), which is rendered as it is and loads no
 * Firebase SDK. Should such a reader then open a page that needs Firebase (the portal's sign-in),
 * the providers load then, the page waiting under SiteLayout's loading line.
 */
import { useState, type ComponentType } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { preloadable, usePreloaded } from '../common/preloadable.ts';
import { firebaseFreeIn } from './route-handles.ts';

/** The providers' layout, with Firebase opened (once; a failed load is tried again). */
const firebaseLayout = preloadable(() =>
  import('../common/firebase/FirebaseProviders.tsx').then((m) => m.loadFirebaseRoutes()),
);

/**
 * The route's component, once what the page opened at needs is loaded: Firebase, unless
 * `opensWithoutFirebase` (the route table's answer for the address opened; a server render, such
 * as the functions' `pages` of a parent's link, never opens it). Rejects when the SDK cannot load
 * (offline without it cached); the router then shows its error page.
 */
export async function prepareSignedInLayout(opensWithoutFirebase: boolean): Promise<ComponentType> {
  if (!opensWithoutFirebase) await firebaseLayout.load();
  return SignedInLayout;
}

function SignedInLayout() {
  const { pathname, search } = useLocation();
  const handles = useMatches().map((match) => match.handle);
  // The same component while this layout is shown (one chosen before Firebase loaded stays lazy;
  // a new one after a failed load, which React.lazy would otherwise keep failing).
  const FirebaseLayout = usePreloaded(firebaseLayout);
  // A page opened without Firebase stays so while it is shown, also once its token is forgotten
  // (a refused link keeps saying so rather than turning into the sign-in page); leaving it ends
  // that, so the same address opened later (a student signed in) gets Firebase.
  const free = firebaseFreeIn(handles, search);
  const [freePath, setFreePath] = useState(free ? pathname : undefined);
  if (free && freePath !== pathname) setFreePath(pathname);
  if (!free && freePath !== undefined && freePath !== pathname) setFreePath(undefined);
  return free || freePath === pathname ? <Outlet /> : <FirebaseLayout />;
}
