import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  NOT_AVAILABLE,
  monthKey,
  monthNoteDocSchema,
  monthNoteTextSchema,
  monthReport,
  monthReportSchema,
  monthAsOf,
  parseMonthKey,
  reportProgressInputs,
  reportText,
  wrapLines,
  type ParaState,
} from './month-report.ts';
import type { DayFields } from './progress.ts';

const all = { fajr: true, zuhr: true, asr: true, maghrib: true, isha: true };
const DAYS: DayFields[] = [
  {
    attendance: 'on-time',
    sabaq: 'very-good',
    sabqi: 'weak',
    libaas: 'suitable',
    mutala: 'done',
    namaz: all,
  },
  {
    attendance: 'on-time',
    sabaq: 'weak',
    manzil: 'very-good',
    libaas: 'not-suitable',
    namaz: { ...all, fajr: false },
  },
  { attendance: 'absent' },
  { attendance: 'on-time', sabaq: 'not-memorised', mutala: 'not-done' },
];
const base = { studentName: 'Ahmed Raza', month: { year: 2026, month: 10 }, fees: 'Paid' as const };

describe('month report figures', () => {
  it('counts attendance, grades, namaz, libaas and mutala over the days', () => {
    const report = monthReport({ ...base, days: DAYS, note: 'Good month' });
    expect(report.attendance).toEqual({ recorded: 4, present: 3, absent: 1, leave: 0 });
    expect(report.grades.sabaq).toEqual({ 'very-good': 1, weak: 1, 'not-memorised': 1 });
    expect(report.grades.manzil['very-good']).toBe(1);
    expect(report.namazDays).toBe(2);
    expect(report.namaz).toEqual({ fajr: 1, zuhr: 2, asr: 2, maghrib: 2, isha: 2 });
    expect(report.namazPrayed).toBe(9);
    expect(report.libaas).toEqual({ suitable: 1, notSuitable: 1 });
    expect(report.mutala).toEqual({ done: 1, notDone: 1 });
    expect(report.fees).toBe('Paid');
    expect(report.note).toBe('Good month');
    expect(z.safeParse(monthReportSchema, report).success).toBe(true);
  });

  it('an empty month is all zeros, with no note and no record figures', () => {
    const report = monthReport({ ...base, days: [] });
    expect(report.attendance).toEqual({ recorded: 0, present: 0, absent: 0, leave: 0 });
    expect(report.namazPrayed).toBe(0);
    expect(report).not.toHaveProperty('note');
    expect(report).not.toHaveProperty('paraGrid');
    const text = reportText(report, 'en');
    expect(text.lines.find((l) => l.label === 'Sabaq advanced')?.value).toBe(NOT_AVAILABLE);
    expect(text.lines.find((l) => l.label === 'Manzil kept')?.value).toBe(NOT_AVAILABLE);
    expect(text.note).toBe('No note this month.');
  });

  it('takes sabaq advanced, the para grid and manzil kept from the memorisation record', () => {
    const grid: ParaState[] = Array.from({ length: 30 }, (_, i) =>
      i < 2 ? 'memorised' : i === 2 ? 'in-progress' : 'not-started',
    );
    const report = monthReport({
      ...base,
      days: DAYS,
      progress: {
        sabaqAdvanced: { ayahs: 42, from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 42 } },
        paraGrid: grid,
        manzilKept: { parasRevised: 6, overdue: 1 },
      },
    });
    expect(report.paraGrid).toHaveLength(30);
    const en = reportText(report, 'en');
    expect(en.lines.find((l) => l.label === 'Sabaq advanced')?.value).toBe('42 ayahs, 2:1 to 2:42');
    expect(en.lines.find((l) => l.label === 'Manzil kept')?.value).toBe(
      '6 paras revised, 1 overdue',
    );
    // One of each reads in the singular, in English and Urdu.
    const one = monthReport({
      ...base,
      days: DAYS,
      progress: {
        sabaqAdvanced: { ayahs: 1, from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 1 } },
        manzilKept: { parasRevised: 1, overdue: 0 },
      },
    });
    expect(reportText(one, 'en').lines.map((l) => l.value)).toEqual(
      expect.arrayContaining(['1 ayah, 2:1 to 2:1', '1 para revised, 0 overdue']),
    );
    expect(reportText(one, 'ur').lines.map((l) => l.value)).toEqual(
      expect.arrayContaining(['1 آیت، 2:1 سے 2:1 تک', '1 پارہ دہرایا، 0 باقی']),
    );
    // A grid of the wrong length is left out rather than drawn wrong.
    expect(
      monthReport({ ...base, days: [], progress: { paraGrid: grid.slice(1) } }),
    ).not.toHaveProperty('paraGrid');
  });

  it('reads in Urdu with the hifz terms and the Urdu month name', () => {
    const ur = reportText(monthReport({ ...base, days: DAYS, fees: 'Pending' }), 'ur');
    expect(ur.title).toBe('ماہانہ رپورٹ');
    expect(ur.subtitle).toBe('Ahmed Raza · اکتوبر 2026');
    expect(ur.lines.map((l) => l.label)).toEqual([
      'حاضری',
      'سبق میں پیش رفت',
      'سبق',
      'سبقی',
      'منزل',
      'منزل کی پابندی',
      'نماز',
      'لباس',
      'مطالعہ',
      'فیس',
    ]);
    expect(ur.lines[0]!.value).toBe('3 دن حاضر، 1 دن غیر حاضر، 4 دن کا اندراج');
    expect(ur.lines.at(-1)!.value).toBe('زیرِ التوا');
  });
});

describe('leave in the report', () => {
  it('counts days away with leave apart from absences, in both languages', () => {
    const report = monthReport({
      ...base,
      days: [{ attendance: 'on-time' }, { attendance: 'leave' }, { attendance: 'absent' }],
    });
    expect(report.attendance).toEqual({ recorded: 3, present: 1, absent: 1, leave: 1 });
    expect(reportText(report, 'en').lines[0]!.value).toBe(
      '1 present, 1 absent, 1 on leave (3 days recorded)',
    );
    expect(reportText(report, 'ur').lines[0]!.value).toBe(
      '1 دن حاضر، 1 دن غیر حاضر، 1 دن رخصت، 3 دن کا اندراج',
    );
  });
});

describe('the memorisation figures of a report', () => {
  const p = (s1: number, a1: number, s2: number, a2: number) => ({
    from: { surah: s1, ayah: a1 },
    to: { surah: s2, ayah: a2 },
  });
  const month = { year: 2026, month: 10 };
  // Para 1 (1:1 to 2:141) memorised in September; October's sabaq starts para 2 (2:142).
  const days = [
    { date: '2026-09-01', sabaqPortion: p(1, 1, 2, 141) },
    { date: '2026-10-02', sabaqPortion: p(2, 142, 2, 150), manzilPortion: p(1, 1, 2, 141) },
    { date: '2026-10-03', sabaqPortion: p(2, 148, 2, 160) },
    // After the month: neither the sabaq nor the grid of October counts it.
    { date: '2026-11-01', sabaqPortion: p(2, 161, 2, 252) },
  ];

  it('maps the grid, counts distinct sabaq ayahs and the manzil of the month', () => {
    const cycle = { paras: 1, days: 1 };
    const inputs = reportProgressInputs(days, { cycle }, month, '2026-10-31');
    // 2:142 to 2:160, 2:148-150 recited twice but counted once.
    expect(inputs.sabaqAdvanced).toEqual({
      ayahs: 19,
      from: { surah: 2, ayah: 142 },
      to: { surah: 2, ayah: 160 },
    });
    // Para 1 was last revised on 2 October, far longer ago than its one-day round: due.
    expect(inputs.paraGrid?.slice(0, 3)).toEqual(['due', 'in-progress', 'not-started']);
    expect(inputs.paraGrid).toHaveLength(30);
    expect(inputs.manzilKept).toEqual({ parasRevised: 1, overdue: 1 });
    const report = monthReport({ ...base, days: [], progress: inputs });
    expect(z.safeParse(monthReportSchema, report).success).toBe(true);
  });

  it('without a cycle: memorised, not due, and no manzil kept', () => {
    const inputs = reportProgressInputs(days, undefined, month, '2026-10-31');
    expect(inputs.paraGrid?.slice(0, 2)).toEqual(['memorised', 'in-progress']);
    expect(inputs).not.toHaveProperty('manzilKept');
  });

  it('leaves out what nothing recorded says', () => {
    const plain = [{ date: '2026-10-02', attendance: 'on-time' as const }];
    expect(reportProgressInputs(plain, undefined, month, '2026-10-31')).toEqual({});
    // The teacher's record alone gives the grid; a month with no sabaq gives no sabaq advanced.
    const inputs = reportProgressInputs(plain, { memorised: [30] }, month, '2026-10-31');
    expect(inputs.paraGrid?.at(-1)).toBe('memorised');
    expect(inputs).not.toHaveProperty('sabaqAdvanced');
  });

  it('counts a month up to its end, or up to today in the current month', () => {
    expect(monthAsOf(month, '2026-11-05')).toBe('2026-10-31');
    expect(monthAsOf(month, '2026-10-12')).toBe('2026-10-12');
  });
});

describe('month keys and the qari note', () => {
  it('parses YYYY-MM in 2000 to 2100 only', () => {
    expect(parseMonthKey('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    for (const bad of ['2026-13', '2026-1', '1999-12', '2026-11-01', 'x'])
      expect(parseMonthKey(bad)).toBeUndefined();
  });

  it('a note is 1 to 500 characters with who and when', () => {
    const note = { text: 'Sabaq was steady.', by: 'qari1', at: '2026-11-30T10:00:00.000Z' };
    expect(z.safeParse(monthNoteDocSchema, note).success).toBe(true);
    expect(z.safeParse(monthNoteDocSchema, { ...note, text: '  ' }).success).toBe(false);
    expect(z.safeParse(monthNoteDocSchema, { ...note, text: 'x'.repeat(501) }).success).toBe(false);
    expect(z.safeParse(monthNoteDocSchema, { ...note, extra: 1 }).success).toBe(false);
    expect(z.safeParse(monthNoteDocSchema, { ...note, text: ' padded ' }).success).toBe(false);
    expect(z.parse(monthNoteTextSchema, '  typed with spaces ')).toBe('typed with spaces');
  });
});

describe('wrapping typed text', () => {
  it('breaks at spaces within the width, keeps line breaks and long words whole', () => {
    const measure = (line: string) => line.length;
    expect(wrapLines('aa bb cc dd', 5, measure)).toEqual(['aa bb', 'cc dd']);
    expect(wrapLines('one\ntwo three', 9, measure)).toEqual(['one', 'two three']);
    expect(wrapLines('abcdefghij x', 4, measure)).toEqual(['abcdefghij', 'x']);
    expect(wrapLines('   ', 4, measure)).toEqual([]);
  });
});
