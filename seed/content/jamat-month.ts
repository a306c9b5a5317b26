/**
 * Demo calendar data: one jamat change scheduled three days after the seed's clock (so the home
 * page announces it and the admin list has one), the home page's notice of 7 days, and no
 * moon-sighting decision (the Hijri date shows as calculated until the site admin records one).
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  DEFAULT_NOTICE_DAYS,
  JAMAT_CHANGES_COLLECTION,
  JAMAT_NOTICE_DOC,
  addDays,
  jamatChangeDocSchema,
  jamatNoticeDocSchema,
} from '@masjid/domain/jamat-schedule';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';

/** The demo change's id. */
export const DEMO_JAMAT_CHANGE_ID = 'demo-jamat-change';

/** Writes the demo change and notice days, checked with the shared schemas; returns the change's day. */
export async function seedJamatMonth(db: Firestore, now: Date): Promise<string> {
  const effectiveDate = addDays(karachiIsoToday(now), 3);
  const batch = db.batch();
  batch.set(
    db.collection(JAMAT_CHANGES_COLLECTION).doc(DEMO_JAMAT_CHANGE_ID),
    jamatChangeDocSchema.parse({ effectiveDate, times: { fajr: '06:00', isha: '19:45' } }),
  );
  batch.set(
    db.collection(JAMAT_NOTICE_DOC.collection).doc(JAMAT_NOTICE_DOC.id),
    jamatNoticeDocSchema.parse({ noticeDays: DEFAULT_NOTICE_DAYS }),
  );
  await batch.commit();
  return effectiveDate;
}
