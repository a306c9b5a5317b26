/**
 * What the hall screen shows for a day: the jamat timings in force (the stored timings with any
 * scheduled change due by then laid over them, so a screen that missed the night's update still
 * shows the new times), the next jamat, the dates (the Hijri one following the moon-sighting
 * decisions) and the computed start times. Every formatter is made once per language: the screen
 * formats the time every second for days on end
 * (`dateTimeFormat` keeps them).
 */
import type { JamatTimings } from '@masjid/domain/jamat';
import { jamatInForce as jamatOnDay, type JamatChange } from '@masjid/domain/jamat-schedule';
import type { HijriMonthStartData } from '@masjid/domain/hijri';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { karachiWallTime } from '@masjid/domain/jamat-instants';
import { computeDayTimes, type DayTimes } from '@masjid/domain/prayer-times';
import { site } from '@masjid/domain/site';
import { formatHijriDate } from '../../common/time/karachi-time.ts';
import { dateTimeFormat, intlLocale } from '@masjid/domain/intl-locale';
import { formatTimeOfDay, formatWallClock } from '@masjid/domain/time-of-day';

/**
 * The jamat timings in force on the Karachi day of `now` (milliseconds): the stored `timings`
 * with every scheduled change due on or before that day laid over them.
 */
export function jamatInForce(
  timings: JamatTimings,
  now: number,
  changes: readonly JamatChange[] = [],
): JamatTimings {
  return jamatOnDay(karachiIsoToday(new Date(now)), timings, changes);
}

/** How long after the Isha jamat (or, with none set, Isha's start) the screen turns to tomorrow. */
export const AFTER_ISHA_MS = 30 * 60_000;

/**
 * The Karachi day (`YYYY-MM-DD`) whose times the screen shows at `now` (epoch ms): today until
 * `AFTER_ISHA_MS` after today's Isha jamat in force (its start time when no Isha jamat is set),
 * then tomorrow, as a board is changed after Isha (issue 42 §4). `tomorrow` says which.
 */
export function shownDay(
  timings: JamatTimings,
  now: number,
  changes: readonly JamatChange[] = [],
): { day: string; tomorrow: boolean } {
  const today = karachiIsoToday(new Date(now));
  const isha = jamatInForce(timings, now, changes).isha;
  const ishaAt = isha ? karachiWallTime(today, isha) : computeDayTimes(new Date(now)).isha;
  if (now < ishaAt.getTime() + AFTER_ISHA_MS) return { day: today, tomorrow: false };
  // Noon of today plus a day is always within tomorrow in Karachi (no daylight saving).
  const tomorrow = karachiWallTime(today, '12:00').getTime() + 24 * 3_600_000;
  return { day: karachiIsoToday(new Date(tomorrow)), tomorrow: true };
}

/**
 * The Hijri date of the Karachi day of `now`, e.g. `3 Jumada al-Akhirah 1448 AH`: by the recorded
 * moon-sighting decisions `monthStarts` where one covers it, else calculated.
 */
export function hijriDate(
  now: number,
  lang: string,
  monthStarts: readonly HijriMonthStartData[] = [],
): string {
  return formatHijriDate(new Date(now), lang, monthStarts);
}

/** The computed sun and prayer start times of the Karachi day of `now`. */
export function startTimes(now: number): DayTimes {
  return computeDayTimes(new Date(now));
}

const LONG_DATE = {
  timeZone: site.timeZone,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const;

/**
 * A time on the 12-hour clock, written as everywhere else (`formatTimeOfDay`,
 * domain/src/time-of-day.ts): `3:05 PM` in English; in Urdu `3:05` alone, as a mosque's board
 * writes it (the day-part words do not fit a portrait screen's column).
 */
function clockText(instant: Date | number, lang: string, seconds: boolean): string {
  return formatTimeOfDay(instant, lang, { seconds, dayPart: lang !== 'ur' });
}

/** `3:05 PM` in Karachi (`3:05` in Urdu). */
export const formatTime = (instant: Date | number, lang: string) => clockText(instant, lang, false);
/** `3:05:09 PM` in Karachi: the screen's clock (`3:05:09` in Urdu). */
export const formatClock = (instant: number, lang: string) => clockText(instant, lang, true);
/** `Monday, 23 November 2026` in Karachi. */
export const formatGregorian = (instant: number, lang: string) =>
  dateTimeFormat(intlLocale(lang), LONG_DATE).format(instant);

/** A stored jamat `HH:MM` (Karachi wall-clock) shown as the other times are (`1:30 PM`). */
export function formatJamat(time: string, lang: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return formatWallClock(h, m, lang, { dayPart: lang !== 'ur' });
}

/** A countdown `1:05:09` (or `5:09` under an hour) of the milliseconds `ms`. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
