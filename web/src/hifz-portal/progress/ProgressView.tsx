import { formatMonthYear } from '../../common/time/karachi-time.ts';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarDays,
  checkMonthMove,
  addMonths,
  isoDay,
  monthSummary,
  type YearMonth,
} from '@masjid/domain/progress';
import {
  defaultSabaqPortion,
  defaultSabqiPortion,
  monthFigures,
  paraGrid,
  suggestManzil,
} from '@masjid/domain/hifz-memorisation';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import type { DayFields, DayRecord } from '@masjid/domain/progress';
import type { FeesStatus } from '@masjid/domain/hifz';
import type { MemorisationRecord } from '@masjid/domain/hifz-memorisation';
import { DayDetailDialog } from './DayDetailDialog.tsx';
import type { FeesState } from './fees.ts';
import type { MonthState } from './month-reads.ts';
import { FeesSection, type ReceiptFetch } from './FeesSection.tsx';
import type { FeePaymentAnswer, FeePaymentBody } from '@masjid/domain/fees';
import { MonthSummaryPanel } from './MonthSummaryPanel.tsx';
import { ProgressCalendar } from './ProgressCalendar.tsx';
import './progress.css';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import type { MemorisationState } from './memorisation-reads.ts';
import { ParaGrid } from './ParaGrid.tsx';
import { MonthChart } from './MonthChart.tsx';
import { ManzilPanel } from './ManzilPanel.tsx';
import { TodayLine } from './TodayLine.tsx';
import { TypedInSentence } from '../../common/ui/TypedText.tsx';

const monthIndex = ({ year, month }: YearMonth) => year * 12 + month - 1;

/**
 * The writes of a viewer who may edit (the qari or the admin), bound to the student and the
 * writer by the page that reads Firestore. A read-only view (the student, a parent's link) has
 * none, so its page never loads the Firestore SDK.
 */
export interface ProgressEdits {
  /**
   * Saves a day's fields (`before`: the day as the form showed it when opened, with who changed
   * each field, to find what changed and what the save had seen); offline too.
   */
  saveDay(
    day: { year: number; month: number; day: number },
    before: DayFields & Pick<DayRecord, 'changes'>,
    fields: DayFields,
  ): void;
  /** Sets the month's fees status; resolves when the server has it, rejects when it refuses. */
  setFees(status: FeesStatus): Promise<void>;
  /** Records a payment of the month shown; resolves with its receipt. */
  recordPayment(body: FeePaymentBody): Promise<FeePaymentAnswer>;
  /** Saves the memorisation record's corrections and manzil cycle. */
  saveRecord(record: Omit<MemorisationRecord, 'by' | 'at'>): Promise<void>;
}

export interface ProgressViewProps {
  student: { id: string; name: string };
  /** 'My Progress' instead of 'Progress for {name}'. */
  own: boolean;
  /** The qari or the admin: may record days, change fees and the manzil; absent: read-only. */
  edits?: ProgressEdits;
  /** Notices of the writer's device (saves the server refused), under the heading. */
  notices?: ReactNode;
  month: YearMonth;
  onMonth: (month: YearMonth) => void;
  days: MonthState;
  /** The fees of the month shown. */
  fees: FeesState;
  /** A receipt's PDF (absent: receipts are listed without it). */
  receipt?: ReceiptFetch;
  /** The owner's fee and concession form, in the fees section. */
  feeTerms?: ReactNode;
  /** Every day's portions and the memorisation record, for the paras, the chart and the manzil. */
  memorisation: MemorisationState;
  /** The Profile button and Sign out, for signed-in viewers. */
  actions?: ReactNode;
  /**
   * `YYYY-MM-DD` of a day of `month` whose form is open at first (the qari coming from the
   * class's today screen), shown once the month and the portions have loaded.
   */
  openDay?: string;
}

/**
 * The progress dashboard: month and year, for a read-only viewer (a parent, the student) a line
 * on how today went, Prev and Next within last month to this month (each
 * offered only where it may go: never a month after this one), the
 * subtitle, the fees, a month summary, the 30 paras, the month's sabaq chart, the manzil, and the
 * calendar with its legend. Days saved on this device and not yet on the server are marked as
 * waiting to sync; saves the server refused are listed. The day form is offered the portions that
 * follow on from the days before it.
 */
export function ProgressView(props: ProgressViewProps) {
  const { student, month, days, memorisation } = props;
  const { t, i18n } = useTranslation('hifz');
  const today = karachiDay();
  const todayIso = isoDay(today.year, today.month, today.day);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [open, setOpen] = useState<string | null>(props.openDay ?? null);

  function move(delta: number) {
    const target = addMonths(month, delta);
    const check = checkMonthMove(target, today);
    if (!check.ok) {
      setNotice({
        ok: false,
        text: t(
          monthIndex(target) < monthIndex(today)
            ? 'hifzProgress.view.lastMonthOnly'
            : 'hifzProgress.view.noFuture',
        ),
      });
      return;
    }
    setNotice(null);
    props.onMonth(target);
  }

  /** Prev (-1) or Next (1), offered only where the month may go. */
  const monthButton = (delta: -1 | 1) => (
    <button
      type="button"
      className="btn btn-outline btn-small"
      onClick={() => move(delta)}
      disabled={!checkMonthMove(addMonths(month, delta), today).ok}
    >
      {t(delta < 0 ? 'hifzProgress.view.prev' : 'hifzProgress.view.next')}
    </button>
  );

  const heading = formatMonthYear(month, i18n.language);
  const ready = days.status === 'ready' ? days : undefined;
  const records = ready
    ? [...ready.days.values()].map((d) => ({ ...d.record, id: d.record.date }))
    : [];
  const cells = calendarDays(month, records);
  const summary = monthSummary(records);
  const pendingCount = ready ? [...ready.days.values()].filter((d) => d.pending).length : 0;
  // The form opens on the stored day and the portions that follow on, so only once both are read.
  const openDay =
    open && ready && memorisation.status !== 'loading'
      ? cells.find((c) => c.date === open)
      : undefined;
  const storedDays = memorisation.status === 'ready' ? memorisation.days : undefined;
  // The viewed month's own live days over the summary's: a save on this device (offline too)
  // counts at once, before the functions update the summary.
  const portionDays = useMemo(() => {
    if (!storedDays || !ready) return storedDays;
    const prefix = isoDay(month.year, month.month, 1).slice(0, 8);
    return [
      ...storedDays.filter((d) => !d.date.startsWith(prefix)),
      ...[...ready.days.values()].map((d) => d.record),
    ];
  }, [storedDays, ready, month.year, month.month]);
  const record = memorisation.status === 'ready' ? memorisation.record : undefined;
  const grid = useMemo(
    () => (portionDays ? paraGrid(portionDays, record, todayIso) : undefined),
    [portionDays, record, todayIso],
  );
  // The month's chart from the month's own days (their grades: the memorisation's days may carry
  // portions only, as the parent's link's summary does).
  const figures = useMemo(
    () =>
      ready && portionDays
        ? monthFigures(
            [...ready.days.values()].map((d) => d.record),
            isoDay(month.year, month.month, 1).slice(0, 7),
          )
        : undefined,
    [ready, portionDays, month.year, month.month],
  );

  /** The portions offered for a day without its own: sabaq and sabqi follow on, manzil rotates. */
  function suggestedFor(date: string) {
    if (!portionDays || !grid) return {};
    const sabaq = defaultSabaqPortion(portionDays, date);
    const sabqi = defaultSabqiPortion(portionDays, date);
    const manzil = suggestManzil(portionDays, grid, record?.cycle ?? { paras: 1, days: 1 }, date);
    return {
      ...(sabaq ? { sabaq } : {}),
      ...(sabqi ? { sabqi } : {}),
      ...(manzil ? { manzil: manzil.portion } : {}),
    };
  }

  return (
    <div className="container hifz-page progress-page">
      <div className="hifz-bar">
        <div>
          <div className="month-nav">
            {monthButton(-1)}
            <h1>{heading}</h1>
            {monthButton(1)}
          </div>
          <p>
            {props.own ? (
              t('hifzProgress.view.own')
            ) : (
              <TypedInSentence
                sentence={(name) => t('hifzProgress.view.forStudent', { name })}
                text={student.name}
              />
            )}
          </p>
        </div>
        {props.actions ? <div className="hifz-actions">{props.actions}</div> : null}
      </div>
      {!props.edits && ready && month.year === today.year && month.month === today.month ? (
        <TodayLine record={ready.days.get(todayIso)?.record} />
      ) : null}
      <StatusMessage message={notice} />
      {props.notices}
      {pendingCount > 0 ? (
        <p className="sync-waiting" role="status">
          {t('hifzProgress.view.waiting', { count: pendingCount })}
        </p>
      ) : null}

      <FeesSection
        fees={props.fees}
        onChange={props.edits?.setFees}
        onPayment={props.edits?.recordPayment}
        receipt={props.receipt}
        terms={props.feeTerms}
      />

      {ready && summary.recorded > 0 ? <MonthSummaryPanel summary={summary} /> : null}

      {days.status === 'loading' ? <p role="status">{t('hifzProgress.view.loading')}</p> : null}
      {days.status === 'error' ? (
        <p className="form-error" role="alert">
          {t('hifzProgress.view.loadError')}
        </p>
      ) : null}
      <ProgressCalendar
        heading={heading}
        month={month}
        cells={cells}
        days={ready?.days}
        todayIso={todayIso}
        editable={!!props.edits}
        onFutureDay={() => setNotice({ ok: false, text: t('hifzProgress.view.futureDay') })}
        onOpen={(date) => {
          setNotice(null);
          setOpen(date);
        }}
      />

      {memorisation.status === 'loading' ? (
        <p role="status">{t('hifzProgress.grid.loading')}</p>
      ) : null}
      {memorisation.status === 'error' ? (
        <p className="form-error" role="alert">
          {t('hifzProgress.grid.error')}
        </p>
      ) : null}
      {grid ? <ParaGrid paras={grid} /> : null}
      {figures ? <MonthChart figures={figures} heading={heading} /> : null}
      {grid && portionDays ? (
        <ManzilPanel
          key={record?.at ?? 'none'}
          onSave={props.edits?.saveRecord}
          days={portionDays}
          paras={grid}
          record={record}
          todayIso={todayIso}
        />
      ) : null}

      {openDay ? (
        <DayDetailDialog
          date={openDay.date}
          initial={openDay.record ?? {}}
          suggested={props.edits ? suggestedFor(openDay.date) : {}}
          readOnly={!props.edits}
          onClose={() => setOpen(null)}
          onSave={(fields, shown) => {
            props.edits?.saveDay(
              { year: month.year, month: month.month, day: openDay.day },
              shown,
              fields,
            );
            setOpen(null);
            setNotice({ ok: true, text: t('hifzProgress.view.saved') });
          }}
        />
      ) : null}
    </div>
  );
}
