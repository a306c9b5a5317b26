import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { signOutOfPortal } from '../sign-in/hifz-api.ts';
import { waitingSaves } from '../progress/outbox.ts';
import { useSession } from '../../common/firebase/session.tsx';
import { useConfirmDialog } from '../../common/ui/ConfirmDialog.tsx';
import { useOwnerMonth, useOwnerReport, useStudents, useTeachers } from './admin-data.ts';
import { CreateStudentForm, CreateTeacherForm } from './CreateAccountForms.tsx';
import { AccountsPanel } from './AccountsPanel.tsx';
import { FeesDuePanel } from './FeesDuePanel.tsx';
import { OwnerReportView } from './OwnerReport.tsx';
import { currentMonth, monthParam, MonthPicker, OwnerMonthView } from './OwnerMonthReport.tsx';
import { downloadCsv, monthCsv, reportCsv } from './report-csv.ts';
import '../sign-in/hifz.css';

/**
 * `/dashboard-admin`, for the hifz admin (owner) only: the month per teacher (on screen, as CSV
 * and as a print-ready page), create teachers and students, manage the accounts, and the
 * teachers-and-students report with every parent's link.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('hifz');
  usePageTitle(t('hifz.admin.title'));
  return (
    <RequireHifzRole roles={['admin']}>
      {(user) => <Dashboard email={user.email ?? ''} />}
    </RequireHifzRole>
  );
}

/**
 * Signs out of the portal and goes to the sign-in page. While saved days of the signed-in user
 * are still waiting for the server, asks first (in a dialog of the page, in the reader's
 * language) and says they stay on this device until that user signs in again.
 */
export function PortalSignOut() {
  const { t } = useTranslation('hifz');
  const navigate = useNavigate();
  const session = useSession();
  const { confirm, dialog } = useConfirmDialog();
  const uid = session.status === 'signed-in' ? session.user.uid : undefined;
  async function signOutAsked() {
    const waiting = uid ? waitingSaves(uid) : 0;
    if (
      waiting > 0 &&
      !(await confirm({
        message: t('hifz.common.signOutWaiting', { count: waiting }),
        confirmLabel: t('hifz.common.signOut'),
        cancelLabel: t('hifz.common.cancel'),
        danger: false,
      }))
    )
      return;
    // Leave the guarded page first, so its guard does not remember it as the page to return to.
    await Promise.resolve(navigate('/hifz-login', { replace: true, state: { signingOut: true } }));
    await signOutOfPortal();
  }
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => void signOutAsked()}>
        {t('hifz.common.signOut')}
      </button>
      {dialog}
    </>
  );
}

/** The owner's month: the chooser, the figures per teacher, CSV and print. */
function MonthPanel() {
  const { t } = useTranslation('hifz');
  const [chosen, setChosen] = useState(currentMonth);
  const month = useOwnerMonth(chosen);
  return (
    <section className="hifz-panel" aria-labelledby="month-report">
      <h2 id="month-report">{t('hifz.month.title')}</h2>
      <div className="hifz-actions month-actions no-print">
        <MonthPicker value={chosen} onChange={setChosen} />
        {month.data ? (
          <>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                downloadCsv(
                  monthCsv(
                    month.data,
                    t('hifz.month.csvHeader', { returnObjects: true }),
                    t('hifz.common.noTeacher'),
                  ),
                  `hifz-month-${monthParam(chosen)}.csv`,
                )
              }
            >
              {t('hifz.month.csv')}
            </button>
            <Link
              to={`/dashboard-admin/report?month=${monthParam(chosen)}`}
              className="btn btn-outline"
              target="_blank"
            >
              {t('hifz.month.print')}
            </Link>
          </>
        ) : null}
      </div>
      <OwnerMonthView month={month} />
    </section>
  );
}

function Dashboard({ email }: { email: string }) {
  const { t } = useTranslation('hifz');
  const teachers = useTeachers();
  const students = useStudents();
  const [showReport, setShowReport] = useState(false);
  const report = useOwnerReport(showReport);

  return (
    <div className="container hifz-page">
      <div className="hifz-bar">
        <div>
          <h1>{t('hifz.admin.title')}</h1>
          <p>{t('hifz.common.signedInAs', { email })}</p>
        </div>
        <PortalSignOut />
      </div>
      <MonthPanel />
      <FeesDuePanel />
      <div className="hifz-panels hifz-gap">
        <section className="hifz-panel" aria-labelledby="new-teacher">
          <h2 id="new-teacher">{t('hifz.admin.newTeacher')}</h2>
          <CreateTeacherForm />
        </section>
        <section className="hifz-panel" aria-labelledby="new-student">
          <h2 id="new-student">{t('hifz.admin.newStudent')}</h2>
          <CreateStudentForm teachers={teachers.data ?? []} />
        </section>
      </div>

      <section className="hifz-panel hifz-gap" aria-labelledby="report">
        <h2 id="report">{t('hifz.report.title')}</h2>
        <div className="hifz-actions no-print">
          <button
            type="button"
            className="btn"
            onClick={() => (showReport ? void report.refetch() : setShowReport(true))}
          >
            {showReport ? t('hifz.report.refresh') : t('hifz.report.generate')}
          </button>
          {report.data ? (
            <>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() =>
                  downloadCsv(
                    reportCsv(report.data, t('hifz.report.csvHeader', { returnObjects: true })),
                    `hifz-report-${new Date().toISOString().slice(0, 10)}.csv`,
                  )
                }
              >
                {t('hifz.report.csv')}
              </button>
              <Link to="/dashboard-admin/report" className="btn btn-outline" target="_blank">
                {t('hifz.report.print')}
              </Link>
            </>
          ) : null}
        </div>
        <OwnerReportView report={report} />
      </section>

      <section className="hifz-panel hifz-gap" aria-labelledby="accounts">
        <h2 id="accounts">{t('hifz.admin.accounts')}</h2>
        {teachers.isPending || students.isPending ? (
          <p role="status">{t('hifz.admin.loadingAccounts')}</p>
        ) : null}
        {teachers.isError || students.isError ? (
          <p className="form-error" role="alert">
            {t('hifz.admin.accountsFailed')}{' '}
            <button
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => void Promise.all([teachers.refetch(), students.refetch()])}
            >
              {t('hifz.common.tryAgain')}
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
