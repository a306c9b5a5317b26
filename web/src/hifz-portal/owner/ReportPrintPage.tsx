import { useEffect, type ReactNode } from 'react';
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

/**
 * The printable page both reports share: the title (`titleKey`, with the site's name), a line
 * under it, the print button and the report; opens the print dialog once `ready` (not in
 * automated browsers, where it would block).
 */
function PrintablePage({
  ready,
  titleKey,
  subtitle,
  children,
}: {
  ready: boolean;
  titleKey: 'hifz.month.printTitle' | 'hifz.report.printTitle';
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('hifz');
  useEffect(() => {
    if (ready && !navigator.webdriver) window.print();
  }, [ready]);
  return (
    <div className="container hifz-page report-print">
      <h1>{t(titleKey, { site: useSiteName() })}</h1>
      <p className="muted">{subtitle}</p>
      <p className="no-print">
        <button type="button" className="btn" onClick={() => window.print()}>
          {t('hifz.report.printNow')}
        </button>
      </p>
      {children}
    </div>
  );
}

function PrintableMonth({ month }: { month: YearMonth }) {
  const { t, i18n } = useTranslation('hifz');
  const answer = useOwnerMonth(month);
  return (
    <PrintablePage
      ready={!!answer.data}
      titleKey="hifz.month.printTitle"
      subtitle={t('hifz.month.printMonth', { month: monthName(month, i18n.language) })}
    >
      <OwnerMonthView month={answer} />
    </PrintablePage>
  );
}

function PrintableReport() {
  const { t, i18n } = useTranslation('hifz');
  const report = useOwnerReport(true);
  const date = new Date().toLocaleDateString(intlLocale(i18n.language), { dateStyle: 'long' });
  return (
    <PrintablePage
      ready={!!report.data}
      titleKey="hifz.report.printTitle"
      subtitle={t('hifz.report.printDate', { date })}
    >
      <OwnerReportView report={report} />
    </PrintablePage>
  );
}
