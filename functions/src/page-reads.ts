/**
 * The reads of the data pages (`pages`, pages/serve.ts), composed from the resources' own reads,
 * the ones their REST endpoints answer with, so a page's HTML carries exactly what the app would
 * have fetched. Like app.ts and index.ts, an entry module: only these compose resources.
 */
import { getEvent, listEvents } from './events/read.ts';
import { findRecording, readRecordingsPage } from './recordings/read.ts';
import { ApiError } from './api/errors.ts';
import type { PageReads } from './pages/serve.ts';
import { listJanazaNotices } from './janaza/routes.ts';
import { hijriMonthsAnswer, jamatChangesAnswer } from './jamat-timings/routes.ts';
import { readJamatTimings } from './lib/jamat-data.ts';
import { listAnnouncements } from './site-content/routes.ts';
import { readSiteDetails } from './lib/site-details.ts';
import { listMediaCollection } from './api/media-collection.ts';
import { SLIDES_COLLECTION, slideSchema } from '@masjid/domain/slide';
import type { ParentLinkData } from '@masjid/domain/parent-link-page';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { startThrottle } from './api/throttle.ts';
import { studentOfToken, tokenThrottle } from './hifz/access.ts';
import { readFees, readMonthForParent } from './hifz/progress.ts';
import { readMemorisation } from './hifz/memorisation-routes.ts';

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
  // Past the last page the list is empty: the page says so (the app reads the API's 404 alike).
  recordingsPage: readRecordingsPage,
  recording: findRecording,
  async event(id) {
    try {
      return await getEvent(id);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'not-found') return undefined;
      throw err;
    }
  },
  async parentLink(token, req) {
    // The same counters as the API's by-token reads: only a wrong link counts against the
    // address, and a wrong link from an address that has tried too many gets the bare page (the
    // app then shows the 429); a right link always opens.
    let throttle;
    try {
      const limits = await tokenThrottle.limits({ req });
      throttle = await startThrottle(tokenThrottle, limits, () => {});
    } catch (err) {
      if (err instanceof ApiError) return undefined;
      throw err;
    }
    try {
      const student = await studentOfToken(token, throttle);
      const { id } = student;
      const { year, month } = karachiDay();
      const [feesStatus, days, memorisation] = await Promise.all([
        readFees(id),
        readMonthForParent(id, year, month),
        readMemorisation(id),
      ]);
      const link: ParentLinkData = {
        student: { uid: student.id, name: student.name, feesStatus },
        year,
        month,
        days,
        memorisation,
      };
      return link;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'not-found') return null;
      if (err instanceof ApiError && err.code === 'too-many-requests') return undefined;
      // A good link that no longer opens (replaced, the student moved, the student or the qari
      // disabled): the bare page, whose app asks the API and words its refusal.
      if (err instanceof ApiError && (err.code === 'gone' || err.code === 'forbidden'))
        return undefined;
      throw err;
    } finally {
      await throttle.settle();
    }
  },
};
