import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE, type DayFields } from '@masjid/domain/progress';
import { StatusMessage, type Outcome } from '../../common/ui/StatusMessage.tsx';
import { TypedText } from '../../common/ui/TypedText.tsx';
import type { DayState } from './month-reads.ts';
import {
  markRestPresent,
  rollCallSaves,
  shownAttendance,
  type Attendance,
  type RollCallSave,
} from './roll-call.ts';

/**
 * The roll call of a qari's class for today: one row per student with Present, Absent and Leave
 * (the day's stored attendance chosen already), "Mark the rest present", and one Save that hands
 * every changed day to `onSave` (see roll-call.ts: the day form's fields and rule for a day away).
 * Says how many were saved, or that nothing was marked. A day waiting to sync is marked ⟳.
 */
export function RollCall({
  students,
  days,
  onSave,
}: {
  students: ReadonlyArray<{ id: string; name: string }>;
  /** Each student's day as stored (absent: nothing recorded). */
  days: ReadonlyMap<string, DayState>;
  onSave: (saves: RollCallSave[]) => void;
}) {
  const { t } = useTranslation('hifz');
  const [marks, setMarks] = useState<ReadonlyMap<string, Attendance>>(new Map());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = students.map((s) => s.id);
  const stored = new Map<string, DayFields>();
  for (const [id, day] of days) stored.set(id, day.record);

  function mark(id: string, attendance: Attendance) {
    setOutcome(null);
    setMarks((all) => new Map(all).set(id, attendance));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const saves = rollCallSaves(ids, stored, marks);
    if (saves.length === 0) {
      setOutcome({ ok: false, text: t('hifzProgress.today.nothingToSave') });
      return;
    }
    onSave(saves);
    setMarks(new Map());
    setOutcome({ ok: true, text: t('hifzProgress.today.saved', { count: saves.length }) });
  }

  return (
    <section className="hifz-panel roll-call" aria-labelledby="roll-call-title">
      <h2 id="roll-call-title">{t('hifzProgress.today.rollCall')}</h2>
      <p className="muted">{t('hifzProgress.today.rollCallHelp')}</p>
      <form onSubmit={submit} noValidate aria-labelledby="roll-call-title">
        <ul role="list" className="roll-call-list">
          {students.map((s) => {
            const shown = shownAttendance(s.id, stored, marks);
            return (
              <li key={s.id}>
                <fieldset className="roll-call-student" data-student={s.id}>
                  <legend>
                    <TypedText text={s.name} />
                    {days.get(s.id)?.pending ? (
                      <span className="pending-mark" title={t('hifzProgress.calendar.waiting')}>
                        {' ⟳'}
                      </span>
                    ) : null}
                  </legend>
                  <div className="roll-call-choices">
                    {ATTENDANCE.map((a) => (
                      <label key={a} className={`roll-call-choice att-${a}`}>
                        <input
                          type="radio"
                          name={`attendance-${s.id}`}
                          value={a}
                          checked={shown === a}
                          onChange={() => mark(s.id, a)}
                        />
                        {t(`hifzProgress.today.mark.${a}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
        <div className="hifz-actions">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setOutcome(null);
              setMarks(markRestPresent(ids, stored, marks));
            }}
          >
            {t('hifzProgress.today.restPresent')}
          </button>
          <button type="submit" className="btn">
            {t('hifzProgress.today.save')}
          </button>
        </div>
        <StatusMessage message={outcome} />
      </form>
    </section>
  );
}
