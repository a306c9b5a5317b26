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

/** sessionStorage key of the token of this tab. */
export const PARENT_TOKEN_KEY = 'parentLinkToken';

/** Tokens are 43 URL-safe base64 characters; anything else is not stored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the token lives in memory for this page only
  }
}

/**
 * The token of `search` (the address's query) when it has one, stored for this tab; else the one
 * stored by an earlier visit of this tab; else undefined.
 */
export function takeParentToken(search: string, store: Storage | undefined): string | undefined {
  const fromAddress = new URLSearchParams(search).get('token');
  if (fromAddress !== null) {
    if (TOKEN_SHAPE.test(fromAddress)) store?.setItem(PARENT_TOKEN_KEY, fromAddress);
    return fromAddress;
  }
  return store?.getItem(PARENT_TOKEN_KEY) ?? undefined;
}

/**
 * Whether a page opened with the query `search` is a parent's link: a token in the query (an
 * empty one is none), or one kept for this tab (as `useParentToken` will read it).
 */
export function hasParentToken(search: string): boolean {
  return (
    !!new URLSearchParams(search).get('token') ||
    !!storage()?.getItem(PARENT_TOKEN_KEY) ||
    tokenOfThisPage !== undefined
  );
}

/** The token this page was opened with, for this page's life (when storage is disabled). */
let tokenOfThisPage: string | undefined;

/** Forgets this tab's token (the link was refused: a reload should not try it again). */
export function forgetParentToken(): void {
  storage()?.removeItem(PARENT_TOKEN_KEY);
  tokenOfThisPage = undefined;
}

/**
 * The parent's token of this page (see the module comment), read once; removes `?token=` from the
 * address with a history replace. Undefined when the page was opened without one.
 */
export function useParentToken(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const taken = takeParentToken(location.search, storage());
    // A server render (the functions' `pages`) keeps nothing from one request to the next.
    if (typeof window === 'undefined') return taken;
    tokenOfThisPage = taken || tokenOfThisPage;
    return tokenOfThisPage;
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
