/**
 * Where a parent's link token is kept once it has left the address (parent-link-token.ts says
 * why): this tab's sessionStorage, or this page's memory when storage is disabled. Apart from the
 * React hooks, so that a served page's own script (app/reader-start/) can take the token out of the
 * address before the app has started.
 */

/** sessionStorage key of the token of this tab. */
export const PARENT_TOKEN_KEY = 'parentLinkToken';

/** Tokens are 43 URL-safe base64 characters; anything else is not stored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** This tab's sessionStorage, or undefined when storage is disabled. */
export function tokenStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the token lives in memory for this page only
  }
}

/**
 * The token of `search` (the address's query) when it has one, stored for this tab (one not shaped
 * like a token is not, and clears the tab's); else the one stored by an earlier visit of this tab;
 * else undefined.
 */
export function takeParentToken(search: string, store: Storage | undefined): string | undefined {
  const fromAddress = new URLSearchParams(search).get('token');
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

/** Keeps `taken` (when there is one) as this page's token; answers this page's token. */
export function keepTokenOfThisPage(taken: string | undefined): string | undefined {
  tokenOfThisPage = taken || tokenOfThisPage;
  return tokenOfThisPage;
}

/**
 * Whether a page opened with the query `search` is a parent's link: a token in the query (an
 * empty one is none), or one kept for this tab (as `useParentToken` will read it).
 */
export function hasParentToken(search: string): boolean {
  return (
    !!new URLSearchParams(search).get('token') ||
    !!tokenStorage()?.getItem(PARENT_TOKEN_KEY) ||
    tokenOfThisPage !== undefined
  );
}

/**
 * Forgets the token kept for this tab, not this page's: a refused link's served page goes on
 * showing its refusal once the app takes over, and a reload tries nothing.
 */
export function forgetStoredParentToken(): void {
  tokenStorage()?.removeItem(PARENT_TOKEN_KEY);
}

/** Forgets this tab's token (the link was refused: a reload should not try it again). */
export function forgetParentToken(): void {
  forgetStoredParentToken();
  tokenOfThisPage = undefined;
}

/**
 * Takes a parent's token out of the address bar before the app has started (with a history
 * replace, keeping the path and fragment) and keeps it as the app would; does nothing on an
 * address without one. The app's router then starts at the address without the token. Answers
 * whether the address had one.
 */
export function moveParentTokenOutOfAddress(): boolean {
  if (!new URLSearchParams(location.search).has('token')) return false;
  keepTokenOfThisPage(takeParentToken(location.search, tokenStorage()));
  history.replaceState(history.state, '', location.pathname + location.hash);
  return true;
}
