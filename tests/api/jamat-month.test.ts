/**
 * The calendar endpoints against the emulators: scheduled jamat changes and moon-sighting
 * decisions as the public pages read them, the calendar feeds (`text/calendar`, cache headers,
 * parsed back with ical.js, stable UIDs), the timetable PDF (one page, its text read with
 * pdfjs-dist), bad input answered 400 with nothing changed; and, with fixed clocks, the scheduled
 * function applying a change on its day with its history, and the evening-before notification.
 *
 * Stand-in: FCM has no emulator, so the evening-before send gets a stand-in sender (the one FCM
 * boundary, functions/src/lib/fcm.ts); the tokens, the message and the once-only claim are real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { Timestamp } from 'firebase-admin/firestore';
import { JAMAT_TIMINGS_DOC } from '@masjid/domain/jamat';
import {
  DEFAULT_NOTICE_DAYS,
  JAMAT_CHANGES_COLLECTION,
  JAMAT_NOTICE_DOC,
  JAMAT_HISTORY_COLLECTION,
  jamatChangesResponseSchema,
} from '@masjid/domain/jamat-schedule';
import { HIJRI_MONTH_STARTS_COLLECTION, hijriMonthsResponseSchema } from '@masjid/domain/hijri';
import { EVENTS_COLLECTION } from '@masjid/domain/event';
import { PUSH_TOKENS_COLLECTION } from '@masjid/domain/push';
import { applyDueJamatChanges } from '../../functions/src/jamat-timings/apply-scheduled.ts';
import { notifyJamatChangesTomorrow } from '../../functions/src/push/scheduled-jamat.ts';
import { recordingFcm } from './push-outbox.ts';
import {
  adminDb,
  callApi,
  closeAdmin,
  expectApiError,
  expectJson,
  restoreAfterwards,
} from './client.ts';
import { API_BASE } from '../emulators.ts';
import { pdfText } from './pdf-text.ts';

const run = Math.random().toString(36).slice(2, 8);
const changeId = `api-change-${run}`;
const timingsRef = () =>
  adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);
const changes = () => adminDb().collection(JAMAT_CHANGES_COLLECTION);
const TIMINGS = {
  fajr: '05:30',
  zuhr: '13:15',
  asr: '16:45',
  maghrib: '18:10',
  isha: '20:00',
  jumma: '13:30',
};

const eventId = `api-ics-${run}`;
const EVENT = {
  title: 'Calendar feed test',
  imageUrl: 'https://example.org/x.jpg',
  date: '2099-12-05T14:00:00.000Z',
  registrationLink: 'https://example.org/register',
  description: 'An event far ahead, for the calendar feed.',
  titleUr: 'کیلنڈر فیڈ کی آزمائش',
  isUpcoming: true,
};

function icsEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

/** The five daily jamats' events (`jamat-DAY-PRAYER@`), without further Jumu'ah jamats or Eid. */
function dailyJamats(events: ICAL.Event[]) {
  return events.filter((e) => /^jamat-\d{4}-\d{2}-\d{2}-(fajr|zuhr|asr|maghrib|isha)@/.test(e.uid));
}

afterAll(closeAdmin);

describe('the public calendar answers', () => {
  restoreAfterwards(timingsRef);
  beforeAll(async () => {
    await timingsRef().set(TIMINGS);
    // Far ahead, so it stays a scheduled change whatever the clock.
    await changes()
      .doc(changeId)
      .set({ effectiveDate: '2099-01-01', times: { fajr: '06:00' } });
    await adminDb()
      .collection(HIJRI_MONTH_STARTS_COLLECTION)
      .doc('1520-09')
      .set({ hijriYear: 1520, hijriMonth: 9, startDate: '2095-07-01' });
    await adminDb().collection(EVENTS_COLLECTION).doc(eventId).set(EVENT);
  });
  afterAll(async () => {
    await changes().doc(changeId).delete();
    await adminDb().collection(HIJRI_MONTH_STARTS_COLLECTION).doc('1520-09').delete();
    await adminDb().collection(EVENTS_COLLECTION).doc(eventId).delete();
  });

  it('GET /jamat-changes lists the scheduled changes and notice days, cached at the CDN', async () => {
    const res = await callApi('/jamat-changes');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const body = jamatChangesResponseSchema.parse(res.json);
    expect(body.changes).toContainEqual({
      id: changeId,
      effectiveDate: '2099-01-01',
      times: { fajr: '06:00' },
    });
    // The days ahead a change is announced: the stored setting, else the default (spec section 7).
    const notice = await adminDb()
      .collection(JAMAT_NOTICE_DOC.collection)
      .doc(JAMAT_NOTICE_DOC.id)
      .get();
    expect(body.noticeDays).toBe(notice.get('noticeDays') ?? DEFAULT_NOTICE_DAYS);
  });

  it('GET /hijri-months gives the decisions without the Firebase SDK', async () => {
    const res = await callApi('/hijri-months');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const body = hijriMonthsResponseSchema.parse(res.json);
    expect(body.monthStarts).toContainEqual({
      id: '1520-09',
      hijriYear: 1520,
      hijriMonth: 9,
      startDate: '2095-07-01',
    });
  });

  it('GET /calendar/jamat.ics is RFC 5545 with 60 days of jamat times and the same UIDs each time', async () => {
    const first = await callApi('/calendar/jamat.ics');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=900, s-maxage=900');
    // The five daily jamats of 60 days; a second Jumu'ah jamat or an Eid (which other files may
    // save meanwhile: site/jumuah, eidJamats) comes as events of its own beside them.
    const events = dailyJamats(icsEvents(first.text));
    expect(events).toHaveLength(60 * 5);
    expect(events[0]?.uid).toMatch(/^jamat-\d{4}-\d{2}-\d{2}-fajr@/);
    const second = dailyJamats(icsEvents((await callApi('/calendar/jamat.ics')).text));
    expect(second.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it('GET /calendar/jamat.ics?lang=ur names each jamat in Urdu, with a reminder before it', async () => {
    const res = await callApi('/calendar/jamat.ics?lang=ur');
    expect(res.status).toBe(200);
    const events = dailyJamats(icsEvents(res.text));
    expect(events).toHaveLength(60 * 5);
    expect(events[0]?.summary).toBe('فجر کی جماعت');
    for (const event of events)
      expect(
        String(event.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')),
      ).toBe('-PT15M');
    expectApiError(await callApi('/calendar/jamat.ics?lang=fr'), 400, 'bad-request');
  });

  it('GET /calendar/events.ics holds the upcoming events; one event downloads alone', async () => {
    const res = await callApi('/calendar/events.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=900, s-maxage=900');
    const events = icsEvents(res.text);
    const upcoming = await adminDb()
      .collection(EVENTS_COLLECTION)
      .where('date', '>', new Date().toISOString())
      .get();
    expect(events).toHaveLength(upcoming.size);
    const id = eventId;
    const mine = events.find((e) => e.uid === `event-${id}@masjid-alnoor.web.app`);
    expect(mine?.summary).toBe(EVENT.title);
    expect(mine?.startDate.toJSDate().toISOString()).toBe(EVENT.date);

    const one = await callApi(`/calendar/events/${id}.ics`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toBe(`attachment; filename="${id}.ics"`);
    expect(icsEvents(one.text).map((e) => e.uid)).toEqual([`event-${id}@masjid-alnoor.web.app`]);
    // In Urdu: the event's Urdu title, in the feed and in its own download.
    const ur = icsEvents((await callApi('/calendar/events.ics?lang=ur')).text);
    expect(ur.find((e) => e.uid === mine?.uid)?.summary).toBe(EVENT.titleUr);
    const oneUr = await callApi(`/calendar/events/${id}.ics?lang=ur`);
    expect(icsEvents(oneUr.text).map((e) => e.summary)).toEqual([EVENT.titleUr]);
    expectApiError(await callApi('/calendar/events.ics?lang=fr'), 400, 'bad-request');
    expectApiError(await callApi('/calendar/events/no-such-event.ics'), 404, 'not-found');
    expectApiError(await callApi('/calendar/events/bad%20id.ics'), 400, 'bad-request');
  });

  it('GET /timetable/{year}/{month} is a PDF of one A4 page in either language, cached', async () => {
    for (const lang of ['en', 'ur'] as const) {
      const res = await fetch(`${API_BASE}/timetable/2026/12?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
      const { pages, text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(pages).toBe(1);
      // Zuhr's jamat (the seed's scheduled change moves only Fajr and Isha), and the year.
      expect(text).toContain('1:15');
      expect(text).toContain('2026');
      if (lang === 'en') {
        for (const word of ['December', 'Fajr', 'Zuhr', 'Asr', 'Maghrib', 'Isha', 'Sunrise'])
          expect(text).toContain(word);
      } else {
        // The Urdu reads back letter for letter (functions/src/lib/urdu-pdf.ts).
        for (const word of ['دسمبر', 'فجر', 'ظہر', 'عصر', 'مغرب', 'عشاء', 'جماعت'])
          expect(text).toContain(word);
      }
    }
  });

  it('refuses a bad month, year or language with 400', async () => {
    expectApiError(await callApi('/timetable/2026/13'), 400, 'bad-request');
    expectApiError(await callApi('/timetable/1999/1'), 400, 'bad-request');
    expectApiError(await callApi('/timetable/2026/1?lang=fr'), 400, 'bad-request');
    expectApiError(await callApi('/timetable/2026/1.pdf'), 400, 'bad-request');
  });
});

describe('a scheduled change takes effect on its day (fixed clocks)', () => {
  restoreAfterwards(timingsRef);
  const tokenId = `0000-jamat-eve-${run}`;
  // Long past, so no other stored change is due by then.
  const effectiveDate = '2000-03-02';
  const id = `api-due-${run}`;
  beforeAll(async () => {
    await timingsRef().set(TIMINGS);
    await changes()
      .doc(id)
      .set({ effectiveDate, times: { fajr: '05:15', isha: '19:45' } });
    const now = Timestamp.now();
    await adminDb()
      .collection(PUSH_TOKENS_COLLECTION)
      .doc(tokenId)
      .set({ token: `live-${run}`, userId: null, language: 'ur', createdAt: now, lastSeenAt: now });
  });
  afterAll(async () => {
    await adminDb().collection(PUSH_TOKENS_COLLECTION).doc(tokenId).delete();
    await adminDb().collection(JAMAT_HISTORY_COLLECTION).doc(id).delete();
    await changes().doc(id).delete();
  });

  it('notifies subscribers once, the evening before', async () => {
    const { sender, batches } = recordingFcm();
    // 1 March 2000, 20:00 in Karachi.
    const evening = new Date('2000-03-01T15:00:00Z');
    const [summary] = await notifyJamatChangesTomorrow(evening, sender);
    expect(summary?.sent).toBeGreaterThanOrEqual(1);
    const mine = batches.find((b) => b.tokens.includes(`live-${run}`));
    expect(mine?.payload.lang).toBe('ur');
    expect(mine?.payload.body).toContain('فجر');
    expect(mine?.payload.body).toContain('5:15 صبح');
    // The scheduled function may run again: nothing more is sent.
    expect(await notifyJamatChangesTomorrow(evening, sender)).toEqual([undefined]);
  });

  it('is applied on its day only, with the timings it replaced kept in the history', async () => {
    expect(await applyDueJamatChanges(new Date('2000-03-01T18:00:00Z'))).not.toContain(id);
    expect((await timingsRef().get()).data()).toEqual(TIMINGS);
    // 2 March 2000, 00:05 in Karachi.
    const applied = await applyDueJamatChanges(new Date('2000-03-01T19:05:00Z'));
    expect(applied).toEqual([id]);
    expect((await timingsRef().get()).data()).toMatchObject({
      fajr: '05:15',
      isha: '19:45',
      zuhr: '13:15',
    });
    expect((await changes().doc(id).get()).exists).toBe(false);
    const history = (await adminDb().collection(JAMAT_HISTORY_COLLECTION).doc(id).get()).data();
    expect(history).toMatchObject({ effectiveDate, before: TIMINGS, changeId: id });
    expect(await applyDueJamatChanges(new Date('2000-03-01T19:10:00Z'))).toEqual([]);
  });
});
