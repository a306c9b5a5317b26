/**
 * The REST API as one Express app, composed of every resource's router. Routes are mounted under `/api` (the Hosting
 * rewrite keeps the prefix) and, for direct calls to the function URL, under `/`.
 */
import express from 'express';
import { ApiError, errorHandler, notFound } from './api/errors.ts';
import { jamatTimingsRouter } from './jamat-timings/routes.ts';
import { eventsRouter } from './events/routes.ts';
import { loginRouter } from './login/routes.ts';
import { recordingsRouter } from './recordings/routes.ts';
import { mediaUploadsRouter } from './media-uploads/routes.ts';
import { hifzRouter } from './hifz/routes.ts';
import { progressRouter } from './hifz/progress-routes.ts';
import { reportsRouter } from './hifz/reports/routes.ts';
import { feesRouter } from './hifz/fees-routes.ts';
import { parentPushRouter } from './hifz/parent-push/routes.ts';
import { memorisationRouter } from './hifz/memorisation-routes.ts';
import { sanadRouter } from './hifz/sanad/routes.ts';
import { pushRouter } from './push/tokens.ts';
import { siteContentRouter } from './site-content/routes.ts';
import { contentRouter } from './content/routes.ts';
import { booksRouter } from './books/routes.ts';
import { slidesRouter } from './slides/routes.ts';
import { eventImagesRouter } from './event-images/pictures.ts';
import { contentImagesRouter } from './content/pictures.ts';
import { janazaRouter } from './janaza/routes.ts';
import { ramadanRouter } from './ramadan/routes.ts';
import { eidRouter } from './eid/routes.ts';
import { donationsRouter } from './donations/routes.ts';
import { compressAnswers } from './lib/compress.ts';
import { openApiRouter } from './api/openapi.ts';

/**
 * Longest query string the API reads, in characters. Every query of the API is a short number or
 * word (`?page=12`); a longer one is a probe or a flood and is refused with 400 before routing.
 */
export const MAX_QUERY_LENGTH = 256;

/**
 * Builds the Express app; a new one per call so tests can start clean. Its answers are compressed
 * (lib/compress.ts).
 */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(compressAnswers());
  const api = express.Router();
  api.use((req, res, next) => {
    // Every answer is private unless its endpoint declares a public cache (`cache` of endpoint).
    res.set('Cache-Control', 'no-store');
    const query = req.originalUrl.indexOf('?');
    if (query >= 0 && req.originalUrl.length - query - 1 > MAX_QUERY_LENGTH) {
      next(
        new ApiError(
          'bad-request',
          'query-too-long',
          `The query is longer than ${MAX_QUERY_LENGTH} characters`,
          { params: { maxLength: MAX_QUERY_LENGTH } },
        ),
      );
      return;
    }
    next();
  });
  const routers = [
    jamatTimingsRouter(),
    eventsRouter(),
    loginRouter(),
    recordingsRouter(),
    mediaUploadsRouter(),
    progressRouter(),
    reportsRouter(),
    feesRouter(),
    parentPushRouter(),
    memorisationRouter(),
    sanadRouter(),
    hifzRouter(),
    pushRouter(),
    siteContentRouter(),
    contentRouter(),
    booksRouter(),
    slidesRouter(),
    eventImagesRouter(),
    contentImagesRouter(),
    janazaRouter(),
    ramadanRouter(),
    eidRouter(),
    donationsRouter(),
  ];
  routers.push(openApiRouter(() => routers));
  for (const router of routers) api.use(router);
  api.use(notFound);
  app.use('/api', api);
  app.use('/', api);
  app.use(errorHandler);
  return app;
}
