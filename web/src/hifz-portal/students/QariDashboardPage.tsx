import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchesStudentSearch } from '@masjid/domain/hifz';
import { isoDay } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { PortalSignOut } from '../owner/AdminDashboardPage.tsx';
import { useQariStudents } from './students-data.ts';
import { OutboxNotices } from '../progress/OutboxNotices.tsx';
import { ManzilBehind } from '../progress/ManzilBehind.tsx';
import { useClassDay } from '../progress/today-reads.ts';
import { StudentList } from './StudentList.tsx';
import '../sign-in/hifz.css';
import { TypedText } from '../../common/ui/TypedText.tsx';

/**
 * `/dashboard-qari`: the qari's own students with a search box (case-insensitive
 * substring on name, e-mail or id); 'No students found.' and 'No students yet'. Each student is
 * marked recorded today or not, and "Today's class" (with how many of the class are recorded
 * today) leads to the roll call (`/dashboard-qari/today`). Opening a student goes to
 * /students/{id} carrying the student and the role.
 */
export function QariDashboardPage() {
  const { t } = useTranslation('hifz');
  usePageTitle(t('hifz.qari.title'));
  return (
    <RequireHifzRole roles={['qari']}>
      {(user) => <Dashboard uid={user.uid} name={user.displayName ?? user.email ?? ''} />}
    </RequireHifzRole>
  );
}

function Dashboard({ uid, name }: { uid: string; name: string }) {
  const { t } = useTranslation('hifz');
  const students = useQariStudents(uid);
  const { year, month, day } = karachiDay();
  const all = students.status === 'ready' ? students.data : [];
  const today = useClassDay(
    all.map((s) => s.id),
    isoDay(year, month, day),
  );
  const todayDays = today.status === 'ready' ? today.days : undefined;
  const [search, setSearch] = useState('');
  let body;
  if (students.status === 'loading') body = <p role="status">{t('hifz.qari.loading')}</p>;
  else if (students.status === 'error')
    body = (
      <p className="form-error" role="alert">
        {t('hifz.qari.failed')}
      </p>
    );
  else if (students.data.length === 0) body = <p>{t('hifz.qari.none')}</p>;
  else {
    const found = students.data.filter((s) => matchesStudentSearch(s, search));
    body = found.length ? (
      <StudentList students={found} today={todayDays} />
    ) : (
      <p role="status">{t('hifz.qari.notFound')}</p>
    );
  }
  return (
    <div className="container hifz-page">
      <div className="hifz-bar">
        <div>
          <h1>{t('hifz.qari.title')}</h1>
          <p>
            <TypedText text={name} />
          </p>
        </div>
        <PortalSignOut />
      </div>
      <OutboxNotices />
      {all.length > 0 ? (
        <p className="class-today">
          <Link className="btn" to="/dashboard-qari/today">
            {t('hifz.qari.todayLink')}
          </Link>
          {todayDays ? (
            <span className="muted">
              {t('hifz.qari.todayCount', {
                recorded: all.filter((s) => todayDays.has(s.id)).length,
                count: all.length,
              })}
            </span>
          ) : null}
        </p>
      ) : null}
      {students.status === 'ready' ? <ManzilBehind students={students.data} /> : null}
      <div className="hifz-search">
        <label htmlFor="student-search" className="visually-hidden">
          {t('hifz.qari.search')}
        </label>
        <input
          id="student-search"
          type="search"
          placeholder={t('hifz.qari.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {body}
    </div>
  );
}
