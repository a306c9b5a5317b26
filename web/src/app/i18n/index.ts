/**
 * i18next set-up: English and Urdu. A public page's language is its address (`/ur/...` is Urdu,
 * web/src/app/language-addresses.ts); the signed-in areas (site administration, hifz portal) keep
 * one address and follow the language chosen last with the switch, remembered in localStorage
 * `lang`. Urdu switches the document to right-to-left (the inline script in index.html applies it
 * before the first paint).
 *
 * The strings are split by who shows them: one namespace per product area (`public`, `admin`,
 * `hifz`, each in its area's `i18n/` folder) and `common` (web/src/common/i18n/: the shell and what
 * two areas share). Each (language, namespace) pair is a chunk of its own, imported on first use:
 * `common` at start, an area's when a route of that area is first opened (routes.tsx), so a reader
 * of the home page downloads neither the site administration's strings nor the portal's, and a
 * first visit only its page's language. An area's `t` falls back to `common` (typed-keys.d.ts).
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

/** The namespaces: `common`, and one per product area. */
export const NAMESPACES = ['common', 'public', 'admin', 'hifz'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** The namespace of a product area's strings. */
export type AreaNamespace = Exclude<Namespace, 'common'>;

/**
 * Each namespace's catalogue per language, as a dynamic import: the build makes each a chunk of
 * its own (`strings-<namespace>-<language>`, web/vite.config.ts).
 */
const CATALOGUES: Record<Namespace, Record<Language, () => Promise<object>>> = {
  common: {
    en: () => import('../../common/i18n/en.ts').then((m) => m.commonEn),
    ur: () => import('../../common/i18n/ur.ts').then((m) => m.commonUr),
  },
  public: {
    en: () => import('../../public-site/i18n/en.ts').then((m) => m.publicEn),
    ur: () => import('../../public-site/i18n/ur.ts').then((m) => m.publicUr),
  },
  admin: {
    en: () => import('../../site-admin/i18n/en.ts').then((m) => m.adminEn),
    ur: () => import('../../site-admin/i18n/ur.ts').then((m) => m.adminUr),
  },
  hifz: {
    en: () => import('../../hifz-portal/i18n/en.ts').then((m) => m.hifzEn),
    ur: () => import('../../hifz-portal/i18n/ur.ts').then((m) => m.hifzUr),
  },
};

const isNamespace = (ns: string): ns is Namespace => NAMESPACES.some((known) => known === ns);

/** Imports the catalogue of (language, namespace) on first use: i18next asks before showing it. */
const catalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, done) => {
    if (!isNamespace(namespace)) {
      done(new Error(`No namespace ${namespace}`), false);
      return;
    }
    const load = CATALOGUES[namespace][language === 'ur' ? 'ur' : 'en']();
    load.then(
      (catalogue) => done(null, catalogue),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

const first = initialLanguage();

/**
 * Resolves once the first language's `common` strings have loaded: render nothing translated
 * before (an area's route loads its own, `loadStrings`). No fallback language: each namespace has
 * the same keys in both (catalogues.test.ts), and a fallback would download the other one too.
 */
export const i18nReady: Promise<unknown> = i18next
  .use(catalogues)
  .use(initReactI18next)
  .init({
    lng: first,
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    // An area's strings are looked up in its namespace, then in `common` (typed-keys.d.ts).
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    // Sets the language at once (the catalogue still arrives later), so that code running before
    // it has loaded reads the right one.
    initAsync: false,
  });
applyToDocument(first);

/**
 * The language last asked for (setLanguage), which the document already has: i18next's own
 * `language` changes only once its strings have loaded, and code deciding which address or
 * router to show must not act on the language being left meanwhile (a switch to English seen
 * as Urdu would move the reader back).
 */
let requested: Language = first;

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
  const unchanged = requested === lang && i18next.language === lang;
  requested = lang;
  applyToDocument(lang);
  return unchanged ? i18nReady : i18next.changeLanguage(lang);
}

/**
 * Loads the strings of the product area `ns` in the current language, and from then on in every
 * language shown (i18next keeps the namespace in its list). Resolves once they can be shown: a
 * route of the area waits for it before rendering (routes.tsx), on the device, at build time and
 * in the functions' render alike.
 */
export function loadStrings(ns: AreaNamespace): Promise<unknown> {
  return i18next.loadNamespaces(ns);
}

/** The current interface language: the one last asked for, whose strings may still be loading. */
export function currentLanguage(): Language {
  return requested;
}

export { i18next };
