/**
 * Moon-sighting decisions as the site admin records them: read live through reactfire, written to
 * `hijriMonthStarts/{year}-{month}` under the rules (site admin only; the id must name the month).
 */
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import {
  HIJRI_MONTH_STARTS_COLLECTION,
  hijriMonthStartDocSchema,
  hijriMonthStartId,
  type HijriMonthStart,
  type HijriMonthStartData,
} from '@masjid/domain/hijri';
import { firestore } from '../../common/firebase/firebase.ts';
import {
  latestFirst,
  useLiveCollection,
  type Loaded,
} from '../../common/firebase/firestore-reads.ts';
import { hijriMonthStartConverter } from '../../common/time/hijri-months.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** Every decision, latest first. */
export function useMonthStartsLive(): Loaded<HijriMonthStart[]> {
  return useLiveCollection(
    HIJRI_MONTH_STARTS_COLLECTION,
    hijriMonthStartConverter,
    latestFirst('startDate'),
  );
}

/** Records (or replaces) the decision of its month. */
export async function saveMonthStart(data: HijriMonthStartData): Promise<void> {
  const db = await firestore();
  const checked = hijriMonthStartDocSchema.parse(data);
  const id = hijriMonthStartId(checked.hijriYear, checked.hijriMonth);
  await savedToSite(setDoc(doc(db, HIJRI_MONTH_STARTS_COLLECTION, id), checked));
}

/** Deletes decision `id`. */
export async function deleteMonthStart(id: string): Promise<void> {
  const db = await firestore();
  await savedToSite(deleteDoc(doc(db, HIJRI_MONTH_STARTS_COLLECTION, id)));
}
