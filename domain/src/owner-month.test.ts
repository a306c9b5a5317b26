import { describe, expect, it } from 'vitest';
import {
  basicPortionFigures,
  manzilPortionFigures,
  ownerMonthDaySchema,
  ownerMonthRows,
  studentMonthFigures,
  type PortionFigures,
} from './owner-month.ts';
import { monthFigures } from './hifz-memorisation.ts';
import { reportProgressInputs } from './month-report.ts';

const day = (date: string, extra: object = {}) =>
  ownerMonthDaySchema.parse({ date, attendance: 'on-time', ...extra });

describe('ownerMonthDaySchema', () => {
  it('keeps a day whose portion is malformed, without the portion', () => {
    const parsed = day('2026-10-03', { sabaqPortion: { from: { surah: 0 } } });
    expect(parsed).toEqual({ date: '2026-10-03', attendance: 'on-time' });
    // The portion rules of the day itself: Al-Fatiha has no ayah 8; a portion runs forwards.
    const p = (s1: number, a1: number, s2: number, a2: number) => ({
      from: { surah: s1, ayah: a1 },
      to: { surah: s2, ayah: a2 },
    });
    expect(day('2026-10-03', { sabaqPortion: p(1, 8, 2, 3) }).sabaqPortion).toBeUndefined();
    expect(day('2026-10-03', { manzilPortion: p(78, 10, 78, 1) }).manzilPortion).toBeUndefined();
    expect(day('2026-10-03', { sabaqPortion: p(1, 7, 2, 3) }).sabaqPortion).toEqual(p(1, 7, 2, 3));
  });
});

describe('manzilPortionFigures', () => {
  const p = (s1: number, a1: number, s2: number, a2: number) => ({
    from: { surah: s1, ayah: a1 },
    to: { surah: s2, ayah: a2 },
  });
  // Para 30 is 78:1 to 114:6; para 29 is 67:1 to 77:50.
  const earlierDays = [
    { date: '2026-08-01', sabaqPortion: p(78, 1, 114, 6) },
    { date: '2026-08-20', sabaqPortion: p(67, 1, 77, 50) },
  ];
  const record = { cycle: { paras: 1, days: 1 } };

  it('is behind when a memorised para was not revised within the round', () => {
    const figures = manzilPortionFigures(new Map([['s1', { record, earlierDays }]]));
    // Two paras, a para a day: each due every 2 days. Para 30 revised on 1 October only.
    const october = [day('2026-10-01', { manzilPortion: p(78, 1, 114, 6) })];
    expect(figures.manzilBehind('s1', october, '2026-10-02')).toBe(true);
    const both = [
      day('2026-10-01', { manzilPortion: p(78, 1, 114, 6) }),
      day('2026-10-02', { manzilPortion: p(67, 1, 77, 50) }),
    ];
    expect(figures.manzilBehind('s1', both, '2026-10-03')).toBe(false);
    // Ten days later both are overdue.
    expect(figures.manzilBehind('s1', both, '2026-10-13')).toBe(true);
  });

  it('does not know without a record or a cycle, and keeps sabaq as the basic figures', () => {
    const figures = manzilPortionFigures(
      new Map([['s2', { record: { memorised: [30] }, earlierDays: [] }]]),
    );
    expect(figures.manzilBehind('s1', [], '2026-10-31')).toBeUndefined();
    expect(figures.manzilBehind('s2', [], '2026-10-31')).toBeUndefined();
    expect(figures.sabaqAyahs).toBe(basicPortionFigures.sabaqAyahs);
  });
});

describe('studentMonthFigures', () => {
  it('counts leave neither as present nor as absent', () => {
    const figures = studentMonthFigures(
      { id: 's1', teacherId: 't1' },
      [day('2026-10-01'), day('2026-10-02', { attendance: 'leave' })],
      'Paid',
      '2026-10-31',
    );
    expect(figures).toMatchObject({ present: 1, absent: 0 });
  });

  it('counts attendance and sabaq advanced; manzil unknown without a cycle', () => {
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

  it('counts a sabaq repeated after "not memorised" once, as the student page and report do', () => {
    const sabaq = (date: string, from: number, to: number, grade?: string) =>
      day(date, {
        sabaqPortion: { from: { surah: 3, ayah: from }, to: { surah: 3, ayah: to } },
        ...(grade ? { sabaq: grade } : {}),
      });
    // 3:1-9 not memorised, recited again the next day, then 3:10-24: 9 + 9 + 15 ayahs recited,
    // 24 advanced.
    const days = [
      sabaq('2026-10-01', 1, 9, 'not-memorised'),
      sabaq('2026-10-02', 1, 9),
      sabaq('2026-10-03', 10, 24),
    ];
    const owner = studentMonthFigures({ id: 's1', teacherId: 't1' }, days, 'Paid', '2026-10-31');
    expect(owner.sabaqAyahs).toBe(24);
    expect(monthFigures(days, '2026-10').sabaqAyahs).toBe(24);
    const month = { year: 2026, month: 10 };
    expect(reportProgressInputs(days, undefined, month, '2026-10-31').sabaqAdvanced?.ayahs).toBe(
      24,
    );
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
  /** The row of a teacher whose `students` marked nothing and recorded no portions, fees paid. */
  const quietRow = (
    teacherId: string,
    teacherName: string,
    teacherEmail: string,
    students: number,
  ) => ({
    teacherId,
    teacherName,
    teacherEmail,
    students,
    disabledStudents: 0,
    present: 0,
    absent: 0,
    attendanceRate: null,
    sabaqAyahs: null,
    manzilBehind: null,
    feesPending: 0,
  });
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
        disabledStudents: 0,
        present: 27,
        absent: 3,
        attendanceRate: 0.9,
        sabaqAyahs: 40,
        manzilBehind: 1,
        feesPending: 2,
      },
      quietRow('t2', 'Qaria Sumaira', 'q2@x', 1),
      quietRow('t3', 'Qari New', 'q3@x', 0),
      {
        teacherId: '',
        teacherName: 'No teacher',
        teacherEmail: '',
        students: 1,
        disabledStudents: 0,
        present: 3,
        absent: 1,
        attendanceRate: 0.75,
        sabaqAyahs: 0,
        manzilBehind: null,
        feesPending: 0,
      },
    ]);
  });

  it('counts a disabled student for the days, names them, and chases no fees or manzil', () => {
    const [row] = ownerMonthRows(
      [{ id: 't1', name: 'Qari Usman', email: 'q1@x' }],
      [
        { teacherId: 't1', present: 2, absent: 0, feesStatus: 'Paid', manzilBehind: false },
        {
          teacherId: 't1',
          present: 1,
          absent: 1,
          feesStatus: 'Not Paid',
          manzilBehind: true,
          disabled: true,
        },
      ],
    );
    expect(row).toMatchObject({
      students: 2,
      disabledStudents: 1,
      present: 3,
      absent: 1,
      manzilBehind: 0,
      feesPending: 0,
    });
  });
});
