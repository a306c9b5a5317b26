/**
 * The monthly timetable: one row per Karachi day of a Gregorian month with the prayer start times
 * (Karachi method, Hanafi Asr), sunrise, sunset, the jamat times in force that day (scheduled
 * changes included), the Hijri date (moon-sighting decisions included) and, in Ramadan, sehri and
 * iftar; on a Friday each Jumu'ah jamat (decision 0049), and every day its makruh windows
 * (makruh.ts). Pure: the caller passes the stored data, so the web page, the PDF and the hall
 * screen agree.
 */
import { computeDayTimes, type DayTimes } from './prayer-times.ts';
import { hijriDateOf, RAMADAN, type HijriDate, type HijriMonthStartData } from './hijri.ts';
import { jamatInForce, type JamatChange } from './jamat-schedule.ts';
import { daysInMonth, isoDay } from './progress.ts';
import { isKarachiFriday, middayJamat } from './jamat-instants.ts';
import { jumuahJamats, type JumuahJamat } from './jumuah.ts';
import { makruhWindows, type MakruhWindow } from './makruh.ts';
import type { JamatTimings } from './jamat.ts';
import { dateTimeFormat, intlLocale } from './intl-locale.ts';
import { site } from './site.ts';

/** One day of the timetable. Instants are absolute; show them in Asia/Karachi. */
export interface TimetableRow {
  /** `YYYY-MM-DD`, Karachi. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  times: DayTimes;
  jamat: JamatTimings;
  hijri: HijriDate;
  /** In Ramadan: sehri ends at Fajr's start and iftar is at sunset. */
  ramadan?: { sehri: Date; iftar: Date };
  /**
   * On a Friday, its Jumu'ah jamats in time order, the first at the day's Jumma time in force
   * (`jumuahJamats`); empty on other days and when no Jumma time is set.
   */
  jumuah: JumuahJamat[];
  /** The day's makruh windows: sunrise, zawal, sunset. */
  makruh: MakruhWindow[];
}

/** The stored data a timetable needs. */
export interface TimetableInput {
  /** Today's `site/jamatTimings`. */
  current: JamatTimings;
  scheduledChanges: readonly JamatChange[];
  monthStarts: readonly HijriMonthStartData[];
  /** The mosque's Hijri correction in days (default: the site configuration's). */
  offsetDays?: number;
  /** The stored Jumu'ah jamats (`site/jumuah`); none: the Jumma time as one jamat. */
  jumuah?: readonly JumuahJamat[];
}

/**
 * Sehri and iftar of a day of Ramadan, as the timetable, the PDF and `/ramadan` show them: sehri
 * ends at Fajr's start (the site has no imsak offset) and iftar is at sunset.
 */
export function sehriAndIftar(times: DayTimes): { sehri: Date; iftar: Date } {
  return { sehri: times.fajr, iftar: times.sunset };
}

/** The timetable of `month` (1-12) of `year`, one row per day. */
export function timetableMonth(year: number, month: number, input: TimetableInput): TimetableRow[] {
  const rows: TimetableRow[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    const date = isoDay(year, month, day);
    // Noon in Karachi (UTC+5) is surely inside the Karachi day.
    const times = computeDayTimes(new Date(Date.UTC(year, month - 1, day, 7)));
    const hijri = hijriDateOf(date, input.monthStarts, input.offsetDays ?? site.hijriOffsetDays);
    const jamat = jamatInForce(date, input.current, input.scheduledChanges);
    rows.push({
      date,
      weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
      times,
      jamat,
      hijri,
      ...(hijri.month === RAMADAN ? { ramadan: sehriAndIftar(times) } : {}),
      jumuah: isKarachiFriday(date) ? jumuahJamats(jamat, input.jumuah ?? []) : [],
      makruh: makruhWindows(times),
    });
  }
  return rows;
}

/** Kept (dateTimeFormat): a month's timetable formats a few hundred times. */
const clock = () =>
  dateTimeFormat('en-US', {
    timeZone: site.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });

/** `5:56` in Karachi: a timetable's short form (12-hour, no AM/PM; the column names the prayer). */
export function timetableClock(instant: Date): string {
  return clock()
    .format(instant)
    .replace(/\s?[AP]M$/, '');
}

/** A stored `HH:MM` jamat time in the timetable's short form (`05:45` → `5:45`), or a dash. */
export function timetableJamatClock(time: string | undefined): string {
  if (!time) return '–';
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`;
}

/** The weekday's short name, as the timetables head a day; the date is already a Karachi day. */
const WEEKDAY = { weekday: 'short', timeZone: 'UTC' } as const;

/**
 * A timetable day's weekday in `lang` (`Tue`; in Urdu `منگل`), for the page and the PDF alike.
 * `date` is the row's Karachi day `YYYY-MM-DD`.
 */
export function timetableWeekday(date: string, lang: string): string {
  return dateTimeFormat(intlLocale(lang), WEEKDAY).format(new Date(`${date}T00:00:00Z`));
}

/** The time in the Zuhr jamat column: Jumma's on Fridays when it is set (`middayJamat`). */
export function zuhrColumnJamat(row: TimetableRow): string | undefined {
  return row.jamat[middayJamat(row.date, row.jamat)];
}
