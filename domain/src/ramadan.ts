/**
 * Ramadan at the mosque (issue 42 §2): one document a Hijri year, `ramadan/{hijriYear}`, written by
 * the site admin: taraweeh (the nightly start, changes from a given night, the imam or hafiz, paras
 * a night, the khatm night), the last ten nights and i'tikaf notes (English and Urdu), and the
 * fitrana and fidya amounts per commodity in PKR with the authority that announced them and when.
 * The days, sehri and iftar come from the Hijri calendar with the moon-sighting decisions
 * (hijri.ts) and the computed times (timetable.ts), never from the document. Pure: callers pass
 * the stored data and the day.
 */
import * as z from 'zod/mini';
import { calendarDaySchema } from './content.ts';
import { jamatTimeSchema } from './jamat.ts';
import { problemParams } from './field-problems.ts';
import { storedSchemas } from './stored-schemas.ts';
import {
  RAMADAN,
  calculatedMonthStart,
  hijriDateOf,
  isHijriMonthLength,
  type HijriMonthStartData,
} from './hijri.ts';
import { daysBetween } from './karachi-calendar.ts';
import { addDays } from './jamat-schedule.ts';
import { computeDayTimes } from './prayer-times.ts';
import { sehriAndIftar } from './timetable.ts';
import { site } from './site.ts';

/** Firestore collection of the Ramadan documents, one per Hijri year (id `1448`). */
export const RAMADAN_COLLECTION = 'ramadan';

/** The commodities whose fitrana and fidya the authorities announce, in the order shown. */
export const COMMODITIES = ['wheat', 'barley', 'dates', 'raisins'] as const;
export type Commodity = (typeof COMMODITIES)[number];

/** Longest imam name and authority, and longest note, in characters. */
export const RAMADAN_NAME_MAX = 120;
export const RAMADAN_NOTE_MAX = 1000;
/** Highest amount per person in PKR (a typo guard: raisins are a few thousand). */
export const RAMADAN_AMOUNT_MAX = 100_000;
/** At most this many changes of the taraweeh start within the month. */
export const TARAWEEH_CHANGES_MAX = 4;

const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`));
const night = (from: number) =>
  z.int().check(z.minimum(from, 'A night from 1 to 30'), z.maximum(30, 'A night from 1 to 30'));
const pkr = z
  .int()
  .check(
    z.minimum(0, 'An amount of 0 or more'),
    z.maximum(RAMADAN_AMOUNT_MAX, `At most ${RAMADAN_AMOUNT_MAX}`),
  );

/** PKR per person for each commodity. */
export const commodityAmountsSchema = z.strictObject({
  wheat: pkr,
  barley: pkr,
  dates: pkr,
  raisins: pkr,
});
export type CommodityAmounts = z.infer<typeof commodityAmountsSchema>;

/** From night `fromNight` on (2-30), taraweeh starts at `time` (Karachi, 24-hour `HH:MM`). */
export const taraweehChangeSchema = z.strictObject({ fromNight: night(2), time: jamatTimeSchema });
export type TaraweehChange = z.infer<typeof taraweehChangeSchema>;

/** The stored fields of a year's Ramadan. */
export const ramadanShape = {
  hijriYear: z.int().check(z.minimum(1420, 'A year from 1420'), z.maximum(1520, 'A year to 1520')),
  /** Shown on `/ramadan` before Sha'ban begins (from 1 Sha'ban it is shown anyway). */
  published: z.boolean(),
  /** The nightly start of taraweeh, `HH:MM` Karachi. */
  taraweehTime: jamatTimeSchema,
  /** Later starts from a night on (Isha's jamat moves in the month); at most four. */
  taraweehChanges: z.optional(
    z
      .array(taraweehChangeSchema)
      .check(z.maxLength(TARAWEEH_CHANGES_MAX, `At most ${TARAWEEH_CHANGES_MAX} changes`)),
  ),
  imam: z.optional(text(RAMADAN_NAME_MAX)),
  imamUrdu: z.optional(text(RAMADAN_NAME_MAX)),
  /** Paras recited each night (1.5 = one and a half), a quarter at the least. */
  parasPerNight: z.optional(
    z.number().check(z.minimum(0.25, 'From 0.25'), z.maximum(5, 'At most 5 paras a night')),
  ),
  /** The night the Quran is completed (khatm), 1-30. */
  khatmNight: z.optional(night(1)),
  lastTenNotes: z.optional(text(RAMADAN_NOTE_MAX)),
  lastTenNotesUrdu: z.optional(text(RAMADAN_NOTE_MAX)),
  itikafNotes: z.optional(text(RAMADAN_NOTE_MAX)),
  itikafNotesUrdu: z.optional(text(RAMADAN_NOTE_MAX)),
  /** Sadaqat ul-fitr per person, PKR, per commodity. */
  fitrana: z.optional(commodityAmountsSchema),
  /** Fidya per missed fast, PKR, per commodity. */
  fidya: z.optional(commodityAmountsSchema),
  /** Who announced the amounts (e.g. a Darul Ifta), English and/or Urdu. */
  amountsAuthority: z.optional(text(RAMADAN_NAME_MAX)),
  amountsAuthorityUrdu: z.optional(text(RAMADAN_NAME_MAX)),
  /** The day the amounts were announced (Karachi, `YYYY-MM-DD`). */
  amountsAnnouncedOn: z.optional(calendarDaySchema),
};

type AmountsPart = {
  fitrana?: CommodityAmounts;
  fidya?: CommodityAmounts;
  amountsAuthority?: string;
  amountsAuthorityUrdu?: string;
  amountsAnnouncedOn?: string;
};
const hasAmounts = (d: AmountsPart) => Boolean(d.fitrana || d.fidya);

/** Amounts need the authority that announced them (English or Urdu) and the day. */
const ramadanChecks = [
  z.refine<AmountsPart>(
    (d) => !hasAmounts(d) || Boolean(d.amountsAuthority?.trim() || d.amountsAuthorityUrdu?.trim()),
    {
      message: 'Name who announced the amounts, in English or Urdu',
      params: problemParams('english-or-urdu-required'),
      path: ['amountsAuthority'],
    },
  ),
  z.refine<AmountsPart>((d) => !hasAmounts(d) || Boolean(d.amountsAnnouncedOn), {
    message: 'Choose the day the amounts were announced',
    path: ['amountsAnnouncedOn'],
  }),
] as const;

/**
 * A year's Ramadan as read (`data`), as the site admin writes it (`doc`: unknown keys refused, as
 * the rules refuse them) and as `GET /api/ramadan` answers it (`withId`).
 */
export const {
  data: ramadanSchema,
  doc: ramadanDocSchema,
  withId: ramadanWithIdSchema,
} = storedSchemas(ramadanShape, ramadanChecks);
export type RamadanData = z.infer<typeof ramadanSchema>;
export type RamadanYear = RamadanData & { id: string };

/** The document id of a year's Ramadan: `1448`. */
export const ramadanId = (hijriYear: number) => String(hijriYear);

/** The Hijri year whose Ramadan `/ramadan` is about on `today`: the current one, else the coming. */
export function ramadanYearFor(
  today: string,
  monthStarts: readonly HijriMonthStartData[] = [],
  offsetDays: number = site.hijriOffsetDays,
): number {
  const hijri = hijriDateOf(today, monthStarts, offsetDays);
  return hijri.month <= RAMADAN ? hijri.year : hijri.year + 1;
}

/** The first day of month `month` of `year`: the committee's decision, else the calculation. */
function monthStart(
  year: number,
  month: number,
  monthStarts: readonly HijriMonthStartData[],
  offsetDays: number,
): { date: string; decided: boolean } {
  const decision = monthStarts.find((d) => d.hijriYear === year && d.hijriMonth === month);
  if (decision) return { date: decision.startDate, decided: true };
  return { date: calculatedMonthStart(year, month, offsetDays), decided: false };
}

/**
 * The days of Ramadan of `hijriYear`: its first day and Eid ul-Fitr (1 Shawwal), each `decided`
 * when the moon-sighting decision is recorded, else expected (calculated; an expected Eid is kept
 * 29 or 30 days after a decided start); `days`, 29 or 30.
 */
export interface RamadanMonth {
  hijriYear: number;
  start: string;
  startDecided: boolean;
  eid: string;
  eidDecided: boolean;
  days: number;
}

/** The month of Ramadan of `hijriYear` (see RamadanMonth). */
export function ramadanMonth(
  hijriYear: number,
  monthStarts: readonly HijriMonthStartData[] = [],
  offsetDays: number = site.hijriOffsetDays,
): RamadanMonth {
  const start = monthStart(hijriYear, RAMADAN, monthStarts, offsetDays);
  const shawwal = monthStart(hijriYear, RAMADAN + 1, monthStarts, offsetDays);
  let eid = shawwal.date;
  if (!shawwal.decided || !isHijriMonthLength(daysBetween(start.date, eid))) {
    const days = daysBetween(start.date, eid);
    eid = addDays(start.date, days < 29 ? 29 : days > 30 ? 30 : days);
  }
  return {
    hijriYear,
    start: start.date,
    startDecided: start.decided,
    eid,
    eidDecided: shawwal.decided && eid === shawwal.date,
    days: daysBetween(start.date, eid),
  };
}

/** The start of taraweeh on night `night` (1 = the evening before the first fast). */
export function taraweehTimeOn(
  night: number,
  ramadan: Pick<RamadanData, 'taraweehTime' | 'taraweehChanges'>,
): string {
  let time = ramadan.taraweehTime;
  let from = 0;
  for (const change of ramadan.taraweehChanges ?? []) {
    if (change.fromNight <= night && change.fromNight > from) {
      time = change.time;
      from = change.fromNight;
    }
  }
  return time;
}

/** The paras recited by the end of night `night`, at most 30 (the khatm ends it). */
export function parasByNight(
  night: number,
  ramadan: Pick<RamadanData, 'parasPerNight' | 'khatmNight'>,
): number | undefined {
  if (ramadan.khatmNight !== undefined && night >= ramadan.khatmNight) return 30;
  if (ramadan.parasPerNight === undefined) return undefined;
  return Math.min(30, night * ramadan.parasPerNight);
}

/** One day of Ramadan. Instants are absolute; show them in Asia/Karachi. */
export interface RamadanDay {
  /** 1 to 29 or 30. */
  day: number;
  /** `YYYY-MM-DD`, Karachi. */
  date: string;
  /** Sehri ends (the timetable's Fajr start). */
  sehri: Date;
  /** Iftar (the timetable's sunset). */
  iftar: Date;
  /**
   * The taraweeh of this day's evening (night `day + 1`), none on the evening before Eid: its
   * start, whether it is the khatm, and whether it is one of the last ten nights.
   */
  taraweeh?: { night: number; time?: string; khatm: boolean; lastTen: boolean };
  /** The 30th day while Eid is not decided: a fast only if the Shawwal moon is not sighted. */
  uncertain?: true;
}

/** Night 21 begins the last ten nights. */
export const LAST_TEN_FIRST_NIGHT = 21;

/**
 * The days of `month` with sehri and iftar, and each evening's taraweeh from `ramadan` (or its
 * night alone when no document is shown). Until Eid is decided the month is listed with 30 days,
 * the 30th `uncertain`, as Ramadan calendars print it.
 */
export function ramadanDays(month: RamadanMonth, ramadan?: RamadanData): RamadanDay[] {
  const rows: RamadanDay[] = [];
  const listed = month.eidDecided ? month.days : 30;
  for (let day = 1; day <= listed; day += 1) {
    const date = addDays(month.start, day - 1);
    const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
    // Noon in Karachi (UTC+5) is surely inside the Karachi day, as the timetable computes it.
    const times = computeDayTimes(new Date(Date.UTC(y, m - 1, d, 7)));
    const night = day + 1;
    rows.push({
      day,
      date,
      ...sehriAndIftar(times),
      ...(day === 30 && !month.eidDecided ? { uncertain: true as const } : {}),
      ...(night <= listed
        ? {
            taraweeh: {
              night,
              ...(ramadan ? { time: taraweehTimeOn(night, ramadan) } : {}),
              khatm: ramadan?.khatmNight === night,
              lastTen: night >= LAST_TEN_FIRST_NIGHT,
            },
          }
        : {}),
    });
  }
  return rows;
}

/** The evening of night `night` (night 1 is the evening before the first fast). */
export const eveningOfNight = (month: Pick<RamadanMonth, 'start'>, night: number) =>
  addDays(month.start, night - 2);

/**
 * Whether `/ramadan` shows the site admin's details of `ramadan` on `today`: once published, or
 * from the first of Sha'ban of its year (decided or calculated) even when not.
 */
export function isRamadanShown(
  ramadan: Pick<RamadanData, 'published' | 'hijriYear'>,
  today: string,
  monthStarts: readonly HijriMonthStartData[] = [],
  offsetDays: number = site.hijriOffsetDays,
): boolean {
  if (ramadan.published) return true;
  return today >= monthStart(ramadan.hijriYear, RAMADAN - 1, monthStarts, offsetDays).date;
}

/** The document of `hijriYear` among `years`, when `/ramadan` may show it on `today`. */
export function shownRamadan<T extends RamadanData>(
  years: readonly T[],
  hijriYear: number,
  today: string,
  monthStarts: readonly HijriMonthStartData[] = [],
  offsetDays: number = site.hijriOffsetDays,
): T | undefined {
  const year = years.find((r) => r.hijriYear === hijriYear);
  return year && isRamadanShown(year, today, monthStarts, offsetDays) ? year : undefined;
}

/**
 * Admin text in `language` where written, else in the other language, with the language it is in
 * (for `lang`/`dir`); undefined when neither is written.
 */
export function ramadanText(
  ramadan: RamadanData,
  field: 'imam' | 'lastTenNotes' | 'itikafNotes' | 'amountsAuthority',
  language: string,
): { text: string; lang: 'en' | 'ur' } | undefined {
  const en = ramadan[field]?.trim();
  const ur = ramadan[`${field}Urdu`]?.trim();
  if (language === 'ur' && ur) return { text: ur, lang: 'ur' };
  if (en) return { text: en, lang: 'en' };
  if (ur) return { text: ur, lang: 'ur' };
  return undefined;
}
