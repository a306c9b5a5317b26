import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Student } from '@masjid/domain/hifz';
import { PORTION_PARTS } from '@masjid/domain/hifz-memorisation';
import { TypedText } from '../../common/ui/TypedText.tsx';
import type { DayState } from '../progress/month-reads.ts';

/**
 * After the roll call, each student's day of `date`: the attendance and whether lessons are
 * recorded, or "not recorded yet"; each student a link to their page with the day form of `date`
 * open (router state `openDay`), to record the sabaq, sabqi and manzil.
 */
export function ClassDayList({
  students,
  days,
  date,
}: {
  students: readonly Student[];
  days: ReadonlyMap<string, DayState>;
  /** `YYYY-MM-DD`: the day the links open. */
  date: string;
}) {
  const { t } = useTranslation('hifz');
  return (
    <ul className="student-list class-day-list" role="list">
      {students.map((s) => {
        const record = days.get(s.id)?.record;
        const words = [
          record?.attendance ? t(`hifzProgress.calendar.attendance.${record.attendance}`) : '',
          record && PORTION_PARTS.some((part) => record[part])
            ? t('hifzProgress.today.lessons')
            : '',
        ].filter(Boolean);
        if (record && words.length === 0) words.push(t('hifz.qari.recordedToday'));
        return (
          <li key={s.id} data-student={s.id}>
            <Link to={`/students/${s.id}`} state={{ student: s, role: 'teacher', openDay: date }}>
              <span>
                <strong>
                  <TypedText text={s.name} />
                </strong>
                <span className={`today-mark ${record ? 'is-recorded' : 'not-recorded'}`}>
                  {record
                    ? words.join(t('hifzProgress.list.separator'))
                    : t('hifzProgress.today.notYet')}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
