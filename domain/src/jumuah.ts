/**
 * Several Jumu'ah jamats (issue 42 §1, decision 0049): one document `site/jumuah` holding the
 * Friday jamats in order, each with its khutbah/bayan start, jamat time, place (a fixed list) and
 * the language of the bayan. Backwards compatible with the single Jumma time of
 * `site/jamatTimings.jumma`: without `site/jumuah` that time is read as a one-jamat list in the main
 * hall; with it, the in-force `jumma` time (scheduled changes included) stays the first jamat's
 * time, so every older reader (home, hall screen countdown, reminders) keeps showing the first
 * jamat. Times are 24-hour `HH:MM` Asia/Karachi, as every jamat time.
 */
import * as z from 'zod/mini';
import { jamatTimeSchema, type JamatTimings } from './jamat.ts';
import { isKarachiFriday, karachiWallTime } from './jamat-instants.ts';

/** Firestore location of the Jumu'ah jamats. */
export const JUMUAH_DOC = { collection: 'site', id: 'jumuah' } as const;

/** Where in the mosque a jamat is held, in the order the admin's list offers them. */
export const JAMAT_PLACES = ['mainHall', 'courtyard', 'upperFloor', 'womensSection'] as const;
export type JamatPlace = (typeof JAMAT_PLACES)[number];

/** Place names for the server's own outputs (calendar feed, push); pages use their i18n. */
export const JAMAT_PLACE_LABELS: Record<'en' | 'ur', Record<JamatPlace, string>> = {
  en: {
    mainHall: 'Main hall',
    courtyard: 'Courtyard',
    upperFloor: 'Upper floor',
    womensSection: "Women's section",
  },
  ur: {
    mainHall: 'مرکزی ہال',
    courtyard: 'صحن',
    upperFloor: 'بالائی منزل',
    womensSection: 'خواتین کا حصہ',
  },
};

/** Languages of a bayan or khutbah (a fixed list: the admin chooses, the pages word it). */
export const BAYAN_LANGUAGES = ['urdu', 'english', 'arabic', 'pashto', 'sindhi'] as const;
export type BayanLanguage = (typeof BAYAN_LANGUAGES)[number];

/** Language names for the server's own outputs. */
export const BAYAN_LANGUAGE_LABELS: Record<'en' | 'ur', Record<BayanLanguage, string>> = {
  en: { urdu: 'Urdu', english: 'English', arabic: 'Arabic', pashto: 'Pashto', sindhi: 'Sindhi' },
  ur: { urdu: 'اردو', english: 'انگریزی', arabic: 'عربی', pashto: 'پشتو', sindhi: 'سندھی' },
};

/** At most this many Jumu'ah jamats (the rules check each by its index). */
export const JUMUAH_JAMATS_MAX = 4;

/** The part of the day as minutes, to compare two `HH:MM` times. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One Jumu'ah jamat: `bayanTime` (optional) is before `jamatTime`. */
export const jumuahJamatSchema = z.strictObject({
  /** When the bayan/khutbah starts, `HH:MM` Karachi. */
  bayanTime: z.optional(jamatTimeSchema),
  /** The jamat itself, `HH:MM` Karachi. */
  jamatTime: jamatTimeSchema,
  place: z.enum(JAMAT_PLACES),
  language: z.enum(BAYAN_LANGUAGES),
});
export type JumuahJamat = z.infer<typeof jumuahJamatSchema>;

/**
 * `site/jumuah` as the site admin writes it: 1 to 4 jamats, each bayan before its jamat, jamat
 * times in increasing order (the first is the one `site/jamatTimings.jumma` holds).
 */
export const jumuahDocSchema = z.strictObject({
  jamats: z.array(jumuahJamatSchema).check(
    z.minLength(1, 'Add at least one jamat'),
    z.maxLength(JUMUAH_JAMATS_MAX, `At most ${JUMUAH_JAMATS_MAX} jamats`),
    z.refine((jamats) => jamats.every((j) => !j.bayanTime || j.bayanTime < j.jamatTime), {
      message: 'The bayan starts before its jamat',
    }),
    z.refine(
      (jamats) => jamats.every((j, i) => i === 0 || jamats[i - 1]!.jamatTime < j.jamatTime),
      {
        message: 'List the jamats in order of time, each later than the one before',
      },
    ),
  ),
});
export type JumuahData = z.infer<typeof jumuahDocSchema>;

/** `site/jumuah` as read: the valid jamats only (one bad entry written by hand hides itself). */
export function storedJumuahJamats(data: unknown): JumuahJamat[] {
  if (typeof data !== 'object' || data === null || !('jamats' in data)) return [];
  const { jamats } = data;
  if (!Array.isArray(jamats)) return [];
  return jamats.flatMap((j: unknown) => {
    const parsed = jumuahJamatSchema.safeParse(j);
    return parsed.success ? [parsed.data] : [];
  });
}

/** `site/jumuah` as read back: `{ jamats }` with the valid jamats only (see storedJumuahJamats). */
export const storedJumuahSchema = z.pipe(
  z.unknown(),
  z.transform((data) => ({ jamats: storedJumuahJamats(data) })),
);

/**
 * The Jumu'ah jamats given the timings in force (`timings`, scheduled changes applied) and the
 * stored list (`stored`, possibly empty): the stored list in time order with its first jamat at
 * `timings.jumma` when that is set (a scheduled change of the Jumma time moves the first jamat);
 * without a stored list, `timings.jumma` as one jamat in the main hall with an Urdu bayan of
 * unknown start; empty when neither has a time.
 */
export function jumuahJamats(timings: JamatTimings, stored: readonly JumuahJamat[]): JumuahJamat[] {
  const first = timings.jumma;
  if (stored.length === 0) {
    return first ? [{ jamatTime: first, place: 'mainHall', language: 'urdu' }] : [];
  }
  const sorted = [...stored].sort((a, b) => minutes(a.jamatTime) - minutes(b.jamatTime));
  if (!first || sorted[0]!.jamatTime === first) return sorted;
  const [head, ...rest] = sorted;
  const moved: JumuahJamat = { ...head!, jamatTime: first };
  // A bayan left after its moved jamat is dropped rather than shown out of order.
  if (moved.bayanTime && moved.bayanTime >= first) delete moved.bayanTime;
  return [moved, ...rest].sort((a, b) => minutes(a.jamatTime) - minutes(b.jamatTime));
}

/** The coming Friday from Karachi day `today` (`YYYY-MM-DD`): `today` itself when it is one. */
export function comingFriday(today: string): string {
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/** A Jumu'ah jamat on a day, as instants. */
export interface JumuahJamatInstant extends JumuahJamat {
  /** 1 for the first jamat of the day. */
  index: number;
  at: Date;
  bayanAt?: Date;
}

/**
 * The Jumu'ah jamats held on Karachi day `isoDay` (`YYYY-MM-DD`): none unless it is a Friday;
 * else `jumuahJamats` put on that day.
 */
export function jumuahJamatsOn(
  isoDay: string,
  timings: JamatTimings,
  stored: readonly JumuahJamat[],
): JumuahJamatInstant[] {
  if (!isKarachiFriday(isoDay)) return [];
  return jumuahJamats(timings, stored).map((jamat, i) => ({
    ...jamat,
    index: i + 1,
    at: karachiWallTime(isoDay, jamat.jamatTime),
    ...(jamat.bayanTime ? { bayanAt: karachiWallTime(isoDay, jamat.bayanTime) } : {}),
  }));
}

/** `GET /api/jumuah`: the Jumu'ah jamats with today's Jumma time in force (`jumuahJamats`). */
export const jumuahResponseSchema = z.object({ jamats: z.array(jumuahJamatSchema) });
export type JumuahResponse = z.infer<typeof jumuahResponseSchema>;
