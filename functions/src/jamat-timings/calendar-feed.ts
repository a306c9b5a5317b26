/**
 * `jamat.ics`: the coming days' jamat times as calendar events, the times in force each day
 * (scheduled changes included); on Fridays the Jumu'ah jamats take Zuhr's place, each its own
 * event with its place (the first keeps Zuhr's UID, the others `jamat-2026-12-04-jumma-2@host`),
 * and each published Eid jamat in the feed's days is an event (`eid-1448-fitr-1@host`, marked
 * expected until the moon-sighting decision). UIDs name the day and the
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
import {
  BAYAN_LANGUAGE_LABELS,
  JAMAT_PLACE_LABELS,
  jumuahJamatsOn,
  type JumuahJamat,
} from '@masjid/domain/jumuah';
import { eidJamatEvents, eidJamatText, type EidDate, type EidJamatsData } from '@masjid/domain/eid';
import { formatJamatTime } from '@masjid/domain/jamat';
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

/** Beside the daily times: the stored Jumu'ah jamats and the Eids with their days. */
export interface FeedExtras {
  jumuah?: readonly JumuahJamat[];
  eids?: readonly { doc: EidJamatsData; date: EidDate }[];
}

/** An Eid jamat's summary: `Eid ul-Fitr jamat`, in Urdu `عید الفطر کی جماعت`. */
function eidSummary(eid: EidJamatsData['eid'], lang: FeedLang): string {
  if (lang === 'ur') return `${eid === 'fitr' ? 'عید الفطر' : 'عید الاضحیٰ'} کی جماعت`;
  return `${eid === 'fitr' ? 'Eid ul-Fitr' : 'Eid ul-Adha'} jamat`;
}

/** One jamat event of JAMAT_MINUTES with its reminder JAMAT_ALARM_MINUTES before. */
function addJamatEvent(
  calendar: ICalCalendar,
  event: { id: string; start: Date; summary: string; location: string; description?: string },
): void {
  calendar
    .createEvent({
      ...event,
      end: new Date(event.start.getTime() + JAMAT_MINUTES * 60_000),
      url: site.websiteUrl,
    })
    .createAlarm({
      type: ICalAlarmType.display,
      trigger: JAMAT_ALARM_MINUTES * 60,
      description: event.summary,
    });
}

/** The feed of `days` days from the Karachi day of `now`, its words in `lang`. */
export function jamatCalendar(
  now: Date,
  current: JamatTimings,
  changes: readonly JamatChange[],
  days: number = JAMAT_FEED_DAYS,
  lang: FeedLang = 'en',
  extras: FeedExtras = {},
): ICalCalendar {
  const ur = lang === 'ur';
  const mosque = ur ? site.nameUrdu : site.name;
  const calendar = icsCalendar(`${mosque}: ${ur ? 'جماعت کے اوقات' : 'jamat times'}`);
  const today = karachiIsoToday(now);
  for (let i = 0; i < days; i += 1) {
    const date = addDays(today, i);
    const timings = jamatInForce(date, current, changes);
    const jumuah = jumuahJamatsOn(date, timings, extras.jumuah ?? []);
    for (const jamat of extras.jumuah?.length ? jumuah : []) {
      const summary =
        jamat.index === 1
          ? jamatSummary('jumma', lang)
          : `${jamatSummary('jumma', lang)} ${jamat.index}`;
      const bayan = jamat.bayanTime
        ? ur
          ? `بیان ${formatJamatTime(jamat.bayanTime, 'ur')} (${BAYAN_LANGUAGE_LABELS.ur[jamat.language]})`
          : `Bayan ${formatJamatTime(jamat.bayanTime)} (${BAYAN_LANGUAGE_LABELS.en[jamat.language]})`
        : undefined;
      addJamatEvent(calendar, {
        id: `jamat-${date}-${jamat.index === 1 ? 'zuhr' : `jumma-${jamat.index}`}@${UID_HOST}`,
        start: jamat.at,
        summary,
        location: `${JAMAT_PLACE_LABELS[lang][jamat.place]}${ur ? '،' : ','} ${mosque}`,
        ...(bayan ? { description: bayan } : {}),
      });
    }
    for (const prayer of PRAYERS) {
      if (prayer === 'zuhr' && jumuah.length > 0 && extras.jumuah?.length) continue;
      const shown: PublicPrayer = prayer === 'zuhr' ? middayJamat(date, timings) : prayer;
      const time = timings[shown];
      if (!time) continue;
      addJamatEvent(calendar, {
        id: `jamat-${date}-${prayer}@${UID_HOST}`,
        start: jamatInstant(date, time),
        summary: jamatSummary(shown, lang),
        location: mosque,
      });
    }
  }
  const last = addDays(today, days - 1);
  for (const { doc, date } of extras.eids ?? []) {
    if (date.date < today || date.date > last) continue;
    for (const { uid, start, jamat, expected } of eidJamatEvents(doc, date, UID_HOST)) {
      const summary = eidSummary(doc.eid, lang);
      const imam = eidJamatText(jamat, 'imam', lang)?.text;
      const note = eidJamatText(jamat, 'note', lang)?.text;
      const lines = [
        expected
          ? ur
            ? 'متوقع تاریخ: چاند کی رویت کے فیصلے کا انتظار ہے'
            : 'Expected date: awaiting the moon-sighting decision'
          : undefined,
        imam ? (ur ? `امام: ${imam}` : `Imam: ${imam}`) : undefined,
        ur
          ? `بیان: ${BAYAN_LANGUAGE_LABELS.ur[jamat.language]}`
          : `Bayan: ${BAYAN_LANGUAGE_LABELS.en[jamat.language]}`,
        note,
      ].filter(Boolean);
      addJamatEvent(calendar, {
        id: uid,
        start,
        summary,
        location: `${JAMAT_PLACE_LABELS[lang][jamat.place]}${ur ? '،' : ','} ${mosque}`,
        description: lines.join('\n'),
      });
    }
  }
  return calendar;
}
