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
