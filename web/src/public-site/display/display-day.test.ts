import { describe, expect, it } from 'vitest';
import { nextJamatInForce } from '@masjid/domain/jamat-schedule';
import { formatCountdown, formatJamat, jamatInForce, shownDay } from './display-day.ts';

describe('the hall screen’s day', () => {
  it('counts down in hours, minutes and seconds', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });

  it('shows a stored jamat time as the start times are shown', async () => {
    const { formatClock, formatTime } = await import('./display-day.ts');
    expect(formatJamat('05:30', 'en')).toBe('5:30 AM');
    expect(formatJamat('13:15', 'en')).toBe('1:15 PM');
    // Urdu as a board writes it: the time alone, no "PM" in Latin letters.
    expect(formatJamat('17:45', 'ur')).toBe('5:45');
    expect(formatTime(Date.parse('2026-11-23T17:45:00+05:00'), 'ur')).toBe('5:45');
    expect(formatClock(Date.parse('2026-11-23T17:45:09+05:00'), 'en')).toBe('5:45:09 PM');
    expect(formatClock(Date.parse('2026-11-23T17:45:09+05:00'), 'ur')).toBe('5:45:09');
  });

  it('finds the next jamat by the timings in force', () => {
    const now = Date.parse('2026-11-23T21:00:00+05:00');
    expect(nextJamatInForce({ fajr: '05:30', isha: '20:00' }, [], now)?.prayer).toBe('fajr');
  });

  it('lays a scheduled change over the stored timings from its own Karachi day on', () => {
    const change = { id: 'c1', effectiveDate: '2026-12-01', times: { fajr: '05:45' } };
    const stored = { fajr: '05:30', isha: '20:00' };
    // 30 November, 23:30 in Karachi: still the old time.
    const eve = Date.parse('2026-11-30T23:30:00+05:00');
    expect(jamatInForce(stored, eve, [change]).fajr).toBe('05:30');
    // 1 December, 00:10 in Karachi (still 30 November in UTC): the new time, and it is next.
    const after = Date.parse('2026-12-01T00:10:00+05:00');
    expect(jamatInForce(stored, after, [change])).toEqual({ fajr: '05:45', isha: '20:00' });
    expect(nextJamatInForce(stored, [change], after)?.at.toISOString()).toBe(
      '2026-12-01T00:45:00.000Z',
    );
    // The evening before, after Isha: the countdown is to tomorrow's Fajr at tomorrow's 05:45.
    const night = Date.parse('2026-11-30T21:00:00+05:00');
    expect(nextJamatInForce(stored, [change], night)?.at.toISOString()).toBe(
      '2026-12-01T00:45:00.000Z',
    );
  });

  it('shows tomorrow’s times from half an hour after the Isha jamat, at tomorrow’s timings', () => {
    const stored = { fajr: '05:30', isha: '20:00' };
    const change = { id: 'c1', effectiveDate: '2026-12-01', times: { fajr: '05:45' } };
    const at = (iso: string) => Date.parse(`${iso}+05:00`);
    expect(shownDay(stored, at('2026-11-30T20:29:00'), [change])).toEqual({
      day: '2026-11-30',
      tomorrow: false,
    });
    const late = shownDay(stored, at('2026-11-30T23:30:00'), [change]);
    expect(late).toEqual({ day: '2026-12-01', tomorrow: true });
    // The times shown are the next day's, with the change due that day.
    expect(jamatInForce(stored, at(`${late.day}T12:00:00`), [change]).fajr).toBe('05:45');
    // After midnight it is today's times again (the new Karachi day).
    expect(shownDay(stored, at('2026-12-01T00:10:00'), [change])).toEqual({
      day: '2026-12-01',
      tomorrow: false,
    });
    // Month and year ends roll over.
    expect(shownDay(stored, at('2026-12-31T21:00:00')).day).toBe('2027-01-01');
  });

  it('with no Isha jamat set, turns to tomorrow half an hour after Isha begins', () => {
    const at = (iso: string) => Date.parse(`${iso}+05:00`);
    // Isha begins about 19:05 in mid-December in Karachi.
    expect(shownDay({}, at('2026-12-14T19:00:00')).tomorrow).toBe(false);
    expect(shownDay({}, at('2026-12-14T20:00:00'))).toEqual({ day: '2026-12-15', tomorrow: true });
  });
});
