/**
 * Jamat times as instants: the stored `HH:MM` (Asia/Karachi wall-clock time) of each prayer put on
 * a Karachi calendar day. On Friday the Jumma jamat takes Zuhr's place (`middayJamat`); on other
 * days there is no Jumma. Used by the hall screen (the next jamat and its countdown) and the reminders before jamat.
 */
import { PRAYERS, type JamatTimings, type PublicPrayer } from './jamat.ts';
import { karachiIsoToday } from './karachi-calendar.ts';

/** One prayer's jamat on a day. */
export interface JamatInstant {
  prayer: PublicPrayer;
  /** The stored `HH:MM`, Karachi time. */
  time: string;
  at: Date;
}

const DAY_MS = 86_400_000;

/**
 * The instant of `HH:MM` on the Karachi day `isoDay` (`YYYY-MM-DD`). Karachi keeps UTC+5 all year
 * (no daylight saving), so the offset is fixed.
 */
export function karachiWallTime(isoDay: string, time: string): Date {
  return new Date(`${isoDay}T${time}:00+05:00`);
}

/** Whether the Karachi day `isoDay` is a Friday (the day of Jumma). */
export function isKarachiFriday(isoDay: string): boolean {
  return new Date(`${isoDay}T12:00:00+05:00`).getUTCDay() === 5;
}

/**
 * The jamat held at Zuhr's time on the Karachi day `isoDay` (`YYYY-MM-DD`): Jumma on a Friday
 * when its time is set, else Zuhr. The hall screen, the reminders, the timetable and the calendar
 * feed all follow this one rule.
 */
export function middayJamat(isoDay: string, timings: JamatTimings): 'zuhr' | 'jumma' {
  return isKarachiFriday(isoDay) && timings.jumma ? 'jumma' : 'zuhr';
}

/**
 * The jamat instants of the Karachi day that contains `now` (or of `isoDay`), in order; a prayer
 * without a stored time is left out.
 */
export function jamatInstants(
  timings: JamatTimings,
  now: Date | number = new Date(),
  isoDay: string = karachiIsoToday(now),
): JamatInstant[] {
  return PRAYERS.flatMap((named) => {
    const prayer = named === 'zuhr' ? middayJamat(isoDay, timings) : named;
    const time = timings[prayer];
    return time ? [{ prayer, time, at: karachiWallTime(isoDay, time) }] : [];
  });
}

/**
 * The next jamat after `now`: today's if one is still ahead, else tomorrow's first (Karachi days).
 * `timings` is either one set for every day or the timings in force on a Karachi day
 * (`YYYY-MM-DD`): then tomorrow's first jamat is tomorrow's time, not today's (a scheduled change
 * taking effect tomorrow, issue 39). `undefined` when no time is stored at all.
 */
export function nextJamat(
  timings: JamatTimings | ((isoDay: string) => JamatTimings),
  now: Date | number = new Date(),
): JamatInstant | undefined {
  const t = Number(now);
  const on = typeof timings === 'function' ? timings : () => timings;
  const today = karachiIsoToday(t);
  const ahead = jamatInstants(on(today), t, today).find((j) => j.at.getTime() > t);
  if (ahead) return ahead;
  const tomorrow = karachiIsoToday(t + DAY_MS);
  return jamatInstants(on(tomorrow), t + DAY_MS, tomorrow)[0];
}
