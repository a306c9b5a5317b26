import { formatMonthYear } from '../../common/time/karachi-time.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addMonths, type YearMonth } from '@masjid/domain/progress';
import type { OwnerMonth, OwnerMonthRow } from '@masjid/domain/owner-month';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { useApiMessages } from '../../common/api/api-messages.ts';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { intlLocale } from '@masjid/domain/intl-locale';

/** How many months back the owner may choose (this month included). */
const MONTHS_OFFERED = 13;

/** `2026-11` of a month (the print page's `?month=`). */
export const monthParam = ({ year, month }: YearMonth) =>
  `${year}-${String(month).padStart(2, '0')}`;

/** The month of a `YYYY-MM` value, or undefined. */
export function parseMonthParam(value: string | null): YearMonth | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const ym = { year: Number(match[1]), month: Number(match[2]) };
  return ym.month >= 1 && ym.month <= 12 ? ym : undefined;
}

/** This month in Karachi. */
export function currentMonth(): YearMonth {
  const { year, month } = karachiDay();
  return { year, month };
}

/** `November 2026` / `نومبر 2026` in the reader's language. */
export function monthName(ym: YearMonth, lang: string): string {
  return formatMonthYear(ym, lang);
}

/** The month chooser: this month and the twelve before it. */
export function MonthPicker({
  value,
  onChange,
}: {
  value: YearMonth;
  onChange: (month: YearMonth) => void;
}) {
  const { t, i18n } = useTranslation('hifz');
  const now = currentMonth();
  const months = Array.from({ length: MONTHS_OFFERED }, (_, i) => addMonths(now, -i));
  return (
    <label className="month-picker">
      {t('hifz.month.choose')}
      <select
        value={monthParam(value)}
        onChange={(e) => {
          const chosen = parseMonthParam(e.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {months.map((m) => (
          <option key={monthParam(m)} value={monthParam(m)}>
            {monthName(m, i18n.language)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A report row's teacher: the name ('No teacher' for students without one) and e-mail. */
export function TeacherName({
  row,
}: {
  row: Pick<OwnerMonthRow, 'teacherId' | 'teacherName' | 'teacherEmail'>;
}) {
  const { t } = useTranslation('hifz');
  return (
    <>
      {row.teacherId ? <TypedText text={row.teacherName} /> : t('hifz.common.noTeacher')}{' '}
      {row.teacherEmail ? (
        <span className="muted" dir="ltr">
          {row.teacherEmail}
        </span>
      ) : null}
    </>
  );
}

/** The month's states: loading, failed (with the reason in the reader's language), the table. */
export function OwnerMonthView({ month }: { month: UseQueryResult<OwnerMonth> }) {
  const { t } = useTranslation('hifz');
  const words = useApiMessages();
  return (
    <>
      {month.isFetching && !month.data ? <p role="status">{t('hifz.month.loading')}</p> : null}
      {month.isError ? (
        <p className="form-error" role="alert">
          {t('hifz.month.failed')} {words.error(month.error)}
        </p>
      ) : null}
      {month.data ? <OwnerMonthTable month={month.data} /> : null}
    </>
  );
}

/**
 * The month per teacher: a table on a wide screen, one card per teacher on a phone (the same
 * cells, each with its label), so every figure is readable at 375 px without sideways scrolling.
 */
export function OwnerMonthTable({ month }: { month: OwnerMonth }) {
  const { t, i18n } = useTranslation('hifz');
  const percent = new Intl.NumberFormat(intlLocale(i18n.language), {
    style: 'percent',
  });
  const unknown = t('hifz.common.unknown');
  const columns = {
    students: t('hifz.month.students'),
    attendance: t('hifz.month.attendance'),
    sabaq: t('hifz.month.sabaq'),
    manzil: t('hifz.month.manzil'),
    fees: t('hifz.month.fees'),
  };
  return (
    <>
      <p className="muted">
        {t('hifz.month.asOf', {
          date: new Intl.DateTimeFormat(intlLocale(i18n.language), {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${month.asOf}T12:00:00Z`)),
        })}
      </p>
      <table className="hifz-table card-table owner-month">
        <thead>
          <tr>
            <th scope="col">{t('hifz.month.teacher')}</th>
            {Object.values(columns).map((label) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.rows.map((row) => (
            <tr key={row.teacherId || 'none'} data-teacher-id={row.teacherId}>
              <th scope="row">
                <TeacherName row={row} />
              </th>
              <td data-label={columns.students} data-figure="students">
                {row.students}
                {row.disabledStudents > 0 ? (
                  <span className="muted" data-figure="disabled-students">
                    {' '}
                    ({t('hifz.month.disabledCount', { count: row.disabledStudents })})
                  </span>
                ) : null}
              </td>
              <td data-label={columns.attendance} data-figure="attendance">
                {row.attendanceRate === null ? (
                  unknown
                ) : (
                  <>
                    {percent.format(row.attendanceRate)}{' '}
                    <span className="muted">
                      {t('hifz.month.daysPresent', {
                        present: row.present,
                        count: row.present + row.absent,
                      })}
                    </span>
                  </>
                )}
              </td>
              <td data-label={columns.sabaq} data-figure="sabaq">
                {row.sabaqAyahs === null
                  ? unknown
                  : t('hifz.month.ayahs', { count: row.sabaqAyahs })}
              </td>
              <td data-label={columns.manzil} data-figure="manzil">
                {row.manzilBehind === null ? unknown : row.manzilBehind}
              </td>
              <td data-label={columns.fees} data-figure="fees">
                {row.feesPending}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('hifz.month.unknownNote')}</p>
      <p className="muted">{t('hifz.month.feesNote')}</p>
    </>
  );
}
