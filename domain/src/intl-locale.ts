/**
 * The Intl (ICU) locale of an interface language, in one place for the web app, the functions and
 * the domain's own texts: `ur-PK` for Urdu (Western digits by default, see
 * web/src/common/time/karachi-time.ts), `en-GB` for English (day before month).
 */
export function intlLocale(lang: string): 'ur-PK' | 'en-GB' {
  return lang === 'ur' ? 'ur-PK' : 'en-GB';
}

/**
 * The locale of the Umm al-Qura calendar the Hijri dates are calculated with (domain/src/hijri.ts),
 * with Western digits.
 */
export const UMALQURA_LOCALE = 'en-u-ca-islamic-umalqura-nu-latn';

/**
 * `make`'s value, made on the first call and kept. A module's Intl formatter is made when it is
 * first used, not when the module is evaluated: a page's first Intl object costs 40-140 ms on a
 * phone (ICU loads its data), which then falls neither in the app's start-up task nor before
 * web/src/app/intl-warmup.ts has loaded that data off the main thread (issue 17).
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
