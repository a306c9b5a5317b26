/**
 * The mosque's details for every page (header, footer, contact page, home page, structured data):
 * the site configuration's values first (what prerendered HTML holds), then `GET /api/site-details`
 * and a Firestore listener on `site/details`, so a change the site admin saves shows without a
 * reload. The last details read are kept on the device and shown when the reads fail (offline).
 */
import {
  SITE_DETAILS_DOC,
  siteDetailsFallback,
  siteDetailsSchema,
  type SiteDetails,
} from '@masjid/domain/site-details';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';

/** Stored details, parsed with the shared schema. */
export const siteDetailsConverter = storedConverter(siteDetailsSchema);

const siteDetailsSource: LiveSource<SiteDetails> = {
  key: ['siteDetails'],
  remember: rememberOnDevice(siteDetailsSchema),
  ...apiRead('/site-details', siteDetailsSchema),
  listen: async (db, next, fail) => {
    const { doc, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      doc(db, SITE_DETAILS_DOC.collection, SITE_DETAILS_DOC.id).withConverter(siteDetailsConverter),
      (snap) => {
        if (!snap.exists()) return next(snap.metadata.fromCache ? undefined : siteDetailsFallback);
        try {
          const { id: _id, ...details } = snap.data();
          next(details);
        } catch (error) {
          // A malformed document (edited by hand in the console): keep what is shown.
          console.warn(error);
          next(undefined);
        }
      },
      fail,
    );
  },
};

/** The mosque's details, kept current; the configuration's until the stored ones are read. */
export function useSiteDetails(): SiteDetails {
  const state = useLive(siteDetailsSource);
  return state.status === 'ready' ? state.data : siteDetailsFallback;
}
