/**
 * Site-admin writes to `events` (spec 2.10, 5), straight to Firestore: the rules allow them only
 * for the site admin and check every field (keys, types, http(s) links, ISO dates). Each call
 * resolves when the server has accepted the write and throws when it refuses.
 */
import { EVENTS_COLLECTION, eventSchema, type EventData } from '@masjid/domain/event';
import { firestore } from '../../common/firebase/firebase.ts';

/** The event as written: optional fields that are empty are left out, not stored as null. */
function toDocument(data: EventData): EventData {
  const parsed = eventSchema.parse(data);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, v]) => v !== undefined && v !== ''),
  ) as EventData;
}

/** Adds an event; returns its new id. */
export async function createEvent(data: EventData): Promise<string> {
  const db = await firestore();
  const { addDoc, collection } = await import('firebase/firestore');
  const ref = await addDoc(collection(db, EVENTS_COLLECTION), toDocument(data));
  return ref.id;
}

/** Replaces an event's fields (edit, beyond the spec). */
export async function updateEvent(id: string, data: EventData): Promise<void> {
  const db = await firestore();
  const { doc, setDoc } = await import('firebase/firestore');
  await setDoc(doc(db, EVENTS_COLLECTION, id), toDocument(data));
}

/** Marks an event upcoming or not (spec 4: 'Mark as Upcoming' / 'Remove from Upcoming'). */
export async function setUpcoming(id: string, isUpcoming: boolean): Promise<void> {
  const db = await firestore();
  const { doc, updateDoc } = await import('firebase/firestore');
  await updateDoc(doc(db, EVENTS_COLLECTION, id), { isUpcoming });
}

/** Deletes an event (beyond the spec). */
export async function deleteEvent(id: string): Promise<void> {
  const db = await firestore();
  const { doc, deleteDoc } = await import('firebase/firestore');
  await deleteDoc(doc(db, EVENTS_COLLECTION, id));
}
