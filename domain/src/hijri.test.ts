import { describe, expect, it } from 'vitest';
import {
  calculatedHijriDate,
  formatHijri,
  hijriDateOf,
  hijriMonthStartDocSchema,
  calculatedMonthStart,
  monthStartProblem,
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

describe('a decision keeps every month 29 or 30 days (monthStartProblem)', () => {
  // By Umm al-Qura, Jumada al-Thani 1447 began on 22 November 2025 and Rajab on 21 December.
  const jumadaII = { hijriYear: 1447, hijriMonth: 6, startDate: '2025-11-22' };

  it('finds the calculated first day of a month', () => {
    expect(calculatedMonthStart(1447, 9, 0)).toBe('2026-02-18');
    expect(calculatedMonthStart(1447, 7, 0)).toBe('2025-12-21');
    expect(calculatedMonthStart(1447, 7, 1)).toBe('2025-12-20');
  });

  it('refuses "Rajab began" one day after Jumada al-Thani began', () => {
    const rajab = { hijriYear: 1447, hijriMonth: 7, startDate: '2025-11-23' };
    expect(monthStartProblem(rajab, [jumadaII], 0)).toEqual({
      which: 'before',
      year: 1447,
      month: 6,
      neighbour: '2025-11-22',
      recorded: true,
      days: 1,
      allowed: ['2025-12-21', '2025-12-22'],
    });
  });

  it('takes a start 29 or 30 days after the month before, recorded or calculated', () => {
    for (const startDate of ['2025-12-21', '2025-12-22'])
      expect(monthStartProblem({ hijriYear: 1447, hijriMonth: 7, startDate }, [jumadaII], 0)).toBe(
        null,
      );
    expect(
      monthStartProblem({ hijriYear: 1447, hijriMonth: 7, startDate: '2025-12-22' }, [], 0),
    ).toBe(null);
  });

  it('refuses a start 31 days after the calculated start of the month before', () => {
    const late = { hijriYear: 1447, hijriMonth: 7, startDate: '2025-12-23' };
    expect(monthStartProblem(late, [], 0)).toMatchObject({ which: 'before', days: 31 });
    // A month restarted today: Rajab again on a day in the middle of Rajab.
    const restart = { hijriYear: 1447, hijriMonth: 7, startDate: '2026-01-05' };
    expect(monthStartProblem(restart, [], 0)).toMatchObject({ which: 'before', month: 6 });
  });

  it('refuses a start that would leave its own month shorter than 29 days before the next', () => {
    const shaban = { hijriYear: 1447, hijriMonth: 8, startDate: '2026-01-19' };
    const rajab = { hijriYear: 1447, hijriMonth: 7, startDate: '2025-12-25' };
    expect(monthStartProblem(rajab, [jumadaII, shaban], 0)).toMatchObject({
      which: 'before',
      days: 33,
    });
    const rajabLate = { hijriYear: 1447, hijriMonth: 7, startDate: '2025-12-22' };
    expect(monthStartProblem(rajabLate, [jumadaII, shaban], 0)).toEqual({
      which: 'own',
      year: 1447,
      month: 7,
      neighbour: '2026-01-19',
      recorded: true,
      days: 28,
      allowed: ['2025-12-20', '2025-12-21'],
    });
  });

  it('passes over the recorded decision of its own month, which it replaces', () => {
    const rajab = { hijriYear: 1447, hijriMonth: 7, startDate: '2025-12-21' };
    const replaced = { hijriYear: 1447, hijriMonth: 7, startDate: '2025-12-01' };
    expect(monthStartProblem(rajab, [jumadaII, replaced], 0)).toBe(null);
  });

  it('counts Muharram from Dhu al-Hijjah of the year before', () => {
    const dhulHijjah = { hijriYear: 1447, hijriMonth: 12, startDate: '2026-05-18' };
    const muharram = { hijriYear: 1448, hijriMonth: 1, startDate: '2026-05-19' };
    expect(monthStartProblem(muharram, [dhulHijjah], 0)).toMatchObject({
      which: 'before',
      year: 1447,
      month: 12,
      days: 1,
    });
  });
});
