/**
 * `jamat.ics`: the coming days' jamat times as calendar events, the times in force each day
 * (scheduled changes included); on Fridays Jumma takes Zuhr's place. UIDs name the day and the
 * prayer (`jamat-2026-12-01-fajr@host`), so a changed time updates the same event.
 */
import type { ICalCalendar } from 'ical-generator';
import { PRAYER_LABELS, PRAYERS, type JamatTimings, type PublicPrayer } from '@masjid/domain/jamat';
import {
  addDays,
  jamatInForce,
  jamatInstant,
  type JamatChange,
} from '@masjid/domain/jamat-schedule';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { middayJamat } from '@masjid/domain/jamat-instants';
import { site } from '@masjid/domain/site';
import { UID_HOST, icsCalendar } from '../lib/ics.ts';

/** Days the feed covers, today included. */
export const JAMAT_FEED_DAYS = 60;
/** Length of a jamat event in the calendar, in minutes. */
const JAMAT_MINUTES = 20;

/** The feed of `days` days from the Karachi day of `now`. */
export function jamatCalendar(
  now: Date,
  current: JamatTimings,
  changes: readonly JamatChange[],
  days: number = JAMAT_FEED_DAYS,
): ICalCalendar {
  const calendar = icsCalendar(`${site.name}: jamat times`);
  const today = karachiIsoToday(now);
  for (let i = 0; i < days; i += 1) {
    const date = addDays(today, i);
    const timings = jamatInForce(date, current, changes);
    for (const prayer of PRAYERS) {
      const shown: PublicPrayer = prayer === 'zuhr' ? middayJamat(date, timings) : prayer;
      const time = timings[shown];
      if (!time) continue;
      const start = jamatInstant(date, time);
      calendar.createEvent({
        id: `jamat-${date}-${prayer}@${UID_HOST}`,
        start,
        end: new Date(start.getTime() + JAMAT_MINUTES * 60_000),
        summary: `${PRAYER_LABELS[shown]} jamat`,
        location: site.name,
        url: site.websiteUrl,
      });
    }
  }
  return calendar;
}
