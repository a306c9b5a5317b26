/**
 * `GET /jamat-timings`: the six jamat times, or only those set; `PUT` by the site admin. Beside
 * them, what the public pages compute the coming days from: `GET /jamat-changes` (scheduled
 * changes and notice days), `GET /hijri-months` (moon-sighting decisions), and the month's
 * timetable as a PDF and the coming days' jamat times as a calendar feed.
 */
import { Router } from 'express';
import * as z from 'zod/mini';
import { FieldValue } from 'firebase-admin/firestore';
import {
  JAMAT_TIMINGS_DOC,
  jamatTimingsSchema,
  storedJamatTimingsSchema,
} from '@masjid/domain/jamat';
import { EDIT_MARKS_COLLECTION, editMarkPrefix } from '@masjid/domain/change-history';
import { stored } from '../lib/stored.ts';
import { db } from '../lib/firebase.ts';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { builtFile } from '../api/built-files.ts';
import { clientAddress } from '../api/throttle.ts';
import {
  readJamatTimings,
  readJumuah,
  readMonthStarts,
  readNoticeDays,
  readPublishedEids,
  readScheduledChanges,
} from '../lib/jamat-data.ts';
import { JAMAT_FEED_DAYS, jamatCalendar } from './calendar-feed.ts';
import { timetablePdf } from './timetable-pdf.ts';
import { FEED_CACHE, feedQuery, sendIcs } from '../lib/ics.ts';
import { timetableMonth } from '@masjid/domain/timetable';
import { site } from '@masjid/domain/site';

/**
 * A timetable PDF's address: `/timetable/2026/12?lang=ur`. No `.pdf` ending: Hosting gives every
 * `*.pdf` a day of browser cache, too long for a month whose jamat times an admin may change.
 */
const timetableParams = z.object({
  year: z.string().check(z.regex(/^20\d\d$/, 'The year is 2000 to 2099')),
  month: z.string().check(z.regex(/^(0?[1-9]|1[0-2])$/, 'The month is 1 to 12')),
});
const timetableQuery = z.object({
  lang: z.optional(z.enum(['en', 'ur'], 'The language is en or ur')),
});
/** A month's PDF changes only when an admin changes something: the CDN keeps it 10 minutes. */
const PDF_CACHE = 'public, max-age=600, s-maxage=600';

/**
 * Timetable PDFs one client address may have built within the throttle window (15 minutes). A
 * month's PDF is built once per version of its data (api/built-files.ts) and then served without
 * counting: a reader's months in both languages are far fewer.
 */
export const MAX_TIMETABLE_BUILDS = 24;

/** `PUT` body: any of the six lowercase keys, each `HH:MM`; at least one; no other keys. */
const putJamatTimingsBody = jamatTimingsSchema.check(
  z.refine(
    (v) => Object.keys(v).length > 0,
    'Send at least one of fajr, zuhr, asr, maghrib, isha, jumma',
  ),
);

/** `GET /jamat-changes`: the scheduled changes and how many days ahead they are announced. */
export async function jamatChangesAnswer() {
  const [noticeDays, changes] = await Promise.all([readNoticeDays(), readScheduledChanges()]);
  return { noticeDays, changes };
}

/** `GET /hijri-months`: the site's Hijri correction and the moon-sighting decisions. */
export async function hijriMonthsAnswer() {
  return { offsetDays: site.hijriOffsetDays, monthStarts: await readMonthStarts() };
}

export function jamatTimingsRouter(): Router {
  const router = Router();
  route(router, '/jamat-timings', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => readJamatTimings()),
    // Merges the given times and answers with all stored times; the edit mark names the caller
    // in the change history (decision 0040).
    put: endpoint({ role: 'siteAdmin', body: putJamatTimingsBody }, async ({ body, caller }) => {
      const timingsRef = db.collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);
      await db.runTransaction(async (tx) => {
        const current = await tx.get(timingsRef.withConverter(stored(storedJamatTimingsSchema)));
        const { id: _id, ...timings } = current.data() ?? { id: JAMAT_TIMINGS_DOC.id };
        const after = { ...timings, ...body };
        tx.set(timingsRef, after);
        const marks = db.collection(EDIT_MARKS_COLLECTION);
        const prefix = editMarkPrefix(JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id);
        tx.set(marks.doc(`${prefix}${marks.doc().id}`), {
          by: caller.uid,
          at: FieldValue.serverTimestamp(),
          after,
        });
      });
      return readJamatTimings();
    }),
  });
  route(router, '/jamat-changes', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => jamatChangesAnswer()),
  });
  route(router, '/hijri-months', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => hijriMonthsAnswer()),
  });
  route(router, '/calendar/jamat.ics', {
    get: endpoint({ role: 'public', query: feedQuery }, async ({ query, res }) => {
      const [current, changes, jumuah, eids] = await Promise.all([
        readJamatTimings(),
        readScheduledChanges(),
        readJumuah(),
        readMonthStarts().then(readPublishedEids),
      ]);
      res.set('Cache-Control', FEED_CACHE);
      sendIcs(
        res,
        jamatCalendar(new Date(), current, changes, JAMAT_FEED_DAYS, query.lang, { jumuah, eids }),
      );
      return undefined;
    }),
  });
  route(router, '/timetable/:year/:month', {
    get: endpoint(
      { role: 'public', params: timetableParams, query: timetableQuery },
      async ({ params, query, req, res }) => {
        const year = Number(params.year);
        const month = Number(params.month);
        const [current, scheduledChanges, monthStarts] = await Promise.all([
          readJamatTimings(),
          readScheduledChanges(),
          readMonthStarts(),
        ]);
        const rows = timetableMonth(year, month, { current, scheduledChanges, monthStarts });
        const lang = query.lang ?? 'en';
        const pdf = await builtFile(res, {
          kind: 'timetable',
          inputs: { year, month, lang, rows },
          contentType: 'application/pdf',
          build: () => timetablePdf(year, month, rows, lang),
          builder: clientAddress(req),
          maxBuilds: MAX_TIMETABLE_BUILDS,
          keep: true,
        });
        const name = `timetable-${year}-${String(month).padStart(2, '0')}-${query.lang ?? 'en'}.pdf`;
        res.set('Cache-Control', PDF_CACHE);
        res.type('application/pdf');
        res.set('Content-Disposition', `inline; filename="${name}"`);
        res.send(pdf);
        return undefined;
      },
    ),
  });
  return router;
}
