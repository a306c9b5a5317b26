/**
 * The one place the functions read the jamat data: today's jamat times, the scheduled changes,
 * the notice days and the moon-sighting decisions, for the API, the timetable, the calendar feeds
 * and the notifications alike (malformed documents and keys left out, never thrown on).
 */
import {
  JAMAT_TIMINGS_DOC,
  storedJamatTimingsSchema,
  type JamatTimings,
} from '@masjid/domain/jamat';
import {
  DEFAULT_NOTICE_DAYS,
  JAMAT_CHANGES_COLLECTION,
  JAMAT_NOTICE_DOC,
  jamatChangeDocSchema,
  jamatNoticeDocSchema,
  sortJamatChanges,
  type JamatChange,
} from '@masjid/domain/jamat-schedule';
import {
  HIJRI_MONTH_STARTS_COLLECTION,
  hijriMonthStartDocSchema,
  type HijriMonthStart,
} from '@masjid/domain/hijri';
import { db } from './firebase.ts';
import { stored, validDoc, validDocs } from './stored.ts';

/** The stored jamat times; keys that are missing or malformed are left out (shown 'Not available'). */
export async function readJamatTimings(): Promise<JamatTimings> {
  const snap = await db
    .collection(JAMAT_TIMINGS_DOC.collection)
    .doc(JAMAT_TIMINGS_DOC.id)
    .withConverter(stored(storedJamatTimingsSchema))
    .get();
  const { id: _id, ...timings } = snap.data() ?? { id: JAMAT_TIMINGS_DOC.id };
  return timings;
}

/** Every scheduled change not yet applied, oldest day first; malformed ones left out. */
export async function readScheduledChanges(): Promise<JamatChange[]> {
  const snap = await db
    .collection(JAMAT_CHANGES_COLLECTION)
    .withConverter(stored(jamatChangeDocSchema))
    .get();
  return sortJamatChanges(validDocs(snap));
}

/** Days ahead that a change is announced (`site/jamatNotice`, else the default). */
export async function readNoticeDays(): Promise<number> {
  const snap = await db
    .collection(JAMAT_NOTICE_DOC.collection)
    .doc(JAMAT_NOTICE_DOC.id)
    .withConverter(stored(jamatNoticeDocSchema))
    .get();
  return validDoc(snap)?.noticeDays ?? DEFAULT_NOTICE_DAYS;
}

/** Every recorded moon-sighting decision, earliest first (a few a year). */
export async function readMonthStarts(): Promise<HijriMonthStart[]> {
  const snap = await db
    .collection(HIJRI_MONTH_STARTS_COLLECTION)
    .withConverter(stored(hijriMonthStartDocSchema))
    .get();
  return validDocs(snap).sort((a, b) => a.startDate.localeCompare(b.startDate));
}
