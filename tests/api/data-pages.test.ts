/**
 * The data pages' first HTML, through Hosting (its emulator serves the rewrites to the `pages`
 * function as Hosting does): `/events`, `/events/{id}`, `/fridaybayan?page=`, `/bayan/{id}` and
 * their `/ur/...` twins carry their content in the raw HTML, before any script, in the page's language, with the
 * same values in the JSON block the app starts from; the CDN may keep them (`s-maxage`,
 * `stale-while-revalidate`) and every header of firebase.json is there. An unknown or malformed
 * bayan or event id and a listing page past the last answer 404 with the page's not-found state,
 * and so does any address of no page, in its language; the signed-in pages stay Hosting's files. A title
 * that tries to close the JSON block stays inside it. Test documents start with `test-pages-` and
 * are deleted afterwards.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EVENTS_COLLECTION, type EventData } from '@masjid/domain/event';
import { RECORDINGS_COLLECTION, type RecordingData } from '@masjid/domain/recording';
import { JANAZA_COLLECTION, type JanazaData } from '@masjid/domain/janaza';
import { HOME_API_PATHS } from '@masjid/domain/data-pages';
import { JAMAT_TIMINGS_DOC } from '@masjid/domain/jamat';
import { PAGE_DATA_ELEMENT_ID, SERVED_AT_KEY, pageDataKeys } from '@masjid/domain/page-data-keys';
import { DEEP_LINKS_COLLECTION, STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION, isoDay } from '@masjid/domain/progress';
import { karachiDay, karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { computeDayTimes } from '@masjid/domain/prayer-times';
import { formatHijri, hijriDateOf, hijriMonthsResponseSchema } from '@masjid/domain/hijri';
import { parentLinkDataSchema } from '@masjid/domain/parent-link-page';
import { tokenHash } from '../../functions/src/hifz/link-token.ts';
import { adminDb, closeAdmin, randomAddress, resetThrottle } from './client.ts';
import { indexNow } from './stored-media.ts';
import { SITE_ORIGIN } from '../emulators.ts';

/** Wrong parents' links an address may try (functions/src/hifz/access.ts). */
const MAX_LINK_MISSES_PER_ADDRESS = 30;

/** The site details' key: every page but home adds them to its own reads (serve.ts). */
const SITE_DETAILS = pageDataKeys.api('/site-details');

const PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Tries to end the data block and run a script of its own. */
const HOSTILE = 'Test pages </script><script>alert(1)</script><!--';

const event: EventData = {
  title: HOSTILE,
  titleUr: 'ٹیسٹ: عید ملن',
  imageUrl: '/images/events/family-night.webp',
  // Far ahead, so it is first among the upcoming events whatever else is stored.
  date: '2098-04-20T14:00:00.000Z',
  registrationLink: 'https://forms.gle/test-pages',
  description: 'An event written by the data pages test.',
  isUpcoming: true,
};

const recording = (id: string, date: string, title: string): RecordingData => ({
  title,
  titleUr: `بیان ${id.slice(-2)}`,
  date,
  category: 'friday',
  downloadURL: `/api/media/recordings/${id}/audio.mp3`,
  storagePath: `recordings/${id}/audio.mp3`,
  contentType: 'audio/mpeg',
  size: 1000,
  createdAt: `${date}T09:00:00.000Z`,
});

/** A janaza notice whose prayer is two hours ahead: the home page shows it at its top. */
const janaza: JanazaData = {
  name: 'Test pages: Haji Abdul Ghani',
  nameUrdu: 'ٹیسٹ: حاجی عبدالغنی',
  prayerAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
  place: 'Main prayer hall',
};

/** Thirteen Friday bayans dated after every other one: page 1 holds twelve, page 2 the last. */
const BAYANS = Array.from({ length: 13 }, (_, i) => {
  const id = `test-pages-bayan-${String(i + 1).padStart(2, '0')}`;
  return { id, data: recording(id, `2098-01-${String(28 - i).padStart(2, '0')}`, `Bayan ${id}`) };
});
const FIRST = BAYANS[0]!;
const LAST = BAYANS[12]!;

const timingsDoc = () =>
  adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);
/** A parent's link to a test student (stored as the deep-link endpoint stores it: its hash). */
const PARENT_TOKEN = 'testPagesParentLinkToken_0123456789abcdefgh'; // 43, as issued
const PARENT_STUDENT = 'test-pages-student';
const today = karachiDay();
const TODAY = isoDay(today.year, today.month, today.day);
const studentDoc = () => adminDb().collection(STUDENTS_COLLECTION).doc(PARENT_STUDENT);
const linkDoc = () => adminDb().collection(DEEP_LINKS_COLLECTION).doc(tokenHash(PARENT_TOKEN));

/** The stored jamat times before this file, put back afterwards. */
let storedTimings: FirebaseFirestore.DocumentData | undefined;

beforeAll(async () => {
  storedTimings = (await timingsDoc().get()).data();
  await timingsDoc().set({ fajr: '05:45', zuhr: '13:30' });
  const batch = adminDb().batch();
  batch.set(adminDb().collection(EVENTS_COLLECTION).doc('test-pages-event'), event);
  batch.set(adminDb().collection(JANAZA_COLLECTION).doc('test-pages-janaza'), janaza);
  for (const { id, data } of BAYANS)
    batch.set(adminDb().collection(RECORDINGS_COLLECTION).doc(id), data);
  batch.set(studentDoc(), {
    name: 'Test Pages Bilal',
    email: 'test-pages-student@demo.test',
    teacherId: 'test-pages-qari',
  });
  batch.set(studentDoc().collection(PROGRESS_SUBCOLLECTION).doc(TODAY), {
    ...today,
    date: TODAY,
    status: 'done',
    attendance: 'on-time',
    sabaq: 'very-good',
  });
  batch.set(linkDoc(), { studentId: PARENT_STUDENT, createdAt: new Date().toISOString() });
  await batch.commit();
  await indexNow('friday');
});

afterAll(async () => {
  if (storedTimings) await timingsDoc().set(storedTimings);
  else await timingsDoc().delete();
  const batch = adminDb().batch();
  batch.delete(adminDb().collection(EVENTS_COLLECTION).doc('test-pages-event'));
  batch.delete(adminDb().collection(JANAZA_COLLECTION).doc('test-pages-janaza'));
  for (const { id } of BAYANS) batch.delete(adminDb().collection(RECORDINGS_COLLECTION).doc(id));
  batch.delete(studentDoc().collection(PROGRESS_SUBCOLLECTION).doc(TODAY));
  batch.delete(studentDoc());
  batch.delete(linkDoc());
  await batch.commit();
  await resetThrottle();
  await closeAdmin();
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
  /** The HTML inside #root, before the data block. */
  body: string;
  /** The data block's values, without `servedAt`. */
  data: Record<string, unknown>;
  /** When the server read them (epoch ms). */
  servedAt: unknown;
}

const blockPattern = new RegExp(
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
);

async function get(path: string): Promise<Page> {
  const res = await fetch(`${SITE_ORIGIN}${path}`, { redirect: 'manual' });
  const html = await res.text();
  const root = html.indexOf('<div id="root"');
  const block = blockPattern.exec(html);
  const data = z
    .record(z.string(), z.unknown())
    .parse(block?.[1] === undefined ? {} : JSON.parse(block[1]));
  const { [SERVED_AT_KEY]: servedAt, ...values } = data;
  return {
    status: res.status,
    headers: res.headers,
    html,
    body: html.slice(root, block ? block.index : undefined),
    data: values,
    servedAt,
  };
}

/**
 * The app starts after the page's first paint (web/src/app/app-entry.ts): the page names it in
 * <meta name="app-entry"> and has no module script or module preload to fetch before painting,
 * also when it is written into the app shell (a bayan, a parent's link).
 */
function expectAppAfterFirstPaint(page: Page) {
  expect(page.html).toMatch(/<meta name="app-entry" content="\/assets\/[^"]+\.js" data-preload="/);
  expect(page.html).not.toContain('<script type="module"');
  expect(page.html).not.toContain('rel="modulepreload"');
}

/**
 * The page's served headers (HTML, the CDN's cache, and firebase.json's security headers), and
 * its app started after the first paint.
 */
function expectServed(page: Page, status = 200) {
  expect(page.status, page.html.slice(0, 300)).toBe(status);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('cache-control')).toBe(PAGE_CACHE);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect(page.headers.get('strict-transport-security')).toContain('max-age=31536000');
  expectAppAfterFirstPaint(page);
}

/** An Urdu address, served as an Urdu page rendered in Urdu. */
async function getUrdu(path: string): Promise<Page> {
  const page = await get(path);
  expectServed(page);
  expect(page.html).toContain('<html lang="ur" dir="rtl">');
  expect(page.body).toContain('data-prerendered="ur"');
  return page;
}

const text = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? '';

/** A time as the English pages write it, in Karachi (e.g. `6:56 AM`). */
const clock = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Karachi',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);

describe('data pages: the first HTML carries the content', () => {
  it('/ has the janaza notice at its top, the jamat times and the upcoming events in its HTML, and every first read in the data block', async () => {
    const before = Date.now();
    const page = await get('/');
    expectServed(page);
    // When the data was read, so that the app reads again a copy the CDN kept for minutes.
    expect(page.servedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(page.servedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(page.html).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('data-prerendered="en"');
    // The notice comes before the jamat times, as on the live page.
    const notice = page.body.indexOf('data-janaza-id="test-pages-janaza"');
    expect(notice).toBeGreaterThan(0);
    expect(page.body).toContain('Test pages: Haji Abdul Ghani');
    expect(notice).toBeLessThan(page.body.indexOf('class="jamat-table"'));
    // The jamat times are filled in from the stored ones, not waiting for a script.
    expect(text(page.body, /<tr data-prayer="fajr">[\s\S]*?jamat-time[^"]*">([^<]*)</)).toBe(
      '5:45 AM',
    );
    expect(page.body).toContain(
      'Test pages &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--',
    );
    expect(Object.keys(page.data).sort()).toEqual(
      HOME_API_PATHS.map((path) => pageDataKeys.api(path)).sort(),
    );
    // Each value is what the REST API answers for the same read.
    for (const path of ['/janaza', '/jamat-timings', '/hijri-months', '/site-details', '/jumuah']) {
      const answer: unknown = await (await fetch(`${SITE_ORIGIN}/api${path}`)).json();
      expect(page.data[pageDataKeys.api(path)], path).toEqual(answer);
    }
    expect(page.html.match(/<script type="application\/json"/g)).toHaveLength(1);
    // Today's Hijri date is in the served page (the prerendered one leaves it to the app), from
    // the decisions it was served with: the app's first render then paints nothing new.
    const { monthStarts } = hijriMonthsResponseSchema.parse(
      page.data[pageDataKeys.api('/hijri-months')],
    );
    expect(text(page.body, /<span class="hijri-date"[^>]*>([^<]*)</)).toBe(
      formatHijri(hijriDateOf(karachiIsoToday(), monthStarts), 'en'),
    );
    // So are today's sunrise (header) and start times (jamat block), where the HTML prerendered
    // at build time has dashes (below): the app's first render writes the same text over them.
    const day = computeDayTimes();
    expect(text(page.body, /class="sun-times"[\s\S]*?<time[^>]*>([^<]*)</)).toBe(
      clock(day.sunrise),
    );
    expect(text(page.body, /<tr data-prayer="fajr">[\s\S]*?jamat-start[^"]*">([^<]*)</)).toBe(
      clock(day.fajr),
    );
    expect(text(page.body, /<p class="jamat-dates"><span>([^<]*)</)).toMatch(/\d{4}$/);
    // The first render of the pages function in the run: its cold start on a busy machine.
  }, 60_000);

  it('a page prerendered at build time leaves today to the app: dashes for the sun times', async () => {
    const res = await fetch(`${SITE_ORIGIN}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain(`id="${PAGE_DATA_ELEMENT_ID}"`);
    expect(text(html, /class="sun-times"[\s\S]*?<time[^>]*>([^<]*)</)).toBe('–');
  });

  it('/ur is Urdu with the Urdu name of the deceased', async () => {
    const page = await getUrdu('/ur');
    expect(page.body).toContain('ٹیسٹ: حاجی عبدالغنی');
    expect(page.body).not.toContain('Haji Abdul Ghani');
  });

  it('/events lists the events in the HTML and in the data block, and keeps a hostile title inert', async () => {
    const page = await get('/events');
    expectServed(page);
    expect(page.html).toContain('<html lang="en" dir="ltr">');
    expect(text(page.body, /<h1>([^<]*)<\/h1>/)).toBe('All Events');
    expect(page.body).toContain('Upcoming events');
    // The title is text in the page, never markup.
    expect(page.body).toContain(
      'Test pages &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--',
    );
    expect(page.html).not.toContain('<script>alert(1)');
    const events = z
      .array(z.object({ id: z.string(), title: z.string() }))
      .parse(page.data[pageDataKeys.events]);
    expect(events.find((e) => e.id === 'test-pages-event')?.title).toBe(HOSTILE);
    // The header and footer's site details, as the API answers them (the app may start a minute
    // later: web/src/app/reader-start/).
    const details: unknown = await (await fetch(`${SITE_ORIGIN}/api/site-details`)).json();
    expect(page.data[SITE_DETAILS]).toEqual(details);
    // The data block is the only thing after #root: nothing of it leaked into the page.
    expect(page.html.match(/<script type="application\/json"/g)).toHaveLength(1);
  });

  it('/ur/events is Urdu, with the Urdu title', async () => {
    const page = await getUrdu('/ur/events');
    expect(page.body).toContain('ٹیسٹ: عید ملن');
    expect(text(page.body, /<h1>([^<]*)<\/h1>/)).toMatch(/[\u0600-\u06FF]/);
    expect(page.data[pageDataKeys.events]).toBeInstanceOf(Array);
  });

  it('/fridaybayan and ?page=2 list their bayans with the count; past the last page is 404', async () => {
    const first = await get('/fridaybayan');
    expectServed(first);
    expect(first.body).toContain(`Bayan ${FIRST.id}`);
    expect(first.body).not.toContain(`Bayan ${LAST.id}`);
    expect(first.body).toContain(`href="/bayan/${FIRST.id}"`);
    const listing = z
      .object({ recordings: z.array(z.object({ id: z.string() })), total: z.number() })
      .parse(first.data[pageDataKeys.recordingsPage('friday', 1)]);
    expect(listing.recordings.map((r) => r.id)).toEqual(BAYANS.slice(0, 12).map((b) => b.id));
    expect(listing.total).toBeGreaterThanOrEqual(13);

    const second = await get('/fridaybayan?page=2');
    expectServed(second);
    expect(second.body).toContain(`Bayan ${LAST.id}`);
    expect(second.html).toContain('/fridaybayan?page=2" />');
    expect(Object.keys(second.data).sort()).toEqual(
      [pageDataKeys.recordingsPage('friday', 2), SITE_DETAILS].sort(),
    );

    for (const path of ['/fridaybayan?page=999', '/fridaybayan?page=1001']) {
      const past = await get(path);
      expectServed(past, 404);
      expect(past.body, path).toMatch(/There is no page (999|1,001)\./);
    }
  });

  it('/ur/fridaybayan is Urdu, with the Urdu titles', async () => {
    const page = await get('/ur/fridaybayan');
    expectServed(page);
    expect(page.html).toContain('<html lang="ur" dir="rtl">');
    expect(page.body).toContain(FIRST.data.titleUr);
    expect(page.body).toContain(`href="/ur/bayan/${FIRST.id}"`);
  });

  it('/bayan/{id} has the title, the player and its links in both languages', async () => {
    const page = await get(`/bayan/${FIRST.id}`);
    expectServed(page);
    expect(text(page.html, /<title>([^<]*)<\/title>/)).toMatch(
      new RegExp(`^Bayan ${FIRST.id} \\|`),
    );
    expect(text(page.body, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(`Bayan ${FIRST.id}`);
    expect(page.body).toMatch(
      new RegExp(`<audio[^>]*src="/api/media/recordings/${FIRST.id}/audio.mp3"`),
    );
    // The page's load event (which starts the app) does not wait for the audio's metadata.
    expect(page.body).toMatch(/<audio[^>]*preload="none"/);
    expect(page.html).toContain(
      `<link rel="alternate" hreflang="ur" href="https://masjid-alnoor.web.app/ur/bayan/${FIRST.id}" />`,
    );
    expect(page.data[pageDataKeys.recording(FIRST.id)]).toMatchObject({ id: FIRST.id });

    const urdu = await get(`/ur/bayan/${FIRST.id}`);
    expectServed(urdu);
    expect(urdu.html).toContain('<html lang="ur" dir="rtl">');
    expect(text(urdu.body, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(FIRST.data.titleUr);
    expect(text(urdu.html, /<title>([^<]*)<\/title>/)).toContain(FIRST.data.titleUr);
  });

  it.each([
    [
      '/bayan/test-pages-no-such-id',
      pageDataKeys.recording('test-pages-no-such-id'),
      'Page not found',
    ],
    ['/bayan/bad%20id!', pageDataKeys.recording('bad id!'), 'Page not found'],
    ['/ur/bayan/test-pages-no-such-id', pageDataKeys.recording('test-pages-no-such-id'), ''],
    // An event's page as a bayan's.
    [
      '/events/test-pages-no-such-event',
      pageDataKeys.event('test-pages-no-such-event'),
      'Page not found',
    ],
    ['/events/bad%20id!', pageDataKeys.event('bad id!'), 'Page not found'],
    ['/ur/events/test-pages-no-such-event', pageDataKeys.event('test-pages-no-such-event'), ''],
  ])(
    '%s answers 404 with the not-found page and says so in its data',
    async (path, key, heading) => {
      const page = await get(path);
      expectServed(page, 404);
      const h1 = text(page.body, /<h1[^>]*>([^<]*)<\/h1>/);
      if (heading) expect(h1).toBe(heading);
      else expect(h1).toMatch(/[\u0600-\u06FF]/);
      expect(page.data).toEqual({ [key]: null, [SITE_DETAILS]: expect.anything() });
    },
  );

  it('/events/{id} has the title, the date and the description in both languages', async () => {
    const page = await get('/events/test-pages-event');
    expectServed(page);
    expect(page.body).toContain(event.description);
    expect(page.body).toContain('<time dateTime="2098-04-20T14:00:00.000Z"');
    expect(page.data[pageDataKeys.event('test-pages-event')]).toMatchObject({
      id: 'test-pages-event',
      title: HOSTILE,
    });
    expect(page.html).not.toContain('<script>alert(1)');

    const urdu = await getUrdu('/ur/events/test-pages-event');
    expect(text(urdu.body, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(event.titleUr);
    expect(text(urdu.html, /<title>([^<]*)<\/title>/)).toContain(event.titleUr);
  });

  it.each([
    '/hifz-login',
    '/ur/hifz-login',
    '/students/test-pages-student/report',
    '/manage-content/edit/test-pages-entry',
    '/update-delete-morningSundaybayan',
    '/edit-event/test-pages-event',
  ])('%s, a signed-in page, is the app shell that Hosting serves itself', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).toContain(`<html lang="${path.startsWith('/ur/') ? 'ur' : 'en'}"`);
    // Not through the function (firebase.json names the address): no data page's cache.
    expect(page.headers.get('cache-control')).not.toBe(PAGE_CACHE);
  });

  it('refuses other methods', async () => {
    const res = await fetch(`${SITE_ORIGIN}/events`, { method: 'POST' });
    expect([405, 404]).toContain(res.status);
  });
});

/** What goes over the wire for `path` when the browser offers `acceptEncoding` (undici's fetch would decode it). */
function raw(
  path: string,
  acceptEncoding: string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${SITE_ORIGIN}${path}`,
      { headers: { 'Accept-Encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Hosting's documentation promises compression for the files deployed to it, not for a function's
 * answer, and its emulator passes that answer on as it is: without the functions' own compression
 * (functions/src/lib/compress.ts) a data page would reach a phone at its full size.
 */
describe('data pages and the API reach a phone compressed', () => {
  it.each(['/events', '/ur', '/bayan/test-pages-bayan-01'])(
    '%s is Brotli when offered, gzip otherwise, the same page when decoded, and varies by encoding',
    async (path) => {
      const plain = await raw(path, 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const html = plain.bytes.toString('utf8');
      const withoutTime = (page: string) => page.replace(new RegExp(`"${SERVED_AT_KEY}":\\d+`), '');

      const br = await raw(path, 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe(PAGE_CACHE);
      const decoded = brotliDecompressSync(br.bytes).toString('utf8');
      expect(withoutTime(decoded)).toBe(withoutTime(html));
      // A page of about 40 KB goes as about 10 KB; the bayan's 13.5 KB, with the site details'
      // less repetitive text, as about 4.9 KB.
      expect(br.bytes.length).toBeLessThan(html.length * 0.4);

      const gzip = await raw(path, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(withoutTime(gunzipSync(gzip.bytes).toString('utf8'))).toBe(withoutTime(html));
    },
  );

  it("a parent's link is compressed and still kept by no cache", async () => {
    const br = await raw(`/dashboard-student?token=${PARENT_TOKEN}`, 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toContain('Test Pages Bilal');
  });

  it("the API's JSON is compressed too (GET /api/get-recordings/friday, twelve bayans)", async () => {
    const br = await raw('/api/get-recordings/friday?page=1', 'br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toContain(FIRST.id);
  });
});

describe("a parent's link: the child's month in the first HTML, kept by no cache", () => {
  it('/dashboard-student?token= has the name, the calendar and the paras in its HTML, and the answers in its block', async () => {
    const page = await get(`/dashboard-student?token=${PARENT_TOKEN}`);
    expect(page.status, page.html.slice(0, 300)).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expectAppAfterFirstPaint(page);
    expect(page.body).toContain('data-prerendered="en"');
    expect(page.body).toContain('Test Pages Bilal');
    // The day recorded today is marked in the calendar, and the 30 paras are drawn.
    expect(page.body).toMatch(new RegExp(`data-date="${TODAY}"[^>]*data-attendance="on-time"`));
    expect(page.body.match(/data-para="/g)).toHaveLength(30);
    const link = parentLinkDataSchema.parse(page.data[pageDataKeys.parentLink]);
    expect(link.student).toEqual({
      uid: PARENT_STUDENT,
      name: 'Test Pages Bilal',
      feesStatus: 'Not Paid',
    });
    expect({ year: link.year, month: link.month }).toEqual({
      year: today.year,
      month: today.month,
    });
    expect(link.days.map((d) => d.date)).toEqual([TODAY]);
    // The same answers the REST API gives the app for the link.
    const answer = (path: string) =>
      fetch(`${SITE_ORIGIN}/api/students/by-token/${PARENT_TOKEN}${path}`).then((r) => r.json());
    const raw = z
      .object({ days: z.unknown(), memorisation: z.unknown(), fees: z.unknown() })
      .parse(page.data[pageDataKeys.parentLink]);
    expect(raw.days).toEqual(await answer(`/progress?month=${today.month}&year=${today.year}`));
    expect(raw.memorisation).toEqual(await answer('/memorisation'));
    // This month's fees (decision 0053), so the page asks for none on opening.
    expect(raw.fees).toEqual(
      await answer(`/fees/${today.year}-${String(today.month).padStart(2, '0')}`),
    );
    // The token is in no link of the head (canonical, hreflang) nor anywhere else in the page.
    expect(page.html).not.toContain(PARENT_TOKEN);
    expect(page.html).toContain(
      '<link rel="canonical" href="https://masjid-alnoor.web.app/dashboard-student" />',
    );
  });

  it('/ur/dashboard-student?token= is the dashboard in Urdu', async () => {
    const page = await get(`/ur/dashboard-student?token=${PARENT_TOKEN}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.html).toContain('<html lang="ur" dir="rtl">');
    expect(page.body).toContain('data-prerendered="ur"');
    expect(page.body).toContain('Test Pages Bilal');
    expect(page.body.match(/data-para="/g)).toHaveLength(30);
    // In Urdu words (the month's heading), not the English page.
    expect(text(page.body, /<h1>([^<]*)<\/h1>/)).toMatch(/[\u0600-\u06FF]/);
    expect(page.body).not.toContain('Progress for');
    expect(page.html).not.toContain(PARENT_TOKEN);
    expect(page.html).not.toContain('<link rel="alternate"');
  });

  it.each([
    ['an unknown token', '/dashboard-student?token=testPagesNoSuchToken_0123456789abcdefghijkl'],
    ['a malformed token', '/dashboard-student?token=%3Cscript%3E'],
  ])(
    '%s answers 404 with the refusal, which the app takes without asking again',
    async (_, path) => {
      const page = await get(path);
      expect(page.status).toBe(404);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.body).toContain('Invalid or expired link');
      expect(page.data).toEqual({
        [pageDataKeys.parentLink]: null,
        [SITE_DETAILS]: expect.anything(),
      });
    },
  );

  it.each([
    ['no token (a student signing in)', '/dashboard-student'],
    ['an empty token', '/dashboard-student?token='],
  ])('%s gets the app shell without data, kept by no cache', async (_, path) => {
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.data).toEqual({});
    expect(page.servedAt).toBeUndefined();
    expect(page.body).not.toContain('data-prerendered');
  });

  it('counts a wrong link against the address like the API; a right link still opens', async () => {
    // The address these requests are counted under: the one the test's own caller writes (no
    // proxy of Google's stands in front of the emulator; docs/decisions/0042-counted-address.md).
    const from = { 'x-forwarded-for': randomAddress() };
    await resetThrottle();
    const wrong = (i: number) =>
      `${SITE_ORIGIN}/dashboard-student?token=testPagesWrongToken_${String(i).padStart(23, '0')}`;
    // The API's limit of wrong links per address, spent through the page alone.
    for (let i = 0; i < MAX_LINK_MISSES_PER_ADDRESS; i++)
      await (await fetch(wrong(i), { headers: from })).text();
    const api = await fetch(`${SITE_ORIGIN}/api/students/by-token/testPagesWrongToken_x`, {
      headers: from,
    });
    expect(api.status).toBe(429);
    // A right link is never refused by the counter: the parent still gets the child's page.
    const page = await fetch(`${SITE_ORIGIN}/dashboard-student?token=${PARENT_TOKEN}`, {
      headers: from,
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Test Pages Bilal');
    await resetThrottle();
  }, 120_000);
});
