import { afterEach, describe, expect, it, vi } from 'vitest';
import { madeOnFirstUse } from './intl-locale.ts';

describe('madeOnFirstUse', () => {
  it('makes the value on the first call only, and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe("the domain's formatters", () => {
  const original = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = original;
  });

  // A page's first Intl object makes ICU load its data (40-140 ms, issue 17): no module may make
  // one while the app's scripts are evaluated, before web/src/app/intl-warmup has loaded it.
  it('are made when first used, not when their modules are evaluated', async () => {
    const made: unknown[] = [];
    Intl.DateTimeFormat = new Proxy(original, {
      construct(target, args: Parameters<typeof Intl.DateTimeFormat>) {
        made.push(args[0]);
        return Reflect.construct(target, args);
      },
    });
    vi.resetModules();
    const calendar = await import('./karachi-calendar.ts');
    const hijri = await import('./hijri.ts');
    const timetable = await import('./timetable.ts');
    await import('./month-report.ts');
    expect(made).toEqual([]);

    expect(calendar.karachiIsoToday(Date.UTC(2026, 10, 26, 20))).toBe('2026-11-27');
    expect(calendar.karachiIsoToday(Date.UTC(2026, 10, 26, 18))).toBe('2026-11-26');
    expect(hijri.calculatedHijriDate('2026-11-26', 0)).toEqual({ year: 1448, month: 6, day: 16 });
    expect(timetable.timetableClock(new Date(Date.UTC(2026, 10, 26, 0, 56)))).toBe('5:56');
    // One formatter each, however often used.
    expect(made).toEqual(['en-CA', 'en-u-ca-islamic-umalqura-nu-latn', 'en-US']);
  });
});
