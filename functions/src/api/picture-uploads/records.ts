/** Upload records of one kind of picture (`PictureUploadKind`) and their files, read and deleted together. */
import { pictureRecordSchema, type PictureRecord } from '@masjid/domain/picture-upload';
import type { PictureUploadKind } from '@masjid/domain/picture-upload';
import { imagePaths } from '@masjid/domain/media-image';
import { db } from '../../lib/firebase.ts';
import { stored, validDoc } from '../../lib/stored.ts';
import { mediaStore } from '../../lib/media-store/store.ts';

const converter = stored(pictureRecordSchema);

/** The records' collection of `kind`. */
export const pictureRecords = (kind: PictureUploadKind) => db.collection(kind.collection);

/** The record of an uploaded picture, or undefined. */
export async function pictureRecord(
  kind: PictureUploadKind,
  id: string,
): Promise<PictureRecord | undefined> {
  return validDoc(await pictureRecords(kind).doc(id).withConverter(converter).get());
}

/** Deletes an uploaded picture's files, then its record (no error when absent). */
export async function deletePicture(kind: PictureUploadKind, id: string): Promise<void> {
  const record = await pictureRecord(kind, id);
  if (record) {
    const store = await mediaStore();
    await Promise.all(imagePaths(record.image).map((path) => store.delete(path)));
  }
  await pictureRecords(kind).doc(id).delete();
}
