import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-locale.ts';

describe('dateTimeFormat and numberFormat', () => {
  it('keep one formatter per locale and options', () => {
    const time = { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Karachi' } as const;
    const first = dateTimeFormat('en-GB', time);
    expect(dateTimeFormat('en-GB', { ...time })).toBe(first);
    expect(dateTimeFormat('ur-PK', time)).not.toBe(first);
    expect(dateTimeFormat('en-GB', { ...time, hour: '2-digit' })).not.toBe(first);
    expect(first.format(Date.UTC(2026, 10, 26, 13, 5))).toBe('18:05');
    expect(numberFormat('en-GB')).toBe(numberFormat('en-GB'));
    expect(numberFormat('en-GB').format(1234)).toBe('1,234');
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
