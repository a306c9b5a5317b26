/**
 * The text of each notification, in English and Urdu: what the congregation reads on
 * the lock screen when an event is marked upcoming, a recording is published or the jamat times
 * change, and the page it opens: in the device's language, so an Urdu device opens the Urdu address
 * (`/ur/events/{id}`).
 */
import {
  PRAYER_LABELS,
  PRAYER_LABELS_URDU,
  changedPrayers,
  formatJamatTime,
  type JamatTimings,
  type PublicPrayer,
} from '@masjid/domain/jamat';
import type { EventData } from '@masjid/domain/event';
import type { RecordingData } from '@masjid/domain/recording';
import type { PushLanguage, PushPayload } from '@masjid/domain/push';
import { pathInLanguage } from '@masjid/domain/language-address';
import { intlLocale } from '@masjid/domain/intl-locale';
import { formatShortDayAndTime } from '@masjid/domain/time-of-day';
import type { EidDate, EidJamatsData } from '@masjid/domain/eid';
import { JAMAT_PLACE_LABELS } from '@masjid/domain/jumuah';

/** Composes the payload for one language. */
export type Compose = (lang: PushLanguage) => PushPayload;

/** A calendar day `YYYY-MM-DD` as `Fri 1 Dec` (English) or its Urdu form. */
function shortCalendarDay(isoDay: string, lang: PushLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** Each changed prayer with its new time and the old one: 'Zuhr 1:30 PM (was 1:15 PM), …'. */
function changedTimesText(
  changed: readonly PublicPrayer[],
  before: JamatTimings,
  after: JamatTimings,
  lang: PushLanguage,
): string {
  const names = lang === 'ur' ? PRAYER_LABELS_URDU : PRAYER_LABELS;
  const lines = changed.map((prayer) => {
    const now = formatJamatTime(after[prayer]!, lang);
    const was = before[prayer] ? formatJamatTime(before[prayer], lang) : undefined;
    if (lang === 'ur') return `${names[prayer]}: ${now}${was ? ` (پہلے ${was})` : ''}`;
    return `${names[prayer]} ${now}${was ? ` (was ${was})` : ''}`;
  });
  return lines.join(lang === 'ur' ? '، ' : ', ');
}

/** The site admin's title in the subscriber's language: the Urdu one when written, else English. */
function inLanguage(item: { title: string; titleUr?: string }, lang: PushLanguage): string {
  return lang === 'ur' && item.titleUr ? item.titleUr : item.title;
}

/** An event just marked upcoming: its title and when, opening `/events/{id}` (`/ur/...` in Urdu). */
export function upcomingEventMessage(
  id: string,
  event: Pick<EventData, 'title' | 'titleUr' | 'date'>,
): Compose {
  return (lang) => ({
    kind: 'event',
    title: lang === 'ur' ? 'آنے والا پروگرام' : 'Upcoming event',
    body: `${inLanguage(event, lang)} · ${formatShortDayAndTime(new Date(event.date), lang)}`,
    link: pathInLanguage(`/events/${id}`, lang),
    lang,
    tag: `event-${id}`,
  });
}

/** A newly published bayan or dars: its title, opening `/bayan/{id}` (`/ur/...` in Urdu). */
export function newRecordingMessage(
  id: string,
  recording: Pick<RecordingData, 'title' | 'titleUr' | 'category'>,
): Compose {
  const friday = recording.category === 'friday';
  return (lang) => ({
    kind: 'recording',
    title:
      lang === 'ur'
        ? friday
          ? 'جمعہ کا نیا بیان'
          : 'صبح کا نیا درس'
        : friday
          ? 'New Friday bayan'
          : 'New morning dars',
    body: inLanguage(recording, lang),
    link: pathInLanguage(`/bayan/${id}`, lang),
    lang,
    tag: `recording-${id}`,
  });
}

/**
 * New jamat times: each changed prayer with its new time ('Zuhr 1:30 PM (was 1:15 PM)'), opening
 * the home page's jamat table (`/ur` in Urdu). `undefined` when no time changed (a removed time is not news).
 */
export function jamatChangeMessage(before: JamatTimings, after: JamatTimings): Compose | undefined {
  const changed = changedPrayers(before, after);
  if (changed.length === 0) return undefined;
  return (lang) => ({
    kind: 'jamat',
    title: lang === 'ur' ? 'جماعت کے اوقات تبدیل' : 'Jamat times changed',
    body: changedTimesText(changed, before, after, lang),
    link: pathInLanguage('/', lang),
    lang,
    tag: 'jamat',
  });
}

/**
 * The evening before a scheduled change: 'From tomorrow, Fri 1 Dec: Fajr 5:45 AM (was 5:30 AM)',
 * opening the home page (`/ur` in Urdu). `before` is the timings in force today.
 */
export function scheduledJamatChangeMessage(
  effectiveDate: string,
  before: JamatTimings,
  after: JamatTimings,
): Compose | undefined {
  const changed = changedPrayers(before, after);
  if (changed.length === 0) return undefined;
  return (lang) => {
    const day = shortCalendarDay(effectiveDate, lang);
    return {
      kind: 'jamat',
      title:
        lang === 'ur'
          ? `کل (${day}) سے جماعت کے نئے اوقات`
          : `New jamat times from tomorrow, ${day}`,
      body: changedTimesText(changed, before, after, lang),
      link: pathInLanguage('/', lang),
      lang,
      tag: `jamat-change-${effectiveDate}`,
    };
  };
}

/**
 * A moon-sighting decision announced: 'Ramadan 1448 began on Mon 8 Feb', opening the timetable
 * (`/ur/timetable` in Urdu).
 */
export function monthStartMessage(
  hijriMonthName: { en: string; ur: string },
  hijriYear: number,
  startDate: string,
): Compose {
  return (lang) => {
    const day = shortCalendarDay(startDate, lang);
    return {
      kind: 'jamat',
      title: lang === 'ur' ? 'رویتِ ہلال' : 'Moon sighting',
      body:
        lang === 'ur'
          ? `${hijriMonthName.ur} ${hijriYear}ھ کا آغاز ${day} سے`
          : `${hijriMonthName.en} ${hijriYear} began on ${day}`,
      link: pathInLanguage('/timetable', lang),
      lang,
      tag: `hijri-${hijriYear}-${startDate}`,
    };
  };
}

/**
 * An Eid's jamats published (`changed` false) or changed: 'Eid ul-Fitr 1448 AH: jamats announced'
 * / '… jamats changed', the body its day ('Expected Sat 20 Mar' until the moon-sighting decision)
 * and each jamat's time and place ('7:00 AM Main hall · 8:30 AM Courtyard'), opening `/eid`
 * (`/ur/eid` in Urdu).
 */
export function eidJamatsMessage(
  eid: Pick<EidJamatsData, 'hijriYear' | 'eid' | 'jamats'>,
  day: Pick<EidDate, 'date' | 'decided'>,
  changed: boolean,
): Compose {
  return (lang) => {
    const ur = lang === 'ur';
    const name = ur
      ? `${eid.eid === 'fitr' ? 'عید الفطر' : 'عید الاضحیٰ'} ${eid.hijriYear}ھ`
      : `${eid.eid === 'fitr' ? 'Eid ul-Fitr' : 'Eid ul-Adha'} ${eid.hijriYear} AH`;
    const when = shortCalendarDay(day.date, lang);
    const dayText = ur
      ? day.decided
        ? when
        : `متوقع: ${when}`
      : day.decided
        ? when
        : `Expected ${when}`;
    const jamats = eid.jamats
      .map((j) => `${formatJamatTime(j.time, lang)} ${JAMAT_PLACE_LABELS[lang][j.place]}`)
      .join(' · ');
    return {
      kind: 'jamat',
      title: ur
        ? `${name}: جماعتوں کا ${changed ? 'نیا اعلان' : 'اعلان'}`
        : `${name}: jamats ${changed ? 'changed' : 'announced'}`,
      body: `${dayText}${ur ? '؛ ' : ': '}${jamats}`,
      link: pathInLanguage('/eid', lang),
      lang,
      tag: `eid-${eid.hijriYear}-${eid.eid}`,
    };
  };
}
