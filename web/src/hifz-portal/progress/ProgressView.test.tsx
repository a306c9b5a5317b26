/**
 * The progress page offers only the months it shows: no "Next" after the current month (it was
 * offered and then refused with "You cannot view future data"), no "Prev" before last month.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { DAY_LABELS, type DayRecord, type YearMonth } from '@masjid/domain/progress';
import { changedFields } from './day-write.ts';
import { renderHifz } from '../testing.tsx';
import { hifzEn } from '../i18n/en.ts';
import { ProgressView } from './ProgressView.tsx';
import type { MonthState } from './month-reads.ts';

const view = hifzEn.hifzProgress.view;

/** The read-only progress page of `month`, still loading. */
const page = (month: YearMonth) => (
  <ProgressView
    student={{ id: 's1', name: 'Ahmed' }}
    own={false}
    month={month}
    onMonth={() => undefined}
    days={{ status: 'loading' }}
    fees={{ status: 'loading' }}
    memorisation={{ status: 'loading' }}
  />
);

/** Whether the button named `name` may be pressed. */
const offered = (name: string) => !screen.getByRole('button', { name }).hasAttribute('disabled');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T07:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('month navigation', () => {
  it('this month: Prev, no Next', async () => {
    await renderHifz(page({ year: 2026, month: 11 }));
    expect(offered(view.prev)).toBe(true);
    expect(offered(view.next)).toBe(false);
  });

  it('last month: Next, no Prev', async () => {
    await renderHifz(page({ year: 2026, month: 10 }));
    expect(offered(view.prev)).toBe(false);
    expect(offered(view.next)).toBe(true);
  });

  it("a parent's page starts with how today went; the qari's does not", async () => {
    const days = new Map([
      [
        '2026-11-20',
        {
          pending: false,
          record: {
            date: '2026-11-20',
            day: 20,
            month: 11,
            year: 2026,
            status: 'done' as const,
            attendance: 'on-time' as const,
            sabaq: 'very-good' as const,
          },
        },
      ],
    ]);
    const props = {
      student: { id: 's1', name: 'Ahmed' },
      own: false,
      month: { year: 2026, month: 11 },
      onMonth: () => undefined,
      days: { status: 'ready' as const, days, fromCache: false },
      fees: { status: 'loading' as const },
      memorisation: { status: 'loading' as const },
    };
    const parent = await renderHifz(<ProgressView {...props} />);
    expect(screen.getByTestId('today-line').textContent).toBe('Today: present, sabaq very good');
    parent.unmount();
    const edits = {
      saveDay: vi.fn(),
      setFees: vi.fn(),
      recordPayment: vi.fn(),
      saveRecord: vi.fn(),
    };
    await renderHifz(<ProgressView {...props} edits={edits} />);
    expect(screen.queryByTestId('today-line')).toBeNull();
  });

  it("the qari coming from the class's today opens at today's form, once the month has loaded", async () => {
    const props = {
      student: { id: 's1', name: 'Ahmed' },
      own: false,
      month: { year: 2026, month: 11 },
      onMonth: () => undefined,
      fees: { status: 'loading' as const },
      memorisation: { status: 'error' as const, error: new Error('offline') },
      edits: { saveDay: vi.fn(), setFees: vi.fn(), recordPayment: vi.fn(), saveRecord: vi.fn() },
      openDay: '2026-11-20',
    };
    /** The page, its month still loading until Load is pressed. */
    function Loading() {
      const [days, setDays] = useState<MonthState>({ status: 'loading' });
      return (
        <>
          <button
            type="button"
            onClick={() => setDays({ status: 'ready', days: new Map(), fromCache: false })}
          >
            Load
          </button>
          <ProgressView {...props} days={days} />
        </>
      );
    }
    await renderHifz(<Loading />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('dialog').textContent).toContain('20 نومبر، 2026');
  });
});

describe('two devices, one day (decision 0044)', () => {
  it('a form left open while another device changes the day saves only its own edits, against the day it showed', async () => {
    const at = (minute: number) => `2026-11-20T0${minute}:00:00.000Z`;
    const record = (sabaq: 'very-good' | 'weak', by: string, minute: number): DayRecord => ({
      date: '2026-11-20',
      day: 20,
      month: 11,
      year: 2026,
      status: 'done',
      attendance: 'on-time',
      sabaq,
      changes: { sabaq: { by, at: at(minute), writeId: `w${minute}` } },
    });
    const shown = record('very-good', 'qari', 1);
    const edits = {
      saveDay: vi.fn(),
      setFees: vi.fn(),
      recordPayment: vi.fn(),
      saveRecord: vi.fn(),
    };
    function Page() {
      const [day, setDay] = useState(shown);
      return (
        <>
          <button type="button" onClick={() => setDay(record('weak', 'admin', 2))}>
            Other device
          </button>
          <ProgressView
            student={{ id: 's1', name: 'Ahmed' }}
            own={false}
            month={{ year: 2026, month: 11 }}
            onMonth={() => undefined}
            days={{
              status: 'ready',
              days: new Map([[day.date, { pending: false, record: day }]]),
              fromCache: false,
            }}
            fees={{ status: 'loading' }}
            memorisation={{ status: 'error' }}
            edits={edits}
            openDay="2026-11-20"
          />
        </>
      );
    }
    await renderHifz(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Other device', hidden: true }));
    fireEvent.click(screen.getByLabelText(DAY_LABELS.done));
    fireEvent.click(screen.getByRole('button', { name: DAY_LABELS.save }));
    expect(edits.saveDay).toHaveBeenCalledTimes(1);
    const [, before, fields] = edits.saveDay.mock.calls[0] as [unknown, DayRecord, DayRecord];
    // The other device's sabaq (weak) is not written back over with the one the form showed.
    expect(before.changes).toEqual(shown.changes);
    expect(changedFields(before, fields)).toEqual(['mutala']);
  });
});
