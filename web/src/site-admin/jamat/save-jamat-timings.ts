/**
 * The jamat timings as the site admin edits them: read live from Firestore (reactfire) and written
 * back whole.
 */
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  PUBLIC_PRAYERS,
  fullJamatTimingsSchema,
  JAMAT_TIMINGS_DOC,
  type JamatTimings,
  type PublicPrayer,
} from '@masjid/domain/jamat';
import { writeWithMark } from '../forms/marked-writes.ts';
import { useLiveDoc, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { jamatTimingsConverter } from '../../common/jamat/jamat-timings.ts';

export type JamatForm = Record<PublicPrayer, string>;

/** The prayers whose time is not valid; empty when all are (same schema as the rules and API). */
export function invalidJamatTimes(values: JamatForm): PublicPrayer[] {
  const parsed = fullJamatTimingsSchema.safeParse(values);
  if (parsed.success) return [];
  return PUBLIC_PRAYERS.filter((prayer) =>
    parsed.error.issues.some((issue) => issue.path[0] === prayer),
  );
}

/**
 * Writes all six jamat times to `site/jamatTimings` (the rules allow it only for the site admin and
 * only in the `HH:MM` format), with the edit mark of the change history. Resolves when the server has accepted the write.
 */
export async function saveJamatTimings(values: JamatForm): Promise<void> {
  await writeWithMark(JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id, values);
}

/** The stored timings, live; a missing document reads as no timings. */
export function useStoredJamatTimings(): Loaded<JamatTimings> {
  const db = useFirestore();
  const stored = useLiveDoc(
    doc(db, JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id).withConverter(
      jamatTimingsConverter,
    ),
  );
  if (stored.status !== 'ready') return stored;
  const { id: _id, ...timings } = stored.data.data ?? { id: '' };
  return { status: 'ready', data: timings };
}
