import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { site } from '@masjid/domain/site';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { hifzQueryClient } from '../sign-in/hifz-api.ts';
import { useOwnerReport } from './admin-data.ts';
import { OwnerReportView } from './OwnerReport.tsx';
import '../sign-in/hifz.css';

/**
 * `/dashboard-admin/report`: the owner report ready to print (header, footer and buttons hidden
 * in print), with the date; opens the print dialog once loaded.
 */
export function ReportPrintPage() {
  usePageTitle('Owner report');
  return (
    <QueryClientProvider client={hifzQueryClient}>
      <RequireHifzRole roles={['admin']}>{() => <PrintableReport />}</RequireHifzRole>
    </QueryClientProvider>
  );
}

function PrintableReport() {
  const report = useOwnerReport(true);
  useEffect(() => {
    if (report.data && !navigator.webdriver) window.print();
  }, [report.data]);
  return (
    <div className="container hifz-page">
      <h1>{site.name}: teachers and students</h1>
      <p className="muted">
        Owner report, {new Date().toLocaleDateString('en-GB', { dateStyle: 'long' })}
      </p>
      <p className="no-print">
        <button type="button" className="btn" onClick={() => window.print()}>
          Print
        </button>
      </p>
      <OwnerReportView report={report} />
    </div>
  );
}
