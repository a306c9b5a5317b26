/**
 * Site-admin writes to events (spec 7): `POST /events`, `PUT /events/{id}` (either `{isUpcoming}`
 * as the spec, or the whole event to edit it) and `DELETE /events/{id}`.
 */
import type { RequestHandler } from 'express';
import * as z from 'zod/mini';
import { DOC_ID_PATTERN, EVENTS_COLLECTION, eventShape } from '@masjid/domain/event';
import { db } from '../lib/firebase.ts';
import { ApiError } from '../api/errors.ts';
import { getEvent } from './read.ts';

/** `POST /events` body: the event; isUpcoming defaults to false. */
export const createEventBody = z.strictObject({
  ...eventShape,
  isUpcoming: z._default(z.boolean(), false),
});

/** `PUT /events/{id}` body: `{isUpcoming}` alone, or a whole event. */
export const updateEventBody = z.union([
  z.strictObject({ isUpcoming: z.boolean() }),
  z.strictObject(eventShape),
]);

/** Stored form: optional fields left out rather than stored as undefined. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function checkedId(id: unknown): string {
  if (typeof id !== 'string' || !DOC_ID_PATTERN.test(id))
    throw new ApiError('bad-request', 'Malformed event id');
  return id;
}

export const createEvent: RequestHandler = async (_req, res) => {
  const ref = await db
    .collection(EVENTS_COLLECTION)
    .add(withoutUndefined(res.locals.body as object));
  res
    .status(201)
    .location(`/api/events/${ref.id}`)
    .json(await getEvent(ref.id));
};

export const updateEvent: RequestHandler = async (req, res) => {
  const id = checkedId(req.params.id);
  const ref = db.collection(EVENTS_COLLECTION).doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('not-found', 'Event not found');
    tx.set(ref, withoutUndefined(res.locals.body as object), {
      merge: 'isUpcoming' in res.locals.body && Object.keys(res.locals.body).length === 1,
    });
  });
  res.json(await getEvent(id));
};

export const deleteEvent: RequestHandler = async (req, res) => {
  const id = checkedId(req.params.id);
  const ref = db.collection(EVENTS_COLLECTION).doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('not-found', 'Event not found');
    tx.delete(ref);
  });
  res.status(204).end();
};
