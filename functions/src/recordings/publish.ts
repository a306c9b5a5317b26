/**
 * Publishing and deleting recordings: the audio object and its Firestore
 * document come and go together. A recording is published only after its file is in the media
 * store and has been recognised as audio from its first bytes; if anything fails on the way, the
 * object is deleted again, so a failed upload leaves neither behind.
 */
import {
  MAX_RECORDING_BYTES,
  RECORDINGS_COLLECTION,
  RECORDING_UPLOADS_COLLECTION,
  recordingSchema,
  type Recording,
  type RecordingCategory,
  type RecordingFields,
} from '@masjid/domain/recording';
import * as z from 'zod/mini';
import { AUDIO_SNIFF_BYTES, sniffAudio } from '@masjid/domain/audio-sniff';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { ALREADY_EXISTS, db, errorCode } from '../lib/firebase.ts';
import { ApiError, fieldProblem } from '../api/errors.ts';
import { megabytes } from '@masjid/domain/media-image';
import { mediaStore } from '../lib/media-store/store.ts';
import { findRecording, getRecording } from './read.ts';
import { syncListings } from './listing.ts';

export const NOT_AUDIO = 'This file is not audio. Choose an MP3, M4A, OGG, OPUS, WAV or FLAC file.';

/** The refusal of a file whose bytes are not audio (ApiError 400 `not-audio`, on `file`). */
export const notAudio = () =>
  new ApiError('bad-request', 'not-audio', NOT_AUDIO, {
    fields: { file: fieldProblem('not-audio', NOT_AUDIO) },
  });

/**
 * Brings the listing indexes in line with the recording `id` just written, before the API answers
 * (so the site admin's next listing shows the change); should that fail, the trigger does it.
 */
async function listedNow(id: string): Promise<void> {
  await syncListings([id]).catch((err: unknown) => {
    logger.warn('The recordings listing waits for its trigger', { id, err });
  });
}

/**
 * Checks the stored object at `storagePath` and publishes `recordings/{id}` for it, in a
 * transaction that also removes the upload record `uploadId` when given. Throws ApiError 400
 * (not audio, missing or incomplete file) or 413 (over 200 MB) after deleting the object.
 */
export async function publishStoredAudio(input: {
  id: string;
  category: RecordingCategory;
  fields: RecordingFields;
  storagePath: string;
  expectedSize?: number;
  /** The length the browser read from the file, when it could. */
  durationSeconds?: number | undefined;
  uploadId?: string;
}): Promise<Recording> {
  const store = await mediaStore();
  const discard = async () => {
    await store.delete(input.storagePath);
    if (input.uploadId)
      await db.collection(RECORDING_UPLOADS_COLLECTION).doc(input.uploadId).delete();
  };
  try {
    const object = await store.stat(input.storagePath);
    if (!object)
      throw new ApiError('bad-request', 'invalid-input', 'The file has not been uploaded', {
        fields: { file: fieldProblem('upload-incomplete', 'Upload the file first') },
      });
    if (object.size > MAX_RECORDING_BYTES)
      throw new ApiError('payload-too-large', 'file-too-large', 'The file is larger than 200 MB', {
        params: { maxMegabytes: megabytes(MAX_RECORDING_BYTES) },
      });
    if (input.expectedSize !== undefined && object.size !== input.expectedSize)
      throw new ApiError('bad-request', 'invalid-input', 'The file was not uploaded completely', {
        fields: { file: fieldProblem('upload-incomplete', 'The upload is incomplete; try again') },
      });
    const kind = await sniffAudio(await store.readStart(input.storagePath, AUDIO_SNIFF_BYTES));
    if (!kind) throw notAudio();

    const ref = db.collection(RECORDINGS_COLLECTION).doc(input.id);
    // Checked against the stored shape before it is written: a document the readers would refuse
    // must not be published (it would hide its audio object from every clean-up).
    const parsed = z.safeParse(recordingSchema, {
      ...input.fields,
      category: input.category,
      downloadURL: store.downloadUrl(input.storagePath),
      storagePath: input.storagePath,
      contentType: z.safeParse(recordingSchema.shape.contentType, object.contentType).success
        ? object.contentType
        : kind.mime,
      size: object.size,
      ...(input.durationSeconds ? { durationSeconds: input.durationSeconds } : {}),
      createdAt: new Date().toISOString(),
    });
    if (!parsed.success)
      throw new ApiError('bad-request', 'invalid-input', 'The recording cannot be stored as sent', {
        fields: {
          file: fieldProblem('file-not-stored', 'The file could not be stored; try again'),
        },
      });
    await db.runTransaction(async (tx) => {
      tx.create(ref, parsed.data);
      if (input.uploadId)
        tx.delete(db.collection(RECORDING_UPLOADS_COLLECTION).doc(input.uploadId));
    });
  } catch (err) {
    // A retry of the same request (same id, same object) published it first: answer that.
    if (errorCode(err) === ALREADY_EXISTS) return getRecording(input.id);
    await discard();
    throw err;
  }
  await listedNow(input.id);
  return getRecording(input.id);
}

/**
 * Corrects a published recording's text (title, Urdu title, date; a missing Urdu title removes
 * it); its audio and everything else stay. ApiError 404 when there is no such recording.
 */
export async function updateRecordingFields(
  id: string,
  fields: RecordingFields,
): Promise<Recording> {
  const ref = db.collection(RECORDINGS_COLLECTION).doc(id);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists)
      throw new ApiError('not-found', 'recording-not-found', 'Recording not found');
    tx.update(ref, {
      title: fields.title,
      titleUr: fields.titleUr ?? FieldValue.delete(),
      date: fields.date,
    });
  });
  await listedNow(id);
  return getRecording(id);
}

/** Deletes a recording's audio object, then its document; ApiError 404 when there is none. */
export async function deleteRecording(id: string): Promise<void> {
  const ref = db.collection(RECORDINGS_COLLECTION).doc(id);
  if (!(await ref.get()).exists)
    throw new ApiError('not-found', 'recording-not-found', 'Recording not found');
  // A malformed document is still deleted; only its audio, when its path is known, goes first.
  const recording = await findRecording(id);
  if (recording) await (await mediaStore()).delete(recording.storagePath);
  await ref.delete();
  await listedNow(id);
}
