import * as z from 'zod/mini';
import { formatWallClock } from './time-of-day.ts';

/** The five daily prayers, in order. */
export const PRAYERS = ['fajr', 'zuhr', 'asr', 'maghrib', 'isha'] as const;
export type Prayer = (typeof PRAYERS)[number];

/** The public list: the five prayers and jumma, six names in this order. */
export const PUBLIC_PRAYERS = [...PRAYERS, 'jumma'] as const;
export type PublicPrayer = (typeof PUBLIC_PRAYERS)[number];

/** Display names of the six prayers. */
export const PRAYER_LABELS: Record<PublicPrayer, string> = {
  fajr: 'Fajr',
  zuhr: 'Zuhr',
  asr: 'Asr',
  maghrib: 'Maghrib',
  isha: 'Isha',
  jumma: 'Jumma',
};

/** Urdu names of the six prayers (the Urdu site and Urdu notifications). */
export const PRAYER_LABELS_URDU: Record<PublicPrayer, string> = {
  fajr: 'فجر',
  zuhr: 'ظہر',
  asr: 'عصر',
  maghrib: 'مغرب',
  isha: 'عشاء',
  jumma: 'جمعہ',
};

/**
 * The one jamat time format: 24-hour `HH:MM` local time of Asia/Karachi, 00:00 to 23:59.
 * The same pattern is written into firestore.rules (keep them equal).
 */
export const JAMAT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const jamatTimeSchema = z
  .string()
  .check(z.regex(JAMAT_TIME_PATTERN, 'Use a 24-hour time such as 05:30 or 13:15'));

/** Jamat timings document `site/jamatTimings`: lowercase keys, each optional. */
export const jamatTimingsSchema = z.partial(
  z.strictObject({
    fajr: jamatTimeSchema,
    zuhr: jamatTimeSchema,
    asr: jamatTimeSchema,
    maghrib: jamatTimeSchema,
    isha: jamatTimeSchema,
    jumma: jamatTimeSchema,
  }),
);

/**
 * `site/jamatTimings` as written: the timings with at least one time (a blank document would hide
 * every time on the home page). The rules refuse the same.
 */
export const jamatTimingsDocSchema = jamatTimingsSchema.check(
  z.refine(
    (v) => Object.keys(v).length > 0,
    'Send at least one of fajr, zuhr, asr, maghrib, isha, jumma',
  ),
);

/** All six times required (the admin form and a full replace). */
export const fullJamatTimingsSchema = z.required(jamatTimingsSchema);
export type JamatTimings = z.infer<typeof jamatTimingsSchema>;

/** Firestore location of the jamat timings. */
export const JAMAT_TIMINGS_DOC = { collection: 'site', id: 'jamatTimings' } as const;

/**
 * Formats a stored `HH:MM` time (Karachi wall-clock) for people, on the 12-hour clock as Pakistan
 * writes it: `05:30` becomes `5:30 AM` in English, `5:30 صبح` in Urdu (`formatWallClock`,
 * time-of-day.ts: the one way of writing times, with Karachi's words for the part of the day).
 * Anything not matching the pattern is returned unchanged.
 */
export function formatJamatTime(time: string, lang: string = 'en'): string {
  if (!JAMAT_TIME_PATTERN.test(time)) return time;
  const [h = 0, m = 0] = time.split(':').map(Number);
  return formatWallClock(h, m, lang);
}

/**
 * The valid keys of a stored or fetched timings object: a missing or malformed key is
 * left out, so the page shows 'Not available' for it. `onInvalid` is told each key dropped.
 */
export function validJamatTimings(data: unknown, onInvalid?: (key: string) => void): JamatTimings {
  const timings: JamatTimings = {};
  if (typeof data !== 'object' || data === null) return timings;
  for (const [key, value] of Object.entries(data)) {
    const parsed = jamatTimingsSchema.safeParse({ [key]: value });
    if (parsed.success) Object.assign(timings, parsed.data);
    else onInvalid?.(key);
  }
  return timings;
}

/**
 * `site/jamatTimings` as read back: the valid keys only (see `validJamatTimings`), so one bad value
 * written by hand hides that prayer instead of the whole table.
 */
export const storedJamatTimingsSchema = z.pipe(
  z.unknown(),
  z.transform((data) => validJamatTimings(data)),
);

/**
 * The prayers whose jamat time was set or changed between two versions of the timings, in display
 * order. A removed time is not a change worth telling the congregation about.
 */
export function changedPrayers(before: JamatTimings, after: JamatTimings): PublicPrayer[] {
  return PUBLIC_PRAYERS.filter((prayer) => before[prayer] !== after[prayer] && after[prayer]);
}
