/**
 * Cloud Functions entry point. `api` serves the REST API of spec section 7 under `/api` (Hosting
 * rewrites `/api/**` to it, so the site and the API share one origin). The Firestore triggers of
 * push/triggers.ts notify the congregation (issue 7).
 */
import './lib/global-options.ts';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app.ts';

/**
 * Key of the parents' deep links (functions/src/hifz/deep-links.ts): Secret Manager in production
 * (`firebase functions:secrets:set DEEP_LINK_SECRET`), `functions/.secret.local` on the emulator.
 */
const deepLinkSecret = defineSecret('DEEP_LINK_SECRET');

export const api = onRequest(
  { cors: false, invoker: 'public', secrets: [deepLinkSecret] },
  createApp(),
);

export { notifyJamatChange, notifyNewRecording, notifyUpcomingEvent } from './push/triggers.ts';
