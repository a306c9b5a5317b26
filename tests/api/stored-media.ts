/**
 * What the recordings leave stored, for "nothing left behind" checks: recording and upload
 * documents, audio folders of the local-disk media store (`MEDIA_STORE_DIR`; no Storage emulator
 * runs here) and its unfinished uploads' files; and the recordings listing index, waited for or built now.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import {
  RECORDINGS_COLLECTION,
  RECORDING_UPLOADS_COLLECTION,
  recordingSchema,
  type RecordingCategory,
} from '@masjid/domain/recording';
import {
  RECORDING_LISTINGS_COLLECTION,
  RECORDING_LISTING_VERSION,
  idOfKey,
  isListableId,
  listingKeysOf,
  recordingListingSchema,
} from '@masjid/domain/recording-listing';
import { localMediaDir } from '../../functions/src/lib/media-store/local-disk.ts';
import { adminDb } from './client.ts';

const listing = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

/** Counts of the two collections, and the store's folders and upload files, sorted. */
export async function storedRecordingMedia() {
  const [recordings, uploads] = await Promise.all([
    adminDb().collection(RECORDINGS_COLLECTION).count().get(),
    adminDb().collection(RECORDING_UPLOADS_COLLECTION).count().get(),
  ]);
  return {
    recordings: recordings.data().count,
    uploads: uploads.data().count,
    folders: listing(join(localMediaDir(), 'objects', 'recordings')),
    parts: listing(join(localMediaDir(), 'uploads')),
  };
}

/**
 * Waits (up to 30 s) until the listing index of `category` (decision 43) lists every one of `ids`
 * (or, with `listed: false`, none of them): recordings written straight to Firestore are indexed
 * by the `indexRecording` trigger after the write, once the functions emulator (one execution at
 * a time) reaches it. Throws when it does not.
 */
export async function untilIndexed(
  category: RecordingCategory,
  ids: readonly string[],
  listed = true,
): Promise<void> {
  const ref = adminDb().collection(RECORDING_LISTINGS_COLLECTION).doc(category);
  for (let tries = 0; tries < 120; tries++) {
    const parsed = z.safeParse(recordingListingSchema, (await ref.get()).data());
    const indexed = new Set(parsed.success ? parsed.data.keys.map(idOfKey) : []);
    if (ids.every((id) => indexed.has(id) === listed)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The ${category} listing index never ${listed ? 'listed' : 'dropped'} ${ids.join(', ')}`,
  );
}

/**
 * Builds the listing index of `category` from its stored recordings now, as the functions do for
 * a missing one (a transaction over the category): for a test that wrote recordings straight to
 * Firestore and reads a listing next, without waiting for their triggers behind other tests'
 * work in the functions emulator. The triggers, when they run, find nothing to change.
 */
export async function indexNow(category: RecordingCategory): Promise<void> {
  const db = adminDb();
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(
      db.collection(RECORDINGS_COLLECTION).where('category', '==', category),
    );
    const published = snap.docs.flatMap((doc) => {
      const parsed = z.safeParse(recordingSchema, doc.data());
      return parsed.success && isListableId(doc.id) ? [{ ...parsed.data, id: doc.id }] : [];
    });
    tx.set(db.collection(RECORDING_LISTINGS_COLLECTION).doc(category), {
      version: RECORDING_LISTING_VERSION,
      keys: listingKeysOf(published),
      updatedAt: new Date().toISOString(),
    });
  });
}
