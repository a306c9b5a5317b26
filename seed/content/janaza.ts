/**
 * The demo janaza notice, its prayer a few hours after the seed's clock so that the home page and
 * the hall screen show it (it expires by itself half an hour after the prayer, like any notice).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { JANAZA_COLLECTION, janazaDocSchema, type JanazaData } from '@masjid/domain/janaza';

const HALF_HOUR = 30 * 60_000;

export const DEMO_JANAZA_ID = 'demo-janaza';

/** The demo notice: the prayer six hours after `now`, on the half hour. */
export function demoJanaza(now: Date): JanazaData {
  const prayerAt = new Date(Math.ceil((now.getTime() + 6 * 3_600_000) / HALF_HOUR) * HALF_HOUR);
  return {
    name: 'Haji Abdul Rahim Siddiqui',
    nameUrdu: 'حاجی عبدالرحیم صدیقی',
    prayerAt: prayerAt.toISOString(),
    place: 'Masjid courtyard',
    placeUrdu: 'مسجد کا صحن',
    note: 'Burial afterwards at the DHA Phase 8 graveyard.',
    noteUrdu: 'تدفین بعد میں ڈی ایچ اے فیز 8 کے قبرستان میں ہوگی۔',
  };
}

/** Replaces the janaza notices with the demo one; returns how many were written. */
export async function seedJanaza(db: Firestore, now: Date): Promise<number> {
  await db.recursiveDelete(db.collection(JANAZA_COLLECTION));
  await db
    .collection(JANAZA_COLLECTION)
    .doc(DEMO_JANAZA_ID)
    .set(janazaDocSchema.parse(demoJanaza(now)));
  return 1;
}
