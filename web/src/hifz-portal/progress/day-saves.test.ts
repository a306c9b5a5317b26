import { describe, expect, it, vi } from 'vitest';
import { changedFields } from './day-saves.ts';

vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: vi.fn() }));

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
});
