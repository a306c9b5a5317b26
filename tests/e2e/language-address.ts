/**
 * How a test opens a page in a given interface language, in one place. Until the Urdu addresses
 * (`/ur/...`) exist, Urdu is the remembered choice (localStorage `lang`, read before the first
 * paint by index.html's inline script) and the address is the English one. Once they exist,
 * switch `URDU_ADDRESSES` to true: Urdu pages are then opened at `/ur{path}` and the remembered
 * choice still agrees with them.
 */
import type { Page } from '@playwright/test';

export type Lang = 'en' | 'ur';

/** Whether Urdu pages have their own `/ur/...` addresses (see above). */
export const URDU_ADDRESSES = true;

/** Makes every page this `page` opens from now on start in `lang` (its remembered choice). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((chosen) => {
    try {
      localStorage.setItem('lang', chosen);
    } catch {
      /* a page without storage (about:blank) */
    }
  }, lang);
}

/**
 * Makes `lang` the remembered choice of the first page this `page` opens, as on a device that
 * chose it on an earlier visit, without opening a page for it; a choice made later (the language
 * switch) is kept from then on, unlike `useLanguage`'s.
 */
export async function rememberFirst(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((chosen) => {
    try {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', chosen);
    } catch {
      /* a page without storage (about:blank) */
    }
  }, lang);
}

/** The address of `path` in `lang`. */
export function addressIn(path: string, lang: Lang): string {
  if (lang === 'en' || !URDU_ADDRESSES) return path;
  return path === '/' ? '/ur' : `/ur${path}`;
}
