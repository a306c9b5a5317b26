/**
 * Ramadan for `/ramadan` (and, later, the hall screen): `GET /ramadan`, every stored year's
 * Ramadan (domain/src/ramadan.ts; a document a Hijri year, so a handful), the earliest first,
 * malformed ones left out; public, cached a minute at the CDN. The page picks the year it shows
 * and whether it may show it yet (`shownRamadan`). The site admin writes Firestore directly under
 * the rules.
 */
import { Router } from 'express';
import { RAMADAN_COLLECTION, ramadanSchema, type RamadanYear } from '@masjid/domain/ramadan';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { readValidCollection } from '../lib/stored-reads.ts';

/** Every stored year's Ramadan, the earliest year first. */
export async function listRamadanYears(): Promise<RamadanYear[]> {
  const years = await readValidCollection(RAMADAN_COLLECTION, ramadanSchema);
  return years.sort((a, b) => a.hijriYear - b.hijriYear);
}

export function ramadanRouter(): Router {
  const router = Router();
  route(router, '/ramadan', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listRamadanYears()),
  });
  return router;
}
