import { describe, expect, it } from 'vitest';
import { karachiDayEnd, startAppBy } from './start-when-needed.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('karachiDayEnd', () => {
  it('is the next midnight in Karachi (UTC+5)', () => {
    expect(karachiDayEnd(at('2026-11-27T14:30:00+05:00'))).toBe(at('2026-11-28T00:00:00+05:00'));
    expect(karachiDayEnd(at('2026-11-27T23:59:59+05:00'))).toBe(at('2026-11-28T00:00:00+05:00'));
    // 20:00 UTC is already the next Karachi day.
    expect(karachiDayEnd(at('2026-11-27T20:00:00Z'))).toBe(at('2026-11-29T00:00:00+05:00'));
  });

  it('counts midnight itself as the start of a day', () => {
    expect(karachiDayEnd(at('2026-11-28T00:00:00+05:00'))).toBe(at('2026-11-29T00:00:00+05:00'));
  });
});

describe('startAppBy', () => {
  it('is the first refresh during the day', () => {
    const served = at('2026-11-27T14:30:00+05:00');
    expect(startAppBy(served, 60_000)).toBe(served + 60_000);
  });

  it("is the end of the Karachi day when that comes first (today's times change)", () => {
    const served = at('2026-11-27T23:59:30+05:00');
    expect(startAppBy(served, 60_000)).toBe(at('2026-11-28T00:00:00+05:00'));
  });
});
