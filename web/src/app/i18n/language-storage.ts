/**
 * Where the language switch keeps the reader's choice, and a signed-in page its tab's language.
 * Apart from i18n/index.ts so that a served page's own script (app/reader-start/) can remember a
 * choice, and keep a parent's Urdu link Urdu, without loading i18next.
 */
import { languageOfPath, type AddressLanguage } from '@masjid/domain/language-address';

/** localStorage key: the language chosen last with the switch (`en` or `ur`); index.html's first
 * inline script reads it before the first paint. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** sessionStorage key: the language a signed-in page was opened in by its Urdu address. */
export const TAB_LANGUAGE_KEY = 'lang:tab';

/**
 * Keeps `lang` for this tab (undefined forgets it): a signed-in page opened at its Urdu address (a
 * parent's Urdu link) moves to its one address, and a reload there must still be Urdu, whatever
 * this device remembers. Closing the tab forgets it, as it forgets the parent's token.
 */
export function keepTabLanguage(lang: AddressLanguage | undefined): void {
  try {
    if (lang) sessionStorage.setItem(TAB_LANGUAGE_KEY, lang);
    else sessionStorage.removeItem(TAB_LANGUAGE_KEY);
  } catch {
    /* storage disabled: the language lasts for this page */
  }
}

/**
 * Whether this document was loaded by a reload or by Back/Forward (not by a link or an address
 * typed): an address come back to, not one opened afresh.
 */
function cameBack(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return (
    entry instanceof PerformanceNavigationTiming &&
    (entry.type === 'reload' || entry.type === 'back_forward')
  );
}

/**
 * The language an address's fragment names (`#…&lang=ur`, as a parent's kept link writes it:
 * hifz-portal/students/parent-token-store.ts), else undefined.
 */
export function languageOfFragment(hash: string): AddressLanguage | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('lang') === 'ur' ? 'ur' : undefined;
}

/**
 * The tab's language for a signed-in page opened at `pathname` (before any move to its one
 * address) and `hash`: Urdu, kept across reloads, when the address is Urdu or its fragment names
 * Urdu (`lang=ur`: a parent's kept link, parent-token-store.ts); opened afresh at its one address
 * otherwise, none (the page follows the remembered language again); a reload, or Back/Forward to
 * the page (a parent's page is sent with no-store, so the browser loads it again), keeps what was
 * kept.
 */
export function keepTabLanguageOfOpenedAddress(pathname: string, hash = ''): void {
  if (languageOfPath(pathname) === 'ur' || languageOfFragment(hash) === 'ur') keepTabLanguage('ur');
  else if (!cameBack()) keepTabLanguage(undefined);
}
