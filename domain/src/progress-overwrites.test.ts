import { describe, expect, it } from 'vitest';
import { dayOverwrites, feesOverwrite } from './progress-overwrites.ts';
import type { DayRecord, FeesRecord } from './progress.ts';

const PARTS = { date: '2026-10-01', day: 1, month: 10, year: 2026, status: 'done' } as const;
const T = (minute: number) => `2026-10-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
/** The day with sabaq `value` saved by `by` on `device` at minute `at`, having seen `seen`. */
const day = (
  value: DayRecord['sabaq'],
  change: { by: string; at: number; device?: string; seen?: number; writeId: string },
): DayRecord => ({
  ...PARTS,
  sabaq: value,
  changes: {
    sabaq: {
      by: change.by,
      at: T(change.at),
      writeId: change.writeId,
      ...(change.device ? { device: change.device } : {}),
      ...(change.seen === undefined ? {} : { seenAt: T(change.seen) }),
    },
  },
});

describe('dayOverwrites', () => {
  const admins = day('not-memorised', { by: 'admin', at: 5, device: 'office', writeId: 'a' });

  it('records the value a save from another device replaced without having seen it', () => {
    const phones = day('weak', { by: 'qari', at: 9, device: 'phone', seen: 1, writeId: 'p' });
    expect(dayOverwrites(admins, phones)).toEqual({
      sabaq: {
        value: 'not-memorised',
        by: 'admin',
        at: T(5),
        replacedBy: 'qari',
        replacedAt: T(9),
      },
    });
    // A device that had seen nothing of the day had not seen it either.
    const blind = day('weak', { by: 'qari', at: 9, device: 'phone', writeId: 'p' });
    expect(dayOverwrites(admins, blind).sabaq?.value).toBe('not-memorised');
  });

  it.each([
    ['the save had seen the change', { device: 'phone', seen: 5 }, 'weak'],
    ['the same device saved both', { device: 'office', seen: 1 }, 'weak'],
    ['the save has no device (the API)', { seen: 1 }, 'weak'],
    ['the value is the same', { device: 'phone', seen: 1 }, 'not-memorised'],
  ] as const)('records nothing when %s', (_what, change, value) => {
    const after = day(value, { by: 'qari', at: 9, writeId: 'p', ...change });
    expect(dayOverwrites(admins, after)).toEqual({});
  });

  it('records nothing for a first save, or a write that changed no entry (the trigger’s own)', () => {
    expect(dayOverwrites(undefined, admins)).toEqual({});
    expect(dayOverwrites(admins, { ...admins, overwritten: {} })).toEqual({});
  });
});

describe('feesOverwrite', () => {
  const fees = (status: FeesRecord['status'], extra: Partial<FeesRecord>): FeesRecord => ({
    status,
    by: 'qari',
    at: T(1),
    ...extra,
  });
  const admins = fees('Pending', { by: 'admin', at: T(5), device: 'office', seen: T(1) });

  it('keeps the status a save from another device replaced without having shown it', () => {
    expect(feesOverwrite(admins, fees('Paid', { at: T(9), device: 'phone', seen: T(1) }))).toEqual({
      status: 'Pending',
      by: 'admin',
      at: T(5),
      replacedBy: 'qari',
      replacedAt: T(9),
    });
  });

  it('keeps nothing when the save had shown it, came from the same device, has no device, or the status is the same', () => {
    expect(feesOverwrite(admins, fees('Paid', { device: 'phone', seen: T(5) }))).toBeUndefined();
    expect(feesOverwrite(admins, fees('Paid', { device: 'office', seen: T(1) }))).toBeUndefined();
    expect(feesOverwrite(admins, fees('Paid', {}))).toBeUndefined();
    expect(feesOverwrite(admins, fees('Pending', { device: 'phone', seen: '' }))).toBeUndefined();
    expect(feesOverwrite(undefined, admins)).toBeUndefined();
  });
});
