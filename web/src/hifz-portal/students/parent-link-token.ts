/**
 * The parents' link `/dashboard-student?token=…` holds a bearer credential: anyone with the token
 * reads the child's progress. Once the page has read it, the token leaves the address bar (so it is
 * not in the history entry, a screenshot, a copied address or a later page's `Referer`) and is kept
 * in this tab's sessionStorage, so a reload of the same tab still shows the dashboard. Closing the
 * tab forgets it; the parent opens the link from the message again. Nothing stores it longer: not
 * localStorage, not the service worker's page cache (web/sw/service-worker.ts skips this page).
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { keepTokenOfThisPage, takeParentToken, tokenStorage } from './parent-token-store.ts';

/**
 * The parent's token of this page (see the module comment), read once; removes `?token=` from the
 * address with a history replace. Undefined when the page was opened without one.
 */
export function useParentToken(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const taken = takeParentToken(location.search, tokenStorage());
    // A server render (the functions' `pages`) keeps nothing from one request to the next.
    if (typeof window === 'undefined') return taken;
    return keepTokenOfThisPage(taken);
  });
  const inAddress = new URLSearchParams(location.search).has('token');
  useEffect(() => {
    if (inAddress)
      void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [inAddress, navigate, location.pathname, location.hash]);
  return token;
}

/**
 * Adds `<meta name="referrer" content="no-referrer">` while the calling component is shown: the
 * page's requests and links then send no `Referer` at all (Hosting also serves this page with
 * `Referrer-Policy: no-referrer`, for the requests made before the script runs).
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
