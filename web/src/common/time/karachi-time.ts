/**
 * The one place where dates, times and numbers are formatted for people, in the mosque's time
 * zone (Asia/Karachi, from the site configuration) whatever the device's own zone, and in the
 * interface language: English as `en-GB` (times `en-US`-style `7:00 PM`), Urdu as `ur-PK`, both
 * through the platform's Intl (ICU) and @date-fns/tz. The Hijri date uses the
 * `islamic-umalqura` calendar moved by the configured `hijriOffsetDays`.
 *
 * Digits: Urdu pages use Western digits (0-9), not Urdu digits (۰-۹). That is what `ur-PK`
 * gives by default (CLDR), what Karachi readers meet on clocks, phones, jamat boards, bills and
 * the Urdu newspapers' websites, and it keeps times, phone numbers and para numbers alike in
 * both languages (and drawn by the Latin font, so the Nastaliq subset carries no digits).
 *
 * Direction: every Urdu result is wrapped in Unicode isolates (RLI ... PDI), so wherever it is
 * put (an Urdu paragraph, a left-to-right cell, an attribute) the day, month and year keep their
 * order ("25 نومبر، 2026", never "25 2026 ،نومبر") and punctuation around it stays in place.
 * Times in Urdu name the part of the day (صبح، دوپہر، سہ پہر، شام، رات) instead of AM/PM, by
 * Karachi's usage rather than ICU's (domain/src/time-of-day.ts: Maghrib at 5:45 pm is شام).
 */
import { TZDate } from '@date-fns/tz';
import { formatJamatTime } from '@masjid/domain/jamat';
import { formatTimeOfDay } from '@masjid/domain/time-of-day';
import { site } from '@masjid/domain/site';
import { formatHijri, hijriDateOf, type HijriMonthStartData } from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { dateTimeFormat, intlLocale, numberFormat } from '@masjid/domain/intl-locale';

const RLI = '\u2067';
const PDI = '\u2069';

const isUrdu = (lang: string) => lang === 'ur';

/** Wraps an Urdu result in right-to-left isolates (see above); English is returned as it is. */
export function isolated(text: string, lang: string): string {
  return isUrdu(lang) ? `${RLI}${text}${PDI}` : text;
}

/**
 * The class of an element showing a formatted time: `latin` (Latin font, left to right) in
 * English; none in Urdu, whose times carry Urdu words and their own isolates.
 */
export function latinClass(lang: string): string {
  return isUrdu(lang) ? '' : 'latin';
}

const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** `instant` formatted by Intl in `lang` (Karachi time unless `timeZone`), isolated in Urdu. */
function formatIn(
  lang: string,
  options: Intl.DateTimeFormatOptions,
  instant: Date,
  locale: string = intlLocale(lang),
): string {
  return isolated(
    dateTimeFormat(locale, { timeZone: site.timeZone, ...options }).format(instant),
    lang,
  );
}

/**
 * A calendar month for a heading: `November 2026` / `نومبر 2026` (`month` 1–12). No isolates:
 * headings hold it alone.
 */
export function formatMonthYear({ year, month }: { year: number; month: number }, lang: string) {
  return dateTimeFormat(intlLocale(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A number in the interface language (Western digits, grouped: `1,234`). */
export function formatNumber(value: number, lang: string = 'en'): string {
  return isolated(numberFormat(intlLocale(lang)).format(value), lang);
}

/**
 * A stored wall-clock time `HH:MM` (a jamat time) for people: `5:30 AM` in English, `5:30 صبح`
 * in Urdu (`formatJamatTime`, the domain's one way of writing times, which push notifications use
 * too). Anything else is returned unchanged.
 */
export function formatClockTime(time: string, lang: string = 'en'): string {
  const text = formatJamatTime(time, lang);
  return text === time ? time : isolated(text, lang);
}

/**
 * `H:MM AM/PM` in Karachi for an instant; in Urdu `5:45 شام`, with Karachi's word for the part of
 * the day (`formatTimeOfDay`, domain/src/time-of-day.ts).
 */
export function formatKarachiTime(instant: Date, lang: string = 'en'): string {
  return isolated(formatTimeOfDay(instant, lang), lang);
}

/** A long date and time in Karachi, e.g. `Saturday, 5 December 2026 at 7:00 PM`. */
export function formatKarachiDateTime(instant: Date | string, lang: string = 'en'): string {
  const date = new Date(instant);
  if (isUrdu(lang))
    return isolated(`${formatKarachiDay(date, lang)}، ${formatKarachiTime(date, lang)}`, lang);
  return dateTimeFormat(intlLocale(lang), {
    timeZone: site.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}

/** The day of an instant in Karachi in words, e.g. `Saturday, 5 December 2026`. */
export function formatKarachiDay(instant: Date | string, lang: string = 'en'): string {
  return formatIn(lang, LONG_DAY, new Date(instant));
}

/** A date in Karachi, e.g. `5 Dec 2026`. */
export function formatKarachiDate(instant: Date | string, lang: string = 'en'): string {
  return formatIn(lang, { day: 'numeric', month: 'short', year: 'numeric' }, new Date(instant));
}

/**
 * The Hijri date of the Karachi day of `now`: Umm al-Qura moved by the configured
 * `hijriOffsetDays`, or the site admin's recorded moon-sighting decisions when given
 * (`hijriDateOf` in domain/src/hijri.ts). E.g. `20 Jumada al-Awwal 1448 AH`.
 */
export function formatHijriDate(
  now: Date = new Date(),
  lang: string = 'en',
  monthStarts: readonly HijriMonthStartData[] = [],
): string {
  return isolated(formatHijri(hijriDateOf(karachiIsoToday(now), monthStarts), lang), lang);
}

/**
 * The value of an `<input type="datetime-local">` (`YYYY-MM-DDTHH:mm`, read as Karachi wall-clock
 * time) as an ISO 8601 UTC instant; undefined when the value is empty or malformed.
 */
export function karachiInputToIso(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, site.timeZone).getTime()).toISOString();
}

/** An ISO instant as the `YYYY-MM-DDTHH:mm` value of a datetime-local input in Karachi time. */
export function isoToKarachiInput(iso: string): string {
  const local = new TZDate(new Date(iso).getTime(), site.timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** A calendar day `YYYY-MM-DD` in words, e.g. `Friday, 20 November 2026` (no time zone shift). */
export function formatCalendarDay(day: string, lang: string = 'en'): string {
  const instant = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return day;
  return formatIn(lang, { ...LONG_DAY, timeZone: 'UTC' }, instant);
}

/** A calendar day `YYYY-MM-DD` as a long date without the weekday, e.g. `20 November 2026`. */
export function formatCalendarDate(day: string, lang: string = 'en'): string {
  const instant = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return day;
  return formatIn(lang, { dateStyle: 'long', timeZone: 'UTC' }, instant);
}
