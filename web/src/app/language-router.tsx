/**
 * The router of the page's address: English addresses use the route table as it is, Urdu
 * addresses (`/ur/...`) the same table under the basename `/ur` (urdu-routes.ts), so every link
 * of an Urdu page stays in Urdu. Moving between the two (the language switch, Back and Forward
 * across them, a signed-in page opened from an Urdu page, a public page opened from a signed-in
 * page in Urdu) replaces the router in place, without reloading the page. The rules of which
 * address to show are in language-addresses.ts.
 */
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouterState } from 'react-router-dom';
import {
  languageOfPath,
  pathInLanguage,
  URDU_PREFIX,
  withoutLanguage,
  type AddressLanguage,
} from '@masjid/domain/language-address';
import { currentLanguage, rememberedLanguage, setLanguage } from './i18n/index.ts';
import { keepTabLanguageOfOpenedAddress } from './i18n/language-storage.ts';
import { routes } from './routes.tsx';
import { urduRoutes } from './urdu-routes.ts';
import { addressToOpen, onLanguageSwitch, tabLanguage } from './language-addresses.ts';
import { isSignedInPath } from './route-kinds.ts';
import { SIGNED_IN_ROUTE_ID } from './route-handles.ts';

type Router = ReturnType<typeof createBrowserRouter>;

const here = () => location.pathname + location.search + location.hash;

/**
 * Resolves once `router` has loaded the code of its first page, so that the prerendered HTML
 * (or the page before) stays on screen until then.
 */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

let current: { router: Router; lang: AddressLanguage } | undefined;
let show: ((router: Router) => void) | undefined;

/** After each navigation: a page reached in the wrong router moves to its right address. */
function follow(lang: AddressLanguage, state: RouterState) {
  if (state.navigation.state !== 'idle' || current?.lang !== lang) return;
  const signedIn = state.matches.some((m) => m.route.id === SIGNED_IN_ROUTE_ID);
  if (lang === 'ur' && signedIn) void moveTo('en', pathInLanguage(here(), 'en'), 'replace');
  if (lang === 'en' && !signedIn && currentLanguage() === 'ur')
    void moveTo('ur', pathInLanguage(here(), 'ur'), 'replace');
}

function createSiteRouter(lang: AddressLanguage): Router {
  const router =
    lang === 'ur'
      ? createBrowserRouter(urduRoutes, { basename: URDU_PREFIX })
      : createBrowserRouter(routes);
  router.subscribe((state) => follow(lang, state));
  return router;
}

/**
 * Shows `href` with the router of `lang`: writes the address (`push`, `replace`, or `pop` when the
 * browser already moved), builds that router, and swaps it in once its page has loaded. A public
 * page's language follows its address; a signed-in page keeps the current language.
 */
async function moveTo(lang: AddressLanguage, href: string, how: 'push' | 'replace' | 'pop') {
  if (how === 'push') history.pushState(null, '', href);
  if (how === 'replace') history.replaceState(null, '', href);
  current?.router.dispose();
  // The page is swapped in once its language's catalogue has loaded too (the first switch loads it).
  const language = isSignedInPath(withoutLanguage(location.pathname))
    ? undefined
    : setLanguage(lang, false);
  const router = createSiteRouter(lang);
  current = { router, lang };
  await Promise.all([routerReady(router), language]);
  if (current.router === router) show?.(router);
}

/**
 * The router for the address the page was opened at, after moving to the address it should be
 * shown at (addressToOpen): call once at start-up.
 */
export function startRouter(): Router {
  const signedIn = isSignedInPath(withoutLanguage(location.pathname));
  const target = addressToOpen(
    location.pathname,
    languageOfPath(location.pathname),
    signedIn,
    rememberedLanguage(),
  );
  // A signed-in page opened at its Urdu address (or a parent's kept link naming Urdu in its
  // fragment) keeps Urdu for this tab across reloads; opened afresh at its one address, it
  // follows the remembered language again.
  if (signedIn) keepTabLanguageOfOpenedAddress(location.pathname, location.hash);
  if (target) history.replaceState(null, '', target + location.search + location.hash);
  const lang = languageOfPath(location.pathname);
  if (!signedIn) void setLanguage(lang, false);
  else {
    const kept = tabLanguage();
    if (kept) void setLanguage(kept, false);
  }
  const router = createSiteRouter(lang);
  current = { router, lang };
  return router;
}

// Registered before any router listens, so that Back or Forward across the two languages swaps
// the router before the old one would try (and fail) to show an address outside its basename.
window.addEventListener('popstate', () => {
  const lang = languageOfPath(location.pathname);
  if (current && current.lang !== lang) void moveTo(lang, here(), 'pop');
});

onLanguageSwitch((lang) => {
  if (!current || isSignedInPath(withoutLanguage(location.pathname))) return;
  void moveTo(lang, pathInLanguage(here(), lang), 'push');
});

/** Renders the current router; a move to the other language's router remounts the page. */
export function SiteRouterProvider({ router }: { router: Router }) {
  const [shown, setShown] = useState({ router, key: 0 });
  useEffect(() => {
    show = (next) => setShown((s) => ({ router: next, key: s.key + 1 }));
    return () => {
      show = undefined;
    };
  }, []);
  return <RouterProvider key={shown.key} router={shown.router} />;
}
