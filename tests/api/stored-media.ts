/**
 * What the recordings leave stored, for "nothing left behind" checks: recording and upload
 * documents, audio folders of the local-disk media store (`MEDIA_STORE_DIR`; no Storage emulator
 * runs here) and its unfinished uploads' files; and the wait for the listing index.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import {
  RECORDINGS_COLLECTION,
  RECORDING_UPLOADS_COLLECTION,
  type RecordingCategory,
} from '@masjid/domain/recording';
import {
  RECORDING_LISTINGS_COLLECTION,
  idOfKey,
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
 * Waits (up to 15 s) until the listing index of `category` (decision 43) lists every one of `ids`
 * (or, with `listed: false`, none of them): recordings written straight to Firestore are indexed
 * by the `indexRecording` trigger, shortly after the write. Throws when it does not.
 */
export async function untilIndexed(
  category: RecordingCategory,
  ids: readonly string[],
  listed = true,
): Promise<void> {
  const ref = adminDb().collection(RECORDING_LISTINGS_COLLECTION).doc(category);
  for (let tries = 0; tries < 60; tries++) {
    const parsed = z.safeParse(recordingListingSchema, (await ref.get()).data());
    const indexed = new Set(parsed.success ? parsed.data.keys.map(idOfKey) : []);
    if (ids.every((id) => indexed.has(id) === listed)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The ${category} listing index never ${listed ? 'listed' : 'dropped'} ${ids.join(', ')}`,
  );
}
