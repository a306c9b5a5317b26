import { describe, expect, it } from 'vitest';
import {
  dueJamatChanges,
  jamatChangeDocSchema,
  jamatChangesTomorrow,
  jamatInForce,
  upcomingJamatChange,
  type JamatChange,
} from './jamat-schedule.ts';

const current = { fajr: '05:30', zuhr: '13:15', isha: '20:00' };
const changes: JamatChange[] = [
  { id: 'b', effectiveDate: '2026-12-15', times: { isha: '19:45' } },
  { id: 'a', effectiveDate: '2026-12-01', times: { fajr: '05:45' } },
];
// 30 Nov 2026, 20:00 in Karachi (15:00 UTC); 19:30 UTC is already 1 Dec there.
const eveningBefore = new Date('2026-11-30T15:00:00Z');
const dayOf = new Date('2026-11-30T19:30:00Z');

describe('jamat changes scheduled in advance', () => {
  it('lays each change over the current timings from its day on', () => {
    expect(jamatInForce('2026-11-30', current, changes)).toEqual(current);
    expect(jamatInForce('2026-12-01', current, changes)).toEqual({ ...current, fajr: '05:45' });
    expect(jamatInForce('2026-12-31', current, changes)).toEqual({
      ...current,
      fajr: '05:45',
      isha: '19:45',
    });
  });

  it('announces the next change within the notice days only', () => {
    const start = new Date('2026-11-20T06:00:00Z');
    expect(upcomingJamatChange(start, changes, 7)).toBeUndefined();
    expect(upcomingJamatChange(new Date('2026-11-24T06:00:00Z'), changes, 7)).toEqual({
      change: changes[1],
      daysAway: 7,
    });
    expect(upcomingJamatChange(eveningBefore, changes, 0)).toBeUndefined();
    expect(upcomingJamatChange(eveningBefore, changes, 1)?.daysAway).toBe(1);
    // On its day the change is in force, no longer upcoming; the next one is 14 days away.
    expect(upcomingJamatChange(dayOf, changes, 7)).toBeUndefined();
    expect(upcomingJamatChange(dayOf, changes, 14)?.change.id).toBe('b');
  });

  it('takes effect on its Karachi day, and is sent the evening before', () => {
    expect(dueJamatChanges(eveningBefore, changes)).toEqual([]);
    expect(dueJamatChanges(dayOf, changes).map((c) => c.id)).toEqual(['a']);
    expect(jamatChangesTomorrow(eveningBefore, changes).map((c) => c.id)).toEqual(['a']);
    expect(jamatChangesTomorrow(dayOf, changes)).toEqual([]);
  });

  it('refuses a change without times, with a bad time or a day that does not exist', () => {
    expect(jamatChangeDocSchema.safeParse({ effectiveDate: '2026-12-01', times: {} }).success).toBe(
      false,
    );
    expect(
      jamatChangeDocSchema.safeParse({ effectiveDate: '2026-12-01', times: { fajr: '5:45' } })
        .success,
    ).toBe(false);
    expect(
      jamatChangeDocSchema.safeParse({ effectiveDate: '2026-02-30', times: { fajr: '05:45' } })
        .success,
    ).toBe(false);
    expect(
      jamatChangeDocSchema.safeParse({
        effectiveDate: '2026-12-01',
        times: { fajr: '05:45' },
        extra: 1,
      }).success,
    ).toBe(false);
  });
});
