import { describe, expect, it } from 'vitest';
import { daysBetween, karachiDay, karachiIsoToday } from './karachi-calendar.ts';

describe('karachiDay', () => {
  it('turns the date at 19:00 UTC, midnight in Karachi (UTC+5)', () => {
    expect(karachiDay(new Date('2026-03-31T18:59:00Z'))).toEqual({ year: 2026, month: 3, day: 31 });
    expect(karachiDay(new Date('2026-03-31T19:00:00Z'))).toEqual({ year: 2026, month: 4, day: 1 });
  });

  it('crosses the year in Karachi before it does in UTC', () => {
    expect(karachiIsoToday(Date.parse('2026-12-31T19:30:00Z'))).toBe('2027-01-01');
  });
});

describe('daysBetween', () => {
  it('counts whole days across a month and a leap day, negative backwards', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });
});
