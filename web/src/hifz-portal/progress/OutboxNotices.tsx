import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismiss, outboxRefusal, useOutbox } from './outbox.ts';
import { reconcileOutbox } from './day-saves.ts';
import { useSession } from '../../common/firebase/session.tsx';

/**
 * The signed-in user's saves the server refused, of one student or of all, each with its day,
 * its student, the reason and Dismiss: never dropped silently, as the teacher must know the day
 * was not recorded. Also settles that user's outbox of earlier sessions (another user's saves on
 * this device are neither shown nor settled here).
 */
export function OutboxNotices({ studentId }: { studentId?: string }) {
  const { t } = useTranslation('hifz');
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : undefined;
  useEffect(() => {
    if (!uid) return;
    // Saves made before a reload are settled here, and again whenever the network returns.
    const settle = () => void reconcileOutbox().catch((err: unknown) => console.warn(err));
    settle();
    window.addEventListener('online', settle);
    return () => window.removeEventListener('online', settle);
  }, [uid]);
  const refused = useOutbox(uid).filter(
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
            onClick={() => uid && dismiss(uid, entry.writeId)}
          >
            {t('hifzProgress.outbox.dismiss')}
          </button>
        </p>
      ))}
    </>
  );
}
