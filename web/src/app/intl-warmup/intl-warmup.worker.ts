/**
 * Loads ICU's data for the formats the site uses (both languages' dates, times and numbers in the
 * site's time zone, and the Umm al-Qura calendar) in a worker, then posts INTL_WARM. ICU keeps that
 * data for the whole page process, so the page's own first Intl object no longer costs its main
 * thread 40-140 ms (see intl-warmup.ts).
 */
import { intlLocale, UMALQURA_LOCALE } from '@masjid/domain/intl-locale';
import { site } from '@masjid/domain/site';
import { INTL_WARM } from './intl-warm-message.ts';

const now = Date.now();
for (const lang of ['en', 'ur']) {
  const locale = intlLocale(lang);
  // The locale's day and month names, date and time patterns, and the zone's rules.
  new Intl.DateTimeFormat(locale, {
    timeZone: site.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(now);
  new Intl.NumberFormat(locale).format(now);
  new Intl.PluralRules(locale).select(2);
}
new Intl.DateTimeFormat(UMALQURA_LOCALE, { timeZone: 'UTC', day: 'numeric' }).formatToParts(now);
// The locales the domain's clocks and Karachi day use besides (en-US: `5:56 AM`; en-CA: ISO days).
for (const locale of ['en-US', 'en-CA'])
  new Intl.DateTimeFormat(locale, {
    timeZone: site.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(now);
// The worker global's postMessage (the window's would need a target origin).
postMessage(INTL_WARM, { transfer: [] });
