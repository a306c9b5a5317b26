/**
 * The Firestore triggers that notify the congregation, run for real in the Functions emulator: an
 * event marked upcoming, a recording published and changed jamat timings each notify every device in its
 * reader's language, in batches of at most 500, and tokens FCM reports dead (or unseen for 60 days)
 * are deleted.
 *
 * Stand-in: FCM's send API has no emulator anywhere, so the one module that calls it
 * (functions/src/lib/fcm.ts) writes each batch to `$PUSH_OUTBOX_DIR/sent.jsonl` on the emulator
 * and answers as FCM would (`unregistered…` tokens: not registered; `invalid…`: invalid). These
 * tests read that file; everything before it is the real code.
 */
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { JAMAT_TIMINGS_DOC } from '@masjid/domain/jamat';
import { pathInLanguage } from '@masjid/domain/language-address';
import {
  FCM_BATCH_SIZE,
  PUSH_SENDS_COLLECTION,
  PUSH_TOKENS_COLLECTION,
  pushPayloadSchema,
} from '@masjid/domain/push';
import { adminDb, closeAdmin, restoreAfterwards } from './client.ts';
import { fcmLikeToken } from './push-outbox.ts';
import { ROOT } from '../emulators.ts';

/** One batch the emulator's stand-in for FCM wrote. */
const sentBatchSchema = z.object({
  at: z.number(),
  tokens: z.array(z.string()),
  payload: pushPayloadSchema,
  ttlSeconds: z.number(),
});
type SentBatch = z.infer<typeof sentBatchSchema>;

const OUTBOX = join(process.env.PUSH_OUTBOX_DIR ?? join(ROOT, '.emulators', 'push'), 'sent.jsonl');

/** The batches sent for the page `link` (English form): English devices get it, Urdu ones its /ur twin. */
function sentBatches(link: string): SentBatch[] {
  const links = [link, pathInLanguage(link, 'ur')];
  if (!existsSync(OUTBOX)) return [];
  return readFileSync(OUTBOX, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => z.parse(sentBatchSchema, JSON.parse(line)))
    .filter((batch) => links.includes(batch.payload.link));
}

/** Waits until the triggers have sent at least `count` batches for `link` (at most 20 s). */
async function waitForBatches(link: string, count: number): Promise<SentBatch[]> {
  const until = Date.now() + 20_000;
  for (;;) {
    const batches = sentBatches(link);
    if (batches.length >= count || Date.now() > until) return batches;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits for the send summary in `pushSends`, written last. */
async function waitForSummary(link: string): Promise<DocumentData | undefined> {
  const until = Date.now() + 20_000;
  for (;;) {
    const snap = await adminDb().collection(PUSH_SENDS_COLLECTION).where('link', '==', link).get();
    const done = snap.docs.map((d) => d.data()).find((d) => d.finishedAt);
    if (done || Date.now() > until) return done;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the push triggers of earlier files have run: every send finished and none new for
 * 5 s (at most 60 s). On a busy machine the recordings' and data pages' triggers (the file before
 * in its lane) ran on for seconds and took a device these tests count.
 */
async function earlierSendsDone(): Promise<void> {
  const until = Date.now() + 60_000;
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() < until) {
    const sends = await adminDb().collection(PUSH_SENDS_COLLECTION).get();
    if (sends.size !== seen || sends.docs.some((d) => !d.get('finishedAt'))) {
      seen = sends.size;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= 5000) return;
    await pause(500);
  }
}
const tokens = () => adminDb().collection(PUSH_TOKENS_COLLECTION);
const idOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The devices of these tests: two live ones, two FCM calls dead, one unseen for 90 days. */
const device = {
  english: fcmLikeToken('en-live'),
  urdu: fcmLikeToken('ur-live'),
  unregistered: fcmLikeToken('unregistered'),
  invalid: fcmLikeToken('invalid'),
  stale: fcmLikeToken('stale'),
};

async function saveDevice(token: string, language: 'en' | 'ur', lastSeenDaysAgo = 0) {
  const seen = Timestamp.fromMillis(Date.now() - lastSeenDaysAgo * 86_400_000);
  await tokens()
    .doc(idOf(token))
    .set({ token, userId: null, language, createdAt: seen, lastSeenAt: seen });
}

async function clearDevices() {
  const writer = adminDb().bulkWriter();
  for (const doc of (await tokens().get()).docs) void writer.delete(doc.ref);
  await writer.close();
}

async function resetDevices() {
  await clearDevices();
  await saveDevice(device.english, 'en');
  await saveDevice(device.urdu, 'ur');
  await saveDevice(device.unregistered, 'en');
  await saveDevice(device.invalid, 'ur');
  await saveDevice(device.stale, 'en', 90);
}

/** Checks the recipients, the languages and the clean-up of one send. */
async function expectSentToEveryone(link: string) {
  const batches = await waitForBatches(link, 2);
  expect(batches).toHaveLength(2);
  const english = batches.find((b) => b.payload.lang === 'en')!;
  const urdu = batches.find((b) => b.payload.lang === 'ur')!;
  expect(english.tokens.sort()).toEqual([device.english, device.unregistered].sort());
  expect(urdu.tokens.sort()).toEqual([device.urdu, device.invalid].sort());
  // Each device opens the page at its language's address.
  expect(english.payload.link).toBe(link);
  expect(urdu.payload.link).toBe(pathInLanguage(link, 'ur'));
  // The device unseen for 90 days got nothing.
  expect(batches.flatMap((b) => b.tokens)).not.toContain(device.stale);
  const summary = await waitForSummary(link);
  expect(summary).toMatchObject({ recipients: 4, sent: 2, failed: 2, removed: 3, batches: 2 });
  const left = (await tokens().get()).docs.map((d) => d.get('token') as string).sort();
  expect(left).toEqual([device.english, device.urdu].sort());
  return { english: english.payload, urdu: urdu.payload, batches };
}

/** Documents these tests create, deleted afterwards: the site's pages and the e2e tests read them. */
const created: { collection: string; id: string }[] = [];

/** A fresh id in `collection`, remembered for clean-up. */
function unique(collection: 'events' | 'recordings'): string {
  const id = `push-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  created.push({ collection, id });
  return id;
}

beforeAll(async () => {
  // Triggers of the previous test files (the seed's janaza notice, new recordings) finish first.
  await earlierSendsDone();
  await resetDevices();
});
afterAll(async () => {
  await clearDevices();
  // Deleting a recording or an event notifies nobody; give the triggers of the last writes time
  // to finish before their documents go.
  await pause(2000);
  const writer = adminDb().bulkWriter();
  for (const { collection, id } of created)
    void writer.delete(adminDb().collection(collection).doc(id));
  const sends = await adminDb().collection(PUSH_SENDS_COLLECTION).get();
  for (const doc of sends.docs)
    if (created.some(({ id }) => String(doc.get('link')).endsWith(`/${id}`)))
      void writer.delete(doc.ref);
  await writer.close();
  await closeAdmin();
});

describe('event marked upcoming', () => {
  const future = new Date(Date.now() + 10 * 86_400_000);
  future.setUTCHours(14, 0, 0, 0);
  const event = {
    title: 'Seerat conference',
    imageUrl: '/images/events/seerat.webp',
    date: future.toISOString(),
    registrationLink: 'https://forms.example/seerat',
    description: 'An evening on the life of the Prophet ﷺ.',
    isUpcoming: false,
  };

  it('sends nothing for an event that is not upcoming, then notifies everyone when marked', async () => {
    await resetDevices();
    const id = unique('events');
    const ref = adminDb().collection('events').doc(id);
    await ref.set(event);
    await ref.update({ title: 'Seerat conference (hall 2)' });
    await pause(3000);
    expect(sentBatches(`/events/${id}`)).toHaveLength(0);

    // A trigger of an earlier test file (the seed's janaza notice, say) may have reached these
    // devices during the pause: start the send from the five devices again.
    await resetDevices();
    await ref.update({ isUpcoming: true });
    const { english, urdu } = await expectSentToEveryone(`/events/${id}`);
    expect(english).toMatchObject({ kind: 'event', title: 'Upcoming event', tag: `event-${id}` });
    expect(english.body).toMatch(/^Seerat conference \(hall 2\) · .*7:00\s?pm/i);
    expect(urdu.title).toBe('آنے والا پروگرام');
    expect(urdu.body).toContain('Seerat conference (hall 2)');

    // Editing an event that is already upcoming is not news.
    await ref.update({ description: 'Changed.' });
    await pause(3000);
    expect(sentBatches(`/events/${id}`)).toHaveLength(2);
  });

  it('notifies for an event created upcoming, but not for one already past', async () => {
    await resetDevices();
    const id = unique('events');
    await adminDb()
      .collection('events')
      .doc(id)
      .set({ ...event, isUpcoming: true });
    await expectSentToEveryone(`/events/${id}`);

    const past = unique('events');
    await adminDb()
      .collection('events')
      .doc(past)
      .set({ ...event, date: '2024-01-05T14:00:00.000Z', isUpcoming: true });
    await pause(3000);
    expect(sentBatches(`/events/${past}`)).toHaveLength(0);
  });
});

describe('recording published', () => {
  const recording = (category: 'friday' | 'morningdars', title: string) => ({
    title,
    date: '2026-11-20',
    category,
    downloadURL: '/api/media/recordings/x/audio.mp3',
    storagePath: 'recordings/x/audio.mp3',
    contentType: 'audio/mpeg',
    size: 1000,
    createdAt: new Date().toISOString(),
  });

  it('notifies everyone of a new Friday bayan, opening its page', async () => {
    await resetDevices();
    const id = unique('recordings');
    await adminDb().collection('recordings').doc(id).set(recording('friday', 'Sabr aur shukr'));
    const { english, urdu, batches } = await expectSentToEveryone(`/bayan/${id}`);
    expect(english).toMatchObject({
      kind: 'recording',
      title: 'New Friday bayan',
      body: 'Sabr aur shukr',
    });
    expect(urdu).toMatchObject({ title: 'جمعہ کا نیا بیان', body: 'Sabr aur shukr', lang: 'ur' });
    expect(batches[0]!.ttlSeconds).toBe(3 * 24 * 3600);
  });

  it('names a morning dars as such', async () => {
    await resetDevices();
    const id = unique('recordings');
    await adminDb().collection('recordings').doc(id).set(recording('morningdars', 'Dars-e-Quran'));
    const { english, urdu } = await expectSentToEveryone(`/bayan/${id}`);
    expect(english.title).toBe('New morning dars');
    expect(urdu.title).toBe('صبح کا نیا درس');
  });

  it(`sends ${FCM_BATCH_SIZE + 701} devices in batches of at most ${FCM_BATCH_SIZE}`, async () => {
    await clearDevices();
    const many = Array.from({ length: FCM_BATCH_SIZE + 701 }, () => fcmLikeToken('bulk'));
    const writer = adminDb().bulkWriter();
    const now = Timestamp.now();
    for (const token of many)
      void writer.set(tokens().doc(idOf(token)), {
        token,
        userId: null,
        language: 'en',
        createdAt: now,
        lastSeenAt: now,
      });
    await writer.close();
    const id = unique('recordings');
    await adminDb().collection('recordings').doc(id).set(recording('friday', 'Many listeners'));
    const batches = await waitForBatches(`/bayan/${id}`, 3);
    expect(batches.map((b) => b.tokens.length).sort((a, b) => b - a)).toEqual([500, 500, 201]);
    expect(new Set(batches.flatMap((b) => b.tokens)).size).toBe(many.length);
    await clearDevices();
  });
});

describe('jamat timings changed', () => {
  const ref = () => adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);
  restoreAfterwards(ref);

  it('lists each changed prayer with its new and old time, in each language', async () => {
    const base = {
      fajr: '05:30',
      zuhr: '13:15',
      asr: '16:30',
      maghrib: '17:40',
      isha: '19:30',
      jumma: '13:30',
    };
    await ref().set(base);
    await pause(3000);
    await resetDevices();
    const sendsBefore = sentBatches('/').length;
    await ref().set({ ...base, zuhr: '13:00', isha: '19:45' });
    const batches = await waitForBatches('/', sendsBefore + 2);
    const mine = batches.slice(sendsBefore);
    const english = mine.find((b) => b.payload.lang === 'en')!.payload;
    const urdu = mine.find((b) => b.payload.lang === 'ur')!.payload;
    expect(english).toMatchObject({
      kind: 'jamat',
      title: 'Jamat times changed',
      body: 'Zuhr 1:00 PM (was 1:15 PM), Isha 7:45 PM (was 7:30 PM)',
      tag: 'jamat',
    });
    expect(urdu.title).toBe('جماعت کے اوقات تبدیل');
    expect(urdu.body).toBe('ظہر: 1:00 دوپہر (پہلے 1:15 دوپہر)، عشاء: 7:45 شام (پہلے 7:30 شام)');
    expect(mine.find((b) => b.payload.lang === 'en')!.ttlSeconds).toBe(12 * 3600);

    // Writing the same times again sends nothing.
    await ref().set({ ...base, zuhr: '13:00', isha: '19:45' });
    await pause(3000);
    expect(sentBatches('/')).toHaveLength(sendsBefore + 2);
  });
});
