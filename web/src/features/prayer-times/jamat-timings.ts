/**
 * Live jamat timings from Firestore `site/jamatTimings` (spec 3), parsed with the shared schema;
 * a malformed key reads as missing ('Not available').
 */
import { JAMAT_TIMINGS_DOC, jamatTimingsSchema, type JamatTimings } from '@masjid/domain/jamat';
import { useLive, type Listen, type LiveState } from '../../lib/live.ts';

const listenJamatTimings: Listen<JamatTimings> = async (db, next, fail) => {
  const { doc, onSnapshot } = await import('firebase/firestore');
  return onSnapshot(
    doc(db, JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id),
    (snap) => {
      const timings: JamatTimings = {};
      for (const [key, value] of Object.entries(snap.data() ?? {})) {
        const parsed = jamatTimingsSchema.safeParse({ [key]: value });
        if (parsed.success) Object.assign(timings, parsed.data);
      }
      next(timings);
    },
    fail,
  );
};

/** The jamat timings, kept up to date while the page is open. */
export function useJamatTimings(): LiveState<JamatTimings> {
  return useLive('jamatTimings', listenJamatTimings);
}
