/**
 * Which address a page is shown at, in which language. Public pages have two addresses, English
 * (`/events`) and Urdu (`/ur/events`), and the address decides the language; the signed-in areas
 * (site administration, hifz portal) have one address and follow the current language.
 *
 * A visitor who chose Urdu with the switch and then opens an English address of a public page (a
 * link someone shared, a search result, a bookmark) is SENT to the Urdu one rather than offered
 * it: they read Urdu first, and a notice to click would sit on every English page they open.
 * No loop is possible: only a choice stored with the switch sends anyone, an Urdu address never
 * sends anyone back, and pressing "English" stores English before moving. Crawlers store nothing,
 * so they read each address as it is (the two versions name each other with hreflang).
 */
import { pathInLanguage, type AddressLanguage } from '@masjid/domain/language-address';
import { setLanguage, storedLanguage, type Language } from './i18n/index.ts';
import { keepTabLanguage, TAB_LANGUAGE_KEY } from './i18n/language-storage.ts';

/**
 * Where a freshly opened address should go instead, or `undefined` to stay. `pathname` is the
 * address opened, `signedIn` whether the page it names (without `/ur`) is a signed-in page,
 * `remembered` the language chosen last with the switch. Signed-in pages lose a `/ur` prefix (the
 * language is kept for the visit); an English public page moves to its Urdu twin when Urdu was
 * chosen.
 */
export function addressToOpen(
  pathname: string,
  addressLanguage: AddressLanguage,
  signedIn: boolean,
  remembered: Language | undefined,
): string | undefined {
  if (signedIn) return addressLanguage === 'ur' ? pathInLanguage(pathname, 'en') : undefined;
  if (addressLanguage === 'en' && remembered === 'ur') return pathInLanguage(pathname, 'ur');
  return undefined;
}

/** The language kept for this tab by `keepTabLanguage`, if any. */
export function tabLanguage(): Language | undefined {
  return storedLanguage(() => sessionStorage, TAB_LANGUAGE_KEY);
}

type Mover = (lang: Language) => void;
let mover: Mover | undefined;

/** Lets the router (language-router.tsx) move a public page to its other address on a switch. */
export function onLanguageSwitch(move: Mover): void {
  mover = move;
}

/**
 * The language switch: remembers `lang` on this device and shows the page in it; a public page
 * moves to its address in `lang` (without reloading), a signed-in page just changes language.
 */
export function switchLanguage(lang: Language): void {
  keepTabLanguage(undefined);
  void setLanguage(lang);
  mover?.(lang);
}
