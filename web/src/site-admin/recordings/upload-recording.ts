/**
 * The site admin's upload of a recording (issue 4 §3): the file is checked in the browser (audio by
 * its type and first bytes, at most 200 MB), then sent straight to the media store with a
 * resumable upload that the functions authorize (functions/src/recordings/uploads.ts), in chunks
 * with progress, and finally published. A failed or cancelled upload is abandoned on the server,
 * so it leaves neither a file nor a recording behind.
 */
import {
  type Recording,
  type RecordingCategory,
  type RecordingFields,
  type UploadSession,
} from '@masjid/domain/recording';
import { apiErrorBodySchema } from '@masjid/domain/api-error';
import { firebaseAuth } from '../../common/firebase/auth.ts';

async function idToken(): Promise<string> {
  const user = (await firebaseAuth()).currentUser;
  if (!user) throw new Error('You are signed out. Sign in again to upload.');
  return user.getIdToken();
}

/** Calls the API as the signed-in admin; throws an Error with the API's message on failure. */
async function callApi(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await idToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return undefined;
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const parsed = apiErrorBodySchema.safeParse(json);
    throw new Error(
      parsed.success ? parsed.data.error.message : `The server answered ${res.status}`,
    );
  }
  return json;
}

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
      else reject(new Error(`The upload was refused (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The connection was lost during the upload.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file.slice(start, end));
  });
}

/**
 * Uploads `file` as a new recording of `category` and publishes it. `onProgress` gets the bytes
 * sent so far; `signal` cancels. Throws with a message to show when anything fails.
 */
export async function uploadRecording(input: {
  category: RecordingCategory;
  fields: RecordingFields;
  file: File;
  contentType: string;
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
}): Promise<Recording> {
  const { file, signal } = input;
  const session = (await callApi('POST', `/recording-uploads/${input.category}`, {
    ...input.fields,
    contentType: input.contentType,
    size: file.size,
  })) as UploadSession;
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
    return (await callApi('POST', `/recording-uploads/${session.uploadId}/complete`)) as Recording;
  } catch (err) {
    // Best effort: the server also removes uploads left past their expiry.
    await callApi('DELETE', `/recording-uploads/${session.uploadId}`).catch(() => undefined);
    throw err;
  }
}

/** Deletes a recording, its document and its audio (`DELETE /delete-recording/{id}`). */
export async function deleteRecording(id: string): Promise<void> {
  await callApi('DELETE', `/delete-recording/${encodeURIComponent(id)}`);
}
