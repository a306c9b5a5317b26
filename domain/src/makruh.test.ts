import { describe, expect, it } from 'vitest';
import { makruhAt, makruhWindows } from './makruh.ts';
import { computeDayTimes } from './prayer-times.ts';

const karachi = (iso: string) => new Date(`${iso}+05:00`);

describe('makruh windows', () => {
  // Monday 14 December 2026 in Karachi.
  const day = computeDayTimes(karachi('2026-12-14T12:00:00'));
  const windows = makruhWindows(day);

  it('are sunrise to a quarter hour after, the ten minutes before Zuhr, and the quarter hour before sunset', () => {
    expect(windows.map((w) => w.key)).toEqual(['sunrise', 'zawal', 'sunset']);
    const [rise, zawal, set] = windows;
    expect(rise?.start).toEqual(day.sunrise);
    expect((rise!.end.getTime() - day.sunrise.getTime()) / 60_000).toBe(15);
    expect(zawal?.end).toEqual(day.zuhr);
    expect((day.zuhr.getTime() - zawal!.start.getTime()) / 60_000).toBe(10);
    expect(set?.end).toEqual(day.sunset);
    expect((day.sunset.getTime() - set!.start.getTime()) / 60_000).toBe(15);
  });

  it('fall at the day’s real sun times in Karachi', () => {
    // Winter in Karachi: sunrise a little after 7, zawal a little after noon, sunset before 6.
    const [rise, zawal, set] = windows;
    expect(rise!.start.getTime()).toBeGreaterThan(karachi('2026-12-14T06:55:00').getTime());
    expect(rise!.start.getTime()).toBeLessThan(karachi('2026-12-14T07:20:00').getTime());
    expect(zawal!.start.getTime()).toBeGreaterThan(karachi('2026-12-14T12:05:00').getTime());
    expect(zawal!.end.getTime()).toBeLessThan(karachi('2026-12-14T12:45:00').getTime());
    expect(set!.end.getTime()).toBeGreaterThan(karachi('2026-12-14T17:30:00').getTime());
    expect(set!.end.getTime()).toBeLessThan(karachi('2026-12-14T18:00:00').getTime());
  });

  it('say which window an instant is in, and none outside them', () => {
    const zawal = windows[1]!;
    expect(makruhAt(windows, zawal.start.getTime())?.key).toBe('zawal');
    expect(makruhAt(windows, zawal.end.getTime() - 1)?.key).toBe('zawal');
    expect(makruhAt(windows, zawal.end.getTime())).toBeUndefined();
    expect(makruhAt(windows, karachi('2026-12-14T15:00:00').getTime())).toBeUndefined();
  });
});
