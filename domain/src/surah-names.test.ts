import { describe, expect, it } from 'vitest';
import { surahName } from './surah-names.ts';

/** Surah names beside surah:ayah, for a parent who knows the surah by name. */
describe('surahName', () => {
  it('names surahs in English and in Arabic letters for Urdu', () => {
    expect(surahName(1, 'en')).toBe('Al-Faatiha');
    expect(surahName(2, 'en')).toBe('Al-Baqara');
    expect(surahName(2, 'ur')).toBe('البقرة');
    expect(surahName(78, 'ur')).toBe('النبإ');
    expect(surahName(114, 'en')).toBe('An-Naas');
    expect(() => surahName(115, 'en')).toThrow(RangeError);
  });
});
