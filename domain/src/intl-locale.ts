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

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The one Intl.DateTimeFormat of `locale` and `options`, made on its first use and kept: for the
 * domain's formats (which the functions use too) and the web app's date helpers (issue 17):
 * - made when first used, never when a module is evaluated: a page's first Intl object costs
 *   40-140 ms on a phone (ICU loads its data), which then falls neither in the app's start-up task
 *   nor before web/src/app/intl-warmup has loaded that data off the main thread;
 * - kept: making one takes 0.2-2 ms here (about four times that on a slow phone), and a page
 *   formats dozens of dates and times while it renders, a month's timetable a few hundred.
 *
 * `options` are keyed by their JSON, so a call site passes them in one order (a module constant).
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The one Intl.NumberFormat of `locale` (default options), made on first use and kept. */
export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}
