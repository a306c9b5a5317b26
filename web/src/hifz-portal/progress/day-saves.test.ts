import { describe, expect, it } from 'vitest';
import { changedFields } from './day-write.ts';

const namaz = { fajr: true, zuhr: true, asr: true, maghrib: true, isha: true };
const before = { attendance: 'on-time', sabaq: 'weak', mutala: 'done', namaz } as const;

/** A day marked absent after it was recorded present: what it no longer carries is saved too. */
describe('changedFields', () => {
  it('names the fields set, changed, and taken away', () => {
    expect(changedFields(before, { attendance: 'absent' })).toEqual([
      'attendance',
      'sabaq',
      'mutala',
      'namaz',
    ]);
    expect(changedFields(before, before)).toEqual([]);
    expect(changedFields({}, { attendance: 'leave' })).toEqual(['attendance']);
  });

  it('keeps a field the form does not hold: another device may have saved it meanwhile', () => {
    // The stored day now has the sabaq grade another tab saved; this form changed only manzil.
    const stored = { ...before, manzil: 'weak' } as const;
    const form = { attendance: 'on-time', mutala: 'done', namaz, manzil: 'very-good' } as const;
    expect(changedFields(stored, form)).toEqual(['manzil']);
  });
});
