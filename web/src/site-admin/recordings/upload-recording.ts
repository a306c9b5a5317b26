/**
 * The site admin's upload of a recording: the file is checked in the browser (audio by
 * its type and first bytes, at most 200 MB), then sent straight to the media store with a
 * resumable upload that the functions authorize (functions/src/recordings/uploads.ts), in chunks
 * with progress, and finally published. A lost connection does not end it: the admin is told, and
 * once the connection is back (the `online` event, or the next try of a growing wait) the session
 * is asked how much it holds (Cloud Storage's status query) and the upload goes on from there. A
 * cancelled, refused or expired upload is abandoned on the server, so it leaves neither a file nor
 * a recording behind.
 */
import { recordingAnswerSchema, uploadSessionSchema } from '@masjid/domain/recording';
import type { Recording, RecordingCategory, RecordingFields } from '@masjid/domain/recording';
import { noContentResponse } from '@masjid/domain/api-responses';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** The waits between tries while the connection is lost, in milliseconds; the last repeats. */
export const RECONNECT_WAITS_MS = [1000, 2000, 4000, 8000, 16000, 30000];

/** Thrown when the session did not answer (no connection, or a passing server fault): try again. */
class ConnectionLost extends Error {
  constructor(readonly status = 0) {
    super('The connection was lost during the upload');
    this.name = 'ConnectionLost';
  }
}

/**
 * What an answer of the upload session means (Cloud Storage's resumable protocol): the next
 * offset to send (308, from `Range: bytes=0-N`, or 0 without it), `undefined` when the upload is
 * complete (200, 201), ConnectionLost for a passing fault worth another try (408, 429, 5xx), and
 * ApiError `upload-not-found` for a session that has expired or been removed (404, 410: start
 * again) or `upload-out-of-order` for any other refusal.
 */
export function sessionAnswer(status: number, range: string | null): number | undefined {
  if (status === 308) {
    const got = /bytes=0-(\d+)/.exec(range ?? '');
    return got ? Number(got[1]) + 1 : 0;
  }
  if (status === 200 || status === 201) return undefined;
  if (status === 404 || status === 410)
    throw new ApiError(404, { code: 'not-found', reason: 'upload-not-found' });
  if (status === 408 || status === 429 || status >= 500) throw new ConnectionLost(status);
  throw new ApiError(status, { reason: 'upload-out-of-order' });
}

/**
 * PUTs `body` to the session with `Content-Range` (XMLHttpRequest: fetch reports no upload
 * progress); resolves to sessionAnswer's reading of the answer. ConnectionLost without an answer.
 */
function putToSession(
  url: string,
  contentRange: string,
  body: Blob | null,
  onSent: (bytes: number) => void,
  signal: AbortSignal,
): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Range', contentRange);
    xhr.upload.onprogress = (e) => onSent(e.loaded);
    xhr.onload = () => {
      try {
        resolve(sessionAnswer(xhr.status, xhr.getResponseHeader('Range')));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ConnectionLost());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const cancel = () => xhr.abort();
    signal.addEventListener('abort', cancel, { once: true });
    xhr.onloadend = () => signal.removeEventListener('abort', cancel);
    xhr.send(body);
  });
}

/** Resolves on the browser's `online` event or after `ms`, whichever comes first; rejects on cancel. */
function connectionBack(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', cancel);
      resolve();
    };
    const cancel = () => {
      done();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', cancel, { once: true });
  });
}

/**
 * Sends `file` from `offset` to the session at `url`, chunk by chunk. On a lost connection it
 * calls `onConnection(false)`, waits (connectionBack, growing waits) and asks the session where
 * it stands (`Content-Range: bytes *\/SIZE`) until it answers, then `onConnection(true)` and goes
 * on from there. Resolves when the session holds the whole file.
 */
async function sendFile(input: {
  url: string;
  file: File;
  chunkBytes: number;
  onProgress: (sent: number, total: number) => void;
  onConnection: (connected: boolean) => void;
  signal: AbortSignal;
}): Promise<void> {
  const { url, file, signal } = input;
  let offset: number | undefined = 0;
  let tries = 0;
  while (offset !== undefined) {
    if (signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
    const from: number = offset;
    try {
      if (tries > 0) {
        offset = await putToSession(url, `bytes */${file.size}`, null, () => undefined, signal);
        tries = 0;
        input.onConnection(true);
        input.onProgress(offset ?? file.size, file.size);
        continue;
      }
      const end = Math.min(from + input.chunkBytes, file.size);
      offset = await putToSession(
        url,
        `bytes ${from}-${end - 1}/${file.size}`,
        file.slice(from, end),
        (sent) => input.onProgress(from + sent, file.size),
        signal,
      );
    } catch (err) {
      if (!(err instanceof ConnectionLost)) throw err;
      if (tries === 0) input.onConnection(false);
      await connectionBack(
        RECONNECT_WAITS_MS[Math.min(tries, RECONNECT_WAITS_MS.length - 1)]!,
        signal,
      );
      tries += 1;
      offset = from;
    }
  }
}

/**
 * Uploads `file` as a new recording of `category` and publishes it. `onProgress` gets the bytes
 * sent so far; `onConnection` is told when the connection is lost (false) and back (true), the
 * upload waiting meanwhile; `signal` cancels. Throws ApiError for a refusal (api-messages.ts words
 * it; `upload-not-found` when the session expired: start again), TypeError when the connection is
 * lost while starting or publishing, and an AbortError DOMException when cancelled.
 */
export async function uploadRecording(input: {
  category: RecordingCategory;
  fields: RecordingFields;
  file: File;
  contentType: string;
  /** The length the browser read from the file, when it could. */
  durationSeconds?: number;
  onProgress: (sent: number, total: number) => void;
  onConnection?: (connected: boolean) => void;
  signal: AbortSignal;
}): Promise<Recording> {
  const { file, signal } = input;
  const session = await apiFetch(`/recording-uploads/${input.category}`, uploadSessionSchema, {
    method: 'POST',
    creates: true,
    body: {
      ...input.fields,
      contentType: input.contentType,
      size: file.size,
      ...(input.durationSeconds ? { durationSeconds: input.durationSeconds } : {}),
    },
  });
  try {
    await sendFile({
      url: session.uploadUrl,
      file,
      chunkBytes: session.chunkBytes,
      onProgress: input.onProgress,
      onConnection: input.onConnection ?? (() => undefined),
      signal,
    });
    input.onProgress(file.size, file.size);
    return await savedToSite(
      apiFetch(`/recording-uploads/${session.uploadId}/complete`, recordingAnswerSchema, {
        method: 'POST',
        creates: true,
      }),
    );
  } catch (err) {
    // Best effort: the server also removes uploads left past their expiry.
    await apiFetch(`/recording-uploads/${session.uploadId}`, noContentResponse, {
      method: 'DELETE',
    }).catch(() => undefined);
    throw err;
  }
}

/** Deletes a recording, its document and its audio (`DELETE /delete-recording/{id}`). */
export async function deleteRecording(id: string): Promise<void> {
  await savedToSite(
    apiFetch(`/delete-recording/${encodeURIComponent(id)}`, noContentResponse, {
      method: 'DELETE',
    }),
  );
}

/**
 * Corrects a published recording's text (`PUT /update-recording/{id}`): title, Urdu title and
 * date; the audio stays. Resolves to the recording as stored.
 */
export function updateRecording(id: string, fields: RecordingFields): Promise<Recording> {
  return savedToSite(
    apiFetch(`/update-recording/${encodeURIComponent(id)}`, recordingAnswerSchema, {
      method: 'PUT',
      body: fields,
    }),
  );
}
