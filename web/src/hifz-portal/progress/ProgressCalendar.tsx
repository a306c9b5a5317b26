import {
  firstWeekday,
  progressDayRefusal,
  type CalendarDay,
  type YearMonth,
} from '@masjid/domain/progress';
import type { DayState } from './month-reads.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The month's calendar from Sunday, blank cells before the 1st; each day has-data or no-data, and
 * marked while a save of this device waits to sync. A future day cannot be opened for recording
 * (`onFutureDay`); a day without data opens only for those who may record (`editable`).
 */
export function ProgressCalendar({
  heading,
  month,
  cells,
  days,
  todayIso,
  editable,
  onFutureDay,
  onOpen,
}: {
  /** The month's name and year, for the grid's label. */
  heading: string;
  month: YearMonth;
  cells: CalendarDay[];
  days: ReadonlyMap<string, DayState> | undefined;
  /** Today in Karachi, `YYYY-MM-DD`. */
  todayIso: string;
  editable: boolean;
  onFutureDay: () => void;
  onOpen: (date: string) => void;
}) {
  return (
    <div className="calendar" role="grid" aria-label={`${heading}, progress`}>
      <div role="row" className="calendar-row">
        {WEEKDAYS.map((d) => (
          <span key={d} role="columnheader" className="calendar-head">
            {d}
          </span>
        ))}
      </div>
      <div role="row" className="calendar-row calendar-days">
        {Array.from({ length: firstWeekday(month.year, month.month) }, (_, i) => (
          <span key={`blank-${i}`} className="calendar-blank" aria-hidden="true" />
        ))}
        {cells.map((cell) => {
          const state = days?.get(cell.date);
          const future = progressDayRefusal({ ...month, day: cell.day }, todayIso) === 'future-day';
          return (
            <button
              key={cell.date}
              type="button"
              role="gridcell"
              className={`calendar-day ${cell.status ? 'has-data' : 'no-data'}${state?.pending ? ' pending' : ''}`}
              data-date={cell.date}
              aria-label={`${cell.day}${cell.status ? ', recorded' : ''}${state?.pending ? ', waiting to sync' : ''}`}
              onClick={() => {
                if (future && editable) {
                  onFutureDay();
                  return;
                }
                if (!cell.status && !editable) return;
                onOpen(cell.date);
              }}
            >
              <span className="calendar-number">{cell.day}</span>
              {state?.pending ? (
                <span className="pending-mark" title="Waiting to sync">
                  ⟳
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
