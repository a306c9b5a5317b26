import { describe, expect, it } from 'vitest';
import { displaySettingsDocSchema, isNight } from './display-settings.ts';
import { computeDayTimes } from './prayer-times.ts';

const at = (iso: string) => Date.parse(`${iso}+05:00`);
// Monday 14 December 2026 in Karachi: Fajr begins about 05:50, Isha about 19:05.
const today = (iso: string) => computeDayTimes(new Date(at(iso)));

describe('the hall screen’s night mode', () => {
  const night = { nightFrom: '22:00', nightUntil: '04:30' };

  it('dims across midnight inside the admin’s window', () => {
    for (const t of ['2026-12-14T22:00:00', '2026-12-14T23:30:00', '2026-12-15T02:00:00']) {
      expect(isNight(night, today(t), at(t))).toBe(true);
    }
    for (const t of ['2026-12-14T21:59:00', '2026-12-15T04:30:00', '2026-12-14T14:00:00']) {
      expect(isNight(night, today(t), at(t))).toBe(false);
    }
  });

  it('never dims before Isha begins or from Fajr on, however wide the window', () => {
    const wide = { nightFrom: '18:00', nightUntil: '07:00' };
    expect(isNight(wide, today('2026-12-14T18:30:00'), at('2026-12-14T18:30:00'))).toBe(false);
    expect(isNight(wide, today('2026-12-14T19:30:00'), at('2026-12-14T19:30:00'))).toBe(true);
    expect(isNight(wide, today('2026-12-15T06:30:00'), at('2026-12-15T06:30:00'))).toBe(false);
    expect(isNight(wide, today('2026-12-15T05:00:00'), at('2026-12-15T05:00:00'))).toBe(true);
  });

  it('is off with no times set', () => {
    expect(isNight({}, today('2026-12-15T02:00:00'), at('2026-12-15T02:00:00'))).toBe(false);
  });

  it('takes both times or neither, different, in 24-hour HH:MM, and nothing else', () => {
    expect(displaySettingsDocSchema.safeParse(night).success).toBe(true);
    expect(displaySettingsDocSchema.safeParse({}).success).toBe(true);
    expect(displaySettingsDocSchema.safeParse({ nightFrom: '22:00' }).success).toBe(false);
    expect(
      displaySettingsDocSchema.safeParse({ nightFrom: '22:00', nightUntil: '22:00' }).success,
    ).toBe(false);
    expect(
      displaySettingsDocSchema.safeParse({ nightFrom: '10 PM', nightUntil: '04:30' }).success,
    ).toBe(false);
    expect(displaySettingsDocSchema.safeParse({ ...night, dim: 0.3 }).success).toBe(false);
  });
});
