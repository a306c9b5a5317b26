import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Student } from '@masjid/domain/hifz';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { StudentAvatar } from './StudentAvatar.tsx';
import type { DayState } from '../progress/month-reads.ts';

/**
 * The qari's students, each a link to /students/{id} (carrying the student and the role; the
 * calendar there brings today's square into view) with the avatar, name and e-mail and, once
 * `today` has loaded, whether today's day is recorded ("✓ recorded today" or "not recorded
 * today").
 */
export function StudentList({
  students,
  today,
}: {
  students: readonly Student[];
  /** Today's day of each student, by id (missing: not recorded); undefined while loading. */
  today?: ReadonlyMap<string, DayState>;
}) {
  const { t } = useTranslation('hifz');
  return (
    <ul className="student-list" role="list">
      {students.map((s) => {
        const recorded = today?.has(s.id);
        return (
          <li key={s.id}>
            <Link to={`/students/${s.id}`} state={{ student: s, role: 'teacher' }}>
              <StudentAvatar name={s.name} />
              <span>
                <strong>
                  <TypedText text={s.name} />
                </strong>
                <span className="muted email" dir="ltr">
                  {s.email}
                </span>
                {today ? (
                  <span
                    className={`today-mark ${recorded ? 'is-recorded' : 'not-recorded'}`}
                    data-testid="today-mark"
                  >
                    {recorded
                      ? `✓ ${t('hifz.qari.recordedToday')}`
                      : t('hifz.qari.notRecordedToday')}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
