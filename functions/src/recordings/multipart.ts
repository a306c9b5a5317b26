/**
 * `POST /post-recording/{category}`: multipart form with title, file and date, parsed
 * with busboy. Files up to 32 MB, the function request limit; the site's own form uses the
 * resumable upload (uploads.ts), which takes up to 200 MB.
 */
import type { Request } from 'express';
import busboy from 'busboy';
import * as z from 'zod/mini';
import {
  MAX_FUNCTION_REQUEST_BYTES,
  RECORDINGS_COLLECTION,
  recordingFieldsSchema,
  recordingStoragePath,
  type Recording,
  type RecordingCategory,
} from '@masjid/domain/recording';
import { AUDIO_SNIFF_BYTES, sniffAudio } from '@masjid/domain/audio-sniff';
import { db } from '../lib/firebase.ts';
import { ApiError } from '../api/errors.ts';
import { fieldErrors } from '../api/body.ts';
import { mediaStore } from '../lib/media-store/store.ts';
import { NOT_AUDIO, publishStoredAudio } from './publish.ts';

interface Multipart {
  fields: Record<string, string>;
  file?: { bytes: Buffer; mimeType: string };
}

const TOO_LARGE = `The file is larger than ${MAX_FUNCTION_REQUEST_BYTES / 1024 / 1024} MB; larger files go through POST /recording-uploads/{category}`;

/** Reads the multipart body (the functions framework keeps it in `rawBody`). */
function readMultipart(req: Request & { rawBody?: Buffer }): Promise<Multipart> {
  if (!req.is('multipart/form-data'))
    throw new ApiError('unsupported-media-type', 'Send the recording as multipart/form-data');
  return new Promise((resolve, reject) => {
    const result: Multipart = { fields: {} };
    let failure: ApiError | undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: MAX_FUNCTION_REQUEST_BYTES,
          files: 1,
          fields: 8,
          fieldSize: 4096,
          parts: 10,
        },
      });
    } catch {
      reject(new ApiError('bad-request', 'The multipart body is malformed'));
      return;
    }
    parser.on('field', (name, value) => {
      result.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new ApiError('payload-too-large', TOO_LARGE);
      });
      stream.on('end', () => {
        result.file = { bytes: Buffer.concat(chunks), mimeType: info.mimeType };
      });
    });
    parser.on('error', () =>
      reject(new ApiError('bad-request', 'The multipart body is malformed')),
    );
    parser.on('close', () => (failure ? reject(failure) : resolve(result)));
    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}

/**
 * Publishes the recording of a multipart request: ApiError 400 with fields for a missing title,
 * date or file, or a file that is not audio; 413 over the request limit.
 */
export async function postRecording(req: Request, category: RecordingCategory): Promise<Recording> {
  const { fields, file } = await readMultipart(req);
  const parsed = z.safeParse(recordingFieldsSchema, { title: fields.title, date: fields.date });
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!file || file.bytes.length === 0) errors.file = 'Choose an audio file';
  if (!parsed.success || !file || errors.file)
    throw new ApiError('bad-request', 'Some fields are missing or invalid', errors);
  const kind = await sniffAudio(file.bytes.subarray(0, AUDIO_SNIFF_BYTES));
  if (!kind) throw new ApiError('bad-request', NOT_AUDIO, { file: NOT_AUDIO });

  const id = db.collection(RECORDINGS_COLLECTION).doc().id;
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
