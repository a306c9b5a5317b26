import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, formatWallClock, urduDayPart, URDU_DAY_PARTS } from './time-of-day.ts';

/** An instant at `hh:mm` Karachi time (UTC+5, no daylight saving) on 5 December 2026. */
const karachi = (hhmm: string) => new Date(`2026-12-05T${hhmm}:00+05:00`);

describe('the Urdu part of the day, as Karachi speaks', () => {
  it.each([
    ['00:30', '12:30 رات'],
    ['03:59', '3:59 رات'],
    ['04:00', '4:00 صبح'],
    ['05:45', '5:45 صبح'],
    ['11:59', '11:59 صبح'],
    ['12:00', '12:00 دوپہر'],
    ['13:30', '1:30 دوپہر'],
    ['15:00', '3:00 سہ پہر'],
    ['16:30', '4:30 سہ پہر'],
    // Maghrib in winter: Intl (CLDR) says سہ پہر until 18:00; Karachi says شام.
    ['17:00', '5:00 شام'],
    ['17:45', '5:45 شام'],
    ['19:30', '7:30 شام'],
    ['20:00', '8:00 رات'],
    ['23:59', '11:59 رات'],
  ])('%s in Karachi is "%s"', (hhmm, expected) => {
    expect(formatTimeOfDay(karachi(hhmm), 'ur')).toBe(expected);
    const [h, m] = hhmm.split(':').map(Number);
    expect(formatWallClock(h!, m!, 'ur')).toBe(expected);
  });

  it('covers every hour with one of the five words, in order of the day', () => {
    expect(URDU_DAY_PARTS.map((p) => p.from)).toEqual([0, 4, 12, 15, 17, 20]);
    expect(Array.from({ length: 24 }, (_, h) => urduDayPart(h))).toEqual([
      ...Array<string>(4).fill('رات'),
      ...Array<string>(8).fill('صبح'),
      ...Array<string>(3).fill('دوپہر'),
      ...Array<string>(2).fill('سہ پہر'),
      ...Array<string>(3).fill('شام'),
      ...Array<string>(4).fill('رات'),
    ]);
  });
});

describe('a time of day in either language', () => {
  it('writes English on the 12-hour clock with AM/PM in capitals', () => {
    expect(formatTimeOfDay(karachi('17:45'), 'en')).toBe('5:45 PM');
    expect(formatTimeOfDay(karachi('00:05'), 'en')).toBe('12:05 AM');
    expect(formatWallClock(12, 0, 'en')).toBe('12:00 PM');
  });

  it('shows the instant in Karachi, whatever the zone it was made in', () => {
    expect(formatTimeOfDay(new Date('2026-12-05T12:45:00Z'), 'ur')).toBe('5:45 شام');
    expect(formatTimeOfDay(new Date('2026-12-05T12:45:00Z'), 'en', { timeZone: 'UTC' })).toBe(
      '12:45 PM',
    );
  });

  it('has no Latin letters in Urdu, and leaves the part of the day out when asked', () => {
    const urdu = formatTimeOfDay(karachi('20:00'), 'ur', { seconds: true });
    expect(urdu).toBe('8:00:00 رات');
    expect(urdu).not.toMatch(/[A-Za-z]/);
    expect(formatTimeOfDay(karachi('15:05'), 'ur', { dayPart: false })).toBe('3:05');
    expect(formatTimeOfDay(karachi('15:05'), 'en', { dayPart: false })).toBe('3:05');
    expect(formatTimeOfDay(karachi('15:05'), 'en', { seconds: true })).toBe('3:05:00 PM');
  });
});
