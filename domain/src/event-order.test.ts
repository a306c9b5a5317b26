import { describe, expect, it } from 'vitest';
import { splitEventsByTime } from './event.ts';

// 23 November 2026, 19:00 in Karachi (UTC+5).
const now = new Date('2026-11-23T14:00:00.000Z');
const event = (id: string, date: string) => ({ id, date });

describe('splitEventsByTime', () => {
  it('puts events ahead first, soonest first, and past ones most recent first', () => {
    const events = [
      event('last-year', '2025-12-01T10:00:00.000Z'),
      event('next-month', '2026-12-20T10:00:00.000Z'),
      event('yesterday', '2026-11-22T10:00:00.000Z'),
      event('tomorrow', '2026-11-24T10:00:00.000Z'),
      event('last-week', '2026-11-16T10:00:00.000Z'),
    ];
    const { upcoming, past } = splitEventsByTime(events, now);
    expect(upcoming.map((e) => e.id)).toEqual(['tomorrow', 'next-month']);
    expect(past.map((e) => e.id)).toEqual(['yesterday', 'last-week', 'last-year']);
  });

  it('compares instants, whatever offset a date is written with', () => {
    // 20:00 in Karachi is an hour after `now`; 18:00 in Karachi an hour before.
    const later = event('later', '2026-11-23T20:00:00+05:00');
    const earlier = event('earlier', '2026-11-23T18:00:00+05:00');
    const soon = event('soon', '2026-11-23T14:30:00.000Z');
    const { upcoming, past } = splitEventsByTime([later, earlier, soon], now);
    expect(upcoming.map((e) => e.id)).toEqual(['soon', 'later']);
    expect(past.map((e) => e.id)).toEqual(['earlier']);
  });

  it('counts an event starting exactly now as past, as Register Now does', () => {
    const { upcoming, past } = splitEventsByTime([event('now', now.toISOString())], now);
    expect(upcoming).toEqual([]);
    expect(past.map((e) => e.id)).toEqual(['now']);
  });

  it('leaves the given list unchanged and answers empty lists for no events', () => {
    const events = [event('b', '2026-12-02T00:00:00Z'), event('a', '2026-12-01T00:00:00Z')];
    splitEventsByTime(events, now);
    expect(events.map((e) => e.id)).toEqual(['b', 'a']);
    expect(splitEventsByTime([], now)).toEqual({ upcoming: [], past: [] });
  });
});
