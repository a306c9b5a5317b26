/**
 * The reads of the data pages (`pages`, pages/serve.ts), composed from the resources' own reads,
 * the ones their REST endpoints answer with, so a page's HTML carries exactly what the app would
 * have fetched. Like app.ts and index.ts, an entry module: only these compose resources.
 */
import { listEvents } from './events/read.ts';
import { MAX_PAGE, countRecordings, findRecording, listRecordingsPage } from './recordings/read.ts';
import { ApiError } from './api/errors.ts';
import type { PageReads } from './pages/serve.ts';
import { listJanazaNotices } from './janaza/routes.ts';
import { hijriMonthsAnswer, jamatChangesAnswer } from './jamat-timings/routes.ts';
import { readJamatTimings } from './lib/jamat-data.ts';
import { listAnnouncements, readSiteDetails } from './site-content/routes.ts';
import { listMediaCollection } from './api/media-collection.ts';
import { SLIDES_COLLECTION, slideSchema } from '@masjid/domain/slide';

export const pageReads: PageReads = {
  api: {
    '/janaza': () => listJanazaNotices(),
    '/jamat-timings': readJamatTimings,
    '/jamat-changes': jamatChangesAnswer,
    '/hijri-months': hijriMonthsAnswer,
    '/announcements': listAnnouncements,
    '/slides': () => listMediaCollection(SLIDES_COLLECTION, slideSchema),
    '/events': listEvents,
    '/site-details': readSiteDetails,
  },
  events: listEvents,
  async recordingsPage(category, page) {
    const [recordings, total] = await Promise.all([
      page > MAX_PAGE
        ? []
        : listRecordingsPage(category, page).catch((err: unknown) => {
            // Past the last page: the listing says so (the app reads the API's 404 the same way).
            if (err instanceof ApiError && err.code === 'not-found') return [];
            throw err;
          }),
      countRecordings(category),
    ]);
    return { recordings, total };
  },
  recording: findRecording,
};
