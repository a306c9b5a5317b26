/** Reads of the `events` collection for the API (spec 3, Event). */
import { logger } from 'firebase-functions/v2';
import {
  DOC_ID_PATTERN,
  EVENTS_COLLECTION,
  eventSchema,
  type MosqueEvent,
} from '@masjid/domain/event';
import { db } from '../lib/firebase.ts';
import { ApiError } from '../api/errors.ts';

/** Parses a stored event; a document that does not fit the schema is logged and left out. */
function toEvent(id: string, data: unknown): MosqueEvent | undefined {
  const parsed = eventSchema.safeParse(data);
  if (!parsed.success) {
    logger.warn('Skipping a malformed event document', { id, issues: parsed.error.issues.length });
    return undefined;
  }
  return { id, ...parsed.data };
}

/** All events, latest date first. */
export async function listEvents(): Promise<MosqueEvent[]> {
  const snap = await db.collection(EVENTS_COLLECTION).orderBy('date', 'desc').get();
  return snap.docs.flatMap((doc) => toEvent(doc.id, doc.data()) ?? []);
}

/** One event; throws ApiError 400 for a malformed id and 404 for an unknown one. */
export async function getEvent(id: string): Promise<MosqueEvent> {
  if (!DOC_ID_PATTERN.test(id)) throw new ApiError('bad-request', 'Malformed event id');
  const snap = await db.collection(EVENTS_COLLECTION).doc(id).get();
  const event = snap.exists ? toEvent(snap.id, snap.data()) : undefined;
  if (!event) throw new ApiError('not-found', 'Event not found');
  return event;
}
