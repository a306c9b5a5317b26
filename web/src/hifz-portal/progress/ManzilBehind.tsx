import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Student } from '@masjid/domain/hifz';
import { isoDay } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { memorisationFromDays, overdueManzilParas } from '@masjid/domain/hifz-memorisation';
import { useMemorisationRecord, usePortionDays, usePortionsSummary } from './memorisation-reads.ts';
import './progress.css';
import { TypedInSentence } from '../../common/ui/TypedText.tsx';

/**
 * The teacher's dashboard: which students are behind on manzil (a memorised para not revised
 * within the student's manzil cycle), each linked to the student's page. A student without a
 * cycle cannot be behind, and only their record is read; for the others, their record and their
 * portions summary (two documents a student, whatever their history).
 */
export function ManzilBehind({ students }: { students: readonly Student[] }) {
  const { t } = useTranslation('hifz');
  const { year, month, day } = karachiDay();
  const today = isoDay(year, month, day);
  return (
    <section className="hifz-panel manzil-behind" aria-labelledby="manzil-behind-title">
      <h2 id="manzil-behind-title">{t('hifzProgress.behind.title')}</h2>
      <ul role="list" className="behind-list">
        {students.map((s) => (
          <BehindStudent key={s.id} student={s} today={today} />
        ))}
      </ul>
      <p className="muted behind-none">{t('hifzProgress.behind.none')}</p>
    </section>
  );
}

function BehindStudent({ student, today }: { student: Student; today: string }) {
  const { t } = useTranslation('hifz');
  const record = useMemorisationRecord(student.id);
  const cycle = record && record !== 'error' ? record.cycle : undefined;
  // One document per student (the summary); the days themselves only for a student without one.
  const summary = usePortionsSummary(student.id, cycle !== undefined);
  const allDays = usePortionDays(student.id, cycle !== undefined && summary === null);
  const days = summary === null ? allDays : summary;
  if (!cycle || !days || days === 'error' || !record || record === 'error') return null;
  const overdue = overdueManzilParas(days, memorisationFromDays(days, record), cycle, today);
  if (overdue.length === 0) return null;
  return (
    <li data-student={student.id}>
      <Link to={`/students/${student.id}`} state={{ student, role: 'teacher' }}>
        <TypedInSentence
          sentence={(name) =>
            t('hifzProgress.behind.student', {
              name,
              paras: overdue.join(t('hifzProgress.list.separator')),
            })
          }
          text={student.name}
        />
      </Link>
    </li>
  );
}
