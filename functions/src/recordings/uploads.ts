/**
 * Resumable uploads of recordings: a 200 MB file cannot pass through a function
 * request (32 MB), so the site admin's browser sends it straight to the media store.
 *
 * 1. `POST /recording-uploads/{category}` (site admin; JSON title, date, contentType, size):
 *    reserves the recording id, records the upload in `recordingUploads/{id}` and opens a
 *    resumable upload session in the media store (Cloud Storage's session address, or the local
 *    store's `/api/media-uploads/{session}`).
 * 2. The browser PUTs the file there in chunks with `Content-Range` (progress shown per chunk).
 * 3. `POST /recording-uploads/{id}/complete`: checks size and first bytes, publishes the recording.
 *    `DELETE /recording-uploads/{id}` abandons it. Uploads left unfinished past `expiresAt` are
 *    removed, object and record, by the hourly `sweepAbandonedUploads` (upload-sweep.ts) and
 *    whenever a new upload starts.
 *
 * Bounds: each site admin has at most `MAX_OPEN_UPLOADS_PER_ADMIN` uploads open at once, each of at
 * most 200 MB, and the media store refuses bytes beyond the size announced at the start (Cloud
 * Storage through `X-Upload-Content-Length`). The session is opened for the configured site
 * origin (`SITE_URL`), never for the request's `Origin` header, which the caller writes.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  MAX_RECORDING_BYTES,
  RECORDING_UPLOADS_COLLECTION,
  UPLOAD_CHUNK_BYTES,
  recordingStoragePath,
  uploadRecordSchema,
  type Recording,
  type RecordingCategory,
  type UploadRecord,
  type UploadRequest,
  type UploadSession,
} from '@masjid/domain/recording';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { ApiError, fieldProblem } from '../api/errors.ts';
import { megabytes } from '@masjid/domain/media-image';
import { mediaStore } from '../lib/media-store/store.ts';
import type { MediaStore } from '../lib/media-store/types.ts';
import { siteOrigin } from '../lib/config.ts';
import { publishStoredAudio } from './publish.ts';
import { findRecording } from './read.ts';

/** How long an upload may take before it is abandoned, in milliseconds. */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Uploads one site admin may have open at once (a form per recording, and a spare). */
export const MAX_OPEN_UPLOADS_PER_ADMIN = 3;

/** Expired uploads removed per sweep call. */
export const SWEEP_BATCH = 20;

const uploads = () => db.collection(RECORDING_UPLOADS_COLLECTION);
const uploadConverter = stored(uploadRecordSchema);

/**
 * Removes uploads whose time has run out: their objects (and the unfinished upload's bytes) and
 * records, at most `SWEEP_BATCH` per call; returns how many. `store` is the media store
 * (this instance's by default).
 */
export async function sweepExpiredUploads(store?: MediaStore): Promise<number> {
  const stale = await uploads()
    .where('expiresAt', '<', Timestamp.now())
    .limit(SWEEP_BATCH)
    .withConverter(uploadConverter)
    .get();
  store ??= await mediaStore();
  for (const upload of validDocs(stale)) {
    await store.delete(upload.storagePath);
    await uploads().doc(upload.id).delete();
  }
  if (stale.size > 0) logger.info(`Removed ${stale.size} abandoned recording upload(s)`);
  return stale.size;
}

/**
 * Starts an upload for the site admin `by` (a uid): reserves the id, records the upload and opens
 * the media store's session for the configured site origin. ApiError 413 over 200 MB; 429 when
 * `by` already has `MAX_OPEN_UPLOADS_PER_ADMIN` uploads open (the check and the record are one
 * transaction, so parallel starts cannot pass it together).
 */
export async function startUpload(
  category: RecordingCategory,
  body: UploadRequest,
  by: string,
  id: string,
): Promise<UploadSession> {
  if (body.size > MAX_RECORDING_BYTES)
    throw new ApiError('payload-too-large', 'file-too-large', 'The file is larger than 200 MB', {
      params: { maxMegabytes: megabytes(MAX_RECORDING_BYTES) },
      fields: {
        file: fieldProblem('file-too-large', 'The file is larger than 200 MB', {
          maxMegabytes: megabytes(MAX_RECORDING_BYTES),
        }),
      },
    });
  await sweepExpiredUploads().catch((err: unknown) => logger.warn('Upload sweep failed', err));

  const storagePath = recordingStoragePath(id, body.contentType);
  const expiresAt = Timestamp.fromMillis(Date.now() + UPLOAD_LIFETIME_MS);
  const record: UploadRecord = {
    category,
    title: body.title,
    ...(body.titleUr ? { titleUr: body.titleUr } : {}),
    date: body.date,
    contentType: body.contentType,
    size: body.size,
    ...(body.durationSeconds ? { durationSeconds: body.durationSeconds } : {}),
    storagePath,
    createdBy: by,
    expiresAt,
  };
  await db.runTransaction(async (tx) => {
    // A retry of a request that recorded this upload (same id, from its Idempotency-Key) opens
    // another session for it: the first answer, and its session address, never arrived.
    if ((await tx.get(uploads().doc(id))).exists) return;
    const mine = await tx.get(
      uploads().where('createdBy', '==', by).withConverter(uploadConverter),
    );
    const open = validDocs(mine).filter((u) => u.expiresAt.toMillis() > Date.now());
    if (open.length >= MAX_OPEN_UPLOADS_PER_ADMIN)
      throw new ApiError(
        'too-many-requests',
        'too-many-uploads',
        `You already have ${MAX_OPEN_UPLOADS_PER_ADMIN} uploads in progress; finish or cancel one first`,
        { params: { maximum: MAX_OPEN_UPLOADS_PER_ADMIN } },
      );
    tx.create(uploads().doc(id), record);
  });
  let uploadUrl: string;
  try {
    uploadUrl = await (
      await mediaStore()
    ).createUploadSession(storagePath, {
      contentType: body.contentType,
      size: body.size,
      origin: siteOrigin(),
    });
  } catch (err) {
    await uploads().doc(id).delete();
    throw err;
  }
  const session: UploadSession = {
    uploadId: id,
    uploadUrl,
    chunkBytes: UPLOAD_CHUNK_BYTES,
    expiresAt: expiresAt.toDate().toISOString(),
  };
  return session;
}

async function uploadRecord(id: string): Promise<UploadRecord> {
  const upload = validDoc(await uploads().doc(id).withConverter(uploadConverter).get());
  if (!upload)
    throw new ApiError('not-found', 'upload-not-found', 'No such upload, or it has expired');
  return upload;
}

/** Publishes the finished upload `id`; ApiError 404 for an unknown one (see publishStoredAudio). */
export async function completeUpload(id: string): Promise<Recording> {
  // Publishing removes the upload record: a retry of a completion whose answer was lost finds
  // the recording instead.
  const published = (await uploads().doc(id).get()).exists ? undefined : await findRecording(id);
  if (published) return published;
  const upload = await uploadRecord(id);
  return publishStoredAudio({
    id,
    category: upload.category,
    fields: {
      title: upload.title,
      ...(upload.titleUr ? { titleUr: upload.titleUr } : {}),
      date: upload.date,
    },
    storagePath: upload.storagePath,
    expectedSize: upload.size,
    durationSeconds: upload.durationSeconds,
    uploadId: id,
  });
}

/** Abandons the upload `id`, its bytes and its record; ApiError 404 for an unknown one. */
export async function abortUpload(id: string): Promise<void> {
  const upload = await uploadRecord(id);
  await (await mediaStore()).delete(upload.storagePath);
  await uploads().doc(id).delete();
}
