/**
 * The site admin's upload of a recording: the file is checked in the browser (audio by
 * its type and first bytes, at most 200 MB), then sent straight to the media store with a
 * resumable upload that the functions authorize (functions/src/recordings/uploads.ts), in chunks
 * with progress, and finally published. A failed or cancelled upload is abandoned on the server,
 * so it leaves neither a file nor a recording behind.
 */
import { recordingAnswerSchema, uploadSessionSchema } from '@masjid/domain/recording';
import type { Recording, RecordingCategory, RecordingFields } from '@masjid/domain/recording';
import { noContentResponse } from '@masjid/domain/api-responses';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** PUTs one chunk with XMLHttpRequest (fetch reports no upload progress); resolves to the next offset, or `undefined` when the file is complete. */
function putChunk(
  url: string,
  file: File,
  start: number,
  end: number,
  onSent: (bytes: number) => void,
  signal: AbortSignal,
): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Range', `bytes ${start}-${end - 1}/${file.size}`);
    xhr.upload.onprogress = (e) => onSent(start + e.loaded);
    xhr.onload = () => {
      if (xhr.status === 308) {
        const range = /bytes=0-(\d+)/.exec(xhr.getResponseHeader('Range') ?? '');
        resolve(range ? Number(range[1]) + 1 : end);
      } else if (xhr.status === 200 || xhr.status === 201) resolve(undefined);
      else reject(new ApiError(xhr.status, { reason: 'upload-out-of-order' }));
    };
    // As fetch does without a network: the reader is told there is no connection.
    xhr.onerror = () => reject(new TypeError('The connection was lost during the upload'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file.slice(start, end));
  });
}

/**
 * Uploads `file` as a new recording of `category` and publishes it. `onProgress` gets the bytes
 * sent so far; `signal` cancels. Throws ApiError for a refusal (api-messages.ts words it),
 * TypeError when the connection is lost, and an AbortError DOMException when cancelled.
 */
export async function uploadRecording(input: {
  category: RecordingCategory;
  fields: RecordingFields;
  file: File;
  contentType: string;
  /** The length the browser read from the file, when it could. */
  durationSeconds?: number;
  onProgress: (sent: number, total: number) => void;
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
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      if (signal.aborted) throw new DOMException('Upload cancelled', 'AbortError');
      const end = Math.min(offset + session.chunkBytes, file.size);
      offset = await putChunk(
        session.uploadUrl,
        file,
        offset,
        end,
        (sent) => input.onProgress(sent, file.size),
        signal,
      );
    }
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
