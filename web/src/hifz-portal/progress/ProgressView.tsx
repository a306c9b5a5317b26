import { useState, type ReactNode } from 'react';
import {
  calendarDays,
  checkMonthMove,
  addMonths,
  isoDay,
  monthSummary,
  type YearMonth,
  DAY_WRITE_REFUSALS,
} from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { DayDetailDialog } from './DayDetailDialog.tsx';
import { changedFields, saveDay } from './day-saves.ts';
import type { FeesState } from './fees.ts';
import type { MonthState } from './month-reads.ts';
import { FeesSection } from './FeesSection.tsx';
import { MonthSummaryPanel } from './MonthSummaryPanel.tsx';
import { ProgressCalendar } from './ProgressCalendar.tsx';
import { OutboxNotices } from './OutboxNotices.tsx';
import './progress.css';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';

export interface ProgressViewProps {
  student: { id: string; name: string };
  /** 'My Progress' instead of 'Progress for {name}'. */
  own: boolean;
  /** The qari or the admin: may record days and change fees. */
  editable: boolean;
  /** The signed-in user's uid (recorded with each change). */
  uid?: string;
  month: YearMonth;
  onMonth: (month: YearMonth) => void;
  days: MonthState;
  fees: FeesState;
  /** The Profile button and Sign out, for signed-in viewers. */
  actions?: ReactNode;
}

/**
 * The progress dashboard: month and year, Prev and Next within last month to this month, the
 * subtitle, the fees, a month summary, and the calendar. Days saved on this device and not yet on
 * the server are marked as waiting to sync; saves the server refused are listed.
 */
export function ProgressView(props: ProgressViewProps) {
  const { student, month, days } = props;
  const today = karachiDay();
  const todayIso = isoDay(today.year, today.month, today.day);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  function move(delta: number) {
    const target = addMonths(month, delta);
    const check = checkMonthMove(target, today);
    if (!check.ok) {
      setNotice({ ok: false, text: check.message });
      return;
    }
    setNotice(null);
    props.onMonth(target);
  }

  const heading = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(month.year, month.month - 1, 1)));
  const ready = days.status === 'ready' ? days : undefined;
  const records = ready
    ? [...ready.days.values()].map((d) => ({ ...d.record, id: d.record.date }))
    : [];
  const cells = calendarDays(month, records);
  const summary = monthSummary(records);
  const pendingCount = ready ? [...ready.days.values()].filter((d) => d.pending).length : 0;
  const openDay = open ? cells.find((c) => c.date === open) : undefined;

  return (
    <div className="container hifz-page progress-page">
      <div className="hifz-bar">
        <div>
          <div className="month-nav">
            <button type="button" className="btn btn-outline btn-small" onClick={() => move(-1)}>
              Prev
            </button>
            <h1>{heading}</h1>
            <button type="button" className="btn btn-outline btn-small" onClick={() => move(1)}>
              Next
            </button>
          </div>
          <p>{props.own ? 'My Progress' : `Progress for ${student.name}`}</p>
        </div>
        {props.actions ? <div className="hifz-actions">{props.actions}</div> : null}
      </div>
      <StatusMessage message={notice} />
      <OutboxNotices studentId={student.id} />
      {pendingCount > 0 ? (
        <p className="sync-waiting" role="status" dir="ltr">
          {pendingCount === 1 ? '1 day is' : `${pendingCount} days are`} saved on this device,
          waiting to sync.
        </p>
      ) : null}

      <FeesSection
        studentId={student.id}
        editable={props.editable}
        fees={props.fees}
        uid={props.uid}
      />

      {ready && summary.recorded > 0 ? <MonthSummaryPanel summary={summary} /> : null}

      {days.status === 'loading' ? <p role="status">Loading progress...</p> : null}
      {days.status === 'error' ? (
        <p className="form-error" role="alert">
          Progress could not be loaded.
        </p>
      ) : null}
      <ProgressCalendar
        heading={heading}
        month={month}
        cells={cells}
        days={ready?.days}
        todayIso={todayIso}
        editable={props.editable}
        onFutureDay={() => setNotice({ ok: false, text: `${DAY_WRITE_REFUSALS['future-day']}.` })}
        onOpen={(date) => {
          setNotice(null);
          setOpen(date);
        }}
      />

      {openDay ? (
        <DayDetailDialog
          date={openDay.date}
          initial={openDay.record ?? {}}
          readOnly={!props.editable}
          onClose={() => setOpen(null)}
          onSave={(fields) => {
            const before = openDay.record ?? {};
            void saveDay({
              studentId: student.id,
              studentName: student.name,
              date: { year: month.year, month: month.month, day: openDay.day },
              fields,
              changed: changedFields(before, fields),
              by: props.uid ?? '',
            });
            setOpen(null);
            setNotice({ ok: true, text: 'Progress saved!' });
          }}
        />
      ) : null}
    </div>
  );
}
