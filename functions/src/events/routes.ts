/** `GET /events`, `GET /events/{id}` (spec 7) and the site admin's writes (events/write.ts). */
import { Router } from 'express';
import { methodNotAllowed } from '../api/errors.ts';
import { requireSiteAdmin } from '../api/auth.ts';
import { jsonBody } from '../api/body.ts';
import { getEvent, listEvents } from './read.ts';
import {
  createEvent,
  createEventBody,
  deleteEvent,
  updateEvent,
  updateEventBody,
} from './write.ts';

export function eventsRouter(): Router {
  const router = Router();
  router
    .route('/events')
    .get(async (_req, res) => {
      res.json(await listEvents());
    })
    .post(requireSiteAdmin, jsonBody(createEventBody), createEvent)
    .all(methodNotAllowed(['GET', 'POST']));
  router
    .route('/events/:id')
    .get(async (req, res) => {
      res.json(await getEvent(req.params.id));
    })
    .put(requireSiteAdmin, jsonBody(updateEventBody), updateEvent)
    .delete(requireSiteAdmin, deleteEvent)
    .all(methodNotAllowed(['GET', 'PUT', 'DELETE']));
  return router;
}
