/**
 * Multipart form bodies with named files (books, slides, event images), parsed with busboy: text
 * fields, and each expected file kept in memory up to its own limit. The functions framework
 * keeps the body in `rawBody`; a function request is at most 32 MB, so every file is well under.
 */
import type { Request } from 'express';
import busboy from 'busboy';
import { megabytes } from '@masjid/domain/media-image';
import { ApiError, fieldProblem } from './errors.ts';

/**
 * A parsed multipart body: text fields, the expected files that were sent (non-empty), and the
 * content type each file was declared with (not trusted: check the bytes).
 */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Uint8Array>;
  declaredTypes: Record<string, string>;
}

const malformed = () =>
  new ApiError('bad-request', 'multipart-malformed', 'The multipart body is malformed');

/** Bytes a multipart body may hold besides its files: boundaries, part headers, text fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The `bodyLimit` of an endpoint reading a multipart body with `files` (each file's largest size
 * in bytes): their sum and the form's overhead.
 */
export function multipartBodyLimit(files: Record<string, number>): number {
  return Object.values(files).reduce((sum, bytes) => sum + bytes, MULTIPART_OVERHEAD_BYTES);
}

/** The message of a file over its limit of `bytes`. */
export function tooLargeMessage(bytes: number): string {
  return `The file is larger than ${megabytes(bytes)} MB`;
}

/**
 * Reads a multipart/form-data body. `files` names the file fields taken and each one's largest
 * size in bytes; other files are skipped. Throws ApiError 415 when the body is not multipart,
 * 413 `file-too-large` (the English message `tooLarge` or the limit's) when a file is over its
 * limit, 400 when malformed.
 */
export function readMultipartForm(
  req: Request & { rawBody?: Buffer },
  files: Record<string, number>,
  tooLarge?: string,
): Promise<MultipartForm> {
  if (!req.is('multipart/form-data'))
    throw new ApiError(
      'unsupported-media-type',
      'multipart-required',
      'Send the form as multipart/form-data',
    );
  const largest = Math.max(...Object.values(files));
  return new Promise((resolve, reject) => {
    const result: MultipartForm = { fields: {}, files: {}, declaredTypes: {} };
    let failure: ApiError | undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: largest + 1,
          files: Object.keys(files).length,
          fields: 16,
          fieldSize: 4096,
        },
      });
    } catch {
      reject(malformed());
      return;
    }
    parser.on('field', (name, value) => {
      result.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const limit = files[name];
      if (limit === undefined) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (size > limit) {
          const message = tooLarge ?? tooLargeMessage(limit);
          const params = { maxMegabytes: megabytes(limit) };
          failure ??= new ApiError('payload-too-large', 'file-too-large', message, {
            params,
            fields: { [name]: fieldProblem('file-too-large', message, params) },
          });
        } else if (size > 0) {
          result.files[name] = Buffer.concat(chunks);
          result.declaredTypes[name] = info.mimeType;
        }
      });
    });
    parser.on('error', () => reject(malformed()));
    parser.on('close', () => (failure ? reject(failure) : resolve(result)));
    if (req.rawBody) parser.end(req.rawBody);
    else req.pipe(parser);
  });
}
