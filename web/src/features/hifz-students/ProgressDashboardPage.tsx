import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_FEES_STATUS, type Student, type StudentByToken } from '@masjid/domain/hifz';
import type { HifzRole } from '@masjid/domain/roles';
import { usePageTitle } from '../../components/use-page-title.ts';
import { RequireHifzRole } from '../hifz-auth/RequireHifzRole.tsx';
import { hifzFetch } from '../hifz-auth/hifz-api.ts';
import { PortalSignOut } from '../hifz-admin/AdminDashboardPage.tsx';
import { useStudent } from './students-data.ts';
import '../hifz-auth/hifz.css';

/** What the progress dashboard shows, whoever opened it. */
interface Shown {
  student: Pick<Student, 'id' | 'name'> & Partial<Student>;
  feesStatus: string;
  /** 'My Progress' (the student) or 'Progress for {name}'. */
  own: boolean;
  /** The viewer may change progress and fees (qari, admin). */
  editable: boolean;
  /** Signed-in viewers get the Profile button and Sign out; a deep-link holder does not. */
  signedIn: boolean;
}

/**
 * The progress dashboard's frame (spec 2.11): the heading, 'Progress for {name}' or 'My
 * Progress', the Profile button and the fees. The monthly calendar and the day form are the
 * progress issue's (issue 6).
 */
function ProgressDashboard({ shown }: { shown: Shown }) {
  const month = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Karachi',
  }).format(new Date());
  return (
    <div className="container hifz-page">
      <div className="hifz-bar">
        <div>
          <h1>{month}</h1>
          <p>{shown.own ? 'My Progress' : `Progress for ${shown.student.name}`}</p>
        </div>
        <div className="hifz-actions">
          {shown.signedIn ? (
            <Link
              className="btn btn-outline"
              to="/student-profile"
              state={{ student: shown.student }}
            >
              Profile
            </Link>
          ) : null}
          {shown.signedIn ? <PortalSignOut /> : null}
        </div>
      </div>
      <section className="hifz-panel" aria-labelledby="fees">
        <h2 id="fees">Fees</h2>
        <p>
          Status: <strong data-testid="fees-status">{shown.feesStatus}</strong>
        </p>
        {!shown.editable ? <p className="muted">View only.</p> : null}
      </section>
    </div>
  );
}

/** `/students/{id}`: for the admin, the student's qari, or the student; refuses everyone else. */
export function StudentPage() {
  const { id } = useParams();
  usePageTitle('Student progress');
  return (
    <RequireHifzRole roles={['admin', 'qari', 'student']}>
      {(user, role) => <StudentById id={id ?? ''} uid={user.uid} role={role} />}
    </RequireHifzRole>
  );
}

function StudentById({ id, uid, role }: { id: string; uid: string; role: HifzRole }) {
  const student = useStudent(id);
  if (student.status === 'loading')
    return (
      <p className="container section" role="status">
        Loading student…
      </p>
    );
  if (student.status === 'error' || !student.data)
    return (
      <div className="container section">
        <p className="form-error" role="alert">
          {student.status === 'error'
            ? 'You cannot see this student.'
            : 'There is no student with this id.'}
        </p>
        <Link to="/hifz-login">Back to the portal</Link>
      </div>
    );
  return (
    <ProgressDashboard
      shown={{
        student: student.data,
        feesStatus: student.data.feesStatus ?? DEFAULT_FEES_STATUS,
        own: student.data.id === uid,
        editable: role !== 'student',
        signedIn: true,
      }}
    />
  );
}

/**
 * `/dashboard-student` (spec 2.4): a parent's deep link (`?token=`, no sign-in, read-only), or the
 * signed-in student's own progress.
 */
export function StudentDashboardPage() {
  usePageTitle('Student dashboard');
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <DeepLinkDashboard token={token} />;
  return (
    <RequireHifzRole roles={['student']}>
      {(user) => <StudentById id={user.uid} uid={user.uid} role="student" />}
    </RequireHifzRole>
  );
}

function DeepLinkDashboard({ token }: { token: string }) {
  const [state, setState] = useState<
    { status: 'resolving' } | { status: 'ready'; student: StudentByToken } | { status: 'failed' }
  >({ status: 'resolving' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'resolving' });
    hifzFetch<StudentByToken>(`/students/by-token/${encodeURIComponent(token)}`, {
      auth: false,
    }).then(
      (student) => !cancelled && setState({ status: 'ready', student }),
      (err: unknown) => {
        console.error('Deep link lookup failed', err);
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
        Resolving student...
      </p>
    );
  if (state.status === 'failed')
    return (
      <div className="container section">
        <p className="form-error" role="alert">
          Invalid or expired link
        </p>
        <p className="muted">Ask the mosque office or your child&apos;s qari for a new link.</p>
      </div>
    );
  return (
    <ProgressDashboard
      shown={{
        student: { id: state.student.uid, name: state.student.name },
        feesStatus: state.student.feesStatus,
        own: false,
        editable: false,
        signedIn: false,
      }}
    />
  );
}
