import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { confirmSignOut, hifzQueryClient, signOutOfPortal } from '../sign-in/hifz-api.ts';
import { useOwnerReport, useStudents, useTeachers } from './admin-data.ts';
import { CreateStudentForm, CreateTeacherForm } from './CreateAccountForms.tsx';
import { AccountsPanel } from './AccountsPanel.tsx';
import { OwnerReportView } from './OwnerReport.tsx';
import { reportCsv } from './report-csv.ts';
import '../sign-in/hifz.css';

/**
 * `/dashboard-admin`, for the hifz admin (owner) only: create teachers and students,
 * manage the accounts, and the owner report on screen, as CSV and as a print-ready page.
 */
export function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  return (
    <QueryClientProvider client={hifzQueryClient}>
      <RequireHifzRole roles={['admin']}>
        {(user) => <Dashboard email={user.email ?? ''} />}
      </RequireHifzRole>
    </QueryClientProvider>
  );
}

/** Signs out of the portal and goes to the sign-in page. */
export function PortalSignOut() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={() => {
        if (!confirmSignOut()) return;
        // Leave the guarded page first, so its guard does not remember it as the page to return to.
        void Promise.resolve(
          navigate('/hifz-login', { replace: true, state: { signingOut: true } }),
        ).then(signOutOfPortal);
      }}
    >
      Sign out
    </button>
  );
}

function Dashboard({ email }: { email: string }) {
  const teachers = useTeachers();
  const students = useStudents();
  const [showReport, setShowReport] = useState(false);
  const report = useOwnerReport(showReport);

  function downloadCsv() {
    if (!report.data) return;
    const url = URL.createObjectURL(new Blob([reportCsv(report.data)], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `hifz-report-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="container hifz-page">
      <div className="hifz-bar">
        <div>
          <h1>Admin dashboard</h1>
          <p>Signed in as {email}</p>
        </div>
        <PortalSignOut />
      </div>
      <div className="hifz-panels">
        <section className="hifz-panel" aria-labelledby="new-teacher">
          <h2 id="new-teacher">Create a teacher</h2>
          <CreateTeacherForm />
        </section>
        <section className="hifz-panel" aria-labelledby="new-student">
          <h2 id="new-student">Create a student</h2>
          <CreateStudentForm teachers={teachers.data ?? []} />
        </section>
      </div>

      <section className="hifz-panel" aria-labelledby="report" style={{ marginTop: '1.25rem' }}>
        <h2 id="report">Owner report</h2>
        <div className="hifz-actions no-print">
          <button
            type="button"
            className="btn"
            onClick={() => (showReport ? void report.refetch() : setShowReport(true))}
          >
            {showReport ? 'Refresh report' : 'Generate report'}
          </button>
          {report.data ? (
            <>
              <button type="button" className="btn btn-outline" onClick={downloadCsv}>
                Download CSV
              </button>
              <Link to="/dashboard-admin/report" className="btn btn-outline" target="_blank">
                Print view
              </Link>
            </>
          ) : null}
        </div>
        <OwnerReportView report={report} />
      </section>

      <section className="hifz-panel" aria-labelledby="accounts" style={{ marginTop: '1.25rem' }}>
        <h2 id="accounts">Teachers and students</h2>
        {teachers.isPending || students.isPending ? <p role="status">Loading accounts…</p> : null}
        {teachers.isError || students.isError ? (
          <p className="form-error" role="alert">
            The accounts could not be loaded.{' '}
            <button
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => void Promise.all([teachers.refetch(), students.refetch()])}
            >
              Try again
            </button>
          </p>
        ) : null}
        {teachers.data && students.data ? (
          <AccountsPanel teachers={teachers.data} students={students.data} />
        ) : null}
      </section>
    </div>
  );
}
