/**
 * A student's portions summary, `students/{id}/summary/portions`: every recorded day's sabaq,
 * sabqi and manzil portions in one document, so the 30-para picture, the manzil and the month
 * report read one document instead of every progress day the student ever had (issue 40 §4: about
 * 700 reads a view after three years). Written only by the functions (a trigger on each progress
 * day, functions/src/hifz/portions-summary.ts); the rules refuse every client write.
 *
 * A day is six ayah ids (1 to 6,236, quran-portion.ts `ayahId`): sabaq from and to, sabqi from
 * and to, manzil from and to, 0 where the day has no such portion. Every recorded day has an
 * entry, days away and days before portions too (the manzil's "records cover a round" counts from
 * the first recorded day). Three years of days are about 50 KB; the document's 1 MiB would hold
 * some forty years. Grades are not kept: the month's chart reads the month's own days.
 */
import * as z from 'zod/mini';
import type { DayFields } from './progress.ts';
import { STUDENTS_COLLECTION } from './hifz.ts';
import { PORTION_FIELD, PORTION_PARTS, type PortionDay } from './hifz-memorisation.ts';
import { AYAH_COUNT, ayahId, ayahRefOf, type Portion } from './quran-portion.ts';

export const SUMMARY_SUBCOLLECTION = 'summary';
/** The one summary document under `students/{id}/summary/`. */
export const PORTIONS_SUMMARY_ID = 'portions';
/** The path of student `studentId`'s portions summary. */
export const portionsSummaryPath = (studentId: string): string =>
  `${STUDENTS_COLLECTION}/${studentId}/${SUMMARY_SUBCOLLECTION}/${PORTIONS_SUMMARY_ID}`;
/** The layout of `days`; a summary of another version is rebuilt from the days. */
export const PORTIONS_SUMMARY_VERSION = 1;

const ayahOrNone = z.number().check(z.int(), z.minimum(0), z.maximum(AYAH_COUNT));
/** One day: `[sabaqFrom, sabaqTo, sabqiFrom, sabqiTo, manzilFrom, manzilTo]`, 0 for none. */
export const summaryDaySchema = z.tuple([
  ayahOrNone,
  ayahOrNone,
  ayahOrNone,
  ayahOrNone,
  ayahOrNone,
  ayahOrNone,
]);
export type SummaryDay = z.infer<typeof summaryDaySchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `students/{id}/summary/portions` as stored (by the functions only). */
export const portionsSummarySchema = z.object({
  version: z.literal(PORTIONS_SUMMARY_VERSION),
  /** Every recorded day by its date (`YYYY-MM-DD`, the progress document's id). */
  days: z.record(z.string().check(z.regex(DATE)), summaryDaySchema),
  /** When the functions last wrote it (ISO instant). */
  updatedAt: z.string(),
});
export type PortionsSummary = z.infer<typeof portionsSummarySchema>;

/** A day's entry in the summary (see the module comment). */
export function summaryDay(
  day: Pick<DayFields, (typeof PORTION_FIELD)[keyof typeof PORTION_FIELD]>,
): SummaryDay {
  const ids = PORTION_PARTS.flatMap((part): [number, number] => {
    const portion = day[PORTION_FIELD[part]];
    return portion ? [ayahId(portion.from), ayahId(portion.to)] : [0, 0];
  });
  return [ids[0]!, ids[1]!, ids[2]!, ids[3]!, ids[4]!, ids[5]!];
}

/** Whether two entries say the same (an absent entry equals only an absent one). */
export function sameSummaryDay(a: SummaryDay | undefined, b: SummaryDay | undefined): boolean {
  if (!a || !b) return a === b;
  return a.every((id, i) => id === b[i]);
}

const portionOf = (from: number, to: number): Portion | undefined =>
  from > 0 && to >= from ? { from: ayahRefOf(from), to: ayahRefOf(to) } : undefined;

/**
 * The summary's days as the memorisation functions take them (date order): date and portions,
 * no grades or attendance.
 */
export function daysOfSummary(summary: Pick<PortionsSummary, 'days'>): PortionDay[] {
  return Object.entries(summary.days)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, ids]) => {
      const day: PortionDay = { date };
      PORTION_PARTS.forEach((part, i) => {
        const portion = portionOf(ids[2 * i]!, ids[2 * i + 1]!);
        if (portion) day[PORTION_FIELD[part]] = portion;
      });
      return day;
    });
}

/** The summary of `days` (a student's whole record), stamped `at` (ISO instant). */
export function summaryOfDays(days: readonly PortionDay[], at: string): PortionsSummary {
  return {
    version: PORTIONS_SUMMARY_VERSION,
    days: Object.fromEntries(days.map((d) => [d.date, summaryDay(d)])),
    updatedAt: at,
  };
}
