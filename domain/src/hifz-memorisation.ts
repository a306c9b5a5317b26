/**
 * How far a student has memorised and the manzil rotation, worked out from the days' portions
 * (`sabaqPortion`, `sabqiPortion`, `manzilPortion` of `students/{id}/progress/{date}`), and the
 * teacher's corrections and manzil cycle stored in `students/{id}/memorisation/record`.
 *
 * The record is derived, not kept by hand: every sabaq portion marks its ayahs memorised, so the
 * 30-para picture is always up to date with the days and a corrected day corrects it. The teacher
 * corrects what the days cannot know (paras memorised before the portal, or a para to start
 * again) with `memorised` / `notStarted`, which win over the days.
 */
import * as z from 'zod/mini';
import {
  LESSON_DAY_FIELDS,
  dayFieldsShape,
  writerStampShape,
  type DayFields,
  type Grade,
} from './progress.ts';
import {
  AYAH_COUNT,
  PARAS,
  PARA_COUNT,
  ayahId,
  ayahRefOf,
  nextAyahRef,
  paraBounds,
  paraOf,
  portionAyahs,
  portionParas,
  type AyahRef,
  type Portion,
} from './quran-portion.ts';
import { daysBetween } from './karachi-calendar.ts';

export const MEMORISATION_SUBCOLLECTION = 'memorisation';
/** The one document under `students/{id}/memorisation/`. */
export const MEMORISATION_DOC_ID = 'record';
/** Longest manzil cycle a teacher may set, in days. */
export const MAX_CYCLE_DAYS = 60;

const paraNumber = z.number().check(z.int(), z.minimum(1), z.maximum(PARA_COUNT));

/**
 * The manzil cycle: `paras` paras revised in `days` days (a para a day: 1 in 1; the whole Quran
 * in 15 days: 30 in 15).
 */
export const manzilCycleSchema = z.strictObject({
  paras: paraNumber,
  days: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_CYCLE_DAYS)),
});
export type ManzilCycle = z.infer<typeof manzilCycleSchema>;

const recordShape = {
  /** Paras the teacher says are memorised (say, before the portal's records began). */
  memorised: z.optional(z.array(paraNumber).check(z.maxLength(PARA_COUNT))),
  /** Paras the teacher says are to be started again, whatever the days say. */
  notStarted: z.optional(z.array(paraNumber).check(z.maxLength(PARA_COUNT))),
  cycle: z.optional(manzilCycleSchema),
  /** Who saved it (a uid, which the rules check is the writer) and when (ISO instant). */
  ...writerStampShape,
};
/** `students/{id}/memorisation/record` as read (unknown keys dropped). */
export const memorisationRecordSchema = z.object(recordShape);
/** The record as a client may write it: the rules accept exactly this (and want `by` = writer). */
export const memorisationRecordDocSchema = z.strictObject(recordShape);
export type MemorisationRecord = z.infer<typeof memorisationRecordSchema>;
/**
 * The record as the API answers it (a parent's link, the monthly reports): without `by`, the uid of
 * the staff account that saved it, which is not for a link holder's eyes (issue 40).
 */
export const memorisationRecordAnswerSchema = z.omit(memorisationRecordSchema, { by: true });
export type MemorisationRecordAnswer = z.infer<typeof memorisationRecordAnswerSchema>;

/** The parts of a day that recite a portion, and the day's field holding each one's portion. */
export const PORTION_PARTS = ['sabaq', 'sabqi', 'manzil'] as const;
export type PortionPart = (typeof PORTION_PARTS)[number];
export const PORTION_FIELD = {
  sabaq: 'sabaqPortion',
  sabqi: 'sabqiPortion',
  manzil: 'manzilPortion',
} as const satisfies Record<PortionPart, keyof DayFields>;

/** A day as these functions need it: its date (`YYYY-MM-DD`, Karachi) and its fields. */
export type PortionDay = DayFields & { date: string };

/** Where a para stands. `partly`: some of its ayahs memorised, up to `upTo`. */
export type ParaState = 'memorised' | 'partly' | 'not-started';

export interface ParaStatus {
  para: number;
  state: ParaState;
  /** For `partly`: the last ayah memorised in the para (the most recent sabaq's end in it). */
  upTo?: AyahRef;
  /** Ayahs of the para memorised, and in all. */
  ayahsMemorised: number;
  ayahsTotal: number;
}

const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);

/**
 * The 30 paras, para 1 first, from the days' sabaq portions (in any order) and the teacher's
 * corrections. A para is memorised when every ayah of it was a sabaq, partly when some were.
 */
export function memorisationFromDays(
  days: readonly PortionDay[],
  record?: Pick<MemorisationRecord, 'memorised' | 'notStarted'>,
): ParaStatus[] {
  const done = new Uint8Array(AYAH_COUNT + 1);
  const lastEnd = new Map<number, AyahRef>();
  for (const day of [...days].sort(byDate)) {
    const portion = day.sabaqPortion;
    if (!portion) continue;
    for (let id = ayahId(portion.from); id <= ayahId(portion.to); id++) done[id] = 1;
    for (const para of portionParas(portion)) {
      const bounds = paraBounds(para);
      lastEnd.set(para, ayahRefOf(Math.min(ayahId(portion.to), bounds.last)));
    }
  }
  return PARAS.map((para) => {
    const { first, last } = paraBounds(para);
    const total = last - first + 1;
    if (record?.notStarted?.includes(para))
      return { para, state: 'not-started', ayahsMemorised: 0, ayahsTotal: total };
    if (record?.memorised?.includes(para))
      return { para, state: 'memorised', ayahsMemorised: total, ayahsTotal: total };
    let count = 0;
    for (let id = first; id <= last; id++) count += done[id] ?? 0;
    if (count === total)
      return { para, state: 'memorised', ayahsMemorised: count, ayahsTotal: total };
    if (count === 0) return { para, state: 'not-started', ayahsMemorised: 0, ayahsTotal: total };
    const upTo = lastEnd.get(para);
    return {
      para,
      state: 'partly',
      ayahsMemorised: count,
      ayahsTotal: total,
      ...(upTo ? { upTo } : {}),
    };
  });
}

/** The last day before `date` with a portion for `part`, latest first. */
function lastPortion(days: readonly PortionDay[], part: PortionPart, date: string) {
  const field = PORTION_FIELD[part];
  let found: { date: string; portion: Portion } | undefined;
  for (const day of days) {
    const portion = day[field];
    if (portion && day.date < date && (!found || day.date > found.date))
      found = { date: day.date, portion };
  }
  return found;
}

/**
 * The sabaq to offer for `date`: it starts at the ayah after the last sabaq ended and is as long
 * as that sabaq was, not past the end of its surah. Undefined with no sabaq before `date` (or
 * after the Quran's last ayah): the teacher picks the para.
 */
export function defaultSabaqPortion(
  days: readonly PortionDay[],
  date: string,
): Portion | undefined {
  const last = lastPortion(days, 'sabaq', date);
  const from = last && nextAyahRef(last.portion.to);
  if (!last || !from) return undefined;
  const surahEnd = ayahId({ surah: from.surah, ayah: 1 }) - 1 + surahLength(from.surah);
  const end = Math.min(ayahId(from) + portionAyahs(last.portion) - 1, surahEnd);
  return { from, to: ayahRefOf(end) };
}

function surahLength(surah: number): number {
  // The ayah before the next surah's first, or the Quran's last ayah for the last surah.
  const nextFirst = surah >= 114 ? AYAH_COUNT + 1 : ayahId({ surah: surah + 1, ayah: 1 });
  return nextFirst - ayahId({ surah, ayah: 1 });
}

/**
 * The sabqi to offer for `date`: the recent sabaq, from where the sabaq began in the para of the
 * last sabaq up to where the last sabaq ended. Undefined with no sabaq before `date`.
 */
export function defaultSabqiPortion(
  days: readonly PortionDay[],
  date: string,
): Portion | undefined {
  const last = lastPortion(days, 'sabaq', date);
  if (!last) return undefined;
  const para = paraOf(last.portion.to);
  const bounds = paraBounds(para);
  let start = ayahId(last.portion.to);
  for (const day of days) {
    const portion = day.sabaqPortion;
    if (!portion || day.date >= date || paraOf(portion.to) !== para) continue;
    start = Math.min(start, Math.max(ayahId(portion.from), bounds.first));
  }
  return { from: ayahRefOf(start), to: last.portion.to };
}

/** Paras a day of manzil covers in a cycle (whole paras, at least one). */
export function manzilParasPerDay(cycle: ManzilCycle): number {
  return Math.max(1, Math.ceil(cycle.paras / cycle.days));
}

/**
 * The manzil to offer for `date`: the memorised paras after the one where the last manzil ended,
 * going round from para 1 again after the last, as many as the cycle gives a day (one run of
 * consecutive paras). Undefined when nothing is memorised.
 */
export function suggestManzil(
  days: readonly PortionDay[],
  paras: readonly ParaStatus[],
  cycle: ManzilCycle,
  date: string,
): { paras: number[]; portion: Portion } | undefined {
  const memorised = paras.filter((p) => p.state === 'memorised').map((p) => p.para);
  if (memorised.length === 0) return undefined;
  const last = lastPortion(days, 'manzil', date);
  const after = last ? paraOf(last.portion.to) : 0;
  const start = memorised.findIndex((p) => p > after);
  const ordered =
    start === -1 ? memorised : [...memorised.slice(start), ...memorised.slice(0, start)];
  const picked: number[] = [];
  for (const para of ordered.slice(0, manzilParasPerDay(cycle))) {
    const previous = picked.at(-1);
    if (previous !== undefined && para !== previous + 1) break;
    picked.push(para);
  }
  const first = picked[0] ?? memorised[0] ?? 1;
  const lastPara = picked.at(-1) ?? first;
  return { paras: picked, portion: { from: paraBounds(first).from, to: paraBounds(lastPara).to } };
}

/** Days one round of the manzil over the memorised paras takes (at least one). */
export function manzilCycleLength(memorisedCount: number, cycle: ManzilCycle): number {
  return Math.max(1, Math.ceil((memorisedCount * cycle.days) / cycle.paras));
}

export interface ManzilStatus {
  para: number;
  /** The last day a manzil portion touched the para, if any. */
  lastRevised?: string;
  /** Not revised within the cycle's length up to `today`. */
  overdue: boolean;
}

/**
 * Each memorised para with the last day it was revised in the manzil, and whether that was longer
 * ago than one round of the cycle (`today`: `YYYY-MM-DD` in Karachi). A para never revised is
 * overdue once the records cover a whole round (so a student new to the portal is not flagged on
 * day one).
 */
export function manzilStatus(
  days: readonly PortionDay[],
  paras: readonly ParaStatus[],
  cycle: ManzilCycle,
  today: string,
): ManzilStatus[] {
  const memorised = paras.filter((p) => p.state === 'memorised').map((p) => p.para);
  const length = manzilCycleLength(memorised.length, cycle);
  const revised = new Map<number, string>();
  let firstDay: string | undefined;
  for (const day of days) {
    if (!firstDay || day.date < firstDay) firstDay = day.date;
    if (!day.manzilPortion || day.date > today) continue;
    for (const para of portionParas(day.manzilPortion)) {
      const seen = revised.get(para);
      if (!seen || day.date > seen) revised.set(para, day.date);
    }
  }
  return memorised.map((para) => {
    const lastRevised = revised.get(para);
    const since = lastRevised ?? firstDay;
    // Revised `length` days ago is due today, in the rotation; later than that, overdue.
    const overdue = since !== undefined && daysBetween(since, today) > length;
    return { para, overdue, ...(lastRevised ? { lastRevised } : {}) };
  });
}

/** Paras overdue for manzil (see `manzilStatus`), para 1 first. */
export function overdueManzilParas(
  days: readonly PortionDay[],
  paras: readonly ParaStatus[],
  cycle: ManzilCycle,
  today: string,
): number[] {
  return manzilStatus(days, paras, cycle, today)
    .filter((s) => s.overdue)
    .map((s) => s.para);
}

/** One day of a month's chart: the sabaq's ayahs and the three grades. */
export interface MonthDayFigure {
  date: string;
  sabaqAyahs: number;
  sabaq?: Grade;
  sabqi?: Grade;
  manzil?: Grade;
}

/** A month's figures: ayahs advanced in sabaq in all, and per recorded day, date order. */
export interface MonthFigures {
  sabaqAyahs: number;
  days: MonthDayFigure[];
}

/**
 * Each day's new sabaq ayahs, days in the order given: the ayahs of its sabaq portion not already
 * in an earlier day's. The one rule of "sabaq advanced": an ayah recited again as sabaq (say after
 * "یاد نہیں") counts once.
 */
function newSabaqAyahsPerDay(days: readonly Pick<DayFields, 'sabaqPortion'>[]): number[] {
  const seen = new Set<number>();
  return days.map(({ sabaqPortion }) => {
    const before = seen.size;
    if (sabaqPortion)
      for (let id = ayahId(sabaqPortion.from); id <= ayahId(sabaqPortion.to); id++) seen.add(id);
    return seen.size - before;
  });
}

/**
 * Sabaq advanced over `days` (any order): the distinct ayahs their sabaq portions cover, so an
 * ayah recited again as sabaq counts once; undefined when no day has a sabaq portion. The owner's
 * month, the student's and parent's pages and the monthly report all count it so.
 */
export function sabaqAyahsAdvanced(
  days: readonly Pick<DayFields, 'sabaqPortion'>[],
): number | undefined {
  if (!days.some((d) => d.sabaqPortion)) return undefined;
  return newSabaqAyahsPerDay(days).reduce((sum, n) => sum + n, 0);
}

/**
 * Ayahs advanced in sabaq in a month (`YYYY-MM`, Karachi days) and each recorded day's figure
 * (its ayahs not already recited as sabaq earlier in the month), as `sabaqAyahsAdvanced` counts.
 */
export function monthFigures(days: readonly PortionDay[], yearMonth: string): MonthFigures {
  const inMonth = days.filter((d) => d.date.startsWith(`${yearMonth}-`)).sort(byDate);
  const perDay = newSabaqAyahsPerDay(inMonth);
  const figures = inMonth.map((d, i): MonthDayFigure => ({
    date: d.date,
    sabaqAyahs: perDay[i] ?? 0,
    ...(d.sabaq ? { sabaq: d.sabaq } : {}),
    ...(d.sabqi ? { sabqi: d.sabqi } : {}),
    ...(d.manzil ? { manzil: d.manzil } : {}),
  }));
  return { sabaqAyahs: perDay.reduce((sum, n) => sum + n, 0), days: figures };
}

/** A day's overall grade: the lowest of its sabaq, sabqi and manzil grades, if any was given. */
export function overallGrade(
  day: Pick<DayFields, 'sabaq' | 'sabqi' | 'manzil'>,
): Grade | undefined {
  const order: Grade[] = ['not-memorised', 'weak', 'very-good'];
  return order.find((g) => day.sabaq === g || day.sabqi === g || day.manzil === g);
}

/** A cell of the 30-para picture: the para's state, and whether its manzil is due. */
export type ParaCell = ParaStatus & { due: boolean };

/**
 * The 30-para picture with the manzil: each para's state, and `due` for a memorised para not
 * revised within the cycle (no cycle set: nothing is due).
 */
export function paraGrid(
  days: readonly PortionDay[],
  record: Pick<MemorisationRecord, 'memorised' | 'notStarted' | 'cycle'> | undefined,
  today: string,
): ParaCell[] {
  const paras = memorisationFromDays(days, record);
  const due = new Set(record?.cycle ? overdueManzilParas(days, paras, record.cycle, today) : []);
  return paras.map((p) => ({ ...p, due: due.has(p.para) }));
}

/**
 * `GET /students/by-token/{token}/memorisation`: what a parent's link needs for the 30-para
 * picture and the manzil: the stored record (null before the teacher saved one) and every
 * recorded day's portions, by date (from the student's portions summary, hifz-summary.ts: no
 * grades or attendance; the month's chart reads the month's days).
 */
/** One day of that answer or of the days read with `PORTION_DAY_FIELDS`. */
export const portionDaySchema = z.object({
  ...dayFieldsShape,
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export const memorisationAnswerSchema = z.object({
  record: z.nullable(memorisationRecordAnswerSchema),
  days: z.array(portionDaySchema),
});
export type MemorisationAnswer = z.infer<typeof memorisationAnswerSchema>;

/** The day fields the 30-para picture, the manzil and the month chart read. */
export const PORTION_DAY_FIELDS = ['date', ...LESSON_DAY_FIELDS] as const;
