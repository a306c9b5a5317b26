/**
 * Live reads of the Jumu'ah jamats (`site/jumuah`, domain/src/jumuah.ts) for the hall screen:
 * first `GET /api/jumuah`, then, where the page listens live, a Firestore listener on the
 * document, read with `storedJumuahSchema` (a bad jamat written by hand hides itself). The last
 * list read is remembered on the device, so a screen without network still shows Friday's jamats.
 * Put the list on a day with `jumuahJamatsOn` (the first jamat follows the Jumma time in force).
 */
import { JUMUAH_DOC, jumuahResponseSchema, storedJumuahSchema } from '@masjid/domain/jumuah';
import type { JumuahResponse } from '@masjid/domain/jumuah';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';

/** `site/jumuah` as read, its valid jamats only. */
export const jumuahConverter = storedConverter(storedJumuahSchema);

const jumuahSource: LiveSource<JumuahResponse> = {
  key: ['jumuah'],
  remember: rememberOnDevice(jumuahResponseSchema),
  ...apiRead('/jumuah', jumuahResponseSchema),
  listen: async (db, next, fail) => {
    const { doc, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      doc(db, JUMUAH_DOC.collection, JUMUAH_DOC.id).withConverter(jumuahConverter),
      (snap) => {
        // No document: the single Jumma time of the jamat timings stands for the list.
        if (!snap.exists()) return next(snap.metadata.fromCache ? undefined : { jamats: [] });
        next({ jamats: snap.data().jamats });
      },
      fail,
    );
  },
};

/** The stored Jumu'ah jamats, kept current while the page is open. */
export function useJumuah(): LiveState<JumuahResponse> {
  return useLive(jumuahSource);
}
