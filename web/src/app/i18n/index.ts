/**
 * i18next set-up: English and Urdu. A public page's language is its address (`/ur/...` is Urdu,
 * web/src/app/language-addresses.ts); the signed-in areas (site administration, hifz portal) keep
 * one address and follow the language chosen last with the switch, remembered in localStorage
 * `lang`. Urdu switches the document to right-to-left (the inline script in index.html applies it
 * before the first paint). Each language's catalogue is a chunk of its own, loaded when that
 * language is first shown: a first visit downloads only its page's language.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageOfPath } from '@masjid/domain/language-address';
import { LANGUAGE_STORAGE_KEY } from './language-storage.ts';

/** The interface languages. */
export type Language = 'en' | 'ur';

/**
 * The language stored under `key` in the storage `storage()` gives, if any (none when storage is
 * disabled or the value is not a language).
 */
export function storedLanguage(storage: () => Storage, key: string): Language | undefined {
  try {
    const saved = storage().getItem(key);
    return saved === 'ur' || saved === 'en' ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The language last chosen with the switch on this device, if any. */
export function rememberedLanguage(): Language | undefined {
  return storedLanguage(() => localStorage, LANGUAGE_STORAGE_KEY);
}

/** Urdu on an Urdu address; elsewhere the remembered choice (English by default). */
function initialLanguage(): Language {
  if (typeof location === 'undefined') return 'en'; // prerendering sets each page's language
  if (languageOfPath(location.pathname) === 'ur') return 'ur';
  return rememberedLanguage() ?? 'en';
}

function applyToDocument(lang: Language) {
  if (typeof document === 'undefined') return; // prerendering at build time
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ur' ? 'rtl' : 'ltr';
}

/** The catalogues, each imported on first use (i18next asks for a language before showing it). */
const catalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, done) => {
    const load =
      language === 'ur' ? import('./ur.ts').then((m) => m.ur) : import('./en.ts').then((m) => m.en);
    load.then(
      (catalogue) => done(null, catalogue),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

const first = initialLanguage();

/**
 * Resolves once the first language's catalogue has loaded: render nothing translated before.
 * No fallback language: the two catalogues hold the same keys (catalogues.test.ts), and a fallback
 * would download the other catalogue too.
 */
export const i18nReady: Promise<unknown> = i18next
  .use(catalogues)
  .use(initReactI18next)
  .init({
    lng: first,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnObjects: true,
    // Sets the language at once (the catalogue still arrives later), so that code running before
    // it has loaded reads the right one.
    initAsync: false,
  });
applyToDocument(first);

/**
 * Shows the interface in `lang`. With `remember` (a choice made with the switch) it is also kept
 * on this device for the next visit; without it (the language of an address just opened) it lasts
 * for this visit only. Resolves once the language's catalogue has loaded and it is shown.
 */
export function setLanguage(lang: Language, remember = true): Promise<unknown> {
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
  }
  applyToDocument(lang);
  return i18next.language === lang ? i18nReady : i18next.changeLanguage(lang);
}

/** The current interface language. */
export function currentLanguage(): Language {
  return i18next.language === 'ur' ? 'ur' : 'en';
}

export { i18next };
