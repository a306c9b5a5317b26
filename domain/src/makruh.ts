/**
 * The makruh (disliked) times for prayer on a Karachi day, from the day's sun times computed by
 * adhan (domain/src/prayer-times.ts `computeDayTimes`; no astronomy of our own): while the sun
 * rises, at its zenith (zawal) and while it sets (issue 42 §4). The windows' lengths follow the
 * Hanafi boards of Karachi's mosques: about a quarter of an hour after sunrise, the minutes before
 * Zuhr begins (adhan's Zuhr is the sun's transit plus the Karachi method's one-minute margin), and
 * a quarter of an hour before sunset.
 */
import type { DayTimes } from './prayer-times.ts';

/** Minutes after sunrise that prayer stays makruh. */
export const SUNRISE_MAKRUH_MINUTES = 15;
/** Minutes before Zuhr begins that make up zawal. */
export const ZAWAL_MAKRUH_MINUTES = 10;
/** Minutes before sunset that prayer is makruh (the sun yellowing). */
export const SUNSET_MAKRUH_MINUTES = 15;

/** A makruh window: from `start` up to (not including) `end`, both absolute instants. */
export interface MakruhWindow {
  key: 'sunrise' | 'zawal' | 'sunset';
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const shift = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** The day's three makruh windows, in the order of the day, from its sun and prayer times. */
export function makruhWindows(
  times: Pick<DayTimes, 'sunrise' | 'zuhr' | 'sunset'>,
): MakruhWindow[] {
  return [
    { key: 'sunrise', start: times.sunrise, end: shift(times.sunrise, SUNRISE_MAKRUH_MINUTES) },
    { key: 'zawal', start: shift(times.zuhr, -ZAWAL_MAKRUH_MINUTES), end: times.zuhr },
    { key: 'sunset', start: shift(times.sunset, -SUNSET_MAKRUH_MINUTES), end: times.sunset },
  ];
}

/** The makruh window `now` (epoch ms) falls in, if any. */
export function makruhAt(windows: readonly MakruhWindow[], now: number): MakruhWindow | undefined {
  return windows.find((w) => w.start.getTime() <= now && now < w.end.getTime());
}
