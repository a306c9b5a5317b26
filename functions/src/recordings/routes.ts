/**
 * Recordings API: `GET /get-recordings-count/{category}`, `GET /get-recordings/{category}?page=N`,
 * `GET /get-recording/{id}`, `POST /post-recording/{category}`, `PUT /update-recording/{id}` (the
 * text only), `DELETE /delete-recording/{id}`;
 * the resumable upload (uploads.ts); and, with the local-disk store, the audio itself at
 * `/media/recordings/{id}/{file}` with byte ranges.
 */
import { Router, type NextFunction, type Response } from 'express';
import * as z from 'zod/mini';
import { recordingEditSchema, uploadRequestSchema } from '@masjid/domain/recording';
import { ApiError } from '../api/errors.ts';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { serveLocalObject } from '../api/serve-local-media.ts';
import {
  categoryParams,
  countRecordings,
  findRecording,
  getRecording,
  listRecordingsPage,
  pageQuery,
  recordingIdSchema,
  recordingParams,
} from './read.ts';
import { deleteRecording, updateRecordingFields } from './publish.ts';
import { POST_RECORDING_BODY_BYTES, postRecording } from './multipart.ts';
import { abortUpload, completeUpload, startUpload } from './uploads.ts';

/** Answers 201 with a just-published recording and its address. */
function published(res: Response, id: string) {
  res.status(201).location(`/api/get-recording/${id}`);
}

/** `{id}/{file}` of the local store's audio address. */
const audioParams = z.object({ id: recordingIdSchema, file: z.string() });

/** Serves a published recording's audio from the local-disk store, only while its document exists. */
async function serveLocalAudio(
  res: Response,
  next: NextFunction,
  { id, file }: z.infer<typeof audioParams>,
): Promise<void> {
  const recording = await findRecording(id);
  const path = `recordings/${id}/${file}`;
  if (!recording || recording.storagePath !== path)
    throw new ApiError('not-found', 'file-not-found', 'No such file');
  await serveLocalObject(res, next, path);
}

export function recordingsRouter(): Router {
  const router = Router();
  route(router, '/get-recordings-count/:category', {
    get: endpoint(
      { role: 'public', params: categoryParams, cache: PUBLIC_LIST_CACHE },
      async ({ params }) => ({ bayantCount: await countRecordings(params.category) }),
    ),
  });
  route(router, '/get-recordings/:category', {
    get: endpoint(
      { role: 'public', params: categoryParams, query: pageQuery, cache: PUBLIC_LIST_CACHE },
      ({ params, query }) => listRecordingsPage(params.category, query.page),
    ),
  });
  route(router, '/get-recording/:id', {
    get: endpoint({ role: 'public', params: recordingParams }, ({ params }) =>
      getRecording(params.id),
    ),
  });
  route(router, '/post-recording/:category', {
    post: endpoint(
      {
        role: 'siteAdmin',
        params: categoryParams,
        bodyLimit: POST_RECORDING_BODY_BYTES,
        form: 'multipart',
        creates: true,
      },
      async ({ req, res, params, newId }) => {
        const recording = await postRecording(req, params.category, newId);
        published(res, recording.id);
        return recording;
      },
    ),
  });
  route(router, '/update-recording/:id', {
    put: endpoint(
      { role: 'siteAdmin', params: recordingParams, body: recordingEditSchema },
      ({ params, body }) => updateRecordingFields(params.id, body),
    ),
  });
  route(router, '/delete-recording/:id', {
    delete: endpoint({ role: 'siteAdmin', params: recordingParams }, async ({ res, params }) => {
      await deleteRecording(params.id);
      res.status(204).end();
    }),
  });
  // POST names a category (start an upload), DELETE an upload id (abandon it).
  route(router, '/recording-uploads/:category', {
    post: endpoint(
      { role: 'siteAdmin', params: categoryParams, body: uploadRequestSchema, creates: true },
      async ({ res, params, body, caller, newId }) => {
        const session = await startUpload(params.category, body, caller.uid, newId);
        res.status(201);
        return session;
      },
    ),
    delete: endpoint(
      { role: 'siteAdmin', params: z.object({ category: recordingIdSchema }) },
      async ({ res, params }) => {
        await abortUpload(params.category);
        res.status(204).end();
      },
    ),
  });
  route(router, '/recording-uploads/:id/complete', {
    // Idempotent by the upload's id; `creates` lets clients send one key for every creation.
    post: endpoint(
      { role: 'siteAdmin', params: recordingParams, creates: true },
      async ({ res, params }) => {
        const recording = await completeUpload(params.id);
        published(res, recording.id);
        return recording;
      },
    ),
  });
  route(router, '/media/recordings/:id/:file', {
    get: endpoint({ role: 'public', params: audioParams }, ({ res, next, params }) =>
      serveLocalAudio(res, next, params),
    ),
  });
  return router;
}
