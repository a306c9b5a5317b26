import { describe, expect, it } from 'vitest';
import { AWAY_DAY_DROPS, forAttendance, type DayFields } from './progress.ts';
import { monthReport } from './month-report.ts';

const namaz = { fajr: true, zuhr: true, asr: true, maghrib: true, isha: true };
const full: DayFields = {
  attendance: 'on-time',
  sabaq: 'very-good',
  sabqi: 'weak',
  manzil: 'very-good',
  sabaqPortion: { from: { surah: 78, ayah: 1 }, to: { surah: 78, ayah: 5 } },
  newLessonStart: '78:6',
  mutala: 'done',
  libaas: 'suitable',
  namaz,
};

/**
 * A day the student was absent or on leave asks no namaz, libaas or mutala, nor grades and
 * portions, and does not carry them when saved; the month's report does not count them either.
 */
describe('a day away', () => {
  it('keeps only attendance and the new lesson when absent or on leave', () => {
    for (const attendance of ['absent', 'leave'] as const)
      expect(forAttendance({ ...full, attendance })).toEqual({
        attendance,
        newLessonStart: '78:6',
      });
    expect(AWAY_DAY_DROPS).toEqual(
      expect.arrayContaining(['namaz', 'libaas', 'mutala', 'sabaq', 'sabaqPortion']),
    );
  });

  it('keeps a present day as it is', () => {
    expect(forAttendance(full)).toEqual(full);
  });

  it("the month's report counts no namaz, libaas or mutala of a day away stored before", () => {
    const report = monthReport({
      studentName: 'Ahmed',
      month: { year: 2026, month: 11 },
      days: [full, { ...full, attendance: 'absent' }],
      fees: 'Paid',
    });
    expect(report.namazDays).toBe(1);
    expect(report.libaas.suitable).toBe(1);
    expect(report.mutala.done).toBe(1);
  });
});
