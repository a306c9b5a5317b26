import { describe, expect, it } from 'vitest';
import { formatCountdown, formatJamat, nextJamatInForce } from './display-day.ts';

describe('the hall screen’s day', () => {
  it('counts down in hours, minutes and seconds', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('shows a stored jamat time as the start times are shown', () => {
    expect(formatJamat('05:30', 'en')).toBe('5:30 AM');
    expect(formatJamat('13:15', 'en')).toBe('1:15 PM');
  });

  it('finds the next jamat by the timings in force', () => {
    const now = Date.parse('2026-11-23T21:00:00+05:00');
    expect(nextJamatInForce({ fajr: '05:30', isha: '20:00' }, now)?.prayer).toBe('fajr');
  });
});
