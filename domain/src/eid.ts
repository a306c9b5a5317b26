/**
 * Eid jamats (issue 42 §1, decision 0049): one document per Eid, `eidJamats/{hijriYear}-{eid}`
 * (`1448-fitr`, `1448-adha`), written by the site admin: whether it is published and its jamats
 * (time, place, imam, bayan language, a note in English and Urdu). The Eid's day is never stored:
 * it comes from the Hijri calendar and the moon-sighting decisions (hijri.ts), "expected" until
 * the month's decision is recorded, so a decision moves every jamat with it. Pure: callers pass
 * the stored data and the day (Karachi `YYYY-MM-DD`).
 */
import * as z from 'zod/mini';
import { jamatTimeSchema } from './jamat.ts';
import { karachiWallTime } from './jamat-instants.ts';
import { addDays } from './jamat-schedule.ts';
import { hijriDateOf, calculatedMonthStart, type HijriMonthStartData } from './hijri.ts';
import { ramadanMonth } from './ramadan.ts';
import { BAYAN_LANGUAGES, JAMAT_PLACES } from './jumuah.ts';
import { site } from './site.ts';

/** Firestore collection of the Eid documents (public read, site admin writes). */
export const EID_JAMATS_COLLECTION = 'eidJamats';

/** The two Eids: al-Fitr (1 Shawwal) and al-Adha (10 Dhu al-Hijjah). */
export const EIDS = ['fitr', 'adha'] as const;
export type Eid = (typeof EIDS)[number];

/** At most this many jamats an Eid (the rules check each by its index). */
export const EID_JAMATS_MAX = 5;
/** Longest imam name and note, in characters. */
export const EID_NAME_MAX = 120;
export const EID_NOTE_MAX = 300;
/** Days before the Eid that the home page and hall screen show its jamats. */
export const EID_SHOWN_DAYS_BEFORE = 7;

const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));

/** One Eid jamat; the imam and the note in English and/or Urdu (shown with their lang/dir). */
export const eidJamatSchema = z.strictObject({
  time: jamatTimeSchema,
  place: z.enum(JAMAT_PLACES),
  language: z.enum(BAYAN_LANGUAGES),
  imam: z.optional(text(EID_NAME_MAX)),
  imamUrdu: z.optional(text(EID_NAME_MAX)),
  note: z.optional(text(EID_NOTE_MAX)),
  noteUrdu: z.optional(text(EID_NOTE_MAX)),
});
export type EidJamat = z.infer<typeof eidJamatSchema>;

/** `eidJamats/{hijriYear}-{eid}` as written: 1 to 5 jamats in increasing time. */
export const eidJamatsDocSchema = z.strictObject({
  hijriYear: z.int().check(z.minimum(1420, 'A year from 1420'), z.maximum(1520, 'A year to 1520')),
  eid: z.enum(EIDS),
  /** Shown on `/eid`, home, the hall screen and the feed only when true. */
  published: z.boolean(),
  jamats: z.array(eidJamatSchema).check(
    z.minLength(1, 'Add at least one jamat'),
    z.maxLength(EID_JAMATS_MAX, `At most ${EID_JAMATS_MAX} jamats`),
    z.refine((jamats) => jamats.every((j, i) => i === 0 || jamats[i - 1]!.time < j.time), {
      message: 'List the jamats in order of time, each later than the one before',
    }),
  ),
});
export type EidJamatsData = z.infer<typeof eidJamatsDocSchema>;

/** The document id of an Eid: `1448-fitr`. */
export const eidJamatsId = (hijriYear: number, eid: Eid) => `${hijriYear}-${eid}`;

/** The Hijri month and day of each Eid. */
const EID_DAY: Record<Eid, { month: number; day: number }> = {
  fitr: { month: 10, day: 1 },
  adha: { month: 12, day: 10 },
};

/** The day of an Eid and whether the moon-sighting decision fixes it (else it is expected). */
export interface EidDate {
  hijriYear: number;
  eid: Eid;
  /** Karachi day `YYYY-MM-DD`. */
  date: string;
  decided: boolean;
}

/**
 * The day of Eid `eid` of `hijriYear`: al-Fitr as Ramadan's end (ramadan.ts `ramadanMonth`, kept
 * 29 or 30 days after a decided start); al-Adha the 10th day from the Dhu al-Hijjah decision,
 * else from its calculated start (expected).
 */
export function eidDate(
  hijriYear: number,
  eid: Eid,
  monthStarts: readonly HijriMonthStartData[] = [],
  offsetDays: number = site.hijriOffsetDays,
): EidDate {
  if (eid === 'fitr') {
    const month = ramadanMonth(hijriYear, monthStarts, offsetDays);
    return { hijriYear, eid, date: month.eid, decided: month.eidDecided };
  }
  const { month, day } = EID_DAY.adha;
  const decision = monthStarts.find((d) => d.hijriYear === hijriYear && d.hijriMonth === month);
  const start = decision?.startDate ?? calculatedMonthStart(hijriYear, month, offsetDays);
  return { hijriYear, eid, date: addDays(start, day - 1), decided: Boolean(decision) };
}

/**
 * The next Eid on or after Karachi day `today` (the day itself included until it ends): the
 * earliest of this Hijri year's two Eids and next year's al-Fitr.
 */
export function comingEid(
  today: string,
  monthStarts: readonly HijriMonthStartData[] = [],
  offsetDays: number = site.hijriOffsetDays,
): EidDate {
  const { year } = hijriDateOf(today, monthStarts, offsetDays);
  const candidates = [
    eidDate(year, 'fitr', monthStarts, offsetDays),
    eidDate(year, 'adha', monthStarts, offsetDays),
    eidDate(year + 1, 'fitr', monthStarts, offsetDays),
  ];
  return candidates.find((c) => c.date >= today) ?? candidates[2]!;
}

/** Whether the home page and the hall screen show an Eid's jamats on `today`: the week before and the day. */
export function isEidShownOn(today: string, eid: Pick<EidDate, 'date'>): boolean {
  return today >= addDays(eid.date, -EID_SHOWN_DAYS_BEFORE) && today <= eid.date;
}

/** One Eid jamat as a calendar event (the feed words it in its language). */
export interface EidJamatEvent {
  /** Stable per Eid and jamat position: a changed time updates the same event. */
  uid: string;
  start: Date;
  jamat: EidJamat;
  /** True while the day awaits the moon-sighting decision. */
  expected: boolean;
}

/**
 * The events of a published Eid's jamats on its day (`date`), one per jamat, none when not
 * published. UIDs name the Eid and the jamat's position: `eid-1448-fitr-1@host`.
 */
export function eidJamatEvents(
  doc: EidJamatsData,
  date: EidDate,
  uidHost: string,
): EidJamatEvent[] {
  if (!doc.published) return [];
  return doc.jamats.map((jamat, i) => ({
    uid: `eid-${doc.hijriYear}-${doc.eid}-${i + 1}@${uidHost}`,
    start: karachiWallTime(date.date, jamat.time),
    jamat,
    expected: !date.decided,
  }));
}

/** `GET /api/eid-jamats`: every published Eid with its document id, earliest first. */
export const eidJamatsResponseSchema = z.array(z.extend(eidJamatsDocSchema, { id: z.string() }));
export type EidJamatsResponse = z.infer<typeof eidJamatsResponseSchema>;

/**
 * A jamat's imam or note in the reader's language when given, else the other (with the language
 * it is in, for lang/dir); undefined when neither is.
 */
export function eidJamatText(
  jamat: EidJamat,
  field: 'imam' | 'note',
  language: string,
): { text: string; lang: 'en' | 'ur' } | undefined {
  const en = jamat[field]?.trim();
  const ur = jamat[`${field}Urdu`]?.trim();
  if (language === 'ur' && ur) return { text: ur, lang: 'ur' };
  if (en) return { text: en, lang: 'en' };
  if (ur) return { text: ur, lang: 'ur' };
  return undefined;
}
