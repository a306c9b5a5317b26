/**
 * The mosque's details as stored (`site/details`, domain/src/site-details.ts), for the endpoint
 * that serves them and for the server's own outputs that name the mosque (the shareable jamat
 * pictures).
 */
import {
  SITE_DETAILS_DOC,
  siteDetailsFallback,
  siteDetailsSchema,
  type SiteDetails,
} from '@masjid/domain/site-details';
import { validDoc } from './stored.ts';
import { readStoredDoc } from './stored-reads.ts';

/** The stored details; the configuration's while none (or a malformed one) is stored. */
export async function readSiteDetails(): Promise<SiteDetails> {
  const found = validDoc(await readStoredDoc(SITE_DETAILS_DOC, siteDetailsSchema));
  if (!found) return siteDetailsFallback;
  const { id: _id, ...details } = found;
  return details;
}
