import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  addMonths,
  calendarDays,
  changeMillis,
  checkMonthMove,
  daysInMonth,
  firstWeekday,
  matchesDay,
  monthSummary,
  progressQuerySchema,
  saveProgressBody,
  DAY_FIELDS,
  dayFieldsShape,
  dayRecordSchema,
  progressDayRefusal,
} from './progress.ts';
import { karachiDay } from './karachi-calendar.ts';

describe('month navigation (last month to this month)', () => {
  const today = { year: 2026, month: 1 };
  it.each([
    [{ year: 2025, month: 12 }, true],
    [{ year: 2026, month: 1 }, true],
    [{ year: 2025, month: 11 }, "You can only view last month's data."],
    [{ year: 2026, month: 2 }, 'You cannot view future data.'],
  ])('%j', (target, expected) => {
    const result = checkMonthMove(target, today);
    expect(result.ok ? true : result.message).toBe(expected);
  });
  it('adds months across years', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
  });
});

describe('calendar', () => {
  it('knows month lengths and the weekday of the 1st (Sunday 0)', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(firstWeekday(2026, 11)).toBe(0); // 1 November 2026 is a Sunday
    expect(firstWeekday(2026, 12)).toBe(2); // 1 December 2026 is a Tuesday
  });

  it('matches records by id, by date, or by day, month and year', () => {
    const parts = { day: 5, month: 11, year: 2026 };
    expect(matchesDay({ id: '2026-11-05' }, '2026-11-05', parts)).toBe(true);
    expect(matchesDay({ date: '2026-11-05' }, '2026-11-05', parts)).toBe(true);
    expect(matchesDay({ day: 5, month: 11, year: 2026 }, '2026-11-05', parts)).toBe(true);
    expect(matchesDay({ day: 5, month: 10, year: 2026 }, '2026-11-05', parts)).toBe(false);
  });

  it('marks days with a record as done', () => {
    const days = calendarDays({ year: 2026, month: 11 }, [{ date: '2026-11-02', sabaq: 'weak' }]);
    expect(days).toHaveLength(30);
    expect(days[1]).toMatchObject({ day: 2, date: '2026-11-02', status: 'done' });
    expect(days[0]).toMatchObject({ day: 1, status: null });
  });
});

describe('monthSummary', () => {
  it('counts attendance and each grade', () => {
    const summary = monthSummary([
      { attendance: 'on-time', sabaq: 'very-good', sabqi: 'weak' },
      { attendance: 'on-time', sabaq: 'very-good', manzil: 'not-memorised' },
      { attendance: 'absent' },
    ]);
    expect(summary).toEqual({
      recorded: 3,
      present: 2,
      absent: 1,
      leave: 0,
      grades: {
        sabaq: { 'very-good': 2, weak: 0, 'not-memorised': 0 },
        sabqi: { 'very-good': 0, weak: 1, 'not-memorised': 0 },
        manzil: { 'very-good': 0, weak: 0, 'not-memorised': 1 },
      },
    });
  });
});

describe('REST bodies', () => {
  it('accepts a saved day and refuses bad day fields', () => {
    expect(
      z.safeParse(saveProgressBody, { day: 2, month: 11, year: 2026, sabaq: 'weak' }).success,
    ).toBe(true);
    for (const bad of [
      { day: 0, month: 11, year: 2026 },
      { day: 2, month: 13, year: 2026 },
      { day: 2, month: 11, year: 2026, sabaq: 'great' },
      { day: 2, month: 11, year: 2026, namaz: { fajr: true } },
      { day: 2, month: 11, year: 2026, extra: 1 },
    ])
      expect(z.safeParse(saveProgressBody, bad).success).toBe(false);
  });
  it('reads month and year from the query', () => {
    expect(z.parse(progressQuerySchema, { month: '11', year: '2026' })).toEqual({
      month: 11,
      year: 2026,
    });
    expect(z.safeParse(progressQuerySchema, { month: '0', year: '2026' }).success).toBe(false);
    expect(z.safeParse(progressQuerySchema, { month: 'x', year: '2026' }).success).toBe(false);
    expect(z.safeParse(progressQuerySchema, { year: '2026' }).success).toBe(false);
  });
});

describe('which progress days may be written', () => {
  const today = '2026-02-10';
  it.each([
    [{ year: 2026, month: 2, day: 10 }, undefined],
    [{ year: 2026, month: 1, day: 31 }, undefined],
    [{ year: 2026, month: 2, day: 11 }, 'future-day'],
    [{ year: 2027, month: 1, day: 1 }, 'future-day'],
    [{ year: 2026, month: 2, day: 29 }, 'no-such-day'],
    [{ year: 2024, month: 2, day: 29 }, undefined],
    [{ year: 2026, month: 2, day: 0 }, 'no-such-day'],
  ])('%j: %s', (date, refusal) => {
    expect(progressDayRefusal(date, today)).toBe(refusal);
  });
  it('today defaults to the Karachi calendar day', () => {
    const now = karachiDay();
    expect(progressDayRefusal(now)).toBeUndefined();
    expect(progressDayRefusal({ ...now, year: now.year + 1 })).toBe('future-day');
  });
});

describe('stored progress', () => {
  it('names every field of a day once', () => {
    expect([...DAY_FIELDS].sort()).toEqual(Object.keys(dayFieldsShape).sort());
  });
  it('reads a stored day with who changed each field, and refuses a foreign status', () => {
    const day = {
      date: '2026-02-10',
      day: 10,
      month: 2,
      year: 2026,
      status: 'done',
      sabaq: 'weak',
      changes: { sabaq: { by: 'q1', at: '2026-02-10T05:00:00.000Z', writeId: 'w1' } },
    };
    expect(z.parse(dayRecordSchema, day)).toEqual(day);
    expect(z.safeParse(dayRecordSchema, { ...day, status: 'pending' }).success).toBe(false);
  });
  it("reads a change's server time as an ISO instant, and a save still waiting for it as null", () => {
    const stamp = new Date('2026-02-10T05:00:00.000Z');
    const at = { toMillis: () => stamp.getTime(), toDate: () => stamp };
    const day = { date: '2026-02-10', day: 10, month: 2, year: 2026, status: 'done' };
    const read = (at: unknown) =>
      z.parse(dayRecordSchema, { ...day, changes: { sabaq: { by: 'q1', at, writeId: 'w1' } } })
        .changes?.sabaq?.at;
    expect(read(at)).toBe('2026-02-10T05:00:00.000Z');
    expect(read(null)).toBeNull();
    expect(changeMillis(read(at) ?? null)).toBe(stamp.getTime());
    expect(changeMillis(null)).toBeUndefined();
  });
});
