import { describe, expect, it } from 'vitest';
import { timetableClock, timetableMonth, timetableWeekday } from './timetable.ts';

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

describe('timetableWeekday', () => {
  it('names the Karachi day in English and in Urdu', () => {
    expect(timetableWeekday('2026-12-01', 'en')).toBe('Tue');
    expect(timetableWeekday('2026-12-03', 'ur')).toBe('جمعرات');
    expect(timetableWeekday('2026-12-04', 'ur')).toBe('جمعہ');
  });
});
