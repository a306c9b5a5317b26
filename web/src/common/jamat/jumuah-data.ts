/**
 * Live Jumu'ah jamats (decision 0049): first `GET /api/jumuah` (the list with the Jumma time in
 * force; no Firebase SDK before the first paint), then, where the page listens live, Firestore's
 * `site/jumuah` (the stored list, its valid jamats only). Either way a reader merges it with the
 * jamat times in force (`jumuahJamats`), so the first jamat is always `jamatTimings.jumma`. The
 * last list read is remembered on the device. Used by home, the timetable and the site admin.
 */
import { JUMUAH_DOC, jumuahResponseSchema, storedJumuahSchema } from '@masjid/domain/jumuah';
import type { JumuahResponse } from '@masjid/domain/jumuah';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';

/** Stored `site/jumuah`: `{ id, jamats }`, the malformed jamats left out. */
export const jumuahConverter = storedConverter(storedJumuahSchema);

const jumuahSource: LiveSource<JumuahResponse> = {
  key: ['jamat', 'jumuah'],
  remember: rememberOnDevice(jumuahResponseSchema),
  ...apiRead('/jumuah', jumuahResponseSchema),
  listen: async (db, next, fail) => {
    const { doc, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      doc(db, JUMUAH_DOC.collection, JUMUAH_DOC.id).withConverter(jumuahConverter),
      (snap) => {
        if (snap.metadata.fromCache && !snap.exists()) return next(undefined);
        next({ jamats: snap.data()?.jamats ?? [] });
      },
      fail,
    );
  },
};

/** The Jumu'ah jamats as stored or answered (merge with the timings: `jumuahJamats`). */
export function useJumuah(): LiveState<JumuahResponse> {
  return useLive(jumuahSource);
}
