/** Reads of the `events` collection for the API. */
import { EVENTS_COLLECTION, eventSchema, type MosqueEvent } from '@masjid/domain/event';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';

/** The events collection, read through the event schema. */
const events = () => db.collection(EVENTS_COLLECTION).withConverter(stored(eventSchema));

/** All events, latest date first; a malformed document is logged and left out. */
export async function listEvents(): Promise<MosqueEvent[]> {
  return validDocs(await events().orderBy('date', 'desc').get());
}

/** One event; ApiError 404 for an unknown or malformed one. */
export async function getEvent(id: string): Promise<MosqueEvent> {
  const event = validDoc(await events().doc(id).get());
  if (!event) throw new ApiError('not-found', 'event-not-found', 'Event not found');
  return event;
}
