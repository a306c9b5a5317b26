/**
 * Live reads of the events (spec 3, Event): first from the REST API (`GET /api/events`,
 * `GET /api/events/{id}`), then from Firestore listeners, parsed with the shared schema. A
 * document that does not fit the schema is left out rather than breaking the page.
 */
import type { DocumentData } from 'firebase/firestore';
import {
  DOC_ID_PATTERN,
  EVENTS_COLLECTION,
  eventSchema,
  type MosqueEvent,
} from '@masjid/domain/event';
import { fetchApi, useLive, type LiveSource, type LiveState } from '../firebase/live.ts';

function toEvent(id: string, data: DocumentData | undefined): MosqueEvent | undefined {
  const parsed = eventSchema.safeParse(data);
  return parsed.success ? { id, ...parsed.data } : undefined;
}

/** Events of an API answer (each `{id, ...fields}`), the malformed ones left out. */
function fromApi(body: unknown): MosqueEvent[] {
  if (!Array.isArray(body)) throw new Error('Invalid API response format');
  return body.flatMap((item: { id?: unknown }) =>
    typeof item?.id === 'string' ? (toEvent(item.id, item) ?? []) : [],
  );
}

const byDateDesc = (a: MosqueEvent, b: MosqueEvent) => b.date.localeCompare(a.date);
const byDateAsc = (a: MosqueEvent, b: MosqueEvent) => a.date.localeCompare(b.date);

const allEventsSource: LiveSource<MosqueEvent[]> = {
  initial: async () => fromApi(await fetchApi('/events')).sort(byDateDesc),
  listen: async (db, next, fail) => {
    const { collection, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      collection(db, EVENTS_COLLECTION),
      (snap) =>
        next(
          snap.metadata.fromCache && snap.empty
            ? undefined
            : snap.docs.flatMap((d) => toEvent(d.id, d.data()) ?? []).sort(byDateDesc),
        ),
      fail,
    );
  },
};

const upcomingEventsSource: LiveSource<MosqueEvent[]> = {
  initial: async () =>
    fromApi(await fetchApi('/events'))
      .filter((e) => e.isUpcoming)
      .sort(byDateAsc),
  listen: async (db, next, fail) => {
    const { collection, onSnapshot, query, where } = await import('firebase/firestore');
    return onSnapshot(
      query(collection(db, EVENTS_COLLECTION), where('isUpcoming', '==', true)),
      (snap) =>
        next(
          snap.metadata.fromCache && snap.empty
            ? undefined
            : snap.docs.flatMap((d) => toEvent(d.id, d.data()) ?? []).sort(byDateAsc),
        ),
      fail,
    );
  },
};

/** Every event, latest date first ('All Events', spec 2.9). */
export function useAllEvents(): LiveState<MosqueEvent[]> {
  return useLive('events:all', allEventsSource);
}

/** Events marked upcoming (isUpcoming true), soonest first (home section, spec 4). */
export function useUpcomingEvents(): LiveState<MosqueEvent[]> {
  return useLive('events:upcoming', upcomingEventsSource);
}

const NOT_FOUND = new Error('Event not found');
const eventSources = new Map<string, LiveSource<MosqueEvent | null>>();

/** One stable source per id (useLive keys its source by identity too). */
function eventSource(id: string): LiveSource<MosqueEvent | null> {
  let source = eventSources.get(id);
  if (!source) {
    source = {
      initial: async () => {
        const body = (await fetchApi(`/events/${encodeURIComponent(id)}`)) as { id?: string };
        return toEvent(id, body) ?? null;
      },
      listen: async (db, next, fail) => {
        const { doc, onSnapshot } = await import('firebase/firestore');
        return onSnapshot(
          doc(db, EVENTS_COLLECTION, id),
          (snap) =>
            next(
              snap.metadata.fromCache && !snap.exists()
                ? undefined
                : snap.exists()
                  ? (toEvent(snap.id, snap.data()) ?? null)
                  : null,
            ),
          fail,
        );
      },
    };
    eventSources.set(id, source);
  }
  return source;
}

const INVALID: LiveSource<MosqueEvent | null> = {
  initial: async () => null,
  listen: async () => () => {},
};

/** One event by id; an unknown or malformed id, or a failed read, is an error state. */
export function useEvent(id: string): LiveState<MosqueEvent> {
  const valid = DOC_ID_PATTERN.test(id);
  const state = useLive<MosqueEvent | null>(
    valid ? `events:${id}` : 'events:_invalid',
    valid ? eventSource(id) : INVALID,
  );
  if (!valid || (state.status === 'ready' && state.data === null)) {
    return { status: 'error', error: NOT_FOUND };
  }
  return state as LiveState<MosqueEvent>;
}
