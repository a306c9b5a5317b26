/**
 * Resumable uploads of recordings (issue 4 §3): a 200 MB file cannot pass through a function
 * request (32 MB), so the site admin's browser sends it straight to the media store.
 *
 * 1. `POST /recording-uploads/{category}` (site admin; JSON title, date, contentType, size):
 *    reserves the recording id, records the upload in `recordingUploads/{id}` and opens a
 *    resumable upload session in the media store (Cloud Storage's session address, or the local
 *    store's `/api/media-uploads/{session}`).
 * 2. The browser PUTs the file there in chunks with `Content-Range` (progress shown per chunk).
 * 3. `POST /recording-uploads/{id}/complete`: checks size and first bytes, publishes the recording.
 *    `DELETE /recording-uploads/{id}` abandons it. Uploads left unfinished past `expiresAt` are
 *    removed, object and record, whenever a new upload starts.
 */
import type { RequestHandler } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  MAX_RECORDING_BYTES,
  RECORDINGS_COLLECTION,
  RECORDING_UPLOADS_COLLECTION,
  UPLOAD_CHUNK_BYTES,
  recordingStoragePath,
  type RecordingCategory,
  type UploadRequest,
  type UploadSession,
} from '@masjid/domain/recording';
import { db } from '../lib/firebase.ts';
import { ApiError } from '../api/errors.ts';
import type { Caller } from '../api/auth.ts';
import { mediaStore } from '../media-store/store.ts';
import { checkedCategory, checkedRecordingId } from './read.ts';
import { publishStoredAudio } from './publish.ts';

/** How long an upload may take before it is abandoned, in milliseconds. */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface UploadRecord {
  category: RecordingCategory;
  title: string;
  date: string;
  contentType: string;
  size: number;
  storagePath: string;
  createdBy: string;
  expiresAt: Timestamp;
}

const uploads = () => db.collection(RECORDING_UPLOADS_COLLECTION);

/** Removes uploads whose time has run out: their objects and records (at most 20 per call). */
export async function sweepExpiredUploads(): Promise<number> {
  const stale = await uploads().where('expiresAt', '<', Timestamp.now()).limit(20).get();
  const store = await mediaStore();
  for (const doc of stale.docs) {
    await store.delete((doc.data() as UploadRecord).storagePath);
    await doc.ref.delete();
  }
  if (stale.size > 0) logger.info(`Removed ${stale.size} abandoned recording upload(s)`);
  return stale.size;
}

/** `POST /recording-uploads/{category}`: 201 with the `UploadSession`. */
export const startUpload: RequestHandler = async (req, res) => {
  const category = checkedCategory(req.params.key);
  const body = res.locals.body as UploadRequest;
  const caller = res.locals.caller as Caller;
  if (body.size > MAX_RECORDING_BYTES)
    throw new ApiError('payload-too-large', 'The file is larger than 200 MB', {
      file: 'The file is larger than 200 MB',
    });
  await sweepExpiredUploads().catch((err: unknown) => logger.warn('Upload sweep failed', err));

  const id = db.collection(RECORDINGS_COLLECTION).doc().id;
  const storagePath = recordingStoragePath(id, body.contentType);
  const expiresAt = Timestamp.fromMillis(Date.now() + UPLOAD_LIFETIME_MS);
  const record: UploadRecord = {
    category,
    title: body.title,
    date: body.date,
    contentType: body.contentType,
    size: body.size,
    storagePath,
    createdBy: caller.uid,
    expiresAt,
  };
  await uploads().doc(id).create(record);
  let uploadUrl: string;
  try {
    uploadUrl = await (
      await mediaStore()
    ).createUploadSession(storagePath, {
      contentType: body.contentType,
      size: body.size,
      origin: req.get('origin'),
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
  res.status(201).json(session);
};

async function uploadRecord(id: string): Promise<UploadRecord> {
  const snap = await uploads().doc(checkedRecordingId(id)).get();
  if (!snap.exists) throw new ApiError('not-found', 'No such upload, or it has expired');
  return snap.data() as UploadRecord;
}

/** `POST /recording-uploads/{id}/complete`: 201 with the published recording. */
export const completeUpload: RequestHandler = async (req, res) => {
  const id = checkedRecordingId(req.params.id);
  const upload = await uploadRecord(id);
  const recording = await publishStoredAudio({
    id,
    category: upload.category,
    fields: { title: upload.title, date: upload.date },
    storagePath: upload.storagePath,
    expectedSize: upload.size,
    uploadId: id,
  });
  res.status(201).location(`/api/get-recording/${id}`).json(recording);
};

/** `DELETE /recording-uploads/{id}`: abandons an upload, its bytes and its record; 204. */
export const abortUpload: RequestHandler = async (req, res) => {
  const id = checkedRecordingId(req.params.key);
  const upload = await uploadRecord(id);
  await (await mediaStore()).delete(upload.storagePath);
  await uploads().doc(id).delete();
  res.status(204).end();
};
