/** `eventImages/{id}` records and their files, read and deleted together. */
import { EVENT_IMAGES_COLLECTION, eventImageRecordSchema } from '@masjid/domain/event-image';
import type { EventImageRecord } from '@masjid/domain/event-image';
import { imagePaths } from '@masjid/domain/media-image';
import { db } from '../lib/firebase.ts';
import { stored, validDoc } from '../lib/stored.ts';
import { mediaStore } from '../lib/media-store/store.ts';

const converter = stored(eventImageRecordSchema);

export const eventImages = () => db.collection(EVENT_IMAGES_COLLECTION);

/** The record of an uploaded event image, or undefined. */
export async function eventImageRecord(id: string): Promise<EventImageRecord | undefined> {
  return validDoc(await eventImages().doc(id).withConverter(converter).get());
}

/** Deletes an uploaded event image's files, then its record (no error when absent). */
export async function deleteEventImage(id: string): Promise<void> {
  const record = await eventImageRecord(id);
  if (record) {
    const store = await mediaStore();
    await Promise.all(imagePaths(record.image).map((path) => store.delete(path)));
  }
  await eventImages().doc(id).delete();
}
