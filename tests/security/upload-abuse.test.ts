/**
 * Attack: uploads as a way to store what nobody can see or delete, or to fill the bucket.
 * - A multipart upload declaring an unexpected audio type (`audio/a*b`) used to store the object
 *   and a recording document that no reader accepts: 404 to the uploader, and an audio object and
 *   a broken document left behind for ever.
 * - The resumable session was opened for the request's `Origin` header, which the caller writes:
 *   a page of another site could then send the bytes from a browser.
 * - Sessions had no limit per site admin, and abandoned ones stayed until someone started another.
 *
 * Expected: the unexpected type is stored as the type the bytes show (201, a readable recording,
 * exactly one object); the session belongs to the configured `SITE_URL` (a chunk sent from another
 * origin: 403); a site admin has at most 3 uploads open (the 4th: 429, nothing stored; 5 started
 * at once: at most 3 pass), and the hourly scheduled function `sweepAbandonedUploads` removes an
 * expired upload's bytes and record.
 *
 * Cloud Storage has no emulator here: the media store is the local-disk store the Functions
 * emulator uses (`MEDIA_STORE_DIR`), which refuses a chunk from another origin as Cloud Storage's
 * CORS answer does; what the Cloud Storage adapter asks of the real service (size and origin of the
 * session) is checked in functions/src/lib/media-store/cloud-storage.test.ts. The Functions
 * emulator runs no schedules without a Pub/Sub emulator, so this test runs the scheduled
 * function's handler itself, in this process, on the same Firestore emulator and store folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  RECORDINGS_COLLECTION,
  RECORDING_UPLOADS_COLLECTION,
  recordingAnswerSchema,
  uploadSessionSchema,
  type UploadSession,
} from '@masjid/domain/recording';
import { localMediaDir } from '../../functions/src/lib/media-store/local-disk.ts';
import { adminDb, callApi, closeAdmin, expectApiError, sendJson } from '../api/client.ts';
import { storedRecordingMedia } from '../api/stored-media.ts';
import { deleteUsers, siteAdminCallers, testUser } from '../api/tokens.ts';
import { ROOT, SITE_ORIGIN } from '../emulators.ts';

const MP3 = readFileSync(join(ROOT, 'seed', 'audio', 'demo-friday-03.mp3'));
const EVIL = 'https://evil.example';
const uids: string[] = [];
let siteAdmin: string;

const stored = storedRecordingMedia;

const request = (size = MP3.length) => ({
  title: 'Upload abuse test',
  date: '2026-11-13',
  contentType: 'audio/mpeg',
  size,
});

async function start(token: string, headers: Record<string, string> = {}): Promise<UploadSession> {
  const res = await sendJson('POST', '/recording-uploads/friday', request(), token, headers);
  expect(res.status, res.text).toBe(201);
  return z.parse(uploadSessionSchema, res.json);
}

const abort = (session: UploadSession, token: string) =>
  sendJson('DELETE', `/recording-uploads/${session.uploadId}`, undefined, token);

function putChunk(url: string, bytes: Uint8Array, range: string, origin?: string) {
  return fetch(new URL(url, SITE_ORIGIN), {
    method: 'PUT',
    headers: {
      'content-range': range,
      'content-type': 'application/octet-stream',
      ...(origin ? { origin } : {}),
    },
    body: new Uint8Array(bytes),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  ({ siteAdmin } = await siteAdminCallers('upload-abuse', uids));
});

afterAll(async () => {
  await deleteUsers(uids);
  await closeAdmin();
});

describe('multipart upload with an unexpected audio type', () => {
  it('is stored as the type its bytes show, leaving one object and a readable recording', async () => {
    const before = await stored();
    const body = new FormData();
    body.set('title', 'Odd type');
    body.set('date', '2026-11-13');
    body.set('file', new Blob([new Uint8Array(MP3)], { type: 'audio/a*b' }), 'bayan.mp3');
    const res = await callApi('/post-recording/friday', {
      method: 'POST',
      headers: { authorization: `Bearer ${siteAdmin}` },
      body,
    });
    expect(res.status, res.text).toBe(201);
    const recording = z.parse(recordingAnswerSchema, res.json);
    expect(recording.contentType).toBe('audio/mpeg');
    expect((await callApi(`/get-recording/${recording.id}`)).status).toBe(200);
    const after = await stored();
    expect(after.recordings).toBe(before.recordings + 1);
    expect(after.folders).toEqual([...before.folders, recording.id].sort());

    const gone = await sendJson(
      'DELETE',
      `/delete-recording/${recording.id}`,
      undefined,
      siteAdmin,
    );
    expect(gone.status, gone.text).toBeLessThan(300);
    expect(await stored()).toEqual(before);
  });
});

describe('resumable upload sessions', () => {
  it("belong to the configured site origin, not the request's Origin header", async () => {
    const session = await start(siteAdmin, { origin: EVIL });
    const chunk = MP3.subarray(0, 1000);
    const fromEvil = await putChunk(session.uploadUrl, chunk, `bytes 0-999/${MP3.length}`, EVIL);
    expect(fromEvil.status).toBe(403);
    const fromSite = await putChunk(
      session.uploadUrl,
      chunk,
      `bytes 0-999/${MP3.length}`,
      SITE_ORIGIN,
    );
    expect(fromSite.status).toBe(308);
    expect((await abort(session, siteAdmin)).status).toBe(204);
  });

  it('a site admin has at most 3 open: the 4th is 429 and stores nothing', async () => {
    const sessions = [await start(siteAdmin), await start(siteAdmin), await start(siteAdmin)];
    const before = await stored();
    expectApiError(
      await sendJson('POST', '/recording-uploads/friday', request(), siteAdmin),
      429,
      'too-many-requests',
    );
    expect(await stored()).toEqual(before);
    // Another site admin is not held up by the first one's uploads.
    const other = await testUser('upload-abuse-other', { siteAdmin: true });
    uids.push(other.uid);
    const theirs = await start(other.token);
    for (const s of sessions) expect((await abort(s, siteAdmin)).status).toBe(204);
    expect((await abort(theirs, other.token)).status).toBe(204);
    // Once finished or abandoned, they no longer count.
    const again = await start(siteAdmin);
    expect((await abort(again, siteAdmin)).status).toBe(204);
  });

  it('5 started at once: at most 3 pass, the rest are 429', async () => {
    const racer = await testUser('upload-abuse-racer', { siteAdmin: true });
    uids.push(racer.uid);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendJson('POST', '/recording-uploads/friday', request(), racer.token),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(3);
    expect(
      statuses.every((s) => s === 201 || s === 429),
      statuses.join(),
    ).toBe(true);
    for (const answer of answers.filter((a) => a.status === 201))
      await abort(z.parse(uploadSessionSchema, answer.json), racer.token);
  });

  it('an upload interrupted halfway, never resumed, is removed by the scheduled sweep: bytes, record, no recording', async () => {
    const before = await stored();
    const session = await start(siteAdmin);
    const half = Math.floor(MP3.length / 2);
    expect(
      (
        await putChunk(
          session.uploadUrl,
          MP3.subarray(0, half),
          `bytes 0-${half - 1}/${MP3.length}`,
        )
      ).status,
    ).toBe(308);
    await adminDb()
      .collection(RECORDING_UPLOADS_COLLECTION)
      .doc(session.uploadId)
      .update({ expiresAt: new Date(Date.now() - 1000) });

    // This process plays the Functions emulator's instance: the same local store is chosen.
    process.env.FUNCTIONS_EMULATOR = 'true';
    process.env.MEDIA_STORE_DIR ??= localMediaDir();
    const { sweepAbandonedUploads } =
      await import('../../functions/src/recordings/upload-sweep.ts');
    expect(sweepAbandonedUploads.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every 60 minutes',
    });
    await sweepAbandonedUploads.run({ scheduleTime: new Date().toISOString(), jobName: 'test' });

    expect(
      (await adminDb().collection(RECORDING_UPLOADS_COLLECTION).doc(session.uploadId).get()).exists,
    ).toBe(false);
    expect(await stored()).toEqual(before);
    expect(
      (await adminDb().collection(RECORDINGS_COLLECTION).doc(session.uploadId).get()).exists,
    ).toBe(false);
    // The connection back, the client asks where the upload stands: gone, start again.
    const asked = await putChunk(session.uploadUrl, new Uint8Array(), `bytes */${MP3.length}`);
    expect(asked.status).toBe(404);
    expectApiError(
      await sendJson(
        'POST',
        `/recording-uploads/${session.uploadId}/complete`,
        undefined,
        siteAdmin,
      ),
      404,
      'not-found',
    );
  });
});
