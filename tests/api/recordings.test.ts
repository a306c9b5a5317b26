/**
 * The recordings API: counts, pages, one recording, the multipart `POST
 * /post-recording/{category}`, `DELETE /delete-recording/{id}`, the resumable upload
 * (`/recording-uploads`, the local store's `PUT /media-uploads/{session}`) and the audio served
 * with byte ranges. Every refusal is checked to leave neither a document nor a file behind.
 *
 * The media store here is the local-disk one (no Storage emulator on our machines); the checks of
 * "no file left" look into its folder, `MEDIA_STORE_DIR`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  RECORDINGS_COLLECTION,
  RECORDING_UPLOADS_COLLECTION,
  recordingAnswerSchema,
  recordingsCountSchema,
  uploadSessionSchema,
  type Recording,
  type UploadSession,
} from '@masjid/domain/recording';
import { localMediaDir } from '../../functions/src/lib/media-store/local-disk.ts';
import { adminDb, callApi, closeAdmin, expectApiError, expectJson, sendJson } from './client.ts';
import { indexNow, storedRecordingMedia, untilIndexed } from './stored-media.ts';
import { deleteUsers, siteAdminCallers } from './tokens.ts';
import { ROOT, SITE_ORIGIN } from '../emulators.ts';

const recordingList = z.array(recordingAnswerSchema);

const MP3 = readFileSync(join(ROOT, 'seed', 'audio', 'demo-friday-03.mp3'));
const NOT_AUDIO = Buffer.from('%PDF-1.7\n' + 'this is a document, not a bayan\n'.repeat(200));
/** Far-future dates sort these first in every listing, whatever else is stored. */
const PAGED = Array.from({ length: 14 }, (_, i) => ({
  id: `test-paged-${String(i + 1).padStart(2, '0')}`,
  date: `2099-01-${String(28 - i).padStart(2, '0')}`,
}));

let siteAdmin: string;
let qari: string;
let plain: string;
let revoked: string;
const uids: string[] = [];
const created: string[] = [];

const recordingRef = (id: string) => adminDb().collection(RECORDINGS_COLLECTION).doc(id);
const stored = storedRecordingMedia;

function form(fields: {
  title?: string;
  titleUr?: string;
  date?: string;
  file?: Buffer;
  type?: string;
}): FormData {
  const body = new FormData();
  if (fields.title !== undefined) body.set('title', fields.title);
  if (fields.titleUr !== undefined) body.set('titleUr', fields.titleUr);
  if (fields.date !== undefined) body.set('date', fields.date);
  if (fields.file)
    body.set(
      'file',
      new Blob([new Uint8Array(fields.file)], { type: fields.type ?? 'audio/mpeg' }),
      'bayan.mp3',
    );
  return body;
}

function postRecording(category: string, body: FormData | string, token?: string) {
  return callApi(`/post-recording/${category}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
}

/** PUTs bytes to an upload address (relative addresses are on the site). */
function putChunk(url: string, bytes: Uint8Array, contentRange: string) {
  return fetch(new URL(url, SITE_ORIGIN), {
    method: 'PUT',
    headers: { 'content-range': contentRange, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  ({ siteAdmin, qari, plain, revoked } = await siteAdminCallers('rec', uids));
  const batch = adminDb().batch();
  for (const { id, date } of PAGED)
    batch.set(recordingRef(id), {
      title: `Paged ${id}`,
      date,
      category: 'morningdars',
      downloadURL: `/api/media/recordings/${id}/audio.mp3`,
      storagePath: `recordings/${id}/audio.mp3`,
      contentType: 'audio/mpeg',
      size: 1000,
      createdAt: `${date}T09:00:00.000Z`,
    });
  await batch.commit();
  await indexNow('morningdars');
});

afterAll(async () => {
  const batch = adminDb().batch();
  for (const id of [...PAGED.map((p) => p.id), ...created]) batch.delete(recordingRef(id));
  await batch.commit();
  await deleteUsers(uids);
  await closeAdmin();
});

const refusals: [string, () => string | undefined, number, string][] = [
  ['no token', () => undefined, 401, 'unauthenticated'],
  ['a malformed token', () => 'not-a-token', 401, 'unauthenticated'],
  ['a revoked token', () => revoked, 401, 'unauthenticated'],
  ['a signed-in user without the claim', () => plain, 403, 'forbidden'],
  ['a qari', () => qari, 403, 'forbidden'],
];

describe('GET /get-recordings-count/{category}', () => {
  it('answers {bayantCount} with the number of recordings of the category', async () => {
    const res = await callApi('/get-recordings-count/morningdars');
    expect(res.status, res.text).toBe(200);
    expectJson(res);
    const all = await adminDb()
      .collection(RECORDINGS_COLLECTION)
      .where('category', '==', 'morningdars')
      .count()
      .get();
    expect(res.json).toEqual({ bayantCount: all.data().count });
    expect(z.parse(recordingsCountSchema, res.json).bayantCount).toBeGreaterThanOrEqual(14);
  });

  it('answers 400 for an unknown category', async () => {
    expectApiError(await callApi('/get-recordings-count/sermons'), 400, 'bad-request');
  });

  it('answers 405 for POST', async () => {
    expectApiError(
      await callApi('/get-recordings-count/friday', { method: 'POST' }),
      405,
      'method-not-allowed',
    );
  });
});

describe('GET /get-recordings/{category}?page=N', () => {
  it('answers page 1: 12 recordings, newest date first', async () => {
    const res = await callApi('/get-recordings/morningdars?page=1');
    expect(res.status, res.text).toBe(200);
    expectJson(res);
    const page = z.parse(recordingList, res.json);
    expect(page.map((r) => r.id)).toEqual(PAGED.slice(0, 12).map((p) => p.id));
    expect(page[0]).toMatchObject({
      title: 'Paged test-paged-01',
      date: '2099-01-28',
      category: 'morningdars',
      downloadURL: '/api/media/recordings/test-paged-01/audio.mp3',
    });
  });

  it('treats a missing page as page 1', async () => {
    const res = await callApi('/get-recordings/morningdars');
    expect(z.parse(recordingList, res.json).map((r) => r.id)).toEqual(
      PAGED.slice(0, 12).map((p) => p.id),
    );
  });

  it('answers page 2 with the recordings after the first 12', async () => {
    const res = await callApi('/get-recordings/morningdars?page=2');
    expect(res.status).toBe(200);
    expect(
      z
        .parse(recordingList, res.json)
        .slice(0, 2)
        .map((r) => r.id),
    ).toEqual(['test-paged-13', 'test-paged-14']);
  });

  it('answers 404 past the last page, not an empty 200', async () => {
    // The demo data may be in the same emulator (the seed test loads it), so the last page is
    // counted, not assumed: 12 recordings a page.
    const all = await adminDb()
      .collection(RECORDINGS_COLLECTION)
      .where('category', '==', 'morningdars')
      .count()
      .get();
    const pastLast = Math.ceil(all.data().count / 12) + 1;
    expectApiError(await callApi(`/get-recordings/morningdars?page=${pastLast}`), 404, 'not-found');
    expectApiError(await callApi('/get-recordings/morningdars?page=999'), 404, 'not-found');
  });

  it('answers 404 for page 1001 (no upper bound but the last page), 400 past six digits', async () => {
    expectApiError(await callApi('/get-recordings/morningdars?page=1001'), 404, 'not-found');
    const error = expectApiError(
      await callApi('/get-recordings/morningdars?page=1000000'),
      400,
      'bad-request',
    );
    expect(error.error.fields).toHaveProperty('page');
  });

  it('only lists the asked category', async () => {
    const res = await callApi('/get-recordings/friday?page=1');
    expect(res.status).toBe(200);
    for (const r of z.parse(recordingList, res.json)) expect(r.category).toBe('friday');
  });

  it.each(['0', '-1', 'abc', '1.5', '2e3', ''])('answers 400 for page=%j', async (page) => {
    if (page === '') {
      // An empty value is the same as no page: page 1.
      expect((await callApi('/get-recordings/morningdars?page=')).status).toBe(200);
      return;
    }
    const error = expectApiError(
      await callApi(`/get-recordings/morningdars?page=${page}`),
      400,
      'bad-request',
    );
    expect(error.error.fields).toHaveProperty('page');
  });

  it('answers 400 for an unknown category', async () => {
    const error = expectApiError(await callApi('/get-recordings/jumma?page=1'), 400, 'bad-request');
    expect(error.error.fields).toHaveProperty('category');
  });
});

describe('the listing follows its recordings (the listing index, decision 43)', () => {
  const ID = 'test-listing-moves';
  const ids = async (page: number) => {
    const res = await callApi(`/get-recordings/morningdars?page=${page}`);
    expect(res.status, res.text).toBe(200);
    return z.parse(recordingList, res.json).map((r) => r.id);
  };
  const count = async () =>
    z.parse(recordingsCountSchema, (await callApi('/get-recordings-count/morningdars')).json)
      .bayantCount;

  afterAll(async () => {
    await recordingRef(ID).delete();
  });

  it(
    'lists one published, moves it when re-dated, across a page boundary, drops it when deleted',
    { timeout: 60_000 },
    async () => {
      const before = await count();
      // Written straight to Firestore: the trigger indexes it.
      await recordingRef(ID).set({
        title: 'Listing moves',
        date: '2099-02-01',
        category: 'morningdars',
        downloadURL: `/api/media/recordings/${ID}/audio.mp3`,
        storagePath: `recordings/${ID}/audio.mp3`,
        contentType: 'audio/mpeg',
        size: 1000,
        createdAt: '2099-02-01T09:00:00.000Z',
      });
      await untilIndexed('morningdars', [ID]);
      expect(await ids(1)).toEqual([ID, ...PAGED.slice(0, 11).map((p) => p.id)]);
      expect((await ids(2)).slice(0, 3)).toEqual(PAGED.slice(11, 14).map((p) => p.id));
      expect(await count()).toBe(before + 1);

      // Re-dated through the API to the 12th place (the day of test-paged-12, published later):
      // listed there as soon as the API answers.
      const edit = await sendJson(
        'PUT',
        `/update-recording/${ID}`,
        { title: 'Listing moves', date: '2099-01-17' },
        siteAdmin,
      );
      expect(edit.status, edit.text).toBe(200);
      expect(await ids(1)).toEqual([...PAGED.slice(0, 11).map((p) => p.id), ID]);
      expect((await ids(2)).slice(0, 3)).toEqual(PAGED.slice(11, 14).map((p) => p.id));

      const removed = await callApi(`/delete-recording/${ID}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${siteAdmin}` },
      });
      expect(removed.status, removed.text).toBe(204);
      expect(await ids(1)).toEqual(PAGED.slice(0, 12).map((p) => p.id));
      expect((await ids(2)).slice(0, 2)).toEqual(PAGED.slice(12, 14).map((p) => p.id));
      expect(await count()).toBe(before);
    },
  );
});

describe('GET /get-recording/{id}', () => {
  it('answers the recording with title, date and downloadURL', async () => {
    const res = await callApi('/get-recording/test-paged-03');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      id: 'test-paged-03',
      title: 'Paged test-paged-03',
      date: '2099-01-26',
      downloadURL: '/api/media/recordings/test-paged-03/audio.mp3',
    });
  });

  it('answers 404 for an unknown id', async () => {
    expectApiError(await callApi('/get-recording/no-such-recording'), 404, 'not-found');
  });

  it('answers 400 for a malformed id', async () => {
    expectApiError(await callApi('/get-recording/bad%20id!'), 400, 'bad-request');
  });
});

describe('POST /post-recording/{category} (multipart)', () => {
  it('publishes the recording: 201, its document, its audio served back byte for byte', async () => {
    const res = await postRecording(
      'friday',
      form({ title: '  Test bayan: the neighbour  ', date: '2026-11-20', file: MP3 }),
      siteAdmin,
    );
    expect(res.status, res.text).toBe(201);
    const recording = z.parse(recordingAnswerSchema, res.json);
    created.push(recording.id);
    expect(res.headers.get('location')).toBe(`/api/get-recording/${recording.id}`);
    expect(recording).toMatchObject({
      title: 'Test bayan: the neighbour',
      date: '2026-11-20',
      category: 'friday',
      contentType: 'audio/mpeg',
      size: MP3.length,
    });
    expect((await recordingRef(recording.id).get()).data()).toMatchObject({
      title: 'Test bayan: the neighbour',
      category: 'friday',
    });
    const audio = await fetch(new URL(recording.downloadURL, SITE_ORIGIN));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer()).equals(MP3)).toBe(true);
  });

  it('keeps an optional Urdu title, trimmed; a blank one is not stored', async () => {
    const withUrdu = await postRecording(
      'friday',
      form({ title: 'Patience', titleUr: '  صبر  ', date: '2026-11-20', file: MP3 }),
      siteAdmin,
    );
    expect(withUrdu.status, withUrdu.text).toBe(201);
    const recording = z.parse(recordingAnswerSchema, withUrdu.json);
    created.push(recording.id);
    expect(recording.titleUr).toBe('صبر');
    expect((await recordingRef(recording.id).get()).data()?.titleUr).toBe('صبر');

    const blank = await postRecording(
      'friday',
      form({ title: 'Patience', titleUr: '   ', date: '2026-11-20', file: MP3 }),
      siteAdmin,
    );
    expect(blank.status, blank.text).toBe(201);
    const plainRecording = z.parse(recordingAnswerSchema, blank.json);
    created.push(plainRecording.id);
    expect((await recordingRef(plainRecording.id).get()).data()).not.toHaveProperty('titleUr');
  });

  it.each(refusals)('refuses %s, storing nothing', async (_who, token, status, code) => {
    const before = await stored();
    expectApiError(
      await postRecording('friday', form({ title: 'T', date: '2026-11-20', file: MP3 }), token()),
      status,
      code as never,
    );
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an unknown category', 'sermons', { title: 'T', date: '2026-11-20', file: MP3 }, 'category'],
    ['no title', 'friday', { date: '2026-11-20', file: MP3 }, 'title'],
    ['a blank title', 'friday', { title: '   ', date: '2026-11-20', file: MP3 }, 'title'],
    [
      'an Urdu title over 200 characters',
      'friday',
      { title: 'T', titleUr: 'ص'.repeat(201), date: '2026-11-20', file: MP3 },
      'titleUr',
    ],
    ['no date', 'friday', { title: 'T', file: MP3 }, 'date'],
    ['a date that is not a day', 'friday', { title: 'T', date: '2026-02-30', file: MP3 }, 'date'],
    ['no file', 'friday', { title: 'T', date: '2026-11-20' }, 'file'],
    [
      'a document named .mp3 and declared audio',
      'friday',
      { title: 'T', date: '2026-11-20', file: NOT_AUDIO },
      'file',
    ],
  ] as const)('answers 400 for %s, storing nothing', async (_what, category, fields, field) => {
    const before = await stored();
    const error = expectApiError(
      await postRecording(category, form(fields), siteAdmin),
      400,
      'bad-request',
    );
    expect(error.error.fields).toHaveProperty(field);
    expect(await stored()).toEqual(before);
  });

  it('answers 415 for a JSON body', async () => {
    const before = await stored();
    expectApiError(
      await postRecording('friday', JSON.stringify({ title: 'T', date: '2026-11-20' }), siteAdmin),
      415,
      'unsupported-media-type',
    );
    expect(await stored()).toEqual(before);
  });

  it('answers 413 for a body over the 32 MB function request limit, storing nothing', async () => {
    // The platform (and the Functions emulator) refuse it before our code runs; status only.
    const before = await stored();
    const big = Buffer.alloc(33 * 1024 * 1024, 0);
    MP3.copy(big);
    const res = await postRecording(
      'friday',
      form({ title: 'T', date: '2026-11-20', file: big }),
      siteAdmin,
    );
    expect(res.status).toBe(413);
    expect(await stored()).toEqual(before);
  });
});

describe('DELETE /delete-recording/{id}', () => {
  async function publish(): Promise<Recording> {
    const res = await postRecording(
      'morningdars',
      form({ title: 'To delete', date: '2026-11-15', file: MP3 }),
      siteAdmin,
    );
    expect(res.status, res.text).toBe(201);
    return z.parse(recordingAnswerSchema, res.json);
  }

  it('removes the document and the audio file: 204, then 404 for both', async () => {
    const recording = await publish();
    const file = join(localMediaDir(), 'objects', recording.storagePath);
    expect(existsSync(file)).toBe(true);
    const res = await sendJson('DELETE', `/delete-recording/${recording.id}`, undefined, siteAdmin);
    expect(res.status, res.text).toBe(204);
    expect((await recordingRef(recording.id).get()).exists).toBe(false);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(join(localMediaDir(), 'objects', 'recordings', recording.id))).toBe(false);
    expectApiError(await callApi(`/get-recording/${recording.id}`), 404, 'not-found');
    expect((await fetch(new URL(recording.downloadURL, SITE_ORIGIN))).status).toBe(404);
  });

  it.each(refusals)('refuses %s, deleting nothing', async (_who, token, status, code) => {
    const before = await stored();
    expectApiError(
      await sendJson('DELETE', '/delete-recording/test-paged-01', undefined, token()),
      status,
      code as never,
    );
    expect(await stored()).toEqual(before);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectApiError(
      await sendJson('DELETE', '/delete-recording/no-such-recording', undefined, siteAdmin),
      404,
      'not-found',
    );
    expectApiError(
      await sendJson('DELETE', '/delete-recording/bad%20id!', undefined, siteAdmin),
      400,
      'bad-request',
    );
  });
});

describe('PUT /update-recording/{id}', () => {
  const fields = { title: 'Paged, corrected', titleUr: 'درست عنوان', date: '2099-01-20' };

  it('corrects the title, the Urdu title and the date, and keeps the audio', async () => {
    const before = (await recordingRef('test-paged-02').get()).data();
    const res = await sendJson('PUT', '/update-recording/test-paged-02', fields, siteAdmin);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: 'test-paged-02', ...fields });
    const after = (await recordingRef('test-paged-02').get()).data();
    expect(after).toEqual({ ...before, ...fields });
    // Without an Urdu title the stored one goes.
    const plainTitle = { title: 'Paged, plain', date: '2099-01-20' };
    expect(
      (await sendJson('PUT', '/update-recording/test-paged-02', plainTitle, siteAdmin)).status,
    ).toBe(200);
    expect((await recordingRef('test-paged-02').get()).get('titleUr')).toBeUndefined();
  });

  it('refuses a blank title, another field and an unknown recording', async () => {
    expectApiError(
      await sendJson(
        'PUT',
        '/update-recording/test-paged-03',
        { ...fields, title: ' ' },
        siteAdmin,
      ),
      400,
      'bad-request',
    );
    expectApiError(
      await sendJson(
        'PUT',
        '/update-recording/test-paged-03',
        { ...fields, downloadURL: 'https://evil.example/a.mp3' },
        siteAdmin,
      ),
      400,
      'bad-request',
    );
    expectApiError(
      await sendJson('PUT', '/update-recording/no-such-recording', fields, siteAdmin),
      404,
      'not-found',
    );
  });

  it.each(refusals)('refuses %s, changing nothing', async (_who, token, status, code) => {
    const before = (await recordingRef('test-paged-04').get()).data();
    expectApiError(
      await sendJson('PUT', '/update-recording/test-paged-04', fields, token()),
      status,
      code as never,
    );
    expect((await recordingRef('test-paged-04').get()).data()).toEqual(before);
  });
});

describe('resumable upload: /recording-uploads and the local store', () => {
  const request = (size: number) => ({
    title: 'Resumable bayan',
    date: '2026-11-13',
    contentType: 'audio/mpeg',
    size,
    durationSeconds: 754,
  });

  async function start(size = MP3.length): Promise<UploadSession> {
    const res = await sendJson('POST', '/recording-uploads/friday', request(size), siteAdmin);
    expect(res.status, res.text).toBe(201);
    return z.parse(uploadSessionSchema, res.json);
  }

  it('takes the file in chunks (308 with Range, then 201) and publishes it on complete', async () => {
    const session = await start();
    expect(session.uploadUrl).toMatch(/^\/api\/media-uploads\/[a-f0-9]{64}$/);
    expect(session.chunkBytes % (256 * 1024)).toBe(0);
    // The status query before any byte: 308 without Range, as Cloud Storage answers it.
    const empty = await putChunk(session.uploadUrl, new Uint8Array(), `bytes */${MP3.length}`);
    expect(empty.status).toBe(308);
    expect(empty.headers.get('range')).toBeNull();
    const half = 16 * 1024;
    const first = await putChunk(
      session.uploadUrl,
      MP3.subarray(0, half),
      `bytes 0-${half - 1}/${MP3.length}`,
    );
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe(`bytes=0-${half - 1}`);
    // Asking where it stands, as a client does after losing the connection.
    const state = await putChunk(session.uploadUrl, new Uint8Array(), `bytes */${MP3.length}`);
    expect(state.status).toBe(308);
    expect(state.headers.get('range')).toBe(`bytes=0-${half - 1}`);
    // Not yet a recording.
    expectApiError(await callApi(`/get-recording/${session.uploadId}`), 404, 'not-found');
    const last = await putChunk(
      session.uploadUrl,
      MP3.subarray(half),
      `bytes ${half}-${MP3.length - 1}/${MP3.length}`,
    );
    expect(last.status).toBe(201);
    // The last answer lost, the client asks again: 200, complete (Cloud Storage's answer), and
    // a resent chunk changes nothing.
    const asked = await putChunk(session.uploadUrl, new Uint8Array(), `bytes */${MP3.length}`);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ size: MP3.length });
    const resent = await putChunk(
      session.uploadUrl,
      MP3.subarray(half),
      `bytes ${half}-${MP3.length - 1}/${MP3.length}`,
    );
    expect(resent.status).toBe(200);

    const done = await sendJson(
      'POST',
      `/recording-uploads/${session.uploadId}/complete`,
      undefined,
      siteAdmin,
    );
    expect(done.status, done.text).toBe(201);
    created.push(session.uploadId);
    expect(done.json).toMatchObject({
      id: session.uploadId,
      title: 'Resumable bayan',
      category: 'friday',
      size: MP3.length,
      // The length the browser read, stored for the player's label (issue 39 §4).
      durationSeconds: 754,
    });
    expect(
      (await adminDb().collection(RECORDING_UPLOADS_COLLECTION).doc(session.uploadId).get()).exists,
    ).toBe(false);
    const audio = await fetch(
      new URL(z.parse(recordingAnswerSchema, done.json).downloadURL, SITE_ORIGIN),
    );
    expect(Buffer.from(await audio.arrayBuffer()).equals(MP3)).toBe(true);
  });

  it.each(refusals)(
    'refuses to start for %s, storing nothing',
    async (_who, token, status, code) => {
      const before = await stored();
      expectApiError(
        await sendJson('POST', '/recording-uploads/friday', request(1000), token()),
        status,
        code as never,
      );
      expect(await stored()).toEqual(before);
    },
  );

  it.each([
    ['an unknown category', '/recording-uploads/sermons', request(1000), 400],
    [
      'a type that is not audio',
      '/recording-uploads/friday',
      { ...request(1000), contentType: 'application/pdf' },
      400,
    ],
    ['a missing title', '/recording-uploads/friday', { ...request(1000), title: undefined }, 400],
    ['an empty file', '/recording-uploads/friday', request(0), 400],
  ])('answers %s with a clear error, storing nothing', async (_what, path, body, status) => {
    const before = await stored();
    const res = await sendJson('POST', path, body, siteAdmin);
    expectApiError(res, status, 'bad-request');
    expect(await stored()).toEqual(before);
  });

  it('answers 413 for a file over 200 MB, storing nothing', async () => {
    const before = await stored();
    const res = await sendJson(
      'POST',
      '/recording-uploads/friday',
      request(200 * 1024 * 1024 + 1),
      siteAdmin,
    );
    expectApiError(res, 413, 'payload-too-large');
    expect(await stored()).toEqual(before);
  });

  it('refuses chunks that do not fit the upload: 400 for a wrong range, 413 past the size', async () => {
    const session = await start();
    const wrong = await putChunk(
      session.uploadUrl,
      MP3.subarray(0, 10),
      `bytes 0-19/${MP3.length}`,
    );
    expect(wrong.status).toBe(400);
    const total = await putChunk(session.uploadUrl, MP3.subarray(0, 10), 'bytes 0-9/5');
    expect(total.status).toBe(400);
    const beyond = await putChunk(
      session.uploadUrl,
      Buffer.alloc(MP3.length + 10),
      `bytes 0-${MP3.length + 9}/${MP3.length + 10}`,
    );
    expect(beyond.status).toBe(413);
    const none = await putChunk('/api/media-uploads/' + 'ab'.repeat(32), MP3, `bytes 0-9/10`);
    expect(none.status).toBe(404);
    await sendJson('DELETE', `/recording-uploads/${session.uploadId}`, undefined, siteAdmin);
  });

  it('leaves neither document nor file when the uploaded bytes are not audio', async () => {
    const before = await stored();
    const res = await sendJson(
      'POST',
      '/recording-uploads/friday',
      { ...request(NOT_AUDIO.length) },
      siteAdmin,
    );
    const session = z.parse(uploadSessionSchema, res.json);
    expect(
      (
        await putChunk(
          session.uploadUrl,
          NOT_AUDIO,
          `bytes 0-${NOT_AUDIO.length - 1}/${NOT_AUDIO.length}`,
        )
      ).status,
    ).toBe(201);
    const done = await sendJson(
      'POST',
      `/recording-uploads/${session.uploadId}/complete`,
      undefined,
      siteAdmin,
    );
    const error = expectApiError(done, 400, 'bad-request', 'not-audio');
    expect(error.error.fields?.file).toMatchObject({ code: 'not-audio' });
    expect(await stored()).toEqual(before);
  });

  it('leaves neither behind when completed before all bytes arrived', async () => {
    const before = await stored();
    const session = await start();
    await putChunk(session.uploadUrl, MP3.subarray(0, 1000), `bytes 0-999/${MP3.length}`);
    const done = await sendJson(
      'POST',
      `/recording-uploads/${session.uploadId}/complete`,
      undefined,
      siteAdmin,
    );
    expectApiError(done, 400, 'bad-request');
    expect(await stored()).toEqual(before);
  });

  it('abandons an upload on DELETE: 204, its bytes and record gone', async () => {
    const before = await stored();
    const session = await start();
    await putChunk(session.uploadUrl, MP3.subarray(0, 1000), `bytes 0-999/${MP3.length}`);
    const res = await sendJson(
      'DELETE',
      `/recording-uploads/${session.uploadId}`,
      undefined,
      siteAdmin,
    );
    expect(res.status, res.text).toBe(204);
    expect(await stored()).toEqual(before);
    expect(
      (await putChunk(session.uploadUrl, MP3.subarray(1000, 1010), `bytes 1000-1009/${MP3.length}`))
        .status,
    ).toBe(404);
  });

  it('removes uploads past their time when a new one starts', async () => {
    const before = await stored();
    const stale = await start();
    await putChunk(stale.uploadUrl, MP3.subarray(0, 1000), `bytes 0-999/${MP3.length}`);
    await adminDb()
      .collection(RECORDING_UPLOADS_COLLECTION)
      .doc(stale.uploadId)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const fresh = await start();
    expect(
      (await adminDb().collection(RECORDING_UPLOADS_COLLECTION).doc(stale.uploadId).get()).exists,
    ).toBe(false);
    await sendJson('DELETE', `/recording-uploads/${fresh.uploadId}`, undefined, siteAdmin);
    expect(await stored()).toEqual(before);
  });

  it('answers 404 to complete or abandon an unknown upload', async () => {
    expectApiError(
      await sendJson('POST', '/recording-uploads/no-such-upload/complete', undefined, siteAdmin),
      404,
      'not-found',
    );
    expectApiError(
      await sendJson('DELETE', '/recording-uploads/no-such-upload', undefined, siteAdmin),
      404,
      'not-found',
    );
  });
});

describe('audio from the local store, with byte ranges', () => {
  let url: URL;
  let bytes: Buffer;
  beforeAll(async () => {
    const res = await postRecording(
      'friday',
      form({ title: 'Ranges', date: '2026-11-06', file: MP3 }),
      siteAdmin,
    );
    const recording = z.parse(recordingAnswerSchema, res.json);
    created.push(recording.id);
    url = new URL(recording.downloadURL, SITE_ORIGIN);
    bytes = MP3;
  });

  const get = (range?: string) => fetch(url, range ? { headers: { range } } : {});

  it('answers the whole file with Accept-Ranges', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=30000-', 30000, MP3.length - 1],
    ['bytes=-500', MP3.length - 500, MP3.length - 1],
  ])('answers %s with 206, Content-Range and exactly those bytes', async (range, first, last) => {
    const res = await get(range);
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${first}-${last}/${bytes.length}`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(bytes.subarray(first, last + 1))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const res = await get(`bytes=${bytes.length + 10}-`);
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('does not serve a file whose recording is not published', async () => {
    const res = await fetch(
      new URL('/api/media/recordings/no-such-recording/audio.mp3', SITE_ORIGIN),
    );
    expect(res.status).toBe(404);
  });
});
