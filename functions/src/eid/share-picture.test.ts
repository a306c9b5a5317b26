/**
 * The words of the shareable jamat pictures (decision 0051), without drawing them: the Eid's name,
 * its day "expected" until the moon-sighting decision, each jamat's time, place, bayan language,
 * imam and note in the picture's language (the other language's text when only it is given);
 * Jumu'ah rows with the bayan's start. Fixed days: 10 March 2027 is a Wednesday.
 */
import { describe, expect, it } from 'vitest';
import type { EidJamatsData } from '@masjid/domain/eid';
import { eidPictureContent, jumuahPictureContent } from './share-picture.ts';

const FITR: EidJamatsData = {
  hijriYear: 1448,
  eid: 'fitr',
  published: true,
  jamats: [
    { time: '06:30', place: 'courtyard', language: 'urdu', imam: 'Mufti Ahmed' },
    { time: '07:30', place: 'mainHall', language: 'english', noteUrdu: 'اپنی جائے نماز لائیں' },
  ],
};
const DAY = { hijriYear: 1448, eid: 'fitr', date: '2027-03-10' } as const;

describe('eidPictureContent', () => {
  it('words an expected Eid in English, a row per jamat', () => {
    const content = eidPictureContent(FITR, { ...DAY, decided: false }, 'Masjid Al-Noor', 'en');
    expect(content.title).toBe('Eid ul-Fitr 1448 AH');
    expect(content.day).toBe(
      'Expected on Wednesday, 10 March 2027; the day is decided by the local moon sighting.',
    );
    expect(content.rows).toEqual([
      {
        time: '6:30 AM',
        head: 'Jamat 1 · Courtyard',
        lines: ['Bayan in Urdu', 'Imam: Mufti Ahmed'],
      },
      {
        time: '7:30 AM',
        head: 'Jamat 2 · Main hall',
        lines: ['Bayan in English', 'اپنی جائے نماز لائیں'],
      },
    ]);
    expect(content.address).toMatch(/^[^/]+\/eid$/);
  });

  it('words a decided Eid in Urdu, with Western digits as the site writes them', () => {
    const content = eidPictureContent(FITR, { ...DAY, decided: true }, 'مسجد النور', 'ur');
    expect(content.title).toBe('عید الفطر 1448ھ');
    expect(content.day).toBe('بدھ، 10 مارچ، 2027، مقامی رویتِ ہلال کے مطابق۔');
    expect(content.rows[0]?.head).toBe('جماعت 1، صحن');
    expect(content.rows[0]?.lines).toEqual(['بیان کی زبان: اردو', 'امام: Mufti Ahmed']);
    expect(content.rows[0]?.time).toMatch(/^6:30 /);
    expect(content.address).toMatch(/\/ur\/eid$/);
  });
});

describe('jumuahPictureContent', () => {
  it("words the Friday and each jamat's bayan start and language", () => {
    const jamats = [
      { bayanTime: '13:00', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
      { jamatTime: '14:15', place: 'upperFloor', language: 'english' },
    ] as const;
    const content = jumuahPictureContent([...jamats], '2026-12-04', 'Masjid Al-Noor', 'en');
    expect(content.title).toBe("Jumu'ah jamats");
    expect(content.day).toBe('Friday, 4 December 2026');
    expect(content.rows.map((r) => [r.time, r.head, ...r.lines])).toEqual([
      ['1:30 PM', 'Jamat 1 · Main hall', 'Bayan from 1:00 PM · Bayan in Urdu'],
      ['2:15 PM', 'Jamat 2 · Upper floor', 'Bayan in English'],
    ]);
  });
});
