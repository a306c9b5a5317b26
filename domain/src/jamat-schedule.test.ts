import { describe, expect, it } from 'vitest';
import {
  dueJamatChanges,
  jamatChangeDocSchema,
  jamatChangesTomorrow,
  jamatInForce,
  nextJamatInForce,
  upcomingJamatChanges,
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

  it('announces every change within the notice days, each with its day, nearest first', () => {
    const start = new Date('2026-11-20T06:00:00Z');
    expect(upcomingJamatChanges(start, changes, 7)).toEqual([]);
    expect(upcomingJamatChanges(new Date('2026-11-24T06:00:00Z'), changes, 7)).toEqual([
      { change: changes[1], daysAway: 7 },
    ]);
    expect(upcomingJamatChanges(eveningBefore, changes, 0)).toEqual([]);
    expect(upcomingJamatChanges(eveningBefore, changes, 1).map((u) => u.daysAway)).toEqual([1]);
    // Both within 15 days: both announced, the nearer first.
    expect(upcomingJamatChanges(eveningBefore, changes, 15).map((u) => u.change.id)).toEqual([
      'a',
      'b',
    ]);
    // On its day the change is in force, no longer upcoming; the next one is 14 days away.
    expect(upcomingJamatChanges(dayOf, changes, 7)).toEqual([]);
    expect(upcomingJamatChanges(dayOf, changes, 14).map((u) => u.change.id)).toEqual(['b']);
  });

  it('lists three changes on three days, none hiding another (issue 39)', () => {
    const three: JamatChange[] = [
      { id: 'dec1', effectiveDate: '2026-12-01', times: { fajr: '06:00', isha: '19:45' } },
      { id: 'nov30', effectiveDate: '2026-11-30', times: { asr: '15:45' } },
      { id: 'nov29', effectiveDate: '2026-11-29', times: { isha: '19:50' } },
    ];
    const nov28 = new Date('2026-11-28T10:00:00Z');
    expect(upcomingJamatChanges(nov28, three, 7).map((u) => [u.change.id, u.daysAway])).toEqual([
      ['nov29', 1],
      ['nov30', 2],
      ['dec1', 3],
    ]);
  });

  it("counts down to tomorrow's first jamat by tomorrow's times (issue 39)", () => {
    // 30 Nov, 21:00 in Karachi: Isha is over; from 1 Dec Fajr is 05:45, not 05:30.
    const night = new Date('2026-11-30T16:00:00Z');
    const next = nextJamatInForce(current, changes, night);
    expect(next?.prayer).toBe('fajr');
    expect(next?.time).toBe('05:45');
    expect(next?.at.toISOString()).toBe('2026-12-01T00:45:00.000Z');
    // Earlier that day the next jamat is today's, by today's times.
    expect(nextJamatInForce(current, changes, new Date('2026-11-30T06:00:00Z'))?.time).toBe(
      '13:15',
    );
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
