import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { YearMonth } from '@masjid/domain/progress';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { useOwnerMonth, useOwnerReport } from './admin-data.ts';
import { OwnerReportView } from './OwnerReport.tsx';
import { monthName, OwnerMonthView, parseMonthParam } from './OwnerMonthReport.tsx';
import { useSiteName } from '../students/ParentLinkShare.tsx';
import '../sign-in/hifz.css';
import { intlLocale } from '@masjid/domain/intl-locale';

/**
 * `/dashboard-admin/report`: a report ready to print (header, footer and buttons hidden in
 * print), in the reader's language; opens the print dialog once loaded. With `?month=YYYY-MM` the
 * month per teacher, else the teachers and students with each parent's link and the date.
 */
export function ReportPrintPage() {
  const { t } = useTranslation('hifz');
  usePageTitle(t('hifz.report.title'));
  const [params] = useSearchParams();
  const month = parseMonthParam(params.get('month'));
  return (
    <RequireHifzRole roles={['admin']}>
      {() => (month ? <PrintableMonth month={month} /> : <PrintableReport />)}
    </RequireHifzRole>
  );
}

/** Opens the print dialog once `ready` (not in automated browsers, where it would block). */
function usePrintWhen(ready: boolean) {
  useEffect(() => {
    if (ready && !navigator.webdriver) window.print();
  }, [ready]);
}

function PrintButton() {
  const { t } = useTranslation('hifz');
  return (
    <p className="no-print">
      <button type="button" className="btn" onClick={() => window.print()}>
        {t('hifz.report.printNow')}
      </button>
    </p>
  );
}

function PrintableMonth({ month }: { month: YearMonth }) {
  const { t, i18n } = useTranslation('hifz');
  const answer = useOwnerMonth(month);
  usePrintWhen(!!answer.data);
  return (
    <div className="container hifz-page report-print">
      <h1>{t('hifz.month.printTitle', { site: useSiteName() })}</h1>
      <p className="muted">
        {t('hifz.month.printMonth', { month: monthName(month, i18n.language) })}
      </p>
      <PrintButton />
      <OwnerMonthView month={answer} />
    </div>
  );
}

function PrintableReport() {
  const { t, i18n } = useTranslation('hifz');
  const report = useOwnerReport(true);
  usePrintWhen(!!report.data);
  return (
    <div className="container hifz-page report-print">
      <h1>{t('hifz.report.printTitle', { site: useSiteName() })}</h1>
      <p className="muted">
        {t('hifz.report.printDate', {
          date: new Date().toLocaleDateString(intlLocale(i18n.language), {
            dateStyle: 'long',
          }),
        })}
      </p>
      <PrintButton />
      <OwnerReportView report={report} />
    </div>
  );
}
