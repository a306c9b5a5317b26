import { useTranslation } from 'react-i18next';
import { statementMonth, type DonationStatement } from '@masjid/domain/donations';
import { formatMonthYear, formatNumber } from '../../common/time/karachi-time.ts';
import { useDonationStatements } from '../../common/site-content/donations-data.ts';

/** The statements grouped by month, in the order given (newest first). */
function byMonth(statements: DonationStatement[]): [string, DonationStatement[]][] {
  const months = new Map<string, DonationStatement[]>();
  for (const s of statements) months.set(s.month, [...(months.get(s.month) ?? []), s]);
  return [...months];
}

/**
 * The published monthly statements, newest month first: per cause the month's income, spending
 * and the balance at its end, in rupees written in the reader's language (`formatNumber`).
 * Nothing at all while none is published (the statements are the mosque's choice).
 */
export function DonationStatements() {
  const { t, i18n } = useTranslation('public');
  const state = useDonationStatements();
  if (state.status === 'loading') return null;
  if (state.status === 'error')
    return (
      <p className="error-text" role="alert">
        {t('donate.statements.error')}
      </p>
    );
  if (state.data.length === 0) return null;
  const rupees = (amount: number) =>
    t('donate.amount', { amount: formatNumber(amount, i18n.language) });
  return (
    <section className="donate-statements" aria-labelledby="donate-statements">
      <h2 id="donate-statements">{t('donate.statements.title')}</h2>
      <p>{t('donate.statements.lead')}</p>
      {byMonth(state.data).map(([month, statements]) => (
        <section key={month} className="donate-month" data-month={month}>
          <h3>{formatMonthYear(statementMonth(month), i18n.language)}</h3>
          {statements.map((s) => (
            <article key={s.id} className="donate-statement" data-cause={s.cause}>
              <h4>{t(`giving.causes.${s.cause}`)}</h4>
              <dl>
                {(['income', 'spending', 'balance'] as const).map((key) => (
                  <div key={key}>
                    <dt>{t(`donate.statements.${key}`)}</dt>
                    <dd>{rupees(s[key])}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </section>
      ))}
    </section>
  );
}
