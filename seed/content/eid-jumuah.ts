/**
 * The demo Jumu'ah and Eid jamats (issue 42 §1): two Jumu'ah jamats (the first at the demo Jumma
 * time, Urdu bayan in the main hall; a second in the courtyard with an English bayan) and the
 * coming Eid at the seed's clock, published, with three jamats. Demo details for the mosque to
 * replace from the admin menu.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { JUMUAH_DOC, jumuahDocSchema, type JumuahData } from '@masjid/domain/jumuah';
import {
  EID_JAMATS_COLLECTION,
  comingEid,
  eidJamatsDocSchema,
  eidJamatsId,
  type EidJamatsData,
} from '@masjid/domain/eid';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { demoJamatTimings } from '../demo-data.ts';

/** Two Friday jamats, the first at `site/jamatTimings.jumma`. */
export const demoJumuah: JumuahData = {
  jamats: [
    { bayanTime: '12:45', jamatTime: demoJamatTimings.jumma, place: 'mainHall', language: 'urdu' },
    { bayanTime: '14:00', jamatTime: '14:30', place: 'courtyard', language: 'english' },
  ],
};

/** The coming Eid at `now`'s Karachi day, published, with three jamats. */
export function demoEidJamats(now: Date): EidJamatsData {
  const { hijriYear, eid } = comingEid(karachiIsoToday(now));
  return {
    hijriYear,
    eid,
    published: true,
    jamats: [
      {
        time: '06:30',
        place: 'courtyard',
        language: 'urdu',
        imam: 'Mufti Abdul Rahman',
        imamUrdu: 'مفتی عبدالرحمٰن',
        note: 'Bring your own prayer mat; the courtyard is not carpeted.',
        noteUrdu: 'اپنی جائے نماز ساتھ لائیں؛ صحن میں قالین نہیں ہے۔',
      },
      {
        time: '07:30',
        place: 'mainHall',
        language: 'urdu',
        imam: 'Hafiz Muhammad Usman',
        imamUrdu: 'حافظ محمد عثمان',
      },
      {
        time: '08:30',
        place: 'womensSection',
        language: 'english',
        note: 'Entrance from the side street.',
        noteUrdu: 'داخلہ گلی والے دروازے سے۔',
      },
    ],
  };
}

/** Replaces the Jumu'ah and Eid documents with the demo ones; returns how many were written. */
export async function seedEidAndJumuah(db: Firestore, now: Date): Promise<number> {
  await db.recursiveDelete(db.collection(EID_JAMATS_COLLECTION));
  const eid = eidJamatsDocSchema.parse(demoEidJamats(now));
  const batch = db.batch();
  batch.set(db.collection(EID_JAMATS_COLLECTION).doc(eidJamatsId(eid.hijriYear, eid.eid)), eid);
  batch.set(
    db.collection(JUMUAH_DOC.collection).doc(JUMUAH_DOC.id),
    jumuahDocSchema.parse(demoJumuah),
  );
  await batch.commit();
  return 2;
}
