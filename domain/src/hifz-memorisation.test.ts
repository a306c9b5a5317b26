import { describe, expect, it } from 'vitest';
import {
  defaultSabaqPortion,
  defaultSabqiPortion,
  manzilCycleLength,
  manzilStatus,
  memorisationFromDays,
  memorisationRecordDocSchema,
  monthFigures,
  overallGrade,
  overdueManzilParas,
  paraGrid,
  suggestManzil,
  type PortionDay,
} from './hifz-memorisation.ts';
import {
  SURAH_AYAH_COUNTS,
  paraBounds,
  parseAyahRef,
  portionSchema,
  portionAyahs,
} from './quran-portion.ts';
import { dayFieldsSchema, dayRecordDocSchema } from './progress.ts';

const p = (fs: number, fa: number, ts: number, ta: number) => ({
  from: { surah: fs, ayah: fa },
  to: { surah: ts, ayah: ta },
});

describe('Quran portions (quran-meta)', () => {
  it('knows surahs, ayahs and paras from quran-meta', () => {
    expect(SURAH_AYAH_COUNTS).toHaveLength(114);
    expect(SURAH_AYAH_COUNTS[1]).toBe(286);
    expect(SURAH_AYAH_COUNTS.reduce((a, b) => a + b, 0)).toBe(6236);
    expect(paraBounds(2).from).toEqual({ surah: 2, ayah: 142 });
    expect(paraBounds(30).to).toEqual({ surah: 114, ayah: 6 });
  });

  it('accepts real portions and refuses the others with a reason', () => {
    expect(portionSchema.safeParse(p(2, 142, 2, 150)).success).toBe(true);
    expect(portionAyahs(p(2, 142, 2, 150))).toBe(9);
    const refused = [
      p(1, 8, 1, 8), // Al-Fatiha has 7 ayahs
      p(115, 1, 115, 2),
      p(2, 150, 2, 142), // ends before it starts
      { from: { surah: 2, ayah: 1 } },
      { ...p(2, 1, 2, 5), para: 1 },
      p(2, 1.5, 2, 5),
    ];
    for (const bad of refused)
      expect(portionSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  // As typed on a phone: a colon, point, comma or space; what an iPhone's number pad gives (the
  // Arabic decimal separator and comma of an Urdu pad); Urdu and Arabic-Indic digits.
  it.each([
    ['2:142', { surah: 2, ayah: 142 }],
    [' 2.142 ', { surah: 2, ayah: 142 }],
    ['2 142', { surah: 2, ayah: 142 }],
    ['3.1', { surah: 3, ayah: 1 }],
    ['3,1', { surah: 3, ayah: 1 }],
    ['3\u066b1', { surah: 3, ayah: 1 }],
    ['3\u060c1', { surah: 3, ayah: 1 }],
    ['۲:۱۴۲', { surah: 2, ayah: 142 }],
    ['٢٫١٤٢', { surah: 2, ayah: 142 }],
    ['2', undefined],
    ['a:b', undefined],
    ['3..1', undefined],
    ['3.1.2', undefined],
  ])('reads the ayah %j as %j', (typed, ref) => {
    expect(parseAyahRef(typed)).toEqual(ref);
  });

  it('keeps days without portions valid, and checks portions in a day', () => {
    expect(dayFieldsSchema.safeParse({ sabaq: 'weak' }).success).toBe(true);
    expect(
      dayFieldsSchema.safeParse({ sabaqPortion: p(2, 1, 2, 5), attendance: 'leave' }).success,
    ).toBe(true);
    expect(dayFieldsSchema.safeParse({ sabaqPortion: p(2, 1, 2, 300) }).success).toBe(false);
    const day = { date: '2026-11-02', day: 2, month: 11, year: 2026, status: 'done' };
    const change = { by: 'q', at: { toMillis: () => 0, toDate: () => new Date(0) }, writeId: 'w' };
    const manzil = { ...day, manzilPortion: p(78, 1, 114, 6) };
    expect(
      dayRecordDocSchema.safeParse({ ...manzil, changes: { manzilPortion: change } }).success,
    ).toBe(true);
    // Written without its credit: refused (the rules require one for every field written).
    expect(dayRecordDocSchema.safeParse(manzil).success).toBe(false);
  });
});

describe('memorisation record from a sequence of days', () => {
  // Para 30 from An-Naba (78) in three sabaqs, given out of order.
  const days: PortionDay[] = [
    { date: '2026-10-03', sabaqPortion: p(78, 21, 78, 40) },
    { date: '2026-10-01', sabaqPortion: p(78, 1, 78, 20) },
    { date: '2026-10-04', sabaqPortion: p(79, 1, 79, 10) },
    { date: '2026-10-05', attendance: 'absent' },
  ];

  it('marks paras memorised, partly (with where) and not started', () => {
    const paras = memorisationFromDays(days);
    expect(paras).toHaveLength(30);
    expect(paras[29]).toMatchObject({
      para: 30,
      state: 'partly',
      upTo: { surah: 79, ayah: 10 },
      ayahsMemorised: 50,
    });
    expect(paras[0]).toMatchObject({ para: 1, state: 'not-started', ayahsMemorised: 0 });
  });

  it('marks a para memorised once every ayah was a sabaq, across paras', () => {
    const { from, to } = paraBounds(29);
    const paras = memorisationFromDays([
      { date: '2026-01-01', sabaqPortion: { from, to: { surah: 78, ayah: 3 } } },
    ]);
    expect(paras[28]?.state).toBe('memorised');
    expect(paras[29]).toMatchObject({ state: 'partly', upTo: { surah: 78, ayah: 3 } });
    expect(to).toEqual({ surah: 77, ayah: 50 });
  });

  it("lets the teacher's corrections win", () => {
    const paras = memorisationFromDays(days, { memorised: [1, 2], notStarted: [30] });
    expect(paras.filter((x) => x.state === 'memorised').map((x) => x.para)).toEqual([1, 2]);
    expect(paras[29]?.state).toBe('not-started');
  });
});

describe('portion defaults', () => {
  const days: PortionDay[] = [
    { date: '2026-10-01', sabaqPortion: p(78, 1, 78, 20) },
    { date: '2026-10-02', sabaqPortion: p(78, 21, 78, 30) },
  ];
  it('continues the sabaq where the last ended, as long as the last, within the surah', () => {
    expect(defaultSabaqPortion(days, '2026-10-03')).toEqual(p(78, 31, 78, 40));
    expect(
      defaultSabaqPortion([{ date: '2026-10-01', sabaqPortion: p(78, 31, 78, 38) }], '2026-10-02'),
    ).toEqual(p(78, 39, 78, 40));
    expect(defaultSabaqPortion(days, '2026-10-02')).toEqual(p(78, 21, 78, 40));
    expect(defaultSabaqPortion(days, '2026-10-01')).toBeUndefined();
    expect(
      defaultSabaqPortion([{ date: '2026-10-01', sabaqPortion: p(114, 1, 114, 6) }], '2026-10-02'),
    ).toBeUndefined();
  });
  it('offers as sabqi the recent sabaq of the current para', () => {
    expect(defaultSabqiPortion(days, '2026-10-03')).toEqual(p(78, 1, 78, 30));
    expect(defaultSabqiPortion([], '2026-10-03')).toBeUndefined();
  });
});

describe('manzil rotation', () => {
  const record = { memorised: [1, 2, 3, 4, 30] };
  const manzilDays: PortionDay[] = [
    { date: '2026-11-01', manzilPortion: { from: paraBounds(1).from, to: paraBounds(1).to } },
    { date: '2026-11-02', manzilPortion: { from: paraBounds(2).from, to: paraBounds(2).to } },
  ];
  const paras = memorisationFromDays(manzilDays, record);

  it('suggests the next memorised paras after the last manzil, going round', () => {
    expect(suggestManzil(manzilDays, paras, { paras: 1, days: 1 }, '2026-11-03')).toEqual({
      paras: [3],
      portion: { from: paraBounds(3).from, to: paraBounds(3).to },
    });
    expect(suggestManzil(manzilDays, paras, { paras: 30, days: 15 }, '2026-11-03')?.paras).toEqual([
      3, 4,
    ]);
    // After para 30 the rotation starts again at para 1.
    const afterLast = [{ date: '2026-11-05', manzilPortion: p(78, 1, 114, 6) }];
    expect(suggestManzil(afterLast, paras, { paras: 1, days: 1 }, '2026-11-06')?.paras).toEqual([
      1,
    ]);
    expect(
      suggestManzil([], memorisationFromDays([]), { paras: 1, days: 1 }, '2026-11-06'),
    ).toBeUndefined();
  });

  it('flags paras not revised within the cycle', () => {
    // Five paras a para a day: a round is five days.
    expect(manzilCycleLength(5, { paras: 1, days: 1 })).toBe(5);
    expect(manzilCycleLength(30, { paras: 30, days: 15 })).toBe(15);
    expect(overdueManzilParas(manzilDays, paras, { paras: 1, days: 1 }, '2026-11-04')).toEqual([]);
    expect(overdueManzilParas(manzilDays, paras, { paras: 1, days: 1 }, '2026-11-06')).toEqual([]);
    expect(overdueManzilParas(manzilDays, paras, { paras: 1, days: 1 }, '2026-11-07')).toEqual([
      1, 3, 4, 30,
    ]);
    const status = manzilStatus(manzilDays, paras, { paras: 1, days: 1 }, '2026-11-07');
    expect(status.find((s) => s.para === 2)).toEqual({
      para: 2,
      lastRevised: '2026-11-02',
      overdue: false,
    });
    const grid = paraGrid(manzilDays, { ...record, cycle: { paras: 1, days: 1 } }, '2026-11-07');
    expect(grid.filter((g) => g.due).map((g) => g.para)).toEqual([1, 3, 4, 30]);
    expect(paraGrid(manzilDays, record, '2026-11-06').some((g) => g.due)).toBe(false);
  });
});

describe('month figures', () => {
  it('counts ayahs advanced in the month once each, and the grades per day', () => {
    const days: PortionDay[] = [
      { date: '2026-10-31', sabaqPortion: p(78, 1, 78, 5) },
      { date: '2026-11-01', sabaqPortion: p(78, 1, 78, 10), sabaq: 'very-good' },
      { date: '2026-11-02', sabaqPortion: p(78, 6, 78, 12), sabaq: 'weak', manzil: 'very-good' },
      { date: '2026-11-03', attendance: 'absent' },
    ];
    const figures = monthFigures(days, '2026-11');
    expect(figures.sabaqAyahs).toBe(12);
    expect(figures.days.map((d) => d.sabaqAyahs)).toEqual([10, 2, 0]);
    expect(figures.days[1]).toMatchObject({ sabaq: 'weak', manzil: 'very-good' });
  });
  it('gives a day the lowest of its grades', () => {
    expect(overallGrade({ sabaq: 'very-good', manzil: 'weak' })).toBe('weak');
    expect(overallGrade({})).toBeUndefined();
  });
});

describe('the stored record', () => {
  const base = { by: 'qari-1', at: '2026-11-02T10:00:00.000Z' };
  it('accepts paras, a cycle and who saved it', () => {
    expect(
      memorisationRecordDocSchema.safeParse({
        ...base,
        memorised: [1, 30],
        cycle: { paras: 30, days: 15 },
      }).success,
    ).toBe(true);
  });
  it.each([
    [{ memorised: [0] }],
    [{ memorised: [31] }],
    [{ cycle: { paras: 1, days: 0 } }],
    [{ cycle: { paras: 1, days: 61 } }],
    [{ cycle: { paras: 1 } }],
    [{ extra: true }],
  ])('refuses %j', (bad) => {
    expect(memorisationRecordDocSchema.safeParse({ ...base, ...bad }).success).toBe(false);
  });
});
