/**
 * The site admin's copy of `site/details`: read live through reactfire, written under the rules
 * (site admin only, every field checked as `siteDetailsDocSchema`).
 */
import { doc, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  SITE_DETAILS_DOC,
  siteDetailsDocSchema,
  siteDetailsFallback,
  type SiteDetails,
} from '@masjid/domain/site-details';
import { firestore } from '../../common/firebase/firebase.ts';
import { useLiveDoc, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { siteDetailsConverter } from '../../common/site-content/site-details-data.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** The stored details, kept current; the configuration's while none is stored. */
export function useSiteDetailsLive(): Loaded<SiteDetails> {
  const db = useFirestore();
  const state = useLiveDoc(
    doc(db, SITE_DETAILS_DOC.collection, SITE_DETAILS_DOC.id).withConverter(siteDetailsConverter),
  );
  if (state.status !== 'ready') return state;
  if (!state.data.data) return { status: 'ready', data: siteDetailsFallback };
  const { id: _id, ...details } = state.data.data;
  return { status: 'ready', data: details };
}

/** Replaces the details; throws when the server refuses. */
export async function saveSiteDetails(details: SiteDetails): Promise<void> {
  const db = await firestore();
  await savedToSite(
    setDoc(
      doc(db, SITE_DETAILS_DOC.collection, SITE_DETAILS_DOC.id),
      siteDetailsDocSchema.parse(details),
    ),
  );
}
