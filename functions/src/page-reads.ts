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
import { jumuahAnswer, listPublishedEids } from './eid/routes.ts';
import { listMediaCollection } from './api/media-collection.ts';
import { SLIDES_COLLECTION, slideSchema } from '@masjid/domain/slide';
import type { ParentLinkData } from '@masjid/domain/parent-link-page';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { startThrottle, type ThrottleCounters, type ThrottleRule } from './api/throttle.ts';
import { studentOfToken, tokenThrottle } from './hifz/access.ts';
import { readMonthForParent } from './hifz/progress.ts';
import { readFeeMonth } from './hifz/fees.ts';
import { monthKey } from '@masjid/domain/month-report';
import { readMemorisation } from './hifz/memorisation-routes.ts';
import { verifySanad } from './hifz/sanad/store.ts';
import { verifyThrottle } from './hifz/sanad/routes.ts';
import type { Request } from 'express';

/**
 * Runs `read` with the counters of a misses-only throttle `rule` for `req` (the API's own): its
 * answer; null when it refuses with 404 (the page says so); undefined when the address has tried
 * too many (the bare page, whose app shows the 429), or for the refusals in `bare`.
 */
async function throttledRead<T>(
  rule: ThrottleRule<{ req: Request }>,
  req: Request,
  read: (throttle: ThrottleCounters) => Promise<T>,
  bare: ApiError['code'][] = [],
): Promise<T | null | undefined> {
  let throttle;
  try {
    throttle = await startThrottle(rule, await rule.limits({ req }), () => {});
  } catch (err) {
    if (err instanceof ApiError) return undefined;
    throw err;
  }
  try {
    return await read(throttle);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not-found') return null;
    if (err instanceof ApiError && (err.code === 'too-many-requests' || bare.includes(err.code)))
      return undefined;
    throw err;
  } finally {
    await throttle.settle();
  }
}

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
    '/jumuah': jumuahAnswer,
    '/eid-jamats': listPublishedEids,
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
  parentLink(token, req) {
    // The same counters as the API's by-token reads: only a wrong link counts against the
    // address, and a wrong link from an address that has tried too many gets the bare page (the
    // app then shows the 429); a right link always opens. A good link that no longer opens
    // (replaced, the student moved, the student or the qari disabled): the bare page, whose app
    // asks the API and words its refusal.
    return throttledRead(
      tokenThrottle,
      req,
      async (throttle) => {
        const student = await studentOfToken(token, throttle);
        const { id } = student;
        const { year, month } = karachiDay();
        const [fees, days, memorisation] = await Promise.all([
          readFeeMonth(id, monthKey({ year, month })),
          readMonthForParent(id, year, month),
          readMemorisation(id),
        ]);
        const link: ParentLinkData = {
          student: { uid: student.id, name: student.name, feesStatus: fees.status },
          year,
          month,
          days,
          memorisation,
          fees,
        };
        return link;
      },
      ['gone', 'forbidden'],
    );
  },
  // A sanad's verification, counted like the API's `GET /verify/{code}`.
  verify: (code, req) =>
    throttledRead(verifyThrottle, req, (throttle) => verifySanad(code, throttle)),
};
