/**
 * Live reads of the `events` collection (spec 3, Event), parsed with the shared schema. A document
 * that does not fit the schema is left out rather than breaking the page.
 */
import type { DocumentData } from 'firebase/firestore';
import {
  DOC_ID_PATTERN,
  EVENTS_COLLECTION,
  eventSchema,
  type MosqueEvent,
} from '@masjid/domain/event';
import { useLive, type Listen, type LiveState } from '../../lib/live.ts';

function toEvent(id: string, data: DocumentData | undefined): MosqueEvent | undefined {
  const parsed = eventSchema.safeParse(data);
  return parsed.success ? { id, ...parsed.data } : undefined;
}

const byDateDesc = (a: MosqueEvent, b: MosqueEvent) => b.date.localeCompare(a.date);
const byDateAsc = (a: MosqueEvent, b: MosqueEvent) => a.date.localeCompare(b.date);

const listenAllEvents: Listen<MosqueEvent[]> = async (db, next, fail) => {
  const { collection, onSnapshot } = await import('firebase/firestore');
  return onSnapshot(
    collection(db, EVENTS_COLLECTION),
    (snap) => next(snap.docs.flatMap((d) => toEvent(d.id, d.data()) ?? []).sort(byDateDesc)),
    fail,
  );
};

const listenUpcomingEvents: Listen<MosqueEvent[]> = async (db, next, fail) => {
  const { collection, onSnapshot, query, where } = await import('firebase/firestore');
  return onSnapshot(
    query(collection(db, EVENTS_COLLECTION), where('isUpcoming', '==', true)),
    (snap) => next(snap.docs.flatMap((d) => toEvent(d.id, d.data()) ?? []).sort(byDateAsc)),
    fail,
  );
};

/** Every event, latest date first ('All Events', spec 2.9). */
export function useAllEvents(): LiveState<MosqueEvent[]> {
  return useLive('events:all', listenAllEvents);
}

/** Events marked upcoming (isUpcoming true), soonest first (home section, spec 4). */
export function useUpcomingEvents(): LiveState<MosqueEvent[]> {
  return useLive('events:upcoming', listenUpcomingEvents);
}

const NOT_FOUND = new Error('Event not found');

/** One event by id; an unknown or malformed id is an error state. */
export function useEvent(id: string): LiveState<MosqueEvent> {
  const valid = DOC_ID_PATTERN.test(id);
  const state = useLive<MosqueEvent | null>(`events:${valid ? id : '_invalid'}`, listenEvent(id));
  if (!valid) return { status: 'error', error: NOT_FOUND };
  if (state.status === 'ready' && state.data === null) return { status: 'error', error: NOT_FOUND };
  return state as LiveState<MosqueEvent>;
}

const eventListeners = new Map<string, Listen<MosqueEvent | null>>();

/** One stable listener function per id (useLive keys its listener by identity too). */
function listenEvent(id: string): Listen<MosqueEvent | null> {
  let listen = eventListeners.get(id);
  if (!listen) {
    listen = async (db, next, fail) => {
      if (!DOC_ID_PATTERN.test(id)) {
        next(null);
        return () => {};
      }
      const { doc, onSnapshot } = await import('firebase/firestore');
      return onSnapshot(
        doc(db, EVENTS_COLLECTION, id),
        (snap) => next(snap.exists() ? (toEvent(snap.id, snap.data()) ?? null) : null),
        fail,
      );
    };
    eventListeners.set(id, listen);
  }
  return listen;
}
