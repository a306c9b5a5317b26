/**
 * Dates and times of the mosque's time zone (Asia/Karachi, from the site configuration), whatever
 * the device's own zone. Built on the platform's Intl (ICU) and @date-fns/tz.
 */
import { TZDate } from '@date-fns/tz';
import { site } from '@masjid/domain/site';
import { formatHijri, hijriDateOf, type HijriMonthStartData } from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';

/** `HH:MM AM/PM` in Karachi for an instant, in the given interface language. */
export function formatKarachiTime(instant: Date, lang: string = 'en'): string {
  // en-US writes AM/PM in capitals, as the jamat times are written.
  return new Intl.DateTimeFormat(lang === 'ur' ? 'ur-PK' : 'en-US', {
    timeZone: site.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
}

/** A long date and time in Karachi, e.g. `Saturday, 5 December 2026 at 7:00 PM`. */
export function formatKarachiDateTime(instant: Date | string, lang: string = 'en'): string {
  return new Intl.DateTimeFormat(lang === 'ur' ? 'ur-PK' : 'en-GB', {
    timeZone: site.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(instant));
}

/** A date in Karachi, e.g. `5 Dec 2026`. */
export function formatKarachiDate(instant: Date | string, lang: string = 'en'): string {
  return new Intl.DateTimeFormat(lang === 'ur' ? 'ur-PK' : 'en-GB', {
    timeZone: site.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(instant));
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
  return formatHijri(hijriDateOf(karachiIsoToday(now), monthStarts), lang);
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
  return new Intl.DateTimeFormat(lang === 'ur' ? 'ur-PK' : 'en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
}
