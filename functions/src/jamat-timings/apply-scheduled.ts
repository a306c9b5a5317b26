/**
 * `applyScheduledJamatChanges`: just after midnight in Karachi, lays every scheduled change due
 * today (or missed earlier) over `site/jamatTimings`, records the timings before and after in
 * `jamatHistory/{changeId}` and deletes the change, all in one transaction, so a retry finds
 * nothing left to apply. The congregation was told the evening before (push/), so the trigger on
 * the timings stays quiet for a write that carries a history entry.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import {
  JAMAT_CHANGES_COLLECTION,
  JAMAT_HISTORY_COLLECTION,
  dueJamatChanges,
  jamatChangeDocSchema,
  type JamatHistoryEntry,
} from '@masjid/domain/jamat-schedule';
import { JAMAT_TIMINGS_DOC, storedJamatTimingsSchema } from '@masjid/domain/jamat';
import { SCHEDULE_OPTIONS } from '../lib/global-options.ts';
import { db } from '../lib/firebase.ts';
import { stored, validDocs } from '../lib/stored.ts';

/**
 * Applies the changes due on the Karachi day of `now`; returns the ids applied, in order. Each
 * change gets its own history entry (`before` is the timings it replaced).
 */
export async function applyDueJamatChanges(now: Date = new Date()): Promise<string[]> {
  const timingsRef = db.collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);
  const changesRef = db
    .collection(JAMAT_CHANGES_COLLECTION)
    .withConverter(stored(jamatChangeDocSchema));
  return db.runTransaction(async (tx) => {
    const due = dueJamatChanges(now, validDocs(await tx.get(changesRef)));
    if (due.length === 0) return [];
    const timingsSnap = await tx.get(timingsRef.withConverter(stored(storedJamatTimingsSchema)));
    const { id: _id, ...current } = timingsSnap.data() ?? { id: '' };
    let timings = current;
    for (const change of due) {
      const after = { ...timings, ...change.times };
      const entry: JamatHistoryEntry = {
        effectiveDate: change.effectiveDate,
        before: timings,
        after,
        changeId: change.id,
        appliedAt: now.toISOString(),
      };
      tx.set(db.collection(JAMAT_HISTORY_COLLECTION).doc(change.id), entry);
      tx.delete(db.collection(JAMAT_CHANGES_COLLECTION).doc(change.id));
      timings = after;
    }
    tx.set(timingsRef, timings);
    return due.map((c) => c.id);
  });
}

export const applyScheduledJamatChanges = onSchedule(
  { ...SCHEDULE_OPTIONS, schedule: '5 0 * * *', timeZone: 'Asia/Karachi' },
  async () => {
    const applied = await applyDueJamatChanges();
    logger.info(`Scheduled jamat changes applied: ${applied.length}`, { applied });
  },
);
