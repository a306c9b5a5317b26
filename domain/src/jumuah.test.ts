/**
 * Several Jumu'ah jamats: the stored list, the old single Jumma time read as a one-jamat list, a
 * scheduled change of the Jumma time moving the first jamat, and only Fridays having them. Fixed
 * days: 2027-03-05 is a Friday, 2027-03-04 a Thursday.
 */
import { describe, expect, it } from 'vitest';
import { isKarachiFriday } from './jamat-instants.ts';
import {
  comingFriday,
  jumuahDocSchema,
  jumuahJamats,
  jumuahJamatsOn,
  storedJumuahJamats,
  type JumuahJamat,
} from './jumuah.ts';

const TWO: JumuahJamat[] = [
  { bayanTime: '12:45', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
  { bayanTime: '14:00', jamatTime: '14:30', place: 'courtyard', language: 'english' },
];

describe('jumuahJamats', () => {
  it('reads the old single Jumma time as one jamat in the main hall', () => {
    expect(jumuahJamats({ jumma: '13:15' }, [])).toEqual([
      { jamatTime: '13:15', place: 'mainHall', language: 'urdu' },
    ]);
  });

  it('has none without a Jumma time or a list', () => {
    expect(jumuahJamats({ zuhr: '13:30' }, [])).toEqual([]);
  });

  it('gives the stored list when its first jamat is the Jumma time', () => {
    expect(jumuahJamats({ jumma: '13:30' }, TWO)).toEqual(TWO);
  });

  it('moves the first jamat to a changed Jumma time (a scheduled change) and keeps the rest', () => {
    const jamats = jumuahJamats({ jumma: '13:45' }, TWO);
    expect(jamats.map((j) => [j.jamatTime, j.place, j.bayanTime])).toEqual([
      ['13:45', 'mainHall', '12:45'],
      ['14:30', 'courtyard', '14:00'],
    ]);
  });

  it('drops a bayan left after its moved jamat', () => {
    expect(jumuahJamats({ jumma: '12:30' }, TWO)[0]).toEqual({
      jamatTime: '12:30',
      place: 'mainHall',
      language: 'urdu',
    });
  });

  it('uses the stored list as it is when no Jumma time is set', () => {
    expect(jumuahJamats({}, TWO)).toEqual(TWO);
  });
});

describe('comingFriday', () => {
  it('is the day itself on a Friday, else the next Friday, across a month and a year', () => {
    expect(comingFriday('2026-12-04')).toBe('2026-12-04');
    expect(comingFriday('2026-12-05')).toBe('2026-12-11');
    expect(comingFriday('2026-11-30')).toBe('2026-12-04');
    expect(comingFriday('2026-12-31')).toBe('2027-01-01');
    expect(isKarachiFriday(comingFriday('2027-02-23'))).toBe(true);
  });
});

describe('jumuahJamatsOn', () => {
  it('puts the jamats on a Friday as Karachi instants, numbered', () => {
    const day = jumuahJamatsOn('2027-03-05', { jumma: '13:30' }, TWO);
    expect(day.map((j) => [j.index, j.at.toISOString(), j.bayanAt?.toISOString()])).toEqual([
      [1, '2027-03-05T08:30:00.000Z', '2027-03-05T07:45:00.000Z'],
      [2, '2027-03-05T09:30:00.000Z', '2027-03-05T09:00:00.000Z'],
    ]);
  });

  it('has none on other days', () => {
    expect(jumuahJamatsOn('2027-03-04', { jumma: '13:30' }, TWO)).toEqual([]);
  });
});

describe('jumuahDocSchema', () => {
  it('accepts two jamats in order', () => {
    expect(jumuahDocSchema.safeParse({ jamats: TWO }).success).toBe(true);
  });

  it.each([
    ['no jamat', { jamats: [] }],
    [
      'five jamats',
      { jamats: Array.from({ length: 5 }, (_, i) => ({ ...TWO[0]!, jamatTime: `1${i}:30` })) },
    ],
    ['out of order', { jamats: [TWO[1], TWO[0]] }],
    ['a bayan after its jamat', { jamats: [{ ...TWO[0]!, bayanTime: '13:40' }] }],
    ['an unknown place', { jamats: [{ ...TWO[0]!, place: 'roof' }] }],
    ['an unknown field', { jamats: [{ ...TWO[0]!, imam: 'x' }] }],
    ['a 12-hour time', { jamats: [{ ...TWO[0]!, jamatTime: '1:30 PM' }] }],
  ])('refuses %s', (_, doc) => {
    expect(jumuahDocSchema.safeParse(doc).success).toBe(false);
  });
});

describe('storedJumuahJamats', () => {
  it('keeps the valid jamats of a document edited by hand', () => {
    expect(storedJumuahJamats({ jamats: [TWO[0], { jamatTime: 'noon' }] })).toEqual([TWO[0]]);
    expect(storedJumuahJamats(undefined)).toEqual([]);
    expect(storedJumuahJamats({ jamats: 'x' })).toEqual([]);
  });
});
