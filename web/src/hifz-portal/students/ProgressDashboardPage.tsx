/**
 * The progress dashboard of a signed-in viewer, read live from Firestore: `/students/{id}` (the
 * admin, the student's qari, the student; the admin also sees the student's sanad, SanadPanel) and
 * the student's own `/dashboard-student`. The
 * parents' link has its own page without Firebase (ParentDashboard.tsx).
 */
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { studentAccess, type Student } from '@masjid/domain/hifz';
import type { HifzRole } from '@masjid/domain/roles';
import { ProgressView, type ProgressEdits } from '../progress/ProgressView.tsx';
import type { YearMonth } from '@masjid/domain/progress';
import { recordPayment, setFees, useFees, type FeesState } from '../progress/fees.ts';
import { FeeTermsForm } from '../progress/FeeTermsForm.tsx';
import { apiFetchBlob } from '../../common/api/client.ts';
import { useMonthFromFirestore, type MonthState } from '../progress/month-reads.ts';
import {
  saveMemorisationRecord,
  useMemorisationFromFirestore,
  type MemorisationState,
} from '../progress/memorisation-reads.ts';
import { saveDay } from '../progress/day-saves.ts';
import { changedFields } from '../progress/day-write.ts';
import { OutboxNotices } from '../progress/OutboxNotices.tsx';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { PageFailure } from '../../common/ui/PageFailure.tsx';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { PortalSignOut } from '../owner/AdminDashboardPage.tsx';
import { SanadPanel } from '../owner/SanadPanel.tsx';
import { useStudent } from './students-data.ts';
import { MonthReportLink } from '../report/MonthReportLink.tsx';
import { currentMonth } from './current-month.ts';
import '../sign-in/hifz.css';
import { PageWaiting } from './PageWaiting.tsx';

/** `/students/{id}`: for the admin, the student's qari, or the student; refuses everyone else. */
export function StudentPage() {
  const { id } = useParams();
  const { t } = useTranslation('hifz');
  usePageTitle(t('hifzProgress.page.title'));
  return (
    <RequireHifzRole roles={['admin', 'qari', 'student']}>
      {/* Keyed by the student: another student's page starts again at this month. */}
      {(user, role) => <StudentById key={id} id={id ?? ''} uid={user.uid} role={role} />}
    </RequireHifzRole>
  );
}

/**
 * Router state of a link that opens a student at a day's form (the qari's class today,
 * ClassDayList): `openDay`, `YYYY-MM-DD`.
 */
const openDayStateSchema = z.object({ openDay: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });

function StudentById({ id, uid, role }: { id: string; uid: string; role: HifzRole }) {
  const student = useStudent(id);
  const opened = openDayStateSchema.safeParse(useLocation().state);
  // The month, the fees and the memorisation are asked for with the student, not once it has
  // come: every read of the page goes to Firestore at once (one round trip before the calendar
  // fills, not two). Where the rules refuse the student they refuse these too (each refusal is one
  // rules evaluation), and the page says so from the student's read alone.
  const [month, setMonth] = useState(currentMonth);
  const reads: MonthReads = {
    month,
    onMonth: setMonth,
    days: useMonthFromFirestore(id, month),
    fees: useFees(id, month),
    memorisation: useMemorisationFromFirestore(id),
  };
  const { t } = useTranslation('hifz');
  if (student.status === 'loading')
    return <PageWaiting text={t('hifzProgress.page.loadingStudent')} />;
  if (student.status === 'error' || !student.data)
    return (
      <PageFailure
        message={
          student.status === 'error'
            ? t('hifzProgress.page.cannotSee')
            : t('hifzProgress.page.noStudent')
        }
      >
        <Link to="/hifz-login">{t('hifzProgress.page.backToPortal')}</Link>
      </PageFailure>
    );
  return (
    <FirestoreProgress
      student={student.data}
      uid={uid}
      role={role}
      reads={reads}
      openDay={opened.success ? opened.data.openDay : undefined}
    />
  );
}

/** What the dashboard shows of a student besides the student: the month shown and its reads. */
interface MonthReads {
  month: YearMonth;
  onMonth: (month: YearMonth) => void;
  days: MonthState;
  fees: FeesState;
  memorisation: MemorisationState;
}

/** The dashboard of a signed-in viewer: live from Firestore, editable for the qari and admin. */
function FirestoreProgress({
  student,
  uid,
  role,
  reads: { month, onMonth, days, fees, memorisation },
  openDay,
}: {
  student: Student;
  uid: string;
  role: HifzRole;
  reads: MonthReads;
  /** A day of this month whose form opens once the month has loaded (editors only). */
  openDay?: string;
}) {
  const { t } = useTranslation('hifz');
  const editable = studentAccess({ uid, role }, student) === 'write';
  // The fees status shown when the save is made (decision 0044).
  const feesSeen = fees.status === 'ready' ? (fees.seen ?? '') : '';
  const edits = useMemo<ProgressEdits | undefined>(
    () =>
      editable
        ? {
            saveDay: (date, before, fields) =>
              void saveDay({
                studentId: student.id,
                studentName: student.name,
                date,
                fields,
                changed: changedFields(before, fields),
                by: uid,
                seen: before.changes,
              }),
            setFees: (status) => setFees(student.id, month, status, uid, feesSeen),
            recordPayment: (body) => recordPayment(student.id, month, body),
            saveRecord: (record) => saveMemorisationRecord(student.id, record, uid),
          }
        : undefined,
    [editable, student.id, student.name, uid, feesSeen, month],
  );
  const view = (
    <ProgressView
      student={student}
      own={student.id === uid}
      edits={edits}
      notices={editable ? <OutboxNotices studentId={student.id} /> : null}
      openDay={editable ? openDay : undefined}
      month={month}
      onMonth={onMonth}
      days={days}
      fees={fees}
      receipt={(paymentId, lang) =>
        apiFetchBlob(`/users/${student.id}/receipts/${paymentId}.pdf?lang=${lang}`)
      }
      feeTerms={role === 'admin' ? <FeeTermsForm studentId={student.id} /> : undefined}
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
  // The owner issues and revokes the student's sanad here (issue 43 §3).
  if (role !== 'admin') return view;
  return (
    <>
      {view}
      <div className="container sanad-container">
        <SanadPanel student={student} />
      </div>
    </>
  );
}

/** The signed-in student's own `/dashboard-student` (others are sent to sign in). */
export function OwnDashboard() {
  return (
    <RequireHifzRole roles={['student']}>
      {(user) => <StudentById id={user.uid} uid={user.uid} role="student" />}
    </RequireHifzRole>
  );
}
