/** Reads of the `events` collection for the API. */
import { EVENTS_COLLECTION, eventSchema, type MosqueEvent } from '@masjid/domain/event';
import { PUBLIC_LIST_LIMIT } from '@masjid/domain/firestore-converter';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';

/** The events collection, read through the event schema. */
const events = () => db.collection(EVENTS_COLLECTION).withConverter(stored(eventSchema));

/**
 * The latest `PUBLIC_LIST_LIMIT` (500) events, latest date first, so one request never reads
 * every event ever stored (issue 40 §4); a malformed document is logged and left out.
 */
export async function listEvents(): Promise<MosqueEvent[]> {
  return validDocs(await events().orderBy('date', 'desc').limit(PUBLIC_LIST_LIMIT).get());
}

/** One event; ApiError 404 for an unknown or malformed one. */
export async function getEvent(id: string): Promise<MosqueEvent> {
  const event = validDoc(await events().doc(id).get());
  if (!event) throw new ApiError('not-found', 'event-not-found', 'Event not found');
  return event;
}
