import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE,
  GRADES,
  firstWeekday,
  progressDayRefusal,
  type CalendarDay,
  type YearMonth,
} from '@masjid/domain/progress';
import { overallGrade } from '@masjid/domain/hifz-memorisation';
import type { DayState } from './month-reads.ts';
import { LegendEntry } from './LegendEntry.tsx';

/**
 * The month's calendar from Sunday, blank cells before the 1st. Each recorded day shows its
 * attendance (present, absent, leave) and its overall grade (the lowest of sabaq, sabqi and
 * manzil) as a letter and a shape beside the colour, explained by the legend below, and is
 * marked while a save of this device waits to sync. Today's square is marked (`aria-current`
 * and a ring) and, once the month has loaded, scrolled into view if it is off the screen (on a
 * phone it is far below the top). A future day cannot be opened for recording (`onFutureDay`);
 * a day without data opens only for those who may record (`editable`).
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
  const { t } = useTranslation('hifz');
  const weekdays = t('hifzProgress.weekdays', { returnObjects: true });
  const todayRef = useRef<HTMLButtonElement>(null);
  const scrolled = useRef(false);
  const loaded = days !== undefined;
  useEffect(() => {
    const square = todayRef.current;
    if (!loaded || !square || scrolled.current) return;
    scrolled.current = true;
    const { top, bottom } = square.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) square.scrollIntoView({ block: 'center' });
  }, [loaded]);
  return (
    <>
      <div
        className="calendar"
        role="grid"
        aria-label={t('hifzProgress.calendar.label', { month: heading })}
      >
        <div role="row" className="calendar-row">
          {weekdays.map((d) => (
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
            const record = state?.record;
            const future =
              progressDayRefusal({ ...month, day: cell.day }, todayIso) === 'future-day';
            const attendance = record?.attendance;
            const grade = record ? overallGrade(record) : undefined;
            const isToday = cell.date === todayIso;
            const words = [
              String(cell.day),
              isToday ? t('hifzProgress.calendar.today') : '',
              cell.status ? t('hifzProgress.calendar.recorded') : '',
              attendance ? t(`hifzProgress.calendar.attendance.${attendance}`) : '',
              grade ? t(`hifzProgress.calendar.grade.${grade}`) : '',
              state?.pending ? t('hifzProgress.calendar.waiting') : '',
            ].filter(Boolean);
            return (
              <button
                key={cell.date}
                type="button"
                role="gridcell"
                className={`calendar-day ${cell.status ? 'has-data' : 'no-data'}${attendance ? ` att-${attendance}` : ''}${grade ? ` grade-${grade}` : ''}${state?.pending ? ' pending' : ''}${isToday ? ' today' : ''}`}
                ref={isToday ? todayRef : undefined}
                aria-current={isToday ? 'date' : undefined}
                data-date={cell.date}
                data-attendance={attendance}
                data-grade={grade}
                aria-label={words.join(t('hifzProgress.list.separator'))}
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
                {attendance || grade ? (
                  <span className="calendar-marks" aria-hidden="true">
                    {attendance ? t(`hifzProgress.calendar.short.${attendance}`) : ''}
                    {grade ? t(`hifzProgress.calendar.short.${grade}`) : ''}
                  </span>
                ) : null}
                {state?.pending ? (
                  <span className="pending-mark" title={t('hifzProgress.calendar.waiting')}>
                    ⟳
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      <CalendarLegend />
    </>
  );
}

/**
 * What the calendar's letters and shapes mean, each with its sample cell, today's ring, and that a
 * day's grade mark is the worst of its three grades.
 */
export function CalendarLegend() {
  const { t } = useTranslation('hifz');
  const entries = [
    ...ATTENDANCE.map((a) => ({
      value: a,
      swatch: `att-${a}`,
      label: t(`hifzProgress.calendar.attendance.${a}`),
    })),
    ...GRADES.map((g) => ({
      value: g,
      swatch: `grade-${g}`,
      label: t(`hifzProgress.calendar.grade.${g}`),
    })),
  ];
  return (
    <section className="calendar-legend" aria-labelledby="calendar-legend-title">
      <h2 id="calendar-legend-title">{t('hifzProgress.calendar.legend')}</h2>
      <ul role="list">
        {entries.map(({ value, swatch, label }) => (
          <LegendEntry
            key={value}
            legend={value}
            swatchClass={`legend-swatch ${swatch}`}
            mark={t(`hifzProgress.calendar.short.${value}`)}
            label={label}
          />
        ))}
        <LegendEntry
          legend="today"
          swatchClass="legend-swatch legend-today"
          mark=""
          label={t('hifzProgress.calendar.today')}
        />
      </ul>
      <p className="calendar-worst">{t('hifzProgress.calendar.worstGrade')}</p>
    </section>
  );
}
