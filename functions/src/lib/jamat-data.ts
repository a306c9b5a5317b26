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
import { JUMUAH_DOC, storedJumuahSchema, type JumuahJamat } from '@masjid/domain/jumuah';
import {
  EID_JAMATS_COLLECTION,
  eidDate,
  eidJamatsDocSchema,
  type EidDate,
  type EidJamatsData,
} from '@masjid/domain/eid';
import { validDoc } from './stored.ts';
import { readStoredDoc, readValidCollection } from './stored-reads.ts';

/** The stored jamat times; keys that are missing or malformed are left out (shown 'Not available'). */
export async function readJamatTimings(): Promise<JamatTimings> {
  const snap = await readStoredDoc(JAMAT_TIMINGS_DOC, storedJamatTimingsSchema);
  const { id: _id, ...timings } = snap.data() ?? { id: JAMAT_TIMINGS_DOC.id };
  return timings;
}

/** Every scheduled change not yet applied, oldest day first; malformed ones left out. */
export async function readScheduledChanges(): Promise<JamatChange[]> {
  return sortJamatChanges(await readValidCollection(JAMAT_CHANGES_COLLECTION, jamatChangeDocSchema));
}

/** Days ahead that a change is announced (`site/jamatNotice`, else the default). */
export async function readNoticeDays(): Promise<number> {
  const notice = validDoc(await readStoredDoc(JAMAT_NOTICE_DOC, jamatNoticeDocSchema));
  return notice?.noticeDays ?? DEFAULT_NOTICE_DAYS;
}

/** Every recorded moon-sighting decision, earliest first (a few a year). */
export async function readMonthStarts(): Promise<HijriMonthStart[]> {
  const starts = await readValidCollection(HIJRI_MONTH_STARTS_COLLECTION, hijriMonthStartDocSchema);
  return starts.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The stored Jumu'ah jamats (`site/jumuah`), the valid ones; empty when none is stored. */
export async function readJumuah(): Promise<JumuahJamat[]> {
  const snap = await readStoredDoc(JUMUAH_DOC, storedJumuahSchema);
  return snap.data()?.jamats ?? [];
}

/** Every published Eid with its day from the moon-sighting decisions (`monthStarts`). */
export async function readPublishedEids(
  monthStarts: readonly HijriMonthStart[],
): Promise<{ doc: EidJamatsData; date: EidDate }[]> {
  const eids = await readValidCollection(EID_JAMATS_COLLECTION, eidJamatsDocSchema);
  return eids
    .filter((doc) => doc.published)
    .map(({ id: _id, ...doc }) => ({ doc, date: eidDate(doc.hijriYear, doc.eid, monthStarts) }));
}
