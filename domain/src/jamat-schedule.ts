/**
 * Jamat changes scheduled in advance ("from 1 December, Fajr 05:45"): stored in Firestore
 * `jamatChanges/{id}` until their day, then applied to `site/jamatTimings` by a scheduled function
 * that keeps the timings they replaced in `jamatHistory/{id}`. Every day is an Asia/Karachi
 * calendar day `YYYY-MM-DD`, compared as text.
 */
import * as z from 'zod/mini';
import { calendarDaySchema } from './content.ts';
import { jamatTimingsDocSchema, jamatTimingsSchema, type JamatTimings } from './jamat.ts';
import { daysBetween, karachiIsoToday } from './karachi-calendar.ts';
import { nextJamat, type JamatInstant } from './jamat-instants.ts';

/** Firestore collection of the changes still to come (public read, site admin writes). */
export const JAMAT_CHANGES_COLLECTION = 'jamatChanges';
/** Firestore collection of applied changes: the timings before and after (site admin reads). */
export const JAMAT_HISTORY_COLLECTION = 'jamatHistory';
/** Firestore document of the notice setting: `site/jamatNotice`. */
export const JAMAT_NOTICE_DOC = { collection: 'site', id: 'jamatNotice' } as const;

/** Days before a change that the home page and hall screen announce it, when none is stored. */
export const DEFAULT_NOTICE_DAYS = 7;
/** Longest notice, in days. */
export const MAX_NOTICE_DAYS = 60;

/** A scheduled change as stored: the day it takes effect and the new times (at least one). */
export const jamatChangeDocSchema = z.strictObject({
  effectiveDate: calendarDaySchema,
  times: jamatTimingsDocSchema,
});
export type JamatChangeData = z.infer<typeof jamatChangeDocSchema>;
/** A scheduled change with its document id. */
export type JamatChange = JamatChangeData & { id: string };

/** `site/jamatNotice`: how many days ahead a change is announced (0: only on the day). */
export const jamatNoticeDocSchema = z.strictObject({
  noticeDays: z
    .int()
    .check(
      z.minimum(0, 'At least 0 days'),
      z.maximum(MAX_NOTICE_DAYS, `At most ${MAX_NOTICE_DAYS} days`),
    ),
});

/** A history entry written when a change is applied (never by clients). */
export const jamatHistoryDocSchema = z.object({
  effectiveDate: calendarDaySchema,
  before: jamatTimingsSchema,
  after: jamatTimingsSchema,
  /** The applied change's id (`jamatChanges/{changeId}`, deleted once applied). */
  changeId: z.string(),
  /** ISO instant the scheduled function applied it. */
  appliedAt: z.iso.datetime({ offset: true }),
});
export type JamatHistoryEntry = z.infer<typeof jamatHistoryDocSchema>;

/** `GET /api/jamat-changes`: the changes still to come, oldest day first, and the notice days. */
export const jamatChangesResponseSchema = z.object({
  noticeDays: z.int(),
  changes: z.array(z.extend(jamatChangeDocSchema, { id: z.string() })),
});
export type JamatChangesResponse = z.infer<typeof jamatChangesResponseSchema>;

/** Changes sorted by day, then id (a stable order when two fall on one day). */
export function sortJamatChanges<T extends { effectiveDate: string; id: string }>(
  changes: readonly T[],
): T[] {
  return [...changes].sort(
    (a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.id.localeCompare(b.id),
  );
}

/**
 * The jamat times in force on `date` (`YYYY-MM-DD`, Karachi): today's `current` timings with every
 * scheduled change whose day is on or before `date` laid over them, in day order. A past day gets
 * the current timings (history before today is not replayed).
 */
export function jamatInForce(
  date: string,
  current: JamatTimings,
  scheduledChanges: readonly JamatChange[],
): JamatTimings {
  let timings = { ...current };
  for (const change of sortJamatChanges(scheduledChanges)) {
    if (change.effectiveDate > date) break;
    timings = { ...timings, ...change.times };
  }
  return timings;
}

/** The calendar day `days` after the Karachi day `date` (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** What the home page and hall screen announce: a change and how many days away it is. */
export interface UpcomingJamatChange {
  change: JamatChange;
  /** 1 = tomorrow. */
  daysAway: number;
}

/**
 * Every change after today (Karachi) at most `noticeDays` days away, nearest first: each is
 * announced with its own day (issue 39: only the nearest was, and a later one shown earlier
 * disappeared once a nearer one was scheduled). A change due today or earlier is not "upcoming":
 * it is in force (or about to be applied).
 */
export function upcomingJamatChanges(
  now: Date,
  scheduledChanges: readonly JamatChange[],
  noticeDays: number,
): UpcomingJamatChange[] {
  const today = karachiIsoToday(now);
  return sortJamatChanges(scheduledChanges)
    .filter((c) => c.effectiveDate > today)
    .map((change) => ({ change, daysAway: daysBetween(today, change.effectiveDate) }))
    .filter(({ daysAway }) => daysAway <= noticeDays);
}

/**
 * The next jamat after `now` by the times in force on its own day: today's by today's timings,
 * else tomorrow's first by tomorrow's (the stored `current` timings with the scheduled changes
 * due by each day laid over them). The night before a change, the hall screen and the home page
 * count down to tomorrow's new time, not today's (issue 39).
 */
export function nextJamatInForce(
  current: JamatTimings,
  scheduledChanges: readonly JamatChange[],
  now: Date | number = new Date(),
): JamatInstant | undefined {
  return nextJamat((day) => jamatInForce(day, current, scheduledChanges), now);
}

/** The changes due on or before today (Karachi), in the order they are to be applied. */
export function dueJamatChanges<T extends { effectiveDate: string; id: string }>(
  now: Date,
  scheduledChanges: readonly T[],
): T[] {
  const today = karachiIsoToday(now);
  return sortJamatChanges(scheduledChanges).filter((c) => c.effectiveDate <= today);
}

/** The changes taking effect tomorrow (Karachi): the evening-before notification's subject. */
export function jamatChangesTomorrow<T extends { effectiveDate: string; id: string }>(
  now: Date,
  scheduledChanges: readonly T[],
): T[] {
  const tomorrow = addDays(karachiIsoToday(now), 1);
  return sortJamatChanges(scheduledChanges).filter((c) => c.effectiveDate === tomorrow);
}

/**
 * The instant of a jamat time `HH:MM` on Karachi day `date` (`YYYY-MM-DD`). Pakistan keeps UTC+5
 * all year (no daylight saving), so the offset is fixed.
 */
export function jamatInstant(date: string, time: string): Date {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, h - 5, min));
}
