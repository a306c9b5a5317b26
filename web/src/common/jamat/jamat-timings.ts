/**
 * Live jamat timings: first from `GET /api/jamat-timings`, then from Firestore
 * `site/jamatTimings`, parsed with the shared schema; a malformed key reads as missing
 * ('Not available'). The last timings read are remembered on the device for offline visits.
 */
import * as z from 'zod/mini';
import { JAMAT_TIMINGS_DOC, validJamatTimings, type JamatTimings } from '@masjid/domain/jamat';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';

/** Stored or fetched timings, each malformed key left out. */
const lenientTimingsSchema = z.pipe(
  z.unknown(),
  z.transform((data) => validJamatTimings(data)),
);
/** Stored timings (`site/jamatTimings`), each malformed key left out. */
export const jamatTimingsConverter = storedConverter(lenientTimingsSchema);

const jamatTimingsSource: LiveSource<JamatTimings> = {
  key: ['jamat', 'timings'],
  // Offline, the home page shows the last timings seen on this device.
  remember: rememberOnDevice(lenientTimingsSchema),
  ...apiRead('/jamat-timings', lenientTimingsSchema),
  listen: async (db, next, fail) => {
    const { doc, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      doc(db, JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id).withConverter(
        jamatTimingsConverter,
      ),
      (snap) => {
        if (snap.metadata.fromCache && !snap.exists()) return next(undefined);
        const { id: _id, ...timings } = snap.data() ?? { id: '' };
        next(timings);
      },
      fail,
    );
  },
};

/** The jamat timings, kept up to date while the page is open. */
export function useJamatTimings(): LiveState<JamatTimings> {
  return useLive(jamatTimingsSource);
}
