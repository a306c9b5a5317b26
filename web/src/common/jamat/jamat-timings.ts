/**
 * Live jamat timings (spec 3): first from `GET /api/jamat-timings`, then from Firestore
 * `site/jamatTimings`, parsed with the shared schema; a malformed key reads as missing
 * ('Not available'). The last timings read are remembered on the device for offline visits.
 */
import { JAMAT_TIMINGS_DOC, validJamatTimings, type JamatTimings } from '@masjid/domain/jamat';
import { fetchApi, useLive, type LiveSource, type LiveState } from '../firebase/live.ts';

const jamatTimingsSource: LiveSource<JamatTimings> = {
  // Offline, the home page shows the last timings seen on this device (issue 7 §1).
  remember: { parse: (stored) => validJamatTimings(stored) },
  initial: async () => validJamatTimings(await fetchApi('/jamat-timings')),
  listen: async (db, next, fail) => {
    const { doc, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      doc(db, JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id),
      (snap) =>
        next(
          snap.metadata.fromCache && !snap.exists() ? undefined : validJamatTimings(snap.data()),
        ),
      fail,
    );
  },
};

/** The jamat timings, kept up to date while the page is open. */
export function useJamatTimings(): LiveState<JamatTimings> {
  return useLive('jamatTimings', jamatTimingsSource);
}
