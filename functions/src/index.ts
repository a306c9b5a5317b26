/**
 * Cloud Functions entry point. `api` serves the REST API of spec section 7 under `/api` (Hosting
 * rewrites `/api/**` to it, so the site and the API share one origin).
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app.ts';

/** Mumbai is the Cloud Functions region nearest to Karachi. */
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });

export const api = onRequest({ cors: false, invoker: 'public' }, createApp());
