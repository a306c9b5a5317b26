/**
 * The two addresses of a public page: English at its plain path (`/events/abc`) and Urdu under
 * `/ur` (`/ur/events/abc`). Used by the web app (router, language switch, share links), the
 * prerender (hreflang links) and the functions (notification links for Urdu devices).
 */

/** The languages a page address can carry. */
export type AddressLanguage = 'en' | 'ur';

/** The path prefix of the Urdu twin of every public page. */
export const URDU_PREFIX = '/ur';

const URDU_PATH = /^\/ur(?=\/|$)/;

/** The language of an address path: `ur` for `/ur` and `/ur/...`, otherwise `en`. */
export function languageOfPath(pathname: string): AddressLanguage {
  return URDU_PATH.test(pathname) ? 'ur' : 'en';
}

/** The path without its `/ur` prefix (`/ur` becomes `/`); an English path is returned as is. */
export function withoutLanguage(pathname: string): string {
  return pathname.replace(URDU_PATH, '') || '/';
}

/**
 * The same page's path in `lang`: `/events/abc` ↔ `/ur/events/abc`, `/` ↔ `/ur`. Whatever follows
 * the path (`?page=2`, `#top`) is kept, so a whole link may be passed.
 */
export function pathInLanguage(link: string, lang: AddressLanguage): string {
  const split = link.search(/[?#]/);
  const pathname = split === -1 ? link : link.slice(0, split);
  const rest = split === -1 ? '' : link.slice(split);
  const plain = withoutLanguage(pathname || '/');
  if (lang === 'en') return plain + rest;
  return (plain === '/' ? URDU_PREFIX : URDU_PREFIX + plain) + rest;
}
