/**
 * i18next set-up: English and Urdu for the header, menus, footer and home page. The choice is
 * remembered in localStorage `lang`; Urdu switches the document to right-to-left (the inline
 * script in index.html applies the remembered choice before the first paint).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { ur } from './ur.ts';

/** The interface languages. */
export type Language = 'en' | 'ur';
const STORAGE_KEY = 'lang';

function remembered(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'ur' ? 'ur' : 'en';
  } catch {
    return 'en';
  }
}

function applyToDocument(lang: Language) {
  if (typeof document === 'undefined') return; // prerendering at build time
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ur' ? 'rtl' : 'ltr';
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, ur: { translation: ur } },
  lng: remembered(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});
applyToDocument(i18next.language === 'ur' ? 'ur' : 'en');

/** Switches the interface language and remembers it on this device. */
export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this visit */
  }
  applyToDocument(lang);
  void i18next.changeLanguage(lang);
}

export { i18next };
