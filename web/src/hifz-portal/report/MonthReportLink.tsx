import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { monthKey } from '@masjid/domain/month-report';
import type { YearMonth } from '@masjid/domain/progress';

/** The dashboard's "Monthly report" button: the report page `to` for the month shown. */
export function MonthReportLink({ to, month }: { to: string; month: YearMonth }) {
  const { t } = useTranslation('hifz');
  return (
    <Link className="btn btn-outline" to={`${to}?month=${monthKey(month)}`}>
      {t('report.open')}
    </Link>
  );
}
