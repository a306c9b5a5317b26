/**
 * `POST /post-recording/{category}`: multipart form with title, file and date, parsed
 * by api/multipart-files.ts (busboy). Files up to 32 MB, the function request limit; the site's own form uses the
 * resumable upload (uploads.ts), which takes up to 200 MB.
 */
import type { Request } from 'express';
import * as z from 'zod/mini';
import {
  MAX_FUNCTION_REQUEST_BYTES,
  recordingFieldsInput,
  recordingFieldsSchema,
  recordingStoragePath,
  type Recording,
  type RecordingCategory,
} from '@masjid/domain/recording';
import { AUDIO_SNIFF_BYTES, sniffAudio } from '@masjid/domain/audio-sniff';
import { ApiError, fieldProblem } from '../api/errors.ts';
import { fieldProblemsOf } from '@masjid/domain/field-problems';
import { multipartBodyLimit, readMultipartForm } from '../api/multipart-files.ts';
import { mediaStore } from '../lib/media-store/store.ts';
import { notAudio, publishStoredAudio } from './publish.ts';
import { findRecording } from './read.ts';

const TOO_LARGE = `The file is larger than ${MAX_FUNCTION_REQUEST_BYTES / 1024 / 1024} MB; larger files go through POST /recording-uploads/{category}`;

/** The body `POST /post-recording/{category}` takes: one file of up to 32 MB and the fields. */
export const POST_RECORDING_BODY_BYTES = multipartBodyLimit({ file: MAX_FUNCTION_REQUEST_BYTES });

/**
 * Publishes the recording of a multipart request: ApiError 400 with fields for a missing title,
 * date or file, or a file that is not audio; 413 over the request limit.
 */
export async function postRecording(
  req: Request,
  category: RecordingCategory,
  id: string,
): Promise<Recording> {
  const form = await readMultipartForm(req, { file: MAX_FUNCTION_REQUEST_BYTES }, TOO_LARGE);
  const { fields } = form;
  const bytes = form.files.file;
  const file = bytes ? { bytes, mimeType: form.declaredTypes.file ?? '' } : undefined;
  const parsed = z.safeParse(recordingFieldsSchema, recordingFieldsInput(fields));
  const errors = parsed.success ? {} : fieldProblemsOf(parsed.error);
  if (!file || file.bytes.length === 0)
    errors.file = fieldProblem('file-missing', 'Choose an audio file');
  if (!parsed.success || !file || errors.file)
    throw new ApiError('bad-request', 'invalid-input', 'Some fields are missing or invalid', {
      fields: errors,
    });
  const kind = await sniffAudio(file.bytes.subarray(0, AUDIO_SNIFF_BYTES));
  if (!kind) throw notAudio();

  // A retry of a request that published it (same id, from its Idempotency-Key) answers that.
  const made = await findRecording(id);
  if (made) return made;
  // The type the bytes show, never the part's declared one: a browser or script may declare any
  // `audio/...` string, which the recording document would then not accept.
  const contentType = kind.mime;
  const storagePath = recordingStoragePath(id, contentType);
  const store = await mediaStore();
  try {
    await store.put(storagePath, file.bytes, contentType);
  } catch (err) {
    await store.delete(storagePath);
    throw err;
  }
  return publishStoredAudio({ id, category, fields: parsed.data, storagePath });
}
