/**
 * A portion of the Quran recited in a day (sabaq, sabqi or manzil): from one ayah to another, as
 * `{ from: { surah, ayah }, to: { surah, ayah } }`. The Quran's structure (114 surahs, their ayah
 * counts, the 30 paras and where each begins and ends) comes from `quran-meta` (Hafs, the
 * numbering of the mushafs used in Pakistan), never from a table typed here. A para (juz) is
 * derived from the ayahs, not stored.
 */
import * as z from 'zod/mini';
import {
  findAyahIdBySurah,
  findJuzByAyahId,
  findSurahAyahByAyahId,
  getAyahCountInSurah,
  getJuzMeta,
  isValidAyahNo,
  isValidJuz,
  isValidSurah,
  meta,
  type Juz,
  type Surah,
} from 'quran-meta/hafs';
import { problemParams } from './field-problems.ts';
import { westernDigits } from './search-text.ts';

/** A surah number as quran-meta types it; RangeError outside 1 to 114. */
export function surahNumber(n: number): Surah {
  if (!isValidSurah(n)) throw new RangeError(`No surah ${n}`);
  return n;
}

/** A para number as quran-meta types it; RangeError outside 1 to 30. */
function juzNumber(n: number): Juz {
  if (!isValidJuz(n)) throw new RangeError(`No para ${n}`);
  return n;
}

/** Surahs (114), paras (30) and ayahs (6236) of the Quran. */
export const SURAH_COUNT = meta.numSurahs;
export const PARA_COUNT = meta.numJuzs;
export const AYAH_COUNT = meta.numAyahs;
/** The paras' numbers, 1 to 30. */
export const PARAS: readonly number[] = Array.from({ length: PARA_COUNT }, (_, i) => i + 1);

/** Ayahs in each surah, surah 1 first (the same list is written into firestore.rules). */
export const SURAH_AYAH_COUNTS: readonly number[] = Array.from({ length: SURAH_COUNT }, (_, i) =>
  getAyahCountInSurah(surahNumber(i + 1)),
);
/** The longest surah's ayah count (Al-Baqarah, 286). */
export const MAX_AYAH = Math.max(...SURAH_AYAH_COUNTS);

/** One ayah: surah 1 to 114, ayah 1 to that surah's count. */
export const ayahRefSchema = z
  .strictObject({
    surah: z.number().check(z.int(), z.minimum(1), z.maximum(SURAH_COUNT)),
    ayah: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_AYAH)),
  })
  .check(
    z.refine((a) => a.ayah <= (SURAH_AYAH_COUNTS[a.surah - 1] ?? 0), {
      message: 'That surah has fewer ayahs',
      params: problemParams('surah-has-fewer-ayahs'),
      path: ['ayah'],
    }),
  );
export type AyahRef = z.infer<typeof ayahRefSchema>;

/** A portion: `from` no later in the Quran than `to` (both included). */
export const portionSchema = z.strictObject({ from: ayahRefSchema, to: ayahRefSchema }).check(
  // Compared by surah then ayah: a refinement also runs when an ayah was already refused.
  z.refine((p) => p.from.surah * 1000 + p.from.ayah <= p.to.surah * 1000 + p.to.ayah, {
    message: 'The portion must end at or after where it starts',
    params: problemParams('portion-backwards'),
    path: ['to'],
  }),
);
export type Portion = z.infer<typeof portionSchema>;

/** The ayah's number in the whole Quran, 1 to 6236. */
export function ayahId(ref: AyahRef): number {
  if (!isValidAyahNo(ref.ayah)) throw new RangeError(`No ayah ${ref.ayah}`);
  return findAyahIdBySurah(surahNumber(ref.surah), ref.ayah);
}

/** The ayah with that number in the whole Quran (1 to 6236). */
export function ayahRefOf(id: number): AyahRef {
  const [surah, ayah] = findSurahAyahByAyahId(id);
  return { surah, ayah };
}

/** The para (juz, 1 to 30) an ayah is in. */
export function paraOf(ref: AyahRef): number {
  return findJuzByAyahId(ayahId(ref));
}

/** A para's first and last ayah, and their numbers in the whole Quran. */
export function paraBounds(para: number): {
  from: AyahRef;
  to: AyahRef;
  first: number;
  last: number;
} {
  const juz = getJuzMeta(juzNumber(para));
  return {
    from: { surah: juz.first[0], ayah: juz.first[1] },
    to: { surah: juz.last[0], ayah: juz.last[1] },
    first: juz.firstAyahId,
    last: juz.lastAyahId,
  };
}

/** The ayahs of a portion counted (both ends included). */
export function portionAyahs(portion: Portion): number {
  return ayahId(portion.to) - ayahId(portion.from) + 1;
}

/** The paras a portion touches, in order. */
export function portionParas(portion: Portion): number[] {
  const first = paraOf(portion.from);
  const last = paraOf(portion.to);
  return PARAS.filter((p) => p >= first && p <= last);
}

/** `2:142`: how a teacher writes an ayah. */
export function formatAyahRef(ref: AyahRef): string {
  return `${ref.surah}:${ref.ayah}`;
}

/**
 * Reads an ayah as a teacher types it on a phone: surah and ayah separated by `:`, `.`, `,`, `/`,
 * `-`, a space, or the Arabic decimal separator or comma of an Urdu number pad (`2:142`, `2.142`,
 * `2,142`, `2 142`: an iPhone's number pad has no `:`), in Western, Urdu or Arabic digits.
 * Returns undefined when it is not two whole numbers; `ayahRefSchema` then says whether the ayah
 * exists.
 */
export function parseAyahRef(text: string): { surah: number; ayah: number } | undefined {
  const match = /^\s*(\d{1,3})\s*[:.,/\- \u066b\u060c]\s*(\d{1,3})\s*$/.exec(westernDigits(text));
  if (!match) return undefined;
  return { surah: Number(match[1]), ayah: Number(match[2]) };
}

/** The ayah after `ref`, or undefined after the last ayah of the Quran. */
export function nextAyahRef(ref: AyahRef): AyahRef | undefined {
  const id = ayahId(ref);
  return id >= AYAH_COUNT ? undefined : ayahRefOf(id + 1);
}

/** Regular-expression alternatives that together match the whole numbers 1 to `n` (1 to 999). */
function oneTo(n: number): string[] {
  const span = (from: number, to: number) => (from === to ? `${from}` : `[${from}-${to}]`);
  // Numbers 0..last written with `width` digits (leading zeros).
  const below = (last: number, width: number): string[] => {
    if (width === 1) return [span(0, last)];
    const unit = 10 ** (width - 1);
    const head = Math.floor(last / unit);
    const full = head > 0 ? [`${span(0, head - 1)}${'[0-9]'.repeat(width - 1)}`] : [];
    return [...full, ...below(last % unit, width - 1).map((tail) => `${head}${tail}`)];
  };
  const parts = [span(1, Math.min(n, 9))];
  for (let width = 2; width <= 3 && n >= 10 ** (width - 1); width++) {
    const unit = 10 ** (width - 1);
    const high = Math.min(n, 10 * unit - 1);
    const head = Math.floor(high / unit);
    if (head > 1) parts.push(`${span(1, head - 1)}${'[0-9]'.repeat(width - 1)}`);
    parts.push(...below(high % unit, width - 1).map((tail) => `${head}${tail}`));
  }
  return parts;
}

/**
 * `surah:ayah` of every ayah of the Quran as one regular expression (`78:40` matches, `1:8` does
 * not), built from quran-meta's ayah counts. firestore.rules holds this pattern: a request may
 * evaluate only 1000 rules expressions, and one match costs one, where looking a count up in a
 * list of 114 costs over a hundred. One group only: the rules allow at most 100 in a pattern.
 */
export function surahAyahPattern(): string {
  const alternatives = SURAH_AYAH_COUNTS.flatMap((count, i) =>
    oneTo(count).map((ayahs) => `${i + 1}:${ayahs}`),
  );
  return `^(${alternatives.join('|')})$`;
}
