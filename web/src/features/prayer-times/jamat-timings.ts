/**
 * Live jamat timings (spec 3): first from `GET /api/jamat-timings`, then from Firestore
 * `site/jamatTimings`, parsed with the shared schema; a malformed key reads as missing
 * ('Not available').
 */
import { JAMAT_TIMINGS_DOC, jamatTimingsSchema, type JamatTimings } from '@masjid/domain/jamat';
import { fetchApi, useLive, type LiveSource, type LiveState } from '../../lib/live.ts';

/** Keeps the valid keys of a stored or fetched timings object. */
function parseTimings(data: unknown): JamatTimings {
  const timings: JamatTimings = {};
  for (const [key, value] of Object.entries((data ?? {}) as object)) {
    const parsed = jamatTimingsSchema.safeParse({ [key]: value });
    if (parsed.success) Object.assign(timings, parsed.data);
  }
  return timings;
}

const jamatTimingsSource: LiveSource<JamatTimings> = {
  initial: async () => parseTimings(await fetchApi('/jamat-timings')),
  listen: async (db, next, fail) => {
    const { doc, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      doc(db, JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id),
      (snap) =>
        next(snap.metadata.fromCache && !snap.exists() ? undefined : parseTimings(snap.data())),
      fail,
    );
  },
};

/** The jamat timings, kept up to date while the page is open. */
export function useJamatTimings(): LiveState<JamatTimings> {
  return useLive('jamatTimings', jamatTimingsSource);
}
