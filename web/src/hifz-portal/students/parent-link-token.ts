/**
 * The parents' link `/dashboard-student?token=…` holds a bearer credential: anyone with the token
 * reads the child's progress. Once the page has read it, the token moves from the address's query
 * to its fragment (`/dashboard-student#token=…`): a fragment is never sent to a server, so no
 * request, no server or proxy log, no cache and no `Referer` carries it, while a bookmark, a copy
 * of the address in a new tab or a home-screen shortcut still opens the child (the parent holds
 * the link in the message anyway). The tab also keeps it in sessionStorage, for the portal's other
 * page (`/dashboard-student/report`), whose address then keeps it too. Nothing else stores it: not
 * localStorage, not the service worker's page cache (web/sw/service-worker.ts skips this page). A
 * refused link leaves the address and the tab (forgetParentToken).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  fragmentOfToken,
  keepTokenOfThisPage,
  takeParentToken,
  tokenStorage,
  tokenToKeepInAddress,
} from './parent-token-store.ts';
import { hideManifest, showManifest } from './parent-page-head.ts';

/**
 * The parent's token of this page (see the module comment), read once; moves it from the query
 * to the address's fragment (with `&lang=ur` while the page is shown in Urdu) with a history
 * replace. Undefined when the page was opened without one.
 */
export function useParentToken(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [token] = useState(() => {
    const taken = takeParentToken(location.search, location.hash, tokenStorage());
    // A server render (the functions' `pages`) keeps nothing from one request to the next.
    if (typeof window === 'undefined') return taken;
    return keepTokenOfThisPage(taken);
  });
  const lang = i18n.language === 'ur' ? 'ur' : 'en';
  const query = new URLSearchParams(location.search);
  const inQuery = query.has('token');
  query.delete('token');
  const search = query.toString(); // the report's `?month=` stays
  useEffect(() => {
    // Read when the effect runs, not when the page rendered: a refusal shown in the same render
    // (a served page's, whose effect runs first) has forgotten the token by then.
    const kept = token ? tokenToKeepInAddress() : undefined;
    const wanted = kept ? fragmentOfToken(kept, lang) : '';
    if (inQuery || (wanted && location.hash !== wanted))
      void navigate({ pathname: location.pathname, search, hash: wanted }, { replace: true });
  }, [token, lang, inQuery, search, navigate, location.pathname, location.hash]);
  return token;
}

/**
 * While the calling component (a parent's page) is shown: adds `<meta name="referrer"
 * content="no-referrer">` (the page's requests and links then send no `Referer` at all; Hosting
 * also serves this page with `Referrer-Policy: no-referrer`, for the requests made before the
 * script runs), and takes the site's manifest out of the head (parent-page-head.ts), so a
 * home-screen shortcut keeps the page's address.
 */
export function useParentPageHead(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    hideManifest();
    return () => {
      meta.remove();
      showManifest();
    };
  }, []);
}
