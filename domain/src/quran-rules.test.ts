import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SURAH_AYAH_COUNTS, surahAyahPattern } from './quran-portion.ts';

/**
 * firestore.rules cannot import quran-meta, so `isSurahAyah` holds the pattern of every
 * `surah:ayah` written out; these tests keep it equal to the pattern built from quran-meta, and
 * check that pattern against every surah and ayah number.
 */
describe('the surah:ayah pattern of firestore.rules', () => {
  const pattern = new RegExp(surahAyahPattern());

  it('matches exactly the ayahs quran-meta knows', () => {
    for (let surah = 0; surah <= 115; surah++)
      for (let ayah = 0; ayah <= 300; ayah++) {
        const real =
          surah >= 1 && surah <= 114 && ayah >= 1 && ayah <= (SURAH_AYAH_COUNTS[surah - 1] ?? 0);
        expect(pattern.test(`${surah}:${ayah}`), `${surah}:${ayah}`).toBe(real);
      }
    expect(pattern.test('01:1')).toBe(false);
    expect(pattern.test('1:01')).toBe(false);
  });

  it('is the one in firestore.rules', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const found = /function isSurahAyah\(text\) \{\s*return text\.matches\('([^']*)'\);/.exec(
      rules,
    );
    expect(found?.[1], 'isSurahAyah in firestore.rules').toBe(surahAyahPattern());
  });
});
