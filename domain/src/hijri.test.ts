import { describe, expect, it } from 'vitest';
import {
  calculatedHijriDate,
  formatHijri,
  hijriDateOf,
  hijriMonthStartDocSchema,
} from './hijri.ts';

describe('Hijri date', () => {
  it('calculates Umm al-Qura with the mosque correction', () => {
    // 1 Ramadan 1447 fell on 18 February 2026 by Umm al-Qura.
    expect(calculatedHijriDate('2026-02-18', 0)).toEqual({ year: 1447, month: 9, day: 1 });
    expect(calculatedHijriDate('2026-02-18', -1)).toEqual({ year: 1447, month: 8, day: 29 });
    expect(hijriDateOf('2026-02-18', [], 0)).toEqual({
      year: 1447,
      month: 9,
      day: 1,
      sighted: false,
    });
  });

  it('follows the moon-sighting decision from its day for the month, then calculates again', () => {
    const starts = [{ hijriYear: 1447, hijriMonth: 9, startDate: '2026-02-19' }];
    expect(hijriDateOf('2026-02-18', starts, 0)).toEqual({
      year: 1447,
      month: 8,
      day: 30,
      sighted: true,
    });
    expect(hijriDateOf('2026-02-19', starts, 0)).toEqual({
      year: 1447,
      month: 9,
      day: 1,
      sighted: true,
    });
    expect(hijriDateOf('2026-03-20', starts, 0)).toMatchObject({
      month: 9,
      day: 30,
      sighted: true,
    });
    expect(hijriDateOf('2026-03-21', starts, 0).sighted).toBe(false);
    // The next month's decision takes over at once.
    const withShawwal = [...starts, { hijriYear: 1447, hijriMonth: 10, startDate: '2026-03-20' }];
    expect(hijriDateOf('2026-03-20', withShawwal, 0)).toMatchObject({ month: 10, day: 1 });
  });

  it('writes the date in English and Urdu', () => {
    const date = { year: 1448, month: 9, day: 1, sighted: true };
    expect(formatHijri(date)).toBe('1 Ramadan 1448 AH');
    expect(formatHijri(date, 'ur')).toBe('1 رمضان 1448ھ');
  });

  it('refuses a decision with a month out of range or a day that does not exist', () => {
    const ok = { hijriYear: 1448, hijriMonth: 9, startDate: '2027-02-08' };
    expect(hijriMonthStartDocSchema.safeParse(ok).success).toBe(true);
    expect(hijriMonthStartDocSchema.safeParse({ ...ok, hijriMonth: 13 }).success).toBe(false);
    expect(hijriMonthStartDocSchema.safeParse({ ...ok, startDate: '2027-02-30' }).success).toBe(
      false,
    );
  });
});
