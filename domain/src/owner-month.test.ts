import { describe, expect, it } from 'vitest';
import {
  basicPortionFigures,
  ownerMonthDaySchema,
  ownerMonthRows,
  portionAyahs,
  studentMonthFigures,
  type PortionFigures,
} from './owner-month.ts';

const day = (date: string, extra: object = {}) =>
  ownerMonthDaySchema.parse({ date, attendance: 'on-time', ...extra });

describe('portionAyahs', () => {
  it('counts both ends, across a surah boundary, either way round', () => {
    expect(portionAyahs({ from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } })).toBe(5);
    // Al-Fatiha has 7 ayahs: 1:7 to 2:3 is 1 + 3.
    expect(portionAyahs({ from: { surah: 1, ayah: 7 }, to: { surah: 2, ayah: 3 } })).toBe(4);
    expect(portionAyahs({ from: { surah: 78, ayah: 10 }, to: { surah: 78, ayah: 1 } })).toBe(10);
  });

  it('counts nothing for a place that does not exist (Al-Fatiha has no ayah 8)', () => {
    expect(portionAyahs({ from: { surah: 1, ayah: 8 }, to: { surah: 2, ayah: 3 } })).toBe(0);
  });
});

describe('ownerMonthDaySchema', () => {
  it('keeps a day whose portion is malformed, without the portion', () => {
    const parsed = day('2026-10-03', { sabaqPortion: { from: { surah: 0 } } });
    expect(parsed).toEqual({ date: '2026-10-03', attendance: 'on-time' });
  });
});

describe('studentMonthFigures', () => {
  it('counts attendance and sums sabaq portions; manzil unknown without a cycle', () => {
    const figures = studentMonthFigures(
      { id: 's1', teacherId: 't1' },
      [
        day('2026-10-01', {
          sabaqPortion: { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } },
        }),
        day('2026-10-02', { attendance: 'absent' }),
        day('2026-10-03', {
          sabaqPortion: { from: { surah: 2, ayah: 6 }, to: { surah: 2, ayah: 10 } },
        }),
        { date: '2026-10-04' },
      ],
      'Pending',
      '2026-10-31',
    );
    expect(figures).toEqual({
      teacherId: 't1',
      present: 2,
      absent: 1,
      sabaqAyahs: 10,
      feesStatus: 'Pending',
    });
  });

  it('leaves sabaq out when no day has a portion, and asks the given figures', () => {
    expect(basicPortionFigures.sabaqAyahs([day('2026-10-01')])).toBeUndefined();
    const seen: unknown[] = [];
    const figures: PortionFigures = {
      sabaqAyahs: () => 3,
      manzilBehind: (id, days, asOf) => {
        seen.push(id, days.length, asOf);
        return true;
      },
    };
    const result = studentMonthFigures(
      { id: 's9', teacherId: 't1' },
      [day('2026-11-01')],
      'Paid',
      '2026-11-20',
      figures,
    );
    expect(result).toMatchObject({ sabaqAyahs: 3, manzilBehind: true });
    expect(seen).toEqual(['s9', 1, '2026-11-20']);
  });
});

describe('ownerMonthRows', () => {
  const teachers = [
    { id: 't1', name: 'Qari Usman', email: 'q1@x' },
    { id: 't2', name: 'Qaria Sumaira', email: 'q2@x' },
    { id: 't3', name: 'Qari New', email: 'q3@x' },
  ];

  it('adds up each teacher’s students; unknown figures stay null; orphans come last', () => {
    const rows = ownerMonthRows(teachers, [
      { teacherId: 't1', present: 18, absent: 2, sabaqAyahs: 40, feesStatus: 'Paid' },
      {
        teacherId: 't1',
        present: 9,
        absent: 1,
        manzilBehind: true,
        feesStatus: 'Not Paid',
      },
      { teacherId: 't1', present: 0, absent: 0, manzilBehind: false, feesStatus: 'Pending' },
      { teacherId: 't2', present: 0, absent: 0, feesStatus: 'Paid' },
      { teacherId: 'gone', present: 3, absent: 1, sabaqAyahs: 0, feesStatus: 'Paid' },
    ]);
    expect(rows).toEqual([
      {
        teacherId: 't1',
        teacherName: 'Qari Usman',
        teacherEmail: 'q1@x',
        students: 3,
        present: 27,
        absent: 3,
        attendanceRate: 0.9,
        sabaqAyahs: 40,
        manzilBehind: 1,
        feesPending: 2,
      },
      {
        teacherId: 't2',
        teacherName: 'Qaria Sumaira',
        teacherEmail: 'q2@x',
        students: 1,
        present: 0,
        absent: 0,
        attendanceRate: null,
        sabaqAyahs: null,
        manzilBehind: null,
        feesPending: 0,
      },
      {
        teacherId: 't3',
        teacherName: 'Qari New',
        teacherEmail: 'q3@x',
        students: 0,
        present: 0,
        absent: 0,
        attendanceRate: null,
        sabaqAyahs: null,
        manzilBehind: null,
        feesPending: 0,
      },
      {
        teacherId: '',
        teacherName: 'No teacher',
        teacherEmail: '',
        students: 1,
        present: 3,
        absent: 1,
        attendanceRate: 0.75,
        sabaqAyahs: 0,
        manzilBehind: null,
        feesPending: 0,
      },
    ]);
  });
});
