/**
 * The calendar marks today (aria-current="date" and a visible mark), brings today into view when
 * it is off the screen (a phone opens a student at today), and its key says a square shows the
 * worst of the day's three grades.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { calendarDays } from '@masjid/domain/progress';
import { renderHifz } from '../testing.tsx';
import { ProgressCalendar } from './ProgressCalendar.tsx';

const MONTH = { year: 2026, month: 11 };
const TODAY = '2026-11-20';

/** November 2026's calendar, read-only, loaded with no days recorded. */
const calendar = (
  <ProgressCalendar
    heading="November 2026"
    month={MONTH}
    cells={calendarDays(MONTH, [])}
    days={new Map()}
    todayIso={TODAY}
    editable={false}
    onFutureDay={() => undefined}
    onOpen={() => undefined}
  />
);

/** An 800 px high screen where every square's top is `y` px down; the scroll spy. */
function squaresAt(y: number) {
  const scroll = vi.fn();
  Element.prototype.scrollIntoView = scroll;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y, width: 40, height: 52 }),
  );
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  return scroll;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('today on the calendar', () => {
  it("marks today's square, and only today's", async () => {
    const { container } = await renderHifz(calendar);
    const today = container.querySelector(`[data-date="${TODAY}"]`);
    expect(today?.getAttribute('aria-current')).toBe('date');
    expect(today?.classList.contains('today')).toBe(true);
    expect(today?.getAttribute('aria-label')).toContain('today');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(container.querySelectorAll('.calendar-day.today')).toHaveLength(1);
  });

  it('in Urdu, names today as آج', async () => {
    const { container } = await renderHifz(calendar, 'ur');
    const today = container.querySelector(`[data-date="${TODAY}"]`);
    expect(today?.getAttribute('aria-label')).toContain('آج');
  });

  it('scrolls today into view when it is below the screen, as on a phone', async () => {
    const scroll = squaresAt(940);
    const { container } = await renderHifz(calendar);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(container.querySelector(`[data-date="${TODAY}"]`));
  });

  it('does not scroll when today is already on the screen', async () => {
    const scroll = squaresAt(300);
    await renderHifz(calendar);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('the key says the square shows the worst of the three grades, and shows today', async () => {
    await renderHifz(calendar);
    expect(screen.getByText(/worst of the day's sabaq, sabqi and manzil grades/)).toBeTruthy();
    expect(document.querySelector('[data-legend="today"]')).toBeTruthy();
  });
});
