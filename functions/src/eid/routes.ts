/**
 * Jumu'ah and Eid jamats for the public pages (issue 42 §1, decision 0049). `GET /eid-jamats`:
 * every published Eid's jamats (`eidJamats/{year}-{eid}`, a few a year), earliest first, malformed
 * ones left out; the page picks the coming Eid and its day from the moon-sighting decisions
 * (`comingEid`, `eidDate`). `GET /jumuah`: the Jumu'ah jamats with the Jumma time in force
 * (`jumuahJamats`: the old single time as one jamat when no list is stored). Public, cached a
 * minute at the CDN. The site admin writes Firestore directly under the rules.
 */
import { Router } from 'express';
import {
  EID_JAMATS_COLLECTION,
  eidJamatsDocSchema,
  type EidJamatsResponse,
} from '@masjid/domain/eid';
import { jumuahJamats, type JumuahResponse } from '@masjid/domain/jumuah';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { readValidCollection } from '../lib/stored-reads.ts';
import { readJamatTimings, readJumuah } from '../lib/jamat-data.ts';

/** Every published Eid, the earliest first (by year, al-Fitr before al-Adha). */
export async function listPublishedEids(): Promise<EidJamatsResponse> {
  const eids = await readValidCollection(EID_JAMATS_COLLECTION, eidJamatsDocSchema);
  return eids
    .filter((e) => e.published)
    .sort((a, b) => a.hijriYear - b.hijriYear || (a.eid === b.eid ? 0 : a.eid === 'fitr' ? -1 : 1));
}

/** The Jumu'ah jamats with today's Jumma time. */
export async function jumuahAnswer(): Promise<JumuahResponse> {
  const [timings, stored] = await Promise.all([readJamatTimings(), readJumuah()]);
  return { jamats: jumuahJamats(timings, stored) };
}

export function eidRouter(): Router {
  const router = Router();
  route(router, '/eid-jamats', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listPublishedEids()),
  });
  route(router, '/jumuah', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => jumuahAnswer()),
  });
  return router;
}
