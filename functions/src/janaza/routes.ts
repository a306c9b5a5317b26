/**
 * Janaza notices for the public pages' first paint and the hall screen: `GET /janaza` (the notices
 * still shown, soonest prayer first; public, cached a minute at the CDN). The site admin writes
 * Firestore directly under the rules. `sweepExpiredJanaza` deletes the notices past their time.
 */
import { Router } from 'express';
import {
  JANAZA_COLLECTION,
  currentJanazaNotices,
  isJanazaExpired,
  janazaSchema,
  type JanazaNotice,
} from '@masjid/domain/janaza';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { db } from '../lib/firebase.ts';
import { readValidCollection } from '../lib/stored-reads.ts';

/**
 * Every stored notice (a handful: the expired ones are deleted hourly), malformed ones left out.
 */
function readNotices(): Promise<JanazaNotice[]> {
  return readValidCollection(JANAZA_COLLECTION, janazaSchema);
}

/** The notices shown at `now`, soonest prayer first. */
export async function listJanazaNotices(now = Date.now()): Promise<JanazaNotice[]> {
  return currentJanazaNotices(await readNotices(), now);
}

/** Deletes the notices past their time at `now`; returns how many. */
export async function deleteExpiredJanaza(now = Date.now()): Promise<number> {
  const expired = (await readNotices()).filter((n) => isJanazaExpired(n, now));
  if (expired.length === 0) return 0;
  const writer = db.bulkWriter();
  for (const n of expired) void writer.delete(db.collection(JANAZA_COLLECTION).doc(n.id));
  await writer.close();
  return expired.length;
}

export function janazaRouter(): Router {
  const router = Router();
  route(router, '/janaza', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listJanazaNotices()),
  });
  return router;
}
