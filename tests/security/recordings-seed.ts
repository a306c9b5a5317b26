/**
 * A long recordings history of one category, written through the Admin SDK in batches: `count`
 * recordings dated one a day back from 2026-11-27, the first the newest, ids `{prefix}-00001`
 * and on. For the read-cost test (read-costs.test.ts) and the benchmark (scripts/bench-reads.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { RECORDINGS_COLLECTION, type RecordingCategory } from '@masjid/domain/recording';
import { addDays } from '@masjid/domain/jamat-schedule';

const BATCH = 450;

/** The ids of the seeded recordings, newest first (listing order). */
export function seededRecordingIds(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(5, '0')}`);
}

/** A stored recording of `category` on `date` (see the module comment). */
export function storedRecording(id: string, category: RecordingCategory, date: string) {
  return {
    title: `Recording ${id}`,
    date,
    category,
    downloadURL: `/api/media/recordings/${id}/audio.mp3`,
    storagePath: `recordings/${id}/audio.mp3`,
    contentType: 'audio/mpeg',
    size: 1000,
    createdAt: `${date}T09:00:00.000Z`,
  };
}

/** Writes the history (see the module comment); returns the ids, newest first. */
export async function seedRecordings(
  db: Firestore,
  category: RecordingCategory,
  prefix: string,
  count: number,
): Promise<string[]> {
  const ids = seededRecordingIds(prefix, count);
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = db.batch();
    ids.slice(i, i + BATCH).forEach((id, j) => {
      const date = addDays('2026-11-27', -(i + j));
      batch.set(db.collection(RECORDINGS_COLLECTION).doc(id), storedRecording(id, category, date));
    });
    await batch.commit();
  }
  return ids;
}
