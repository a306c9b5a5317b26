/**
 * `jamat.ics`: the coming days' jamat times as calendar events, the times in force each day
 * (scheduled changes included); on Fridays Jumma takes Zuhr's place. UIDs name the day and the
 * prayer (`jamat-2026-12-01-fajr@host`), so a changed time updates the same event. In English or
 * Urdu (`?lang=ur`): the calendar's name, each jamat's summary and its place; each jamat carries
 * a reminder (VALARM) JAMAT_ALARM_MINUTES before it.
 */
import { ICalAlarmType, type ICalCalendar } from 'ical-generator';
import {
  PRAYER_LABELS,
  PRAYER_LABELS_URDU,
  PRAYERS,
  type JamatTimings,
  type PublicPrayer,
} from '@masjid/domain/jamat';
import {
  addDays,
  jamatInForce,
  jamatInstant,
  type JamatChange,
} from '@masjid/domain/jamat-schedule';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { middayJamat } from '@masjid/domain/jamat-instants';
import { site } from '@masjid/domain/site';
import { UID_HOST, icsCalendar, type FeedLang } from '../lib/ics.ts';

/** Days the feed covers, today included. */
export const JAMAT_FEED_DAYS = 60;
/** Length of a jamat event in the calendar, in minutes. */
const JAMAT_MINUTES = 20;
/**
 * Minutes before each jamat that the calendar app reminds (the event's VALARM): time to make
 * wudu and walk to the mosque. A subscriber can still change or turn off reminders in the app.
 */
export const JAMAT_ALARM_MINUTES = 15;

/** A jamat's summary in the feed: `Fajr jamat`, in Urdu `فجر کی جماعت`. */
function jamatSummary(prayer: PublicPrayer, lang: FeedLang): string {
  return lang === 'ur'
    ? `${PRAYER_LABELS_URDU[prayer]} کی جماعت`
    : `${PRAYER_LABELS[prayer]} jamat`;
}

/** The feed of `days` days from the Karachi day of `now`, its words in `lang`. */
export function jamatCalendar(
  now: Date,
  current: JamatTimings,
  changes: readonly JamatChange[],
  days: number = JAMAT_FEED_DAYS,
  lang: FeedLang = 'en',
): ICalCalendar {
  const ur = lang === 'ur';
  const mosque = ur ? site.nameUrdu : site.name;
  const calendar = icsCalendar(`${mosque}: ${ur ? 'جماعت کے اوقات' : 'jamat times'}`);
  const today = karachiIsoToday(now);
  for (let i = 0; i < days; i += 1) {
    const date = addDays(today, i);
    const timings = jamatInForce(date, current, changes);
    for (const prayer of PRAYERS) {
      const shown: PublicPrayer = prayer === 'zuhr' ? middayJamat(date, timings) : prayer;
      const time = timings[shown];
      if (!time) continue;
      const start = jamatInstant(date, time);
      const summary = jamatSummary(shown, lang);
      const event = calendar.createEvent({
        id: `jamat-${date}-${prayer}@${UID_HOST}`,
        start,
        end: new Date(start.getTime() + JAMAT_MINUTES * 60_000),
        summary,
        location: mosque,
        url: site.websiteUrl,
      });
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: JAMAT_ALARM_MINUTES * 60,
        description: summary,
      });
    }
  }
  return calendar;
}
