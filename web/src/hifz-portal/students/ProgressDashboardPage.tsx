import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  studentAccess,
  studentByTokenSchema,
  type Student,
  type StudentByToken,
} from '@masjid/domain/hifz';

import type { YearMonth } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { ProgressView } from '../progress/ProgressView.tsx';
import { useFees } from '../progress/fees.ts';
import { useMonthFromFirestore, useMonthFromToken } from '../progress/month-reads.ts';
import {
  useMemorisationFromFirestore,
  useMemorisationFromToken,
} from '../progress/memorisation-reads.ts';
import type { HifzRole } from '@masjid/domain/roles';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { PortalSignOut } from '../owner/AdminDashboardPage.tsx';
import { useStudent } from './students-data.ts';
import { forgetParentToken, useNoReferrer, useParentToken } from './parent-link-token.ts';
import { MonthReportLink } from '../report/MonthReportLink.tsx';
import '../sign-in/hifz.css';

/** `/students/{id}`: for the admin, the student's qari, or the student; refuses everyone else. */
export function StudentPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('hifzProgress.page.title'));
  return (
    <RequireHifzRole roles={['admin', 'qari', 'student']}>
      {(user, role) => <StudentById id={id ?? ''} uid={user.uid} role={role} />}
    </RequireHifzRole>
  );
}

function StudentById({ id, uid, role }: { id: string; uid: string; role: HifzRole }) {
  const student = useStudent(id);
  const { t } = useTranslation();
  if (student.status === 'loading')
    return (
      <p className="container section" role="status">
        {t('hifzProgress.page.loadingStudent')}
      </p>
    );
  if (student.status === 'error' || !student.data)
    return (
      <div className="container section">
        <p className="form-error" role="alert">
          {student.status === 'error'
            ? t('hifzProgress.page.cannotSee')
            : t('hifzProgress.page.noStudent')}
        </p>
        <Link to="/hifz-login">{t('hifzProgress.page.backToPortal')}</Link>
      </div>
    );
  return <FirestoreProgress student={student.data} uid={uid} role={role} />;
}

/** The dashboard of a signed-in viewer: live from Firestore, editable for the qari and admin. */
function FirestoreProgress({
  student,
  uid,
  role,
}: {
  student: Student;
  uid: string;
  role: HifzRole;
}) {
  const [month, setMonth] = useState(currentMonth);
  const days = useMonthFromFirestore(student.id, month);
  const fees = useFees(student.id);
  const memorisation = useMemorisationFromFirestore(student.id);
  const { t } = useTranslation();
  return (
    <ProgressView
      student={student}
      own={student.id === uid}
      editable={studentAccess({ uid, role }, student) === 'write'}
      uid={uid}
      month={month}
      onMonth={setMonth}
      days={days}
      fees={fees}
      memorisation={memorisation}
      actions={
        <>
          <Link className="btn btn-outline" to="/student-profile" state={{ student }}>
            {t('hifzProgress.page.profile')}
          </Link>
          <MonthReportLink to={`/students/${student.id}/report`} month={month} />
          <PortalSignOut />
        </>
      }
    />
  );
}

function currentMonth(): YearMonth {
  const { year, month } = karachiDay();
  return { year, month };
}

/**
 * `/dashboard-student`: a parent's deep link (`?token=`, no sign-in, read-only; the token then
 * leaves the address, see parent-link-token.ts), or the signed-in student's own progress.
 */
export function StudentDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('hifzProgress.page.dashboardTitle'));
  const token = useParentToken();
  if (token) return <DeepLinkDashboard token={token} />;
  return (
    <RequireHifzRole roles={['student']}>
      {(user) => <StudentById id={user.uid} uid={user.uid} role="student" />}
    </RequireHifzRole>
  );
}

function DeepLinkDashboard({ token }: { token: string }) {
  useNoReferrer();
  const { t } = useTranslation();
  const [state, setState] = useState<
    { status: 'resolving' } | { status: 'ready'; student: StudentByToken } | { status: 'failed' }
  >({ status: 'resolving' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'resolving' });
    apiFetch(`/students/by-token/${encodeURIComponent(token)}`, studentByTokenSchema, {
      auth: false,
    }).then(
      (student) => !cancelled && setState({ status: 'ready', student }),
      (err: unknown) => {
        console.error('Deep link lookup failed', err);
        // A refused link is forgotten; after a network failure a reload may try again.
        if (err instanceof ApiError && err.status === 404) forgetParentToken();
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);
  if (state.status === 'resolving')
    return (
      <p className="container section" role="status">
        {t('hifzProgress.page.resolving')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <div className="container section">
        <p className="form-error" role="alert">
          {t('hifzProgress.page.invalidLink')}
        </p>
        <p className="muted">{t('hifzProgress.page.askForLink')}</p>
      </div>
    );
  return <TokenProgress token={token} student={state.student} />;
}

/** A parent's view: read-only, through the REST API. */
function TokenProgress({ token, student }: { token: string; student: StudentByToken }) {
  const [month, setMonth] = useState(currentMonth);
  const days = useMonthFromToken(token, month);
  const memorisation = useMemorisationFromToken(token);
  return (
    <ProgressView
      student={{ id: student.uid, name: student.name }}
      own={false}
      editable={false}
      month={month}
      onMonth={setMonth}
      days={days}
      fees={{ status: 'ready', value: student.feesStatus, pending: false }}
      actions={<MonthReportLink to="/dashboard-student/report" month={month} />}
      memorisation={memorisation}
    />
  );
}
