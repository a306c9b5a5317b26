/**
 * The site admin's Jumu'ah jamats (decision 0049): `site/jumuah` read live, and saved together
 * with `site/jamatTimings.jumma` = the first jamat's time in ONE batch, each with its edit mark (the
 * change history), so no reader ever sees a list whose first jamat differs from the Jumma time.
 */
import { doc, getDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { JAMAT_TIMINGS_DOC } from '@masjid/domain/jamat';
import { JUMUAH_DOC, jumuahDocSchema, type JumuahJamat } from '@masjid/domain/jumuah';
import type { JumuahData } from '@masjid/domain/jumuah';
import { firestore } from '../../common/firebase/firebase.ts';
import { useLiveDoc, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { jamatTimingsConverter } from '../../common/jamat/jamat-timings.ts';
import { jumuahConverter } from '../../common/jamat/jumuah-data.ts';
import { writeAllWithMarks } from '../forms/marked-writes.ts';

/** The stored Jumu'ah jamats (valid ones only), live; none while none is stored. */
export function useStoredJumuah(): Loaded<JumuahJamat[]> {
  const db = useFirestore();
  const state = useLiveDoc(
    doc(db, JUMUAH_DOC.collection, JUMUAH_DOC.id).withConverter(jumuahConverter),
  );
  if (state.status !== 'ready') return state;
  return { status: 'ready', data: state.data.data?.jamats ?? [] };
}

/**
 * Writes `data` (checked with `jumuahDocSchema`: throws on a bad list) to `site/jumuah` and the
 * first jamat's time to `site/jamatTimings.jumma` (the other prayers as stored on the server now),
 * in one batch with their edit marks; `restoredFrom` names the history entry a restore puts
 * back. Throws when the rules refuse.
 */
export async function saveJumuah(data: JumuahData, restoredFrom?: string): Promise<void> {
  const checked = jumuahDocSchema.parse(data);
  const db = await firestore();
  const stored = await getDoc(
    doc(db, JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id).withConverter(
      jamatTimingsConverter,
    ),
  );
  const { id: _id, ...timings } = stored.data() ?? { id: '' };
  await writeAllWithMarks([
    { name: JUMUAH_DOC.collection, id: JUMUAH_DOC.id, data: checked, restoredFrom },
    {
      name: JAMAT_TIMINGS_DOC.collection,
      id: JAMAT_TIMINGS_DOC.id,
      data: { ...timings, jumma: checked.jamats[0]!.jamatTime },
    },
  ]);
}
