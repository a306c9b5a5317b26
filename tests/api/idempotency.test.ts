/**
 * Drill: a save that reaches the functions but dies before answering (issue 41 §2, decision 46).
 * The API runs in this process (in-process-api.ts) against the real Firestore and Auth
 * emulators, behind a step that can destroy the socket of one request instead of writing its answer's head: the handler has
 * written, the client sees only a network failure. The same request sent again with the same
 * `Idempotency-Key` must create nothing more and get the answer a normal request gets. Also: the
 * function dying before it kept its answer, no key (as before), the key with another body, another
 * caller's same key, a malformed key.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { EVENTS_COLLECTION } from '@masjid/domain/event';
import { TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import { RECORDING_UPLOADS_COLLECTION, uploadSessionSchema } from '@masjid/domain/recording';
import { IDEMPOTENCY_COLLECTION } from '@masjid/domain/idempotency';
import { DEMO_PROJECT_ID } from '../emulators.ts';
import { adminDb, closeAdmin, expectApiError, readAnswer, type ApiResponse } from './client.ts';
import { testUser } from './tokens.ts';
import { loadFunctionsEnv } from './functions-env.ts';
import { serveInProcess } from './in-process-api.ts';

let server: Server;
let base = '';
let functionsApp: App;
let mediaDir = '';
/** Each request whose answer the server destroys instead of sending, by its key. */
const doomed = new Set<string>();
const uids: string[] = [];
const run = randomUUID().slice(0, 8);
let siteAdmin = '';
let siteAdminUid = '';
let otherSiteAdmin = '';
let owner = '';

beforeAll(async () => {
  loadFunctionsEnv();
  process.env.FUNCTIONS_EMULATOR = 'true';
  mediaDir = await mkdtemp(join(tmpdir(), 'idempotency-media-'));
  process.env.MEDIA_STORE_DIR = mediaDir;
  process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: DEMO_PROJECT_ID });
  const { createApp } = await import('../../functions/src/app.ts');
  functionsApp = (await import('../../functions/src/lib/firebase.ts')).app;
  const api = createApp();
  ({ server, base } = await serveInProcess((req, res) => {
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && doomed.delete(key))
      // The answer never leaves: the connection drops where its head would be written.
      res.writeHead = () => {
        res.socket?.destroy();
        return res;
      };
    api(req, res);
  }));
  const [a, b, o] = await Promise.all([
    testUser(`idem-site-admin-${run}`, { siteAdmin: true }),
    testUser(`idem-other-site-admin-${run}`, { siteAdmin: true }),
    testUser(`idem-owner-${run}`, { role: 'admin' }),
  ]);
  uids.push(a.uid, b.uid, o.uid);
  [siteAdmin, siteAdminUid, otherSiteAdmin, owner] = [a.token, a.uid, b.token, o.token];
}, 30_000);

afterAll(async () => {
  const db = adminDb();
  const events = await db.collection(EVENTS_COLLECTION).where('location', '==', run).get();
  const uploads = await db
    .collection(RECORDING_UPLOADS_COLLECTION)
    .where('createdBy', '==', siteAdminUid)
    .get();
  const teachers = await db.collection(TEACHERS_COLLECTION).where('name', '==', run).get();
  await Promise.all([
    ...[...events.docs, ...uploads.docs, ...teachers.docs].map((d) => d.ref.delete()),
    ...[...uids, ...teachers.docs.map((d) => d.id)].map((uid) =>
      getAuth(functionsApp)
        .deleteUser(uid)
        .catch(() => undefined),
    ),
  ]);
  await rm(mediaDir, { recursive: true, force: true });
  await new Promise((resolve) => server?.close(resolve));
  if (functionsApp) await deleteApp(functionsApp);
  await closeAdmin();
});

/** Sends `body` as JSON to `/api{path}` as the holder of `token`, with `key` when given. */
async function post(path: string, body: unknown, token: string, key?: string) {
  return readAnswer(
    await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

/** Sends a request whose answer is lost: the handler runs, the client sees a network failure. */
async function lost(path: string, body: unknown, token: string, key: string) {
  doomed.add(key);
  await expect(post(path, body, token, key)).rejects.toThrow(TypeError);
}

/** The `idempotencyKeys` record of `key` sent by `uid` to POST `/api{path}`. */
const recordOf = (uid: string, path: string, key: string) =>
  adminDb()
    .collection(IDEMPOTENCY_COLLECTION)
    .doc(
      createHash('sha256')
        .update([uid, 'POST', `/api${path}`, key].join('\n'))
        .digest('hex'),
    );

let eventCount = 0;
/** A new event (its `location` marks this run's, for counting and clean-up). */
const event = (title = `Idempotent ${run} ${++eventCount}`) => ({
  title,
  imageUrl: '/images/events/family-night.webp',
  date: '2031-03-01T14:00:00.000Z',
  registrationLink: 'https://forms.gle/test-event',
  description: 'An event sent twice',
  location: run,
});

/** The stored events titled `title`. */
async function eventsTitled(title: string) {
  const found = await adminDb().collection(EVENTS_COLLECTION).where('title', '==', title).get();
  return found.docs;
}

/** What a normal answer to creating event `id` is: 201, its address and the event. */
function expectCreatedEvent(res: ApiResponse, id: string, body: { title: string }) {
  expect(res.status, res.text).toBe(201);
  expect(res.headers.get('location')).toBe(`/api/events/${id}`);
  expect(res.json).toEqual({ id, ...body, isUpcoming: false });
}

describe('POST /events with an Idempotency-Key', () => {
  it('answers a retry after a lost answer with the first answer, and makes one event', async () => {
    const key = randomUUID();
    const body = event();
    await lost('/events', body, siteAdmin, key);
    const retry = await post('/events', body, siteAdmin, key);
    const made = await eventsTitled(body.title);
    expect(made).toHaveLength(1);
    expectCreatedEvent(retry, made[0]!.id, body);
    // And again: nothing more.
    expect((await post('/events', body, siteAdmin, key)).json).toEqual(retry.json);
    expect(await eventsTitled(body.title)).toHaveLength(1);
  });

  it('finds the event of a function that died before it kept its answer', async () => {
    const key = randomUUID();
    const body = event();
    await lost('/events', body, siteAdmin, key);
    // What an instance that dies between the event's write and keeping the answer leaves.
    const record = recordOf(siteAdminUid, '/events', key);
    const { state, status } = (await record.get()).data() ?? {};
    expect([state, status]).toEqual(['answered', 201]);
    const gone = FieldValue.delete();
    await record.update({ state: 'started', status: gone, location: gone, body: gone });
    const retry = await post('/events', body, siteAdmin, key);
    const made = await eventsTitled(body.title);
    expect(made).toHaveLength(1);
    expectCreatedEvent(retry, made[0]!.id, body);
  });

  it('without a key creates each time, as before', async () => {
    const body = event();
    expect((await post('/events', body, siteAdmin)).status).toBe(201);
    expect((await post('/events', body, siteAdmin)).status).toBe(201);
    expect(await eventsTitled(body.title)).toHaveLength(2);
  });

  it('refuses the key with another body, and another caller may use the same key', async () => {
    const key = randomUUID();
    const first = event();
    expect((await post('/events', first, siteAdmin, key)).status).toBe(201);
    const changed = { ...first, title: `${first.title} changed` };
    expectApiError(
      await post('/events', changed, siteAdmin, key),
      409,
      'conflict',
      'idempotency-key-reused',
    );
    expect(await eventsTitled(changed.title)).toHaveLength(0);

    const theirs = await post('/events', first, otherSiteAdmin, key);
    expect(theirs.status).toBe(201);
    expect(await eventsTitled(first.title)).toHaveLength(2);
  });

  it('refuses a malformed key and makes nothing', async () => {
    const body = event();
    for (const key of ['short', 'x'.repeat(129), 'not a key!'])
      expectApiError(
        await post('/events', body, siteAdmin, key),
        400,
        'bad-request',
        'invalid-idempotency-key',
      );
    expect(await eventsTitled(body.title)).toHaveLength(0);
  });
});

describe('other creations with an Idempotency-Key after a lost answer', () => {
  it("POST /teachers makes one account, and the retry's answer is the normal one", async () => {
    const key = randomUUID();
    const email = `idem-qari-${run}@api.test`;
    const body = { name: run, email, password: 'qari-pass-123' };
    await lost('/teachers', body, owner, key);
    const retry = await post('/teachers', body, owner, key);
    const user = await getAuth(functionsApp).getUserByEmail(email);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.json).toEqual({ id: user.uid, name: run, email, disabled: false });
    expect(user.customClaims).toEqual({ role: 'qari' });
    expect(user.disabled).toBe(false);
    const teachers = await adminDb().collection(TEACHERS_COLLECTION).where('name', '==', run).get();
    expect(teachers.docs.map((d) => d.id)).toEqual([user.uid]);
  });

  it('POST /recording-uploads/{category} opens one upload', async () => {
    const key = randomUUID();
    const body = {
      title: `Idempotent upload ${run}`,
      date: '2026-11-20',
      contentType: 'audio/mpeg',
      size: 1000,
    };
    await lost('/recording-uploads/friday', body, siteAdmin, key);
    const retry = await post('/recording-uploads/friday', body, siteAdmin, key);
    expect(retry.status, retry.text).toBe(201);
    const uploads = await adminDb()
      .collection(RECORDING_UPLOADS_COLLECTION)
      .where('createdBy', '==', siteAdminUid)
      .get();
    expect(uploads.docs.map((d) => d.id)).toEqual([uploadSessionSchema.parse(retry.json).uploadId]);
  });
});
