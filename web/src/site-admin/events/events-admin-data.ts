/**
 * The site admin's events, straight from and to Firestore: reads live through reactfire; writes
 * are allowed by the rules only for the site admin, with every field checked (keys, types, http(s)
 * links, ISO dates). Each write resolves when the server has accepted it and throws when it
 * refuses.
 */
import { addDoc, collection, deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import {
  EVENTS_COLLECTION,
  eventSchema,
  type EventData,
  type MosqueEvent,
} from '@masjid/domain/event';
import { firestore } from '../../common/firebase/firebase.ts';
import {
  latestFirst,
  useLiveById,
  useLiveCollection,
  type Loaded,
} from '../../common/firebase/firestore-reads.ts';
import { eventConverter } from '../../common/events/events-data.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** Every event, latest date first, kept current. */
export function useAllEventsLive(): Loaded<MosqueEvent[]> {
  return useLiveCollection(EVENTS_COLLECTION, eventConverter, latestFirst('date'));
}

/** One event by id, kept current; an unknown or malformed id, or a failed read, is an error. */
export function useEventLive(id: string): Loaded<MosqueEvent> {
  return useLiveById(EVENTS_COLLECTION, eventConverter, id);
}

/** The event as written: optional fields that are empty are left out, not stored as null. */
function toDocument(data: EventData): EventData {
  const parsed = eventSchema.parse(data);
  return eventSchema.parse(
    Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')),
  );
}

/** Adds an event; returns its new id. */
export async function createEvent(data: EventData): Promise<string> {
  const db = await firestore();
  const ref = await savedToSite(addDoc(collection(db, EVENTS_COLLECTION), toDocument(data)));
  return ref.id;
}

/** Replaces an event's fields (edit). */
export async function updateEvent(id: string, data: EventData): Promise<void> {
  const db = await firestore();
  await savedToSite(setDoc(doc(db, EVENTS_COLLECTION, id), toDocument(data)));
}

/** Marks an event upcoming or not ('Mark as Upcoming' / 'Remove from Upcoming'). */
export async function setUpcoming(id: string, isUpcoming: boolean): Promise<void> {
  const db = await firestore();
  await savedToSite(updateDoc(doc(db, EVENTS_COLLECTION, id), { isUpcoming }));
}

/** Deletes an event. */
export async function deleteEvent(id: string): Promise<void> {
  const db = await firestore();
  await savedToSite(deleteDoc(doc(db, EVENTS_COLLECTION, id)));
}
