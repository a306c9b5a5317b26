/**
 * What the recordings leave stored, for "nothing left behind" checks: recording and upload
 * documents, audio folders of the local-disk media store (`MEDIA_STORE_DIR`; no Storage emulator
 * runs here) and its unfinished uploads' files.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RECORDINGS_COLLECTION, RECORDING_UPLOADS_COLLECTION } from '@masjid/domain/recording';
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
