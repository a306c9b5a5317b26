/**
 * Cloud Functions entry point. `api` serves the REST API under `/api` (Hosting rewrites `/api/**`
 * to it, so the site and the API share one origin); `pages` the data pages' HTML with their data. The Firestore triggers of push/triggers.ts
 * notify the congregation; `sweepAbandonedUploads` removes unfinished uploads hourly; `indexRecording` keeps the recordings listing indexes. `refuseClientSignUp` blocks account creation from browsers (accounts are
 * made only by the API with the Admin SDK). The `historyOf…` triggers keep the site admin's change
 * history (change-history/record.ts).
 */
import { API_OPTIONS, PAGES_OPTIONS } from './lib/global-options.ts';
import { onRequest } from 'firebase-functions/v2/https';
import { deepLinkSecretParam } from './lib/config.ts';
import { createApp } from './app.ts';
import { pagesApp } from './pages/serve.ts';
import { pageReads } from './page-reads.ts';

export const api = onRequest(
  { ...API_OPTIONS, cors: false, invoker: 'public', secrets: [deepLinkSecretParam] },
  createApp(),
);

/** The data pages' HTML with their content (Hosting rewrites `/events`, `/bayan/*`, … here). */
export const pages = onRequest(
  { ...PAGES_OPTIONS, cors: false, invoker: 'public' },
  pagesApp(pageReads),
);

export { refuseClientSignUp } from './auth/sign-up.ts';
export { notifyJamatChange, notifyNewRecording, notifyUpcomingEvent } from './push/triggers.ts';
export { sweepAbandonedUploads } from './recordings/upload-sweep.ts';
export { indexRecording } from './recordings/listing.ts';
export { tidyEventImages } from './event-images/pictures.ts';
export { tidyContentImages } from './content/pictures.ts';
export { applyScheduledJamatChanges } from './jamat-timings/apply-scheduled.ts';
export { announceMonthStart, notifyTomorrowsJamatChanges } from './push/scheduled-jamat.ts';
export {
  endParentSubscriptions,
  notifyParentsOfDay,
  sendParentMonthReports,
} from './hifz/parent-push/triggers.ts';
export { summariseProgressDay } from './hifz/portions-summary.ts';
export { recordFeesOverwrite } from './hifz/overwrites.ts';
export { notifyJanaza } from './push/janaza.ts';
export { notifyEidJamats } from './push/eid-jamats.ts';
export { sendJamatReminders } from './push/reminders.ts';
export { sweepExpiredJanaza } from './janaza/sweep.ts';
export {
  historyOfAnnouncements,
  historyOfContent,
  historyOfEidJamats,
  historyOfJamatChanges,
  historyOfJamatTimes,
  historyOfJanaza,
  historyOfJumuah,
} from './change-history/record.ts';
