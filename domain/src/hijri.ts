/**
 * The Hijri date at the mosque: the Umm al-Qura calendar (the platform's ICU) moved by the mosque's
 * correction (`site.hijriOffsetDays`), overridden from a month's first day by the site admin's
 * record of the local moon-sighting decision ("Ramadan 1448 began on 18 February"), stored in
 * Firestore `hijriMonthStarts/{year}-{month}`. Days are Asia/Karachi calendar days `YYYY-MM-DD`.
 */
import * as z from 'zod/mini';
import { calendarDaySchema } from './content.ts';
import { daysBetween } from './karachi-calendar.ts';
import { dateTimeFormat, UMALQURA_LOCALE } from './intl-locale.ts';
import { site } from './site.ts';

/** Firestore collection of the month-start decisions (public read, site admin writes). */
export const HIJRI_MONTH_STARTS_COLLECTION = 'hijriMonthStarts';

/** The month of Ramadan (sehri and iftar times in the timetable). */
export const RAMADAN = 9;

/** English names of the twelve Hijri months, Muharram first. */
export const HIJRI_MONTHS_EN = [
  'Muharram',
  'Safar',
  'Rabi al-Awwal',
  'Rabi al-Thani',
  'Jumada al-Awwal',
  'Jumada al-Thani',
  'Rajab',
  'Shaban',
  'Ramadan',
  'Shawwal',
  'Dhu al-Qadah',
  'Dhu al-Hijjah',
] as const;

/** Urdu names of the twelve Hijri months, as Pakistani calendars write them. */
export const HIJRI_MONTHS_UR = [
  'محرم',
  'صفر',
  'ربیع الاول',
  'ربیع الثانی',
  'جمادی الاول',
  'جمادی الثانی',
  'رجب',
  'شعبان',
  'رمضان',
  'شوال',
  'ذوالقعدہ',
  'ذوالحجہ',
] as const;

/**
 * A decision as stored: the Hijri year and month (1-12) and the Karachi day it began. The document
 * id is `{hijriYear}-{hijriMonth}` with the month in two digits (`1448-09`), so a month has one
 * decision. `announce` asks the functions to notify subscribers once.
 */
export const hijriMonthStartDocSchema = z.strictObject({
  hijriYear: z.int().check(z.minimum(1420, 'A year from 1420'), z.maximum(1520, 'A year to 1520')),
  hijriMonth: z.int().check(z.minimum(1, 'Choose a month'), z.maximum(12, 'Choose a month')),
  startDate: calendarDaySchema,
  announce: z.optional(z.boolean()),
});
export type HijriMonthStartData = z.infer<typeof hijriMonthStartDocSchema>;
/** A decision with its document id. */
export type HijriMonthStart = HijriMonthStartData & { id: string };

/** The document id of a month's decision: `1448-09`. */
export function hijriMonthStartId(hijriYear: number, hijriMonth: number): string {
  return `${hijriYear}-${String(hijriMonth).padStart(2, '0')}`;
}

/** `GET /api/hijri-months`: the mosque's correction and every recorded decision. */
export const hijriMonthsResponseSchema = z.object({
  offsetDays: z.int(),
  monthStarts: z.array(z.extend(hijriMonthStartDocSchema, { id: z.string() })),
});
export type HijriMonthsResponse = z.infer<typeof hijriMonthsResponseSchema>;

/** A Hijri date; `sighted` when it follows a recorded decision, false when calculated. */
export interface HijriDate {
  year: number;
  /** 1 = Muharram … 12 = Dhu al-Hijjah. */
  month: number;
  day: number;
  sighted: boolean;
}

const umalqura = () =>
  dateTimeFormat(UMALQURA_LOCALE, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });

/** The Umm al-Qura date of Karachi day `date`, moved by `offsetDays` (the mosque's correction). */
export function calculatedHijriDate(date: string, offsetDays: number = site.hijriOffsetDays) {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  const parts = umalqura().formatToParts(new Date(Date.UTC(y, m - 1, d + offsetDays, 12)));
  const part = (type: 'year' | 'month' | 'day') =>
    Number.parseInt(parts.find((p) => p.type === type)?.value ?? '', 10);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The Hijri date of Karachi day `date`: from the latest decision that began on or before it while
 * within 30 days of that start (a Hijri month has 29 or 30 days; the next month's decision takes
 * over when recorded); on the day or two before a decision that the calculation has already passed,
 * the last days of the month before (marked sighted: the committee saw no moon); else calculated.
 */
export function hijriDateOf(
  date: string,
  monthStarts: readonly HijriMonthStartData[] = [],
  offsetDays: number = site.hijriOffsetDays,
): HijriDate {
  let latest: HijriMonthStartData | undefined;
  for (const start of monthStarts) {
    if (start.startDate <= date && (!latest || start.startDate > latest.startDate)) latest = start;
  }
  if (latest) {
    const elapsed = daysBetween(latest.startDate, date);
    if (elapsed < 30) {
      return { year: latest.hijriYear, month: latest.hijriMonth, day: elapsed + 1, sighted: true };
    }
  }
  const calculated = calculatedHijriDate(date, offsetDays);
  // The calculation starts a month the committee says began later: until the decided start, the
  // day is the end of the month before (which then has 30 days).
  const next = nextDecisionAfter(date, monthStarts);
  if (next) {
    const ahead = daysBetween(date, next.startDate);
    const calculatedIndex = calculated.year * 12 + calculated.month;
    const nextIndex = next.hijriYear * 12 + next.hijriMonth;
    if (ahead <= 2 && calculatedIndex >= nextIndex) {
      const before = nextIndex - 1;
      return {
        year: Math.floor((before - 1) / 12),
        month: ((before - 1) % 12) + 1,
        day: 31 - ahead,
        sighted: true,
      };
    }
  }
  return { ...calculated, sighted: false };
}

/** The earliest decision starting after `date`. */
function nextDecisionAfter(
  date: string,
  monthStarts: readonly HijriMonthStartData[],
): HijriMonthStartData | undefined {
  let next: HijriMonthStartData | undefined;
  for (const start of monthStarts) {
    if (start.startDate > date && (!next || start.startDate < next.startDate)) next = start;
  }
  return next;
}

/** The month's name in the language (`ur` or English). */
export function hijriMonthName(month: number, lang: string = 'en'): string {
  const names = lang === 'ur' ? HIJRI_MONTHS_UR : HIJRI_MONTHS_EN;
  return names[month - 1] ?? String(month);
}

/** E.g. `1 Ramadan 1448 AH`, in Urdu `1 رمضان 1448ھ`. */
export function formatHijri(date: HijriDate, lang: string = 'en'): string {
  const name = hijriMonthName(date.month, lang);
  return lang === 'ur'
    ? `${date.day} ${name} ${date.year}ھ`
    : `${date.day} ${name} ${date.year} AH`;
}
