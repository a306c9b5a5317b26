/**
 * The Hijri date at the mosque: the Umm al-Qura calendar (the platform's ICU) moved by the mosque's
 * correction (`site.hijriOffsetDays`), overridden from a month's first day by the site admin's
 * record of the local moon-sighting decision ("Ramadan 1448 began on 18 February"), stored in
 * Firestore `hijriMonthStarts/{year}-{month}`. Days are Asia/Karachi calendar days `YYYY-MM-DD`.
 */
import * as z from 'zod/mini';
import { calendarDaySchema } from './content.ts';
import { daysBetween } from './karachi-calendar.ts';
import { addDays } from './jamat-schedule.ts';
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
/**
 * A month a decision would make neither 29 nor 30 days long (monthStartProblem): the month before
 * the decision's (`which: 'before'`) or the decision's own (`'own'`), by its year and number; the
 * start of the neighbouring month it is counted against (`neighbour`: the month before's, or the
 * month after's) and whether that start is recorded or calculated; the days the month would have
 * (0 or less: the decision comes before the month before began); and the two days the decision
 * could name instead (`allowed`).
 */
export interface MonthStartProblem {
  which: 'before' | 'own';
  year: number;
  month: number;
  neighbour: string;
  recorded: boolean;
  days: number;
  allowed: readonly [string, string];
}
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

/** The Hijri month before (`step` -1) or after (`step` 1) month `month` of year `year`. */
export function adjacentHijriMonth(year: number, month: number, step: -1 | 1) {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 1 Muharram 1444 by Umm al-Qura: where the search for a month's first day starts. */
const MUHARRAM_1444 = { year: 1444, date: '2022-07-30' };
/** The mean length of a Hijri month in days. */
const MEAN_MONTH_DAYS = 29.530588;

/**
 * The Karachi day month `month` of year `year` begins by the calculation (Umm al-Qura moved by
 * `offsetDays`), as the Hijri date shows it without a decision.
 */
export function calculatedMonthStart(
  year: number,
  month: number,
  offsetDays: number = site.hijriOffsetDays,
): string {
  const months = (year - MUHARRAM_1444.year) * 12 + (month - 1);
  const estimate = addDays(MUHARRAM_1444.date, Math.round(months * MEAN_MONTH_DAYS));
  // The estimate is within two days of the calculated start; look a little wider.
  for (const shift of [0, -1, 1, -2, 2, -3, 3, -4, 4]) {
    const day = addDays(estimate, shift);
    const hijri = calculatedHijriDate(day, offsetDays);
    if (hijri.year === year && hijri.month === month && hijri.day === 1) return day;
  }
  return addDays(estimate, -offsetDays);
}

/** Whether `days` is the length of a Hijri month (29 or 30 days). */
export const isHijriMonthLength = (days: number) => days === 29 || days === 30;

/**
 * Why decision `decision` cannot stand beside the recorded ones (`decisions`; its own month's,
 * which it replaces, is passed over): the month before it would not have 29 or 30 days (`before`:
 * from the decision of that month, else from its calculated start), or the month it starts would
 * not (`own`: up to the recorded start of the month after). Null when both are 29 or 30 days. The
 * rules refuse the same wherever the neighbouring month is recorded (firestore.rules
 * `isMonthLengthKept`).
 */
export function monthStartProblem(
  decision: HijriMonthStartData,
  decisions: readonly HijriMonthStartData[],
  offsetDays: number = site.hijriOffsetDays,
): MonthStartProblem | null {
  const { hijriYear: year, hijriMonth: month, startDate } = decision;
  const recorded = (m: { year: number; month: number }) =>
    decisions.find((d) => d.hijriYear === m.year && d.hijriMonth === m.month);
  const before = adjacentHijriMonth(year, month, -1);
  const beforeRecorded = recorded(before);
  const beforeStart =
    beforeRecorded?.startDate ?? calculatedMonthStart(before.year, before.month, offsetDays);
  const beforeDays = daysBetween(beforeStart, startDate);
  if (!isHijriMonthLength(beforeDays))
    return {
      which: 'before',
      ...before,
      neighbour: beforeStart,
      recorded: Boolean(beforeRecorded),
      days: beforeDays,
      allowed: [addDays(beforeStart, 29), addDays(beforeStart, 30)],
    };
  const after = recorded(adjacentHijriMonth(year, month, 1));
  if (after) {
    const days = daysBetween(startDate, after.startDate);
    if (!isHijriMonthLength(days))
      return {
        which: 'own',
        year,
        month,
        neighbour: after.startDate,
        recorded: true,
        days,
        allowed: [addDays(after.startDate, -30), addDays(after.startDate, -29)],
      };
  }
  return null;
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
