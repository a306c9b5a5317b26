import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { paraGrid, type PortionDay } from './hifz-memorisation.ts';
import { reportProgressInputs } from './month-report.ts';
import {
  daysOfSummary,
  portionsSummarySchema,
  sameSummaryDay,
  summaryDay,
  summaryOfDays,
} from './hifz-summary.ts';

const ref = (surah: number, ayah: number) => ({ surah, ayah });
const DAYS: PortionDay[] = [
  { date: '2026-10-01', attendance: 'absent' },
  {
    date: '2026-10-02',
    sabaq: 'weak',
    sabaqPortion: { from: ref(78, 1), to: ref(78, 40) },
    manzilPortion: { from: ref(1, 1), to: ref(2, 141) },
  },
  {
    date: '2026-10-03',
    sabaqPortion: { from: ref(79, 1), to: ref(79, 46) },
    sabqiPortion: { from: ref(78, 1), to: ref(78, 40) },
  },
];

describe('the portions summary', () => {
  it('keeps every day, away days too, as six ayah ids', () => {
    const summary = summaryOfDays(DAYS, '2026-10-03T10:00:00.000Z');
    expect(z.parse(portionsSummarySchema, summary)).toEqual(summary);
    expect(summary.days['2026-10-01']).toEqual([0, 0, 0, 0, 0, 0]);
    expect(summary.days['2026-10-02']).toEqual([5673, 5712, 0, 0, 1, 148]);
  });

  it('gives back the portions, so the picture and the report come out the same', () => {
    const back = daysOfSummary(summaryOfDays([...DAYS].reverse(), '2026-10-03T10:00:00.000Z'));
    expect(back.map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(back[2]).toEqual({
      date: '2026-10-03',
      sabaqPortion: DAYS[2]!.sabaqPortion,
      sabqiPortion: DAYS[2]!.sabqiPortion,
    });
    const record = { memorised: [1], cycle: { paras: 1, days: 1 } };
    expect(paraGrid(back, record, '2026-10-20')).toEqual(paraGrid(DAYS, record, '2026-10-20'));
    const month = { year: 2026, month: 10 };
    expect(reportProgressInputs(back, record, month, '2026-10-31')).toEqual(
      reportProgressInputs(DAYS, record, month, '2026-10-31'),
    );
  });

  it('compares entries, an absent one equal only to another', () => {
    expect(sameSummaryDay(summaryDay(DAYS[1]!), [5673, 5712, 0, 0, 1, 148])).toBe(true);
    expect(sameSummaryDay(summaryDay(DAYS[1]!), [5673, 5713, 0, 0, 1, 148])).toBe(false);
    expect(sameSummaryDay(undefined, [0, 0, 0, 0, 0, 0])).toBe(false);
    expect(sameSummaryDay(undefined, undefined)).toBe(true);
  });
});
