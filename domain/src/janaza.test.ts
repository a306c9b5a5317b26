import { describe, expect, it } from 'vitest';
import {
  JANAZA_SHOWN_AFTER_MINUTES,
  currentJanazaNotices,
  isJanazaExpired,
  janazaDocSchema,
  janazaText,
} from './janaza.ts';

// Asr janaza on 23 November 2026 at 3:30 PM Karachi (10:30 UTC).
const NOTICE = {
  name: 'Haji Abdul Rahim',
  nameUrdu: 'حاجی عبدالرحیم',
  prayerAt: '2026-11-23T10:30:00.000Z',
  place: 'Masjid Al-Noor, main hall',
};

describe('janaza notices', () => {
  it('accepts a name and a place in either language, refuses one without', () => {
    expect(janazaDocSchema.safeParse(NOTICE).success).toBe(true);
    expect(
      janazaDocSchema.safeParse({ nameUrdu: 'حاجی', prayerAt: NOTICE.prayerAt, placeUrdu: 'مسجد' })
        .success,
    ).toBe(true);
    const noName = janazaDocSchema.safeParse({ ...NOTICE, name: ' ', nameUrdu: undefined });
    expect(noName.error?.issues[0]?.path).toEqual(['name']);
    const noPlace = janazaDocSchema.safeParse({ ...NOTICE, place: undefined });
    expect(noPlace.error?.issues[0]?.path).toEqual(['place']);
    expect(janazaDocSchema.safeParse({ ...NOTICE, prayerAt: 'after Asr' }).success).toBe(false);
    expect(janazaDocSchema.safeParse({ ...NOTICE, extra: 1 }).success).toBe(false);
  });

  it(`shows until ${JANAZA_SHOWN_AFTER_MINUTES} minutes after the prayer, then expires`, () => {
    expect(isJanazaExpired(NOTICE, Date.parse('2026-11-23T10:00:00Z'))).toBe(false);
    expect(isJanazaExpired(NOTICE, Date.parse('2026-11-23T10:59:59Z'))).toBe(false);
    expect(isJanazaExpired(NOTICE, Date.parse('2026-11-23T11:00:00Z'))).toBe(true);
    const later = { ...NOTICE, prayerAt: '2026-11-24T04:00:00.000Z' };
    expect(currentJanazaNotices([later, NOTICE], Date.parse('2026-11-23T09:00:00Z'))).toEqual([
      NOTICE,
      later,
    ]);
    expect(currentJanazaNotices([later, NOTICE], Date.parse('2026-11-23T12:00:00Z'))).toEqual([
      later,
    ]);
  });

  it('picks each field in the reader language where written, else the other', () => {
    expect(janazaText(NOTICE, 'name', 'ur')).toEqual({ text: 'حاجی عبدالرحیم', lang: 'ur' });
    expect(janazaText(NOTICE, 'place', 'ur')).toEqual({
      text: 'Masjid Al-Noor, main hall',
      lang: 'en',
    });
    expect(janazaText(NOTICE, 'note', 'en')).toBeUndefined();
  });
});
