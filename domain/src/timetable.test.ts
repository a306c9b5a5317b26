import { describe, expect, it } from 'vitest';
import { timetableClock, timetableMonth, timetableWeekday } from './timetable.ts';
import { makruhWindows } from './makruh.ts';

describe('timetableMonth', () => {
  const input = {
    current: { fajr: '05:30', maghrib: '18:10' },
    scheduledChanges: [{ id: 'c', effectiveDate: '2026-03-01', times: { fajr: '05:15' } }],
    monthStarts: [
      { hijriYear: 1447, hijriMonth: 9, startDate: '2026-02-19' },
      { hijriYear: 1447, hijriMonth: 10, startDate: '2026-03-21' },
    ],
    offsetDays: 0,
  };

  it('gives every day of the month, across its end, with its own times', () => {
    const feb = timetableMonth(2026, 2, input);
    const mar = timetableMonth(2026, 3, input);
    expect(feb).toHaveLength(28);
    expect(mar).toHaveLength(31);
    expect(feb.at(-1)?.date).toBe('2026-02-28');
    expect(mar[0]?.date).toBe('2026-03-01');
    expect(mar[0]?.weekday).toBe(0); // 1 March 2026 is a Sunday
    // Days follow each other: sunrise moves by at most two minutes a day.
    const step =
      (mar[0]!.times.sunrise.getTime() - feb.at(-1)!.times.sunrise.getTime()) / 60_000 - 24 * 60;
    expect(Math.abs(step)).toBeLessThan(2);
    expect(timetableClock(mar[0]!.times.sunrise)).toMatch(/^6:5\d$/);
  });

  it('applies a scheduled change from its day', () => {
    const feb = timetableMonth(2026, 2, input);
    const mar = timetableMonth(2026, 3, input);
    expect(feb.at(-1)?.jamat.fajr).toBe('05:30');
    expect(mar[0]?.jamat).toEqual({ fajr: '05:15', maghrib: '18:10' });
  });

  it('marks Ramadan by the moon-sighting decision with sehri and iftar', () => {
    const feb = timetableMonth(2026, 2, input);
    expect(feb[17]?.ramadan).toBeUndefined(); // 18 Feb: Shaban 30 by the decision
    expect(feb[18]?.hijri).toEqual({ year: 1447, month: 9, day: 1, sighted: true });
    expect(feb[18]?.ramadan?.sehri).toEqual(feb[18]?.times.fajr);
    expect(feb[18]?.ramadan?.iftar).toEqual(feb[18]?.times.sunset);
    const mar = timetableMonth(2026, 3, input);
    expect(mar[19]?.hijri).toMatchObject({ month: 9, day: 30 });
    expect(mar[20]?.hijri).toMatchObject({ month: 10, day: 1 });
    expect(mar[20]?.ramadan).toBeUndefined();
  });
});

describe("timetableMonth: Jumu'ah jamats and makruh windows", () => {
  // December 2026: Fridays are the 4th, 11th, 18th and 25th; the Jumma time moves on the 15th.
  const input = {
    current: { zuhr: '13:15', jumma: '13:30' },
    scheduledChanges: [{ id: 'j', effectiveDate: '2026-12-15', times: { jumma: '13:45' } }],
    monthStarts: [],
    offsetDays: 0,
    jumuah: [
      { bayanTime: '13:00', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
      { bayanTime: '14:00', jamatTime: '14:15', place: 'courtyard', language: 'english' },
      { jamatTime: '15:00', place: 'womensSection', language: 'urdu' },
    ] as const,
  };
  const dec = timetableMonth(2026, 12, input);

  it("lists every Jumu'ah jamat on each Friday and none on other days", () => {
    const fridays = dec.filter((r) => r.jumuah.length > 0).map((r) => r.date);
    expect(fridays).toEqual(['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25']);
    expect(dec.every((r) => (r.weekday === 5) === r.jumuah.length > 0)).toBe(true);
    expect(dec[3]!.jumuah.map((j) => [j.jamatTime, j.place, j.language])).toEqual([
      ['13:30', 'mainHall', 'urdu'],
      ['14:15', 'courtyard', 'english'],
      ['15:00', 'womensSection', 'urdu'],
    ]);
  });

  it('moves the first jamat with a scheduled change of the Jumma time, the others stay', () => {
    expect(dec[17]!.jumuah.map((j) => j.jamatTime)).toEqual(['13:45', '14:15', '15:00']);
    expect(dec[17]!.jumuah[0]!.bayanTime).toBe('13:00');
  });

  it('reads the single Jumma time as one main-hall jamat when no list is stored', () => {
    const plain = timetableMonth(2026, 12, { ...input, jumuah: [] });
    expect(plain[3]!.jumuah).toEqual([{ jamatTime: '13:30', place: 'mainHall', language: 'urdu' }]);
    const none = timetableMonth(2026, 12, {
      ...input,
      current: {},
      scheduledChanges: [],
      jumuah: [],
    });
    expect(none[3]!.jumuah).toEqual([]);
  });

  it('gives each day its makruh windows from its own sun times', () => {
    for (const row of [dec[0]!, dec[30]!]) {
      expect(row.makruh).toEqual(makruhWindows(row.times));
      expect(row.makruh.map((w) => w.key)).toEqual(['sunrise', 'zawal', 'sunset']);
    }
    // 1 December 2026 in Karachi: sunrise 6:59, so prayer is makruh until 7:14.
    expect(timetableClock(dec[0]!.times.sunrise)).toBe('6:59');
    expect(timetableClock(dec[0]!.makruh[0]!.end)).toBe('7:14');
  });
});

describe('timetableWeekday', () => {
  it('names the Karachi day in English and in Urdu', () => {
    expect(timetableWeekday('2026-12-01', 'en')).toBe('Tue');
    expect(timetableWeekday('2026-12-03', 'ur')).toBe('جمعرات');
    expect(timetableWeekday('2026-12-04', 'ur')).toBe('جمعہ');
  });
});
