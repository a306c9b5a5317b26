import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismiss, outboxRefusal, useOutbox } from './outbox.ts';
import { reconcileOutbox } from './day-saves.ts';

/**
 * Saves the server refused, of one student or of all, each with its day, its student, the reason
 * and Dismiss: never dropped silently, as the teacher must know the day was not recorded. Also
 * settles the outbox of earlier sessions.
 */
export function OutboxNotices({ studentId }: { studentId?: string }) {
  const { t } = useTranslation('hifz');
  useEffect(() => {
    // Saves made before a reload are settled here, and again whenever the network returns.
    const settle = () => void reconcileOutbox().catch((err: unknown) => console.warn(err));
    settle();
    window.addEventListener('online', settle);
    return () => window.removeEventListener('online', settle);
  }, []);
  const refused = useOutbox().filter(
    (e) => e.refused && (studentId === undefined || e.studentId === studentId),
  );
  return (
    <>
      {refused.map((entry) => (
        <p key={entry.writeId} className="form-error sync-refused" role="alert">
          {t('hifzProgress.outbox.notSaved', {
            date: entry.date,
            name: entry.studentName,
            reason: t(`hifzProgress.outbox.reasons.${outboxRefusal(entry.refused ?? '')}`),
          })}{' '}
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => dismiss(entry.writeId)}
          >
            {t('hifzProgress.outbox.dismiss')}
          </button>
        </p>
      ))}
    </>
  );
}
