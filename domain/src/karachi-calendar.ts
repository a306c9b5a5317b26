/**
 * The mosque's calendar day: dates of the site's time zone (Asia/Karachi, from the site
 * configuration) whatever the zone of the device or server. The one place that answers "what day
 * is it in Karachi" for the web client and functions alike.
 */
import { dateTimeFormat } from './intl-locale.ts';
import { site } from './site.ts';

/** A calendar day: year, month (1-12) and day of month (1-31). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

// en-CA writes dates as YYYY-MM-DD.
const dayParts = () =>
  dateTimeFormat('en-CA', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

/** The calendar day in Karachi at the instant `now` (default: now). */
export function karachiDay(now: Date | number = new Date()): CalendarDay {
  const parts = dayParts().formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Today in Karachi as ISO `YYYY-MM-DD` (an `<input type="date">` value, a progress day id). */
export function karachiIsoToday(now: Date | number = new Date()): string {
  return dayParts().format(now);
}

/** Whole days from day `from` to day `to` (`YYYY-MM-DD`; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
