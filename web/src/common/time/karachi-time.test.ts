import { describe, expect, it } from 'vitest';
import { formatHijriDate, formatKarachiDateTime, formatKarachiTime } from './karachi-time.ts';

describe('Karachi dates', () => {
  it('shows times in Karachi whatever the zone of the instant', () => {
    expect(formatKarachiTime(new Date('2026-12-05T14:00:00Z'))).toMatch(/^7:00\s?pm$/i);
    expect(formatKarachiDateTime('2026-12-05T14:00:00Z')).toMatch(
      /Saturday.*5 December 2026.*7:00\s?pm/i,
    );
  });

  it('gives the Hijri date by Umm al-Qura', () => {
    // 1 Ramadan 1447 AH fell on 18 February 2026 by Umm al-Qura.
    expect(formatHijriDate(new Date('2026-02-18T09:00:00Z'))).toMatch(
      /Ramadan 1, 1447|1 Ramadan 1447/,
    );
    expect(formatHijriDate(new Date('2026-02-18T09:00:00Z'), 'ur')).toContain('رمضان');
  });
});

describe('datetime-local inputs in Karachi time', () => {
  it('reads the input as Karachi wall-clock time and back', async () => {
    const { karachiInputToIso, isoToKarachiInput } = await import('./karachi-time.ts');
    expect(karachiInputToIso('2026-12-05T19:00')).toBe('2026-12-05T14:00:00.000Z');
    expect(isoToKarachiInput('2026-12-05T14:00:00.000Z')).toBe('2026-12-05T19:00');
    expect(karachiInputToIso('')).toBeUndefined();
    expect(karachiInputToIso('2026-12-05')).toBeUndefined();
  });
});

describe('Urdu dates, times and numbers', () => {
  it('uses ur-PK with Western digits, isolated right to left', async () => {
    const { formatKarachiDate, formatCalendarDay, formatNumber, formatClockTime } =
      await import('./karachi-time.ts');
    const date = formatKarachiDate('2026-11-25T14:00:00Z', 'ur');
    expect(date.startsWith('\u2067') && date.endsWith('\u2069')).toBe(true);
    // Day, month, year in reading order; digits 0-9, not ۰-۹.
    expect(date.slice(1, -1)).toMatch(/^25 نومبر،? 2026$/);
    expect(formatCalendarDay('2026-11-20', 'ur')).toContain('جمعہ');
    expect(formatNumber(1234, 'ur')).toBe('\u20671,234\u2069');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatClockTime('05:30', 'ur')).toBe('\u20675:30 صبح\u2069');
    expect(formatClockTime('05:30')).toBe('5:30 AM');
    expect(formatClockTime('bad', 'ur')).toBe('bad');
  });

  it('writes a Karachi time with the part of the day in Urdu', () => {
    expect(formatKarachiTime(new Date('2026-12-05T14:00:00Z'), 'ur')).toBe('\u20677:00 شام\u2069');
    expect(formatKarachiDateTime('2026-12-05T14:00:00Z', 'ur')).toContain('ہفتہ');
  });

  it('calls a winter Maghrib "شام", as Karachi does (Intl says "سہ پہر" until 6 pm)', async () => {
    const { formatClockTime } = await import('./karachi-time.ts');
    expect(formatKarachiTime(new Date('2026-12-05T12:45:00Z'), 'ur')).toBe('\u20675:45 شام\u2069');
    expect(formatClockTime('17:45', 'ur')).toBe('\u20675:45 شام\u2069');
    expect(formatClockTime('15:30', 'ur')).toBe('\u20673:30 سہ پہر\u2069');
    expect(formatClockTime('20:00', 'ur')).toBe('\u20678:00 رات\u2069');
    expect(formatKarachiDateTime('2026-12-05T12:45:00Z', 'ur')).toContain('5:45 شام');
  });
});
