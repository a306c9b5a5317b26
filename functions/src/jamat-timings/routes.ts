/** `GET /jamat-timings` (spec 7): the six jamat times, or only those set; `PUT` by the site admin. */
import { Router } from 'express';
import { methodNotAllowed } from '../api/errors.ts';
import { requireSiteAdmin } from '../api/auth.ts';
import { jsonBody } from '../api/body.ts';
import { readJamatTimings } from './read.ts';
import { putJamatTimings, putJamatTimingsBody } from './write.ts';

export function jamatTimingsRouter(): Router {
  const router = Router();
  router
    .route('/jamat-timings')
    .get(async (_req, res) => {
      res.json(await readJamatTimings());
    })
    .put(requireSiteAdmin, jsonBody(putJamatTimingsBody), putJamatTimings)
    .all(methodNotAllowed(['GET', 'PUT']));
  return router;
}
