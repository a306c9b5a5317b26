/**
 * i18next set-up: English and Urdu. A public page's language is its address (`/ur/...` is Urdu,
 * web/src/app/language-addresses.ts); the signed-in areas (site administration, hifz portal) keep
 * one address and follow the language chosen last with the switch, remembered in localStorage
 * `lang`. Urdu switches the document to right-to-left (the inline script in index.html applies it
 * before the first paint).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageOfPath } from '@masjid/domain/language-address';
import { en } from './en.ts';
import { ur } from './ur.ts';

/** The interface languages. */
export type Language = 'en' | 'ur';
const STORAGE_KEY = 'lang';

/** The language last chosen with the switch on this device, if any. */
export function rememberedLanguage(): Language | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved === 'ur' || saved === 'en' ? saved : undefined;
  } catch {
    return undefined;
  }
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

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, ur: { translation: ur } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});
applyToDocument(i18next.language === 'ur' ? 'ur' : 'en');

/**
 * Shows the interface in `lang`. With `remember` (a choice made with the switch) it is also kept
 * on this device for the next visit; without it (the language of an address just opened) it lasts
 * for this visit only.
 */
export function setLanguage(lang: Language, remember = true): void {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
  }
  applyToDocument(lang);
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
}

/** The current interface language. */
export function currentLanguage(): Language {
  return i18next.language === 'ur' ? 'ur' : 'en';
}

export { i18next };
