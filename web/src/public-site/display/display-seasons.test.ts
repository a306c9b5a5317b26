/**
 * The hall screen's seasonal notices on fixed Karachi days (issue 42 §1, §2, §4): Friday's
 * Jumu'ah jamats (the first following the Jumma time in force), the coming Eid's published jamats
 * from exactly a week before to its day, Ramadan's fitrana and fidya from its first day to the day
 * before Eid.
 */
import { describe, expect, it } from 'vitest';
import { eidDate, type EidJamatsResponse } from '@masjid/domain/eid';
import { addDays } from '@masjid/domain/jamat-schedule';
import { ramadanMonth, type RamadanYear } from '@masjid/domain/ramadan';
import { seasonalNotices, type SeasonalData } from './display-seasons.ts';

const EID = eidDate(1448, 'fitr');
const RAMADAN = ramadanMonth(1448);
const AMOUNTS = { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 };

const eids: EidJamatsResponse = [
  {
    id: '1448-fitr',
    hijriYear: 1448,
    eid: 'fitr',
    published: true,
    jamats: [{ time: '07:00', place: 'courtyard', language: 'urdu' }],
  },
];
const ramadan1448: RamadanYear = {
  id: '1448',
  hijriYear: 1448,
  published: true,
  taraweehTime: '20:30',
  fitrana: AMOUNTS,
  amountsAuthority: 'Darul Ifta',
  amountsAnnouncedOn: RAMADAN.start,
};

const data = (over: Partial<SeasonalData> = {}): SeasonalData => ({
  timings: { jumma: '13:30' },
  jumuah: [
    { bayanTime: '12:45', jamatTime: '13:15', place: 'mainHall', language: 'urdu' },
    { bayanTime: '14:00', jamatTime: '14:30', place: 'courtyard', language: 'english' },
  ],
  eids,
  ramadanYears: [ramadan1448],
  monthStarts: [],
  ...over,
});

describe('seasonalNotices: Jumu’ah', () => {
  it('on a Friday lists every Jumu’ah jamat, the first at the Jumma time in force', () => {
    // Friday 18 December 2026.
    const { jumuah } = seasonalNotices('2026-12-18', data());
    expect(jumuah.map((j) => [j.jamatTime, j.place])).toEqual([
      ['13:30', 'mainHall'],
      ['14:30', 'courtyard'],
    ]);
    expect(jumuah[1]!.at.toISOString()).toBe('2026-12-18T09:30:00.000Z');
  });

  it('lists none on a Thursday, and the single Jumma time when no list is stored', () => {
    expect(seasonalNotices('2026-12-17', data()).jumuah).toEqual([]);
    const single = seasonalNotices('2026-12-18', data({ jumuah: [] })).jumuah;
    expect(single.map((j) => [j.jamatTime, j.place])).toEqual([['13:30', 'mainHall']]);
  });
});

describe('seasonalNotices: Eid', () => {
  it('shows the coming Eid’s published jamats from a week before to its day', () => {
    for (const before of [7, 1, 0]) {
      const notices = seasonalNotices(addDays(EID.date, -before), data());
      expect(notices.eid?.doc.id, `${before} days before`).toBe('1448-fitr');
      expect(notices.eid?.date.decided).toBe(false);
    }
    expect(seasonalNotices(addDays(EID.date, -8), data()).eid).toBeUndefined();
  });

  it('shows nothing for an Eid whose jamats are not published', () => {
    const hidden = data({ eids: [{ ...eids[0]!, published: false }] });
    expect(seasonalNotices(addDays(EID.date, -2), hidden).eid).toBeUndefined();
  });
});

describe('seasonalNotices: Ramadan', () => {
  it('gives the amounts from Ramadan’s first day to the day before Eid', () => {
    expect(seasonalNotices(RAMADAN.start, data()).ramadan?.fitrana).toEqual(AMOUNTS);
    expect(seasonalNotices(addDays(RAMADAN.eid, -1), data()).ramadan?.id).toBe('1448');
    expect(seasonalNotices(addDays(RAMADAN.start, -1), data()).ramadan).toBeUndefined();
    expect(seasonalNotices(RAMADAN.eid, data()).ramadan).toBeUndefined();
  });

  it('gives none in Ramadan while no amount is entered', () => {
    const { fitrana: _f, ...noAmounts } = ramadan1448;
    expect(seasonalNotices(RAMADAN.start, data({ ramadanYears: [noAmounts] })).ramadan).toBe(
      undefined,
    );
  });
});
