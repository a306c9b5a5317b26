/**
 * Cloud Functions entry point. `api` serves the REST API of spec section 7 under `/api` (Hosting
 * rewrites `/api/**` to it, so the site and the API share one origin).
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app.ts';

/** Mumbai is the Cloud Functions region nearest to Karachi. */
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });

/**
 * Key of the parents' deep links (functions/src/hifz/deep-links.ts): Secret Manager in production
 * (`firebase functions:secrets:set DEEP_LINK_SECRET`), `functions/.secret.local` on the emulator.
 */
const deepLinkSecret = defineSecret('DEEP_LINK_SECRET');

export const api = onRequest(
  { cors: false, invoker: 'public', secrets: [deepLinkSecret] },
  createApp(),
);
