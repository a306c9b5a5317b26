import { describe, expect, it } from 'vitest';
import {
  changedPrayers,
  formatJamatTime,
  jamatTimeSchema,
  jamatTimingsSchema,
  PUBLIC_PRAYERS,
  storedJamatTimingsSchema,
} from './jamat.ts';
import * as z from 'zod/mini';

describe('jamatTimeSchema (24-hour HH:MM)', () => {
  it.each(['00:00', '05:45', '13:15', '19:30', '23:59'])('accepts %s', (time) => {
    expect(jamatTimeSchema.safeParse(time).success).toBe(true);
  });

  it.each(['25:61', '24:00', '12:60', '', '5:45', '05:45 PM', '0545', ' 05:45', '05:45:00'])(
    'refuses %j',
    (time) => {
      expect(jamatTimeSchema.safeParse(time).success).toBe(false);
    },
  );

  it('refuses non-strings', () => {
    expect(jamatTimeSchema.safeParse(545).success).toBe(false);
    expect(jamatTimeSchema.safeParse(null).success).toBe(false);
  });
});

describe('jamatTimingsSchema', () => {
  it('accepts all six prayers and any subset of them', () => {
    const full = {
      fajr: '05:45',
      zuhr: '13:15',
      asr: '16:30',
      maghrib: '17:45',
      isha: '19:30',
      jumma: '13:30',
    };
    expect(jamatTimingsSchema.parse(full)).toEqual(full);
    expect(jamatTimingsSchema.parse({ fajr: '05:45' })).toEqual({ fajr: '05:45' });
    expect(jamatTimingsSchema.parse({})).toEqual({});
    expect(Object.keys(full)).toEqual([...PUBLIC_PRAYERS]);
  });

  it('refuses unknown keys and capitalised keys', () => {
    expect(jamatTimingsSchema.safeParse({ tahajjud: '03:30' }).success).toBe(false);
    expect(jamatTimingsSchema.safeParse({ Fajr: '05:45' }).success).toBe(false);
  });

  it('refuses a malformed time in any key', () => {
    expect(jamatTimingsSchema.safeParse({ fajr: '05:45', isha: '25:61' }).success).toBe(false);
  });
});

describe('formatJamatTime', () => {
  it.each([
    ['05:45', '5:45 AM'],
    ['00:05', '12:05 AM'],
    ['12:00', '12:00 PM'],
    ['13:15', '1:15 PM'],
    ['23:59', '11:59 PM'],
  ])('formats %s as %s', (time, expected) => {
    expect(formatJamatTime(time)).toBe(expected);
  });

  it.each([
    ['05:45', '5:45 صبح'],
    ['13:15', '1:15 دوپہر'],
    ['17:45', '5:45 شام'],
    ['20:00', '8:00 رات'],
  ])('writes %s in Urdu as %s, no AM/PM', (time, expected) => {
    expect(formatJamatTime(time, 'ur')).toBe(expected);
  });

  it('returns malformed input unchanged', () => {
    expect(formatJamatTime('25:61', 'ur')).toBe('25:61');
    expect(formatJamatTime('25:61')).toBe('25:61');
    expect(formatJamatTime('')).toBe('');
  });
});

describe('what counts as a jamat change', () => {
  const before = { fajr: '05:30', zuhr: '13:15', asr: '16:30' };
  it('lists set or changed times in display order; unchanged and removed ones are not news', () => {
    expect(changedPrayers(before, { ...before })).toEqual([]);
    expect(changedPrayers(before, { fajr: '05:30', zuhr: '13:15' })).toEqual([]);
    expect(changedPrayers(before, { ...before, jumma: '13:30', fajr: '05:15' })).toEqual([
      'fajr',
      'jumma',
    ]);
  });
  it('reads stored timings keeping only the valid keys', () => {
    expect(z.parse(storedJamatTimingsSchema, { fajr: '05:30', zuhr: '1:15 PM', x: 1 })).toEqual({
      fajr: '05:30',
    });
  });
});
