/**
 * Ramadan's days from the Hijri calendar and the moon-sighting decisions, each evening's taraweeh,
 * when the site admin's details are shown, and the document's checks (amounts by year need who
 * announced them and when). Fixed days; Ramadan 1448 is calculated to begin on 8 February 2027.
 */
import { describe, expect, it } from 'vitest';
import { hijriMonthStartId, type HijriMonthStartData } from './hijri.ts';
import { computeDayTimes } from './prayer-times.ts';
import {
  isRamadanShown,
  parasByNight,
  ramadanDays,
  ramadanDocSchema,
  ramadanMonth,
  ramadanText,
  ramadanYearFor,
  shownRamadan,
  taraweehTimeOn,
  type RamadanData,
} from './ramadan.ts';

const decision = (hijriMonth: number, startDate: string): HijriMonthStartData & { id: string } => ({
  id: hijriMonthStartId(1448, hijriMonth),
  hijriYear: 1448,
  hijriMonth,
  startDate,
});

const RAMADAN_1448: RamadanData = {
  hijriYear: 1448,
  published: false,
  taraweehTime: '20:45',
  taraweehChanges: [{ fromNight: 21, time: '21:00' }],
  parasPerNight: 1.5,
  khatmNight: 27,
  fitrana: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
  amountsAuthority: 'Darul Ifta',
  amountsAnnouncedOn: '2027-02-01',
};

describe('which Ramadan /ramadan is about', () => {
  it('the coming one before Ramadan, the current one in it, next year’s after it', () => {
    expect(ramadanYearFor('2026-11-29')).toBe(1448); // Jumada al-Thani 1448
    expect(ramadanYearFor('2027-02-20')).toBe(1448); // 13 Ramadan 1448
    expect(ramadanYearFor('2027-03-20')).toBe(1449); // Shawwal 1448
  });
});

describe('ramadanMonth: the days from the calendar and the moon sighting', () => {
  it('is expected (calculated) until the committee decides', () => {
    expect(ramadanMonth(1448)).toEqual({
      hijriYear: 1448,
      start: '2027-02-08',
      startDecided: false,
      eid: '2027-03-09',
      eidDecided: false,
      days: 29,
    });
  });

  it('follows a decided start, keeping the expected Eid 29 or 30 days after it', () => {
    const month = ramadanMonth(1448, [decision(9, '2027-02-09')]);
    expect(month).toMatchObject({ start: '2027-02-09', startDecided: true, eidDecided: false });
    expect(month.days).toBeGreaterThanOrEqual(29);
    expect(month.days).toBeLessThanOrEqual(30);
  });

  it('takes Eid from the Shawwal decision', () => {
    const month = ramadanMonth(1448, [decision(9, '2027-02-08'), decision(10, '2027-03-10')]);
    expect(month).toMatchObject({ eid: '2027-03-10', eidDecided: true, days: 30 });
  });
});

describe('ramadanDays: sehri, iftar and taraweeh', () => {
  it('gives each day the timetable’s Fajr start and sunset, and 30 rows until Eid is decided', () => {
    const days = ramadanDays(ramadanMonth(1448), RAMADAN_1448);
    expect(days).toHaveLength(30);
    const times = computeDayTimes(new Date(Date.UTC(2027, 1, 8, 7)));
    expect(days[0]).toMatchObject({ day: 1, date: '2027-02-08', sehri: times.fajr });
    expect(days[0]!.iftar).toEqual(times.sunset);
    expect(days[29]).toMatchObject({ day: 30, date: '2027-03-09', uncertain: true });
    expect(days[29]!.taraweeh).toBeUndefined();
  });

  it('lists the decided month only, no uncertain day', () => {
    const days = ramadanDays(
      ramadanMonth(1448, [decision(9, '2027-02-08'), decision(10, '2027-03-09')]),
    );
    expect(days).toHaveLength(29);
    expect(days.some((d) => d.uncertain)).toBe(false);
    // Without a published Ramadan, each evening names its night only.
    expect(days[0]!.taraweeh).toEqual({ night: 2, khatm: false, lastTen: false });
  });

  it('marks the evening of the khatm night and the last ten nights, with the start in force', () => {
    const days = ramadanDays(ramadanMonth(1448), RAMADAN_1448);
    expect(days[18]!.taraweeh).toEqual({ night: 20, time: '20:45', khatm: false, lastTen: false });
    expect(days[19]!.taraweeh).toEqual({ night: 21, time: '21:00', khatm: false, lastTen: true });
    expect(days[25]!.taraweeh).toEqual({ night: 27, time: '21:00', khatm: true, lastTen: true });
  });
});

describe('taraweeh by night', () => {
  it('starts at the nightly time until a change, then at the latest change begun', () => {
    const ramadan = {
      taraweehTime: '20:30',
      taraweehChanges: [
        { fromNight: 21, time: '21:15' },
        { fromNight: 11, time: '20:45' },
      ],
    };
    expect([1, 10, 11, 20, 21, 30].map((n) => taraweehTimeOn(n, ramadan))).toEqual([
      '20:30',
      '20:30',
      '20:45',
      '20:45',
      '21:15',
      '21:15',
    ]);
  });

  it('counts the paras recited, the khatm completing 30', () => {
    expect(parasByNight(10, { parasPerNight: 1.5 })).toBe(15);
    expect(parasByNight(26, { parasPerNight: 1, khatmNight: 27 })).toBe(26);
    expect(parasByNight(27, { parasPerNight: 1, khatmNight: 27 })).toBe(30);
    expect(parasByNight(25, { parasPerNight: 1.5 })).toBe(30);
    expect(parasByNight(5, {})).toBeUndefined();
  });
});

describe('when the details are shown', () => {
  it('once published; otherwise from 1 Sha’ban of its year (decided or calculated)', () => {
    // Sha'ban 1448 is calculated to begin on 9 January 2027.
    expect(isRamadanShown(RAMADAN_1448, '2027-01-08')).toBe(false);
    expect(isRamadanShown(RAMADAN_1448, '2027-01-09')).toBe(true);
    expect(isRamadanShown(RAMADAN_1448, '2027-01-09', [decision(8, '2027-01-10')])).toBe(false);
    expect(isRamadanShown({ ...RAMADAN_1448, published: true }, '2026-11-29')).toBe(true);
  });

  it('picks the year asked for among the stored years', () => {
    const years = [
      { ...RAMADAN_1448, hijriYear: 1447, published: true },
      { ...RAMADAN_1448, published: true },
    ];
    expect(shownRamadan(years, 1448, '2026-11-29')?.hijriYear).toBe(1448);
    expect(shownRamadan(years, 1449, '2026-11-29')).toBeUndefined();
  });

  it('gives admin text in the reader’s language where written, else the other', () => {
    const ramadan = { ...RAMADAN_1448, imam: 'Hafiz Usman', itikafNotesUrdu: 'اعتکاف' };
    expect(ramadanText(ramadan, 'imam', 'ur')).toEqual({ text: 'Hafiz Usman', lang: 'en' });
    expect(ramadanText(ramadan, 'itikafNotes', 'en')).toEqual({ text: 'اعتکاف', lang: 'ur' });
    expect(ramadanText(ramadan, 'lastTenNotes', 'en')).toBeUndefined();
  });
});

describe('the document the site admin writes (fitrana amounts by year)', () => {
  it('takes a year with its amounts, the authority and the day', () => {
    expect(ramadanDocSchema.safeParse(RAMADAN_1448).success).toBe(true);
  });

  it.each([
    ['amounts without who announced them', { amountsAuthority: undefined }],
    ['amounts without the day', { amountsAnnouncedOn: undefined }],
    ['a commodity left out', { fitrana: { wheat: 300, barley: 1000, dates: 2400 } }],
    ['an amount in paisa', { fitrana: { wheat: 300.5, barley: 1000, dates: 2400, raisins: 1 } }],
    ['a negative amount', { fidya: { wheat: -1, barley: 1000, dates: 2400, raisins: 1 } }],
    ['a change on the first night', { taraweehChanges: [{ fromNight: 1, time: '21:00' }] }],
    ['a khatm on night 31', { khatmNight: 31 }],
    ['a start in words', { taraweehTime: 'after Isha' }],
    ['an unknown field', { eidJamat: '07:30' }],
  ])('refuses %s', (_name, change) => {
    expect(ramadanDocSchema.safeParse({ ...RAMADAN_1448, ...change }).success).toBe(false);
  });
});
