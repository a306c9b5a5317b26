/**
 * The Intl (ICU) locale of an interface language, in one place for the web app, the functions and
 * the domain's own texts: `ur-PK` for Urdu (Western digits by default, see
 * web/src/common/time/karachi-time.ts), `en-GB` for English (day before month).
 */
export function intlLocale(lang: string): 'ur-PK' | 'en-GB' {
  return lang === 'ur' ? 'ur-PK' : 'en-GB';
}
