/**
 * Live reads of the events: first from the REST API (`GET /api/events`, `GET /api/events/{id}`),
 * then from Firestore listeners, parsed with the shared schema. A document that does not fit the
 * schema is left out rather than breaking the page.
 */
import {
  DOC_ID_PATTERN,
  EVENTS_COLLECTION,
  eventDataSchema,
  eventSchema,
  type MosqueEvent,
  mosqueEventSchema,
} from '@masjid/domain/event';
import * as z from 'zod/mini';
import { pageDataKeys } from '@masjid/domain/page-data-keys';
import { ApiError, apiFetch } from '../api/client.ts';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { listenToCollection, readableDocs } from '../firebase/stored-docs.ts';
import { validItemsSchema } from '../data/valid-items.ts';

/** Stored events, parsed with the event schema. */
export const eventConverter = storedConverter(eventSchema);

/**
 * The answer of `GET /events` (and the events page's served value), malformed events left out.
 * (Not api-responses' schema of the same list: that module also holds the hifz portal's answers,
 * which a public page need not download.)
 */
const eventsAnswerSchema = validItemsSchema(mosqueEventSchema);

const byDateDesc = (a: MosqueEvent, b: MosqueEvent) => b.date.localeCompare(a.date);
const byDateAsc = (a: MosqueEvent, b: MosqueEvent) => a.date.localeCompare(b.date);

/**
 * A live list of events: all of them, or only those marked upcoming, in the order of `compare`.
 * An empty answer from the offline cache is ignored (the API's answer, if any, stays).
 */
function eventsSource(
  onlyUpcoming: boolean,
  compare: (a: MosqueEvent, b: MosqueEvent) => number,
): LiveSource<MosqueEvent[]> {
  return {
    key: ['events', onlyUpcoming ? 'upcoming' : 'all'],
    ...apiRead(
      '/events',
      z.pipe(
        eventsAnswerSchema,
        z.transform((events) => events.filter((e) => !onlyUpcoming || e.isUpcoming).sort(compare)),
      ),
    ),
    listen: listenToCollection(EVENTS_COLLECTION, eventConverter, {
      where: () => (onlyUpcoming ? ['isUpcoming', '==', true] : undefined),
      arrange: (events) => events.sort(compare),
    }),
  };
}

const allEventsSource: LiveSource<MosqueEvent[]> = {
  ...eventsSource(false, byDateDesc),
  // The events page is served with its own value (see common/page-data.ts), in the page's order.
  served: {
    key: pageDataKeys.events,
    schema: z.pipe(
      eventsAnswerSchema,
      z.transform((events) => events.sort(byDateDesc)),
    ),
  },
};
const upcomingEventsSource = eventsSource(true, byDateAsc);

/** Every event, latest date first ('All Events'). */
export function useAllEvents(): LiveState<MosqueEvent[]> {
  return useLive(allEventsSource);
}

/** Events marked upcoming (isUpcoming true), soonest first (the home page's section). */
export function useUpcomingEvents(): LiveState<MosqueEvent[]> {
  return useLive(upcomingEventsSource);
}

/** The error state of `useEvent` for an id that names no (readable) event. */
export const EVENT_NOT_FOUND = new Error('Event not found');
const NOT_FOUND = EVENT_NOT_FOUND;

/** The live source of the event `id`: null when it names none. */
function eventSource(id: string): LiveSource<MosqueEvent | null> {
  return {
    key: ['events', 'one', id],
    // The API's 404 is an answer, not a failure: the event does not exist.
    read: () =>
      apiFetch(`/events/${encodeURIComponent(id)}`, mosqueEventSchema, { auth: false }).catch(
        (err: unknown) => {
          if (err instanceof ApiError && err.status === 404) return null;
          throw err;
        },
      ),
    // The event's page is served with its value (common/page-data.ts), null for an unknown id.
    served: { key: pageDataKeys.event(id), schema: eventDataSchema },
    listen: async (db, next, fail) => {
      const { doc, onSnapshot } = await import('firebase/firestore');
      return onSnapshot(
        doc(db, EVENTS_COLLECTION, id).withConverter(eventConverter),
        (snap) => {
          if (snap.metadata.fromCache && !snap.exists()) return next(undefined);
          // A malformed event reads as missing.
          next(readableDocs(snap.exists() ? [snap] : [])[0] ?? null);
        },
        fail,
      );
    },
  };
}

/** What a malformed id names: nothing, known without asking. */
const INVALID: LiveSource<MosqueEvent | null> = {
  key: ['events', 'invalid'],
  read: async () => null,
  listen: async () => () => {},
};

/**
 * One event by id; an unknown or malformed id, or a failed read, is an error state
 * (`EVENT_NOT_FOUND` when the id names no event).
 */
export function useEvent(id: string): LiveState<MosqueEvent> {
  const valid = DOC_ID_PATTERN.test(id);
  const state = useLive(valid ? eventSource(id) : INVALID);
  if (!valid) return { status: 'error', error: NOT_FOUND };
  if (state.status !== 'ready') return state;
  if (state.data === null) return { status: 'error', error: NOT_FOUND };
  return { ...state, data: state.data };
}
