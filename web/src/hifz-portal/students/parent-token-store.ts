/**
 * Where a parent's link token is kept once it has been read (parent-link-token.ts says why): in
 * the address's fragment (`#token=…`, which no request and no `Referer` carries), so that a
 * bookmark, a new tab or a home-screen shortcut of the page opens the child again; in this tab's
 * sessionStorage, for the portal's other address (`/dashboard-student/report`) reached by a link;
 * or in this page's memory when storage is disabled. Apart from the React hooks, so that a served
 * page's own script (app/reader-start/) can move the token out of the query before the app has
 * started.
 */
import type { AddressLanguage } from '@masjid/domain/language-address';

/** sessionStorage key of the token of this tab. */
export const PARENT_TOKEN_KEY = 'parentLinkToken';

/** Tokens are 43 URL-safe base64 characters; anything else is not stored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The parameters of a fragment written like a query (`#token=…&lang=ur`). */
function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}

/**
 * The token an address carries: its query's `token` (the link as sent, `?token=…`), else its
 * fragment's (`#token=…`, the address the page keeps); null when neither has one.
 */
export function tokenOfAddress(search: string, hash: string): string | null {
  return new URLSearchParams(search).get('token') ?? fragmentParams(hash).get('token');
}

/**
 * The fragment that keeps `token` in the address (`#token=…`, and `&lang=ur` when the page is
 * shown in Urdu, so a bookmark opens it in Urdu again: app/i18n/language-storage.ts's
 * `languageOfFragment` reads it).
 */
export function fragmentOfToken(token: string, lang: AddressLanguage): string {
  return `#token=${encodeURIComponent(token)}${lang === 'ur' ? '&lang=ur' : ''}`;
}

/** This tab's sessionStorage, or undefined when storage is disabled. */
export function tokenStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the token lives in memory for this page only
  }
}

/**
 * The token of the address (`search` and `hash`, see tokenOfAddress) when it has one, stored for
 * this tab (one not shaped like a token is not, and clears the tab's); else the one stored by an
 * earlier page of this tab; else undefined.
 */
export function takeParentToken(
  search: string,
  hash: string,
  store: Storage | undefined,
): string | undefined {
  const fromAddress = tokenOfAddress(search, hash);
  if (fromAddress !== null) {
    // A link not shaped like one is not kept, and the tab's earlier link is forgotten: a reload
    // must not show that other child.
    if (TOKEN_SHAPE.test(fromAddress)) store?.setItem(PARENT_TOKEN_KEY, fromAddress);
    else store?.removeItem(PARENT_TOKEN_KEY);
    return fromAddress;
  }
  return store?.getItem(PARENT_TOKEN_KEY) ?? undefined;
}

/** The token this page was opened with, for this page's life (when storage is disabled). */
let tokenOfThisPage: string | undefined;
/** Whether this page's token was refused: the address no longer keeps it. */
let refused = false;

/** Keeps `taken` (when there is one) as this page's token; answers this page's token. */
export function keepTokenOfThisPage(taken: string | undefined): string | undefined {
  if (taken && taken !== tokenOfThisPage) refused = false;
  tokenOfThisPage = taken || tokenOfThisPage;
  return tokenOfThisPage;
}

/**
 * The token the address should keep in its fragment: this page's, unless it was refused or is
 * not shaped like a token (undefined then: the address keeps none).
 */
export function tokenToKeepInAddress(): string | undefined {
  return !refused && tokenOfThisPage && TOKEN_SHAPE.test(tokenOfThisPage)
    ? tokenOfThisPage
    : undefined;
}

/**
 * Whether a page opened with the query `search` is a parent's link: a token in the query or in
 * the address's fragment (an empty one is none), or one kept for this tab (as `useParentToken`
 * will read it).
 */
export function hasParentToken(search: string): boolean {
  const hash = typeof location === 'undefined' ? '' : location.hash;
  return (
    !!tokenOfAddress(search, hash) ||
    !!tokenStorage()?.getItem(PARENT_TOKEN_KEY) ||
    tokenOfThisPage !== undefined
  );
}

/**
 * Forgets the token kept for this tab and in the address (a history replace that leaves the
 * router's location as it was, so the page does not render again), not this page's: a refused
 * link's page goes on showing its refusal, and a reload, a bookmark or a copy of the address
 * tries nothing.
 */
export function forgetStoredParentToken(): void {
  refused = true;
  tokenStorage()?.removeItem(PARENT_TOKEN_KEY);
  if (tokenOfAddress(location.search, location.hash) !== null)
    history.replaceState(history.state, '', location.pathname);
}

/** Forgets this tab's token (the link was refused: a reload should not try it again). */
export function forgetParentToken(): void {
  forgetStoredParentToken();
  tokenOfThisPage = undefined;
}

/**
 * Moves a parent's token from the address's query to its fragment before the app has started
 * (a history replace; `lang` is the language the page is shown in) and keeps it as the app
 * would; a link the server `refused` leaves the address altogether. Does nothing on an address
 * without a token in its query. The app's router then starts at the new address. Answers whether
 * the address had one.
 */
export function moveParentTokenOutOfAddress(
  refusedByServer: boolean,
  lang: AddressLanguage,
): boolean {
  if (!new URLSearchParams(location.search).has('token')) return false;
  keepTokenOfThisPage(takeParentToken(location.search, '', tokenStorage()));
  if (refusedByServer) forgetStoredParentToken();
  const kept = tokenToKeepInAddress();
  history.replaceState(
    history.state,
    '',
    location.pathname + (kept ? fragmentOfToken(kept, lang) : ''),
  );
  return true;
}
