/**
 * Surahs by name (issue 39 §6: a parent who reads little knows a surah by its name, not its
 * number). Apart from quran-portion.ts, which the public timetable also loads, so that its
 * English names (quran-meta/i18n, about 3 KB) come only with the screens that show them.
 */
import { getSurahMeta } from 'quran-meta/hafs';
import { surahNamesEn } from 'quran-meta/i18n';
import { surahNumber } from './quran-portion.ts';

/**
 * A surah's name for a reader who knows it by name rather than number: in English its
 * transliteration (`Al-Baqara`), in Urdu its Arabic name without diacritics (`البقرة`), both from
 * quran-meta. RangeError outside 1 to 114.
 */
export function surahName(surah: number, language: 'en' | 'ur'): string {
  const number = surahNumber(surah);
  if (language === 'en') return surahNamesEn[number]?.[0] ?? String(surah);
  return getSurahMeta(number).name.replace(/\p{M}/gu, '');
}
