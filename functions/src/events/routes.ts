/**
 * `GET /events`, `GET /events/{id}` and the site admin's writes: `POST /events`, `PUT
 * /events/{id}` (either `{isUpcoming}` alone, to mark it, or the whole event, to edit it) and
 * `DELETE /events/{id}`; the calendar feeds `GET /calendar/events.ics` (upcoming events) and
 * `GET /calendar/events/{id}.ics` (one event, to download), each in Urdu with `?lang=ur`.
 */
import { Router } from 'express';
import * as z from 'zod/mini';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { DOC_ID_PATTERN, EVENTS_COLLECTION, eventShape } from '@masjid/domain/event';
import { ApiError } from '../api/errors.ts';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { db, unlessAlreadyMade } from '../lib/firebase.ts';
import { getEvent, listEvents } from './read.ts';
import { eventFeedTitle, eventsCalendar, upcomingEvents } from './calendar-feed.ts';
import { FEED_CACHE, feedQuery, sendIcs } from '../lib/ics.ts';

/** `/calendar/events/{id}.ics`: one event's download. */
const eventFileParams = z.object({
  file: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}\.ics$/, 'Malformed event file')),
});

/** The `:id` of the paths. */
const eventParams = z.object({
  id: z.string().check(z.regex(DOC_ID_PATTERN, 'Malformed event id')),
});

/** `POST /events` body: the event; isUpcoming defaults to false. */
const createEventBody = z.strictObject({
  ...eventShape,
  isUpcoming: z._default(z.boolean(), false),
});

/** `PUT /events/{id}` body: `{isUpcoming}` alone, or a whole event. */
const updateEventBody = z.union([
  z.strictObject({ isUpcoming: z.boolean() }),
  z.strictObject(eventShape),
]);

/** Stored form: optional fields left out rather than stored as undefined. */
function withoutUndefined(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** Runs `change` on the event `id` in a transaction; ApiError 404 when there is no such event. */
async function changeEvent(
  id: string,
  change: (tx: Transaction, ref: DocumentReference) => void,
): Promise<void> {
  const ref = db.collection(EVENTS_COLLECTION).doc(id);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists)
      throw new ApiError('not-found', 'event-not-found', 'Event not found');
    change(tx, ref);
  });
}

export function eventsRouter(): Router {
  const router = Router();
  route(router, '/calendar/events.ics', {
    get: endpoint({ role: 'public', query: feedQuery }, async ({ query, res }) => {
      const events = upcomingEvents(await listEvents());
      res.set('Cache-Control', FEED_CACHE);
      sendIcs(res, eventsCalendar(events, query.lang));
      return undefined;
    }),
  });
  route(router, '/calendar/events/:file', {
    get: endpoint(
      { role: 'public', params: eventFileParams, query: feedQuery },
      async ({ params, query, res }) => {
        const id = params.file.slice(0, -'.ics'.length);
        const event = await getEvent(id);
        res.set('Cache-Control', FEED_CACHE);
        sendIcs(
          res,
          eventsCalendar([event], query.lang, eventFeedTitle(event, query.lang)),
          `${id}.ics`,
        );
        return undefined;
      },
    ),
  });
  route(router, '/events', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listEvents()),
    post: endpoint(
      { role: 'siteAdmin', body: createEventBody, creates: true },
      async ({ body, res, newId }) => {
        // A retry of a request that made the event before dying finds it under the same id.
        await db
          .collection(EVENTS_COLLECTION)
          .doc(newId)
          .create(withoutUndefined(body))
          .catch(unlessAlreadyMade);
        res.status(201).location(`/api/events/${newId}`);
        return getEvent(newId);
      },
    ),
  });
  route(router, '/events/:id', {
    get: endpoint({ role: 'public', params: eventParams }, ({ params }) => getEvent(params.id)),
    put: endpoint(
      { role: 'siteAdmin', params: eventParams, body: updateEventBody },
      async ({ params, body }) => {
        // `{isUpcoming}` alone marks the event; a whole event replaces it.
        const mark = 'isUpcoming' in body && Object.keys(body).length === 1;
        await changeEvent(params.id, (tx, ref) =>
          tx.set(ref, withoutUndefined(body), { merge: mark }),
        );
        return getEvent(params.id);
      },
    ),
    delete: endpoint({ role: 'siteAdmin', params: eventParams }, async ({ params, res }) => {
      await changeEvent(params.id, (tx, ref) => tx.delete(ref));
      res.status(204).end();
    }),
  });
  return router;
}
