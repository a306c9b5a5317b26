import { describe, expect, it } from 'vitest';
import { computeDayTimes } from './prayer-times.ts';

const karachi = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Karachi',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

describe('computeDayTimes', () => {
  it('gives Karachi sun times of the Karachi day, near published tables', () => {
    // 21 June 2026, 23:30 in Karachi is still 21 June there (18:30 UTC).
    const t = computeDayTimes(new Date('2026-06-21T18:30:00Z'));
    // Published tables for Karachi (24.8N 67.0E) on 21 June: sunrise about 05:42, sunset about 19:22.
    expect(karachi(t.sunrise)).toMatch(/^05:4\d$/);
    expect(karachi(t.sunset)).toMatch(/^19:(1\d|2\d)$/);
    expect(t.fajr < t.sunrise && t.sunrise < t.zuhr && t.zuhr < t.asr).toBe(true);
    expect(t.asr < t.maghrib && t.maghrib < t.isha).toBe(true);
  });

  it('uses the Karachi date even when the device is in another zone', () => {
    // 20:30 UTC on 1 January is already 2 January in Karachi (01:30).
    const late = computeDayTimes(new Date('2026-01-01T20:30:00Z'));
    const next = computeDayTimes(new Date('2026-01-02T06:00:00Z'));
    expect(late.sunrise.getTime()).toBe(next.sunrise.getTime());
  });

  it('computes Hanafi Asr later than the standard (Shafi) Asr would be', () => {
    const t = computeDayTimes(new Date('2026-12-01T06:00:00Z'));
    // Published Hanafi tables for Karachi on 1 December give Asr at about 16:05 (Shafi: 15:30).
    expect(karachi(t.asr)).toMatch(/^(15:5\d|16:[01]\d)$/);
  });
});
