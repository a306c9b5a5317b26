import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Student } from '@masjid/domain/hifz';
import { isoDay } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { formatCalendarDay } from '../../common/time/karachi-time.ts';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { RequireHifzRole } from '../sign-in/RequireHifzRole.tsx';
import { PortalSignOut } from '../owner/AdminDashboardPage.tsx';
import { OutboxNotices } from '../progress/OutboxNotices.tsx';
import { RollCall } from '../progress/RollCall.tsx';
import { saveDay } from '../progress/day-saves.ts';
import { useClassDay } from '../progress/today-reads.ts';
import { useQariStudents } from './students-data.ts';
import { ClassDayList } from './ClassDayList.tsx';
import '../sign-in/hifz.css';
import '../progress/progress.css';

/**
 * `/dashboard-qari/today`: the qari's class today (Karachi). First the roll call: every student
 * marked present, absent or on leave in one pass and saved as each student's day, through the
 * day form's path (direct Firestore writes under the rules, offline too, with the outbox); then
 * each student's day, each opening the student's day form for today.
 */
export function QariTodayPage() {
  const { t } = useTranslation('hifz');
  usePageTitle(t('hifzProgress.today.title'));
  return (
    <RequireHifzRole roles={['qari']}>{(user) => <ClassToday uid={user.uid} />}</RequireHifzRole>
  );
}

function ClassToday({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation('hifz');
  const today = karachiDay();
  const date = isoDay(today.year, today.month, today.day);
  const students = useQariStudents(uid);
  const list: readonly Student[] = students.status === 'ready' ? students.data : [];
  const days = useClassDay(
    list.map((s) => s.id),
    date,
  );
  const names = new Map(list.map((s) => [s.id, s.name]));
  let body;
  if (students.status === 'loading' || (list.length > 0 && days.status === 'loading'))
    body = <p role="status">{t('hifzProgress.today.loading')}</p>;
  else if (students.status === 'error' || days.status === 'error')
    body = (
      <p className="form-error" role="alert">
        {t(students.status === 'error' ? 'hifz.qari.failed' : 'hifzProgress.today.failed')}
      </p>
    );
  else if (list.length === 0 || days.status !== 'ready') body = <p>{t('hifz.qari.none')}</p>;
  else
    body = (
      <>
        <RollCall
          students={list}
          days={days.days}
          onSave={(saves) => {
            for (const save of saves)
              void saveDay({
                studentId: save.studentId,
                studentName: names.get(save.studentId) ?? save.studentId,
                date: today,
                fields: save.fields,
                changed: save.changed,
                by: uid,
                seen: days.days.get(save.studentId)?.record.changes,
              });
          }}
        />
        <section className="class-day" aria-labelledby="class-day-title">
          <h2 id="class-day-title">{t('hifzProgress.today.days')}</h2>
          <p className="muted">{t('hifzProgress.today.daysHelp')}</p>
          <ClassDayList students={list} days={days.days} date={date} />
        </section>
      </>
    );
  return (
    <div className="container hifz-page">
      <div className="hifz-bar">
        <div>
          <h1>{t('hifzProgress.today.title')}</h1>
          <p>{formatCalendarDay(date, i18n.language)}</p>
        </div>
        <div className="hifz-actions">
          <Link className="btn btn-outline" to="/dashboard-qari">
            {t('hifzProgress.today.back')}
          </Link>
          <PortalSignOut />
        </div>
      </div>
      <OutboxNotices />
      {body}
    </div>
  );
}
