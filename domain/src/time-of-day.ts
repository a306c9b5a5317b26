/**
 * The one way a time of day is written for people, in English and Urdu, for the web app (the
 * site, the hall screen) and the functions (push notifications) alike: `5:45 PM` in English,
 * `5:45 شام` in Urdu. Mosque time is Asia/Karachi (the site configuration) unless told otherwise.
 *
 * The hour and minutes come from the platform's Intl (ICU: `en-US` for English, as the jamat times
 * have always been written, AM/PM in capitals; `ur-PK` for Urdu, Western digits). The Urdu word
 * for the part of the day does not: ICU's `dayPeriod` (CLDR's Urdu day periods) calls 16:00-17:59
 * "سہ پہر", so Maghrib at 5:45 pm in winter would read "5:45 سہ پہر", where Karachi says "شام".
 * It comes from `URDU_DAY_PARTS` instead, by the 24-hour Karachi hour.
 */
import { dateTimeFormat, intlLocale } from './intl-locale.ts';
import { site } from './site.ts';

/** The Urdu words for the parts of the day the site writes after a time. */
export type UrduDayPart = 'رات' | 'صبح' | 'دوپہر' | 'سہ پہر' | 'شام';

/**
 * The part of the day by the hour (24-hour clock, local time), each from its `from` hour to the
 * next one's. Source: CLDR's Urdu day periods (morning from 04:00, afternoon from 12:00, evening
 * from 18:00, night from 20:00; the times ICU gives with `dayPeriod`) moved to how Karachi speaks
 * and writes (Urdu newspapers, office and mosque notices: "سہ پہر 3 بجے", "شام 5 بجے",
 * "رات 8 بجے"):
 * - 00:00-03:59 رات (night; "رات 2 بجے")
 * - 04:00-11:59 صبح (morning: Fajr is صبح all year)
 * - 12:00-14:59 دوپہر (midday: Zuhr and Jumma)
 * - 15:00-16:59 سہ پہر (afternoon: Asr; CLDR starts it at 16:00, the press at 15:00)
 * - 17:00-19:59 شام (evening: Maghrib, 17:30 in December to 19:20 in June; CLDR from 18:00,
 *   which would call a winter Maghrib "سہ پہر")
 * - 20:00-23:59 رات (night: Isha)
 */
export const URDU_DAY_PARTS: readonly { from: number; word: UrduDayPart }[] = [
  { from: 0, word: 'رات' },
  { from: 4, word: 'صبح' },
  { from: 12, word: 'دوپہر' },
  { from: 15, word: 'سہ پہر' },
  { from: 17, word: 'شام' },
  { from: 20, word: 'رات' },
];

/** The Urdu part of the day of `hour` (0-23, local time), e.g. 17 → `شام` (`URDU_DAY_PARTS`). */
export function urduDayPart(hour: number): UrduDayPart {
  return URDU_DAY_PARTS.findLast((part) => part.from <= hour)?.word ?? 'رات';
}

/** How a time of day is written. */
export interface TimeOfDayOptions {
  /** Seconds too (`3:05:09 PM`, the hall screen's clock). Default no. */
  seconds?: boolean;
  /**
   * The part of the day after the time (AM/PM, or the Urdu word). Default yes; the hall screen's
   * Urdu columns leave it out, as a mosque's board does.
   */
  dayPart?: boolean;
  /** The IANA zone the instant is shown in. Default the mosque's (Asia/Karachi). */
  timeZone?: string;
}

/**
 * An instant's time of day, on the 12-hour clock, in `lang`: `5:45 PM` in English, `5:45 شام` in
 * Urdu (`URDU_DAY_PARTS`), in the mosque's time zone unless `options.timeZone`. Plain text: the
 * web app wraps Urdu in direction isolates where it needs them.
 */
export function formatTimeOfDay(
  instant: Date | number,
  lang: string,
  { seconds = false, dayPart = true, timeZone = site.timeZone }: TimeOfDayOptions = {},
): string {
  const urdu = lang === 'ur';
  // One order of the options (dateTimeFormat keeps one formatter per locale and options).
  const options: Intl.DateTimeFormatOptions = {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hour12: true,
  };
  const parts = dateTimeFormat(urdu ? intlLocale(lang) : 'en-US', options).formatToParts(instant);
  // ur-PK's own day period is "AM"/"PM" on the 12-hour clock: dropped, the Urdu word is ours.
  const keep = dayPart && !urdu ? parts : parts.filter((part) => part.type !== 'dayPeriod');
  // ICU puts a narrow no-break space before AM/PM; V8's format() gives a plain space, its parts do
  // not: a plain one, as every English time of the site is written.
  const time = keep
    .map((part) => part.value.replace(/\u202f/g, ' '))
    .join('')
    .trim();
  if (!urdu || !dayPart) return time;
  const hour = dateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(instant)
    .find((part) => part.type === 'hour');
  return `${time} ${urduDayPart(Number(hour?.value ?? 0))}`;
}

/**
 * A wall-clock time `hour`:`minute` (0-23, 0-59; a stored jamat time, already local) written as
 * `formatTimeOfDay` writes an instant: `17:45` → `5:45 PM`, `5:45 شام`.
 */
export function formatWallClock(
  hour: number,
  minute: number,
  lang: string,
  options: Omit<TimeOfDayOptions, 'timeZone'> = {},
): string {
  return formatTimeOfDay(Date.UTC(2000, 0, 1, hour, minute), lang, {
    ...options,
    timeZone: 'UTC',
  });
}

const SHORT_DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/**
 * An instant's short day and time in the mosque's zone, as a notice or a notification names a
 * moment: `Sat 5 Dec, 7:00 PM` in English, `ہفتہ، 5 دسمبر، 7:00 شام` in Urdu (the day by Intl, the
 * time by `formatTimeOfDay`). Plain text, no direction isolates.
 */
export function formatShortDayAndTime(instant: Date | number, lang: string): string {
  const day = dateTimeFormat(intlLocale(lang), { timeZone: site.timeZone, ...SHORT_DAY }).format(
    instant,
  );
  return `${day}${lang === 'ur' ? '،' : ','} ${formatTimeOfDay(instant, lang)}`;
}

const LONG_DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/**
 * A calendar day `YYYY-MM-DD` written out for the server's own outputs (the shareable jamat
 * pictures): `Friday, 20 March 2026`, `جمعہ، 20 مارچ، 2026` (Western digits, as the site writes
 * Urdu). Plain text, no direction isolates; a malformed day is returned as given.
 */
export function formatLongDay(day: string, lang: string): string {
  const instant = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return day;
  return dateTimeFormat(intlLocale(lang), { ...LONG_DAY, timeZone: 'UTC' }).format(instant);
}
