import { useState, type ReactNode } from 'react';
import {
  calendarDays,
  checkMonthMove,
  addMonths,
  firstWeekday,
  isoDay,
  monthSummary,
  DAY_LABELS,
  type DayFields,
  type YearMonth,
} from '@masjid/domain/progress';
import { FEES_STATUSES, type FeesStatus } from '@masjid/domain/hifz';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { DayDetailDialog } from './DayDetailDialog.tsx';
import {
  changedFields,
  saveDay,
  setFees,
  type FeesState,
  type MonthState,
} from './progress-data.ts';
import { OutboxNotices } from './OutboxNotices.tsx';
import './progress.css';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

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
 * The progress dashboard (spec 2.11): month and year, Prev and Next within last month to this
 * month (spec 4, 5), the subtitle, the fees, a month summary, and the calendar from Sunday with
 * blank cells before the 1st; each day has-data or no-data. Days saved on this device and not yet
 * on the server are marked as waiting to sync; saves the server refused are listed.
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

      <FeesSection {...props} />

      {ready && summary.recorded > 0 ? (
        <section className="month-summary" aria-label="This month">
          <p dir="ltr">
            <strong>{summary.present}</strong> days present · <strong>{summary.absent}</strong>{' '}
            absent · {summary.recorded} days recorded
          </p>
          <ul role="list">
            {(['sabaq', 'sabqi', 'manzil'] as const).map((part) => (
              <li key={part} lang="ur" dir="rtl">
                {DAY_LABELS[part]}:{' '}
                {(['very-good', 'weak', 'not-memorised'] as const)
                  .map((g) => `${DAY_LABELS[g]} ${summary.grades[part][g]}`)
                  .join('، ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {days.status === 'loading' ? <p role="status">Loading progress...</p> : null}
      {days.status === 'error' ? (
        <p className="form-error" role="alert">
          Progress could not be loaded.
        </p>
      ) : null}
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
            const state = ready?.days.get(cell.date);
            const future = cell.date > todayIso;
            return (
              <button
                key={cell.date}
                type="button"
                role="gridcell"
                className={`calendar-day ${cell.status ? 'has-data' : 'no-data'}${state?.pending ? ' pending' : ''}`}
                data-date={cell.date}
                aria-label={`${cell.day}${cell.status ? ', recorded' : ''}${state?.pending ? ', waiting to sync' : ''}`}
                onClick={() => {
                  if (future && props.editable) {
                    setNotice({ ok: false, text: 'Progress cannot be recorded for a future day.' });
                    return;
                  }
                  if (!cell.status && !props.editable) return;
                  setNotice(null);
                  setOpen(cell.date);
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

      {openDay ? (
        <DayDetailDialog
          date={openDay.date}
          initial={(openDay.record ?? {}) as DayFields}
          readOnly={!props.editable}
          onClose={() => setOpen(null)}
          onSave={(fields) => {
            const before = (openDay.record ?? {}) as DayFields;
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

/** Fees (spec 2.11, 4, 8): a choice for the qari and admin, the status for everyone else. */
function FeesSection({ student, editable, fees, uid }: ProgressViewProps) {
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const current = fees.status === 'ready' ? fees.value : undefined;
  return (
    <section className="hifz-panel fees" aria-labelledby="fees-title">
      <h2 id="fees-title">Fees</h2>
      {fees.status === 'loading' ? <p role="status">Loading fees…</p> : null}
      {current && !editable ? (
        <p>
          Status: <strong data-testid="fees-status">{current}</strong>{' '}
          <span className="muted">(view only)</span>
        </p>
      ) : null}
      {current && editable ? (
        <label className="fees-choice">
          Fees status
          <select
            value={current}
            onChange={(e) => {
              const status = e.target.value as FeesStatus;
              setNote({
                ok: true,
                text: navigator.onLine ? 'Saving…' : 'Saved on this device; waiting to sync.',
              });
              setFees(student.id, status, uid ?? '').then(
                () => setNote({ ok: true, text: 'Fees status updated successfully!' }),
                (err: unknown) => {
                  console.error('Failed to update fees', err);
                  setNote({ ok: false, text: 'Failed to update fees' });
                },
              );
            }}
          >
            {FEES_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {fees.status === 'ready' && fees.pending ? (
            <span className="pending-mark">⟳ waiting to sync</span>
          ) : null}
        </label>
      ) : null}
      <StatusMessage message={note} />
    </section>
  );
}
