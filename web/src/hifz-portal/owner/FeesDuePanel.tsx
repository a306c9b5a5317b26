/**
 * The owner's fees due (issue 43 §4, decision 0053), on `/dashboard-admin`: for a month, the
 * students who still owe, most owed first, each with what is due, paid and still owed, the
 * concession (kind and amount) and the sponsor; and the month's totals, concessions apart.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DueRow } from '@masjid/domain/fees';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { formatMonthYear } from '../../common/time/karachi-time.ts';
import { useRupees } from '../progress/FeesSection.tsx';
import { useFeesDue } from './admin-data.ts';
import { currentMonth, MonthPicker } from './OwnerMonthReport.tsx';

/** The panel: a month, then who owes and the totals. */
export function FeesDuePanel() {
  const { t, i18n } = useTranslation('hifz');
  const rupees = useRupees();
  const [chosen, setChosen] = useState(currentMonth);
  const due = useFeesDue(chosen);
  const totals = due.data?.totals;
  return (
    <section className="hifz-panel hifz-gap fees-due" aria-labelledby="fees-due">
      <h2 id="fees-due">{t('hifz.feesDue.title')}</h2>
      <p className="muted">{t('hifz.feesDue.intro')}</p>
      <MonthPicker value={chosen} onChange={setChosen} />
      {due.isPending ? <p role="status">{t('hifz.feesDue.loading')}</p> : null}
      {due.isError ? (
        <p className="form-error" role="alert">
          {t('hifz.feesDue.failed')}
        </p>
      ) : null}
      {totals ? (
        <p data-testid="fees-due-totals">
          {t('hifz.feesDue.totals', {
            fees: rupees(totals.fees),
            concessions: rupees(totals.concessions),
            expected: rupees(totals.expected),
            collected: rupees(totals.collected),
            owed: rupees(totals.owed),
          })}
        </p>
      ) : null}
      {due.data && due.data.due.length === 0 ? (
        <p>{t('hifz.feesDue.none', { month: formatMonthYear(chosen, i18n.language) })}</p>
      ) : null}
      {due.data && due.data.due.length > 0 ? (
        <ul className="fees-due-list">
          {due.data.due.map((row) => (
            <DueItem key={row.studentId} row={row} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One student who owes: name (to their page), status, figures, concession and sponsor. */
function DueItem({ row }: { row: DueRow }) {
  const { t } = useTranslation('hifz');
  const rupees = useRupees();
  return (
    <li data-student={row.studentId}>
      <Link to={`/students/${row.studentId}`}>
        <TypedText text={row.name} />
      </Link>{' '}
      <strong>{t(`hifzProgress.fees.values.${row.status}`)}</strong>
      <dl>
        {row.monthlyFee === 0 ? (
          <div>
            <dt>{t('hifz.feesDue.due')}</dt>
            <dd>{t('hifz.feesDue.noFee')}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('hifz.feesDue.due')}</dt>
              <dd>{rupees(row.due)}</dd>
            </div>
            <div>
              <dt>{t('hifz.feesDue.paid')}</dt>
              <dd>{rupees(row.paid)}</dd>
            </div>
            <div>
              <dt>{t('hifz.feesDue.owed')}</dt>
              <dd>{rupees(row.owed)}</dd>
            </div>
          </>
        )}
        {row.concession ? (
          <div>
            <dt>{t('hifz.feesDue.concession')}</dt>
            <dd>
              {t(`hifzProgress.fees.kinds.${row.concession.kind}`)}, {rupees(row.concession.amount)}
            </dd>
          </div>
        ) : null}
        {row.sponsor ? (
          <div>
            <dt>{t('hifz.feesDue.sponsor')}</dt>
            <dd>
              <TypedText text={row.sponsor} />
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
