import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  NOT_AVAILABLE,
  monthKey,
  monthNoteDocSchema,
  monthNoteTextSchema,
  monthReport,
  monthReportSchema,
  parseMonthKey,
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
    expect(report.attendance).toEqual({ recorded: 4, present: 3, absent: 1 });
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
    expect(report.attendance).toEqual({ recorded: 0, present: 0, absent: 0 });
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
