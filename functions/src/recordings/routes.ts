/**
 * Recordings API (spec 7): `GET /get-recordings-count/{category}`, `GET /get-recordings/{category}
 * ?page=N`, `GET /get-recording/{id}`, `POST /post-recording/{category}`, `DELETE
 * /delete-recording/{id}`; the resumable upload (uploads.ts); and, with the local-disk store, the
 * audio itself at `/media/recordings/{id}/{file}` with byte ranges.
 */
import { Router, type RequestHandler } from 'express';
import { uploadRequestSchema } from '@masjid/domain/recording';
import { ApiError, methodNotAllowed } from '../api/errors.ts';
import { requireSiteAdmin } from '../api/auth.ts';
import { jsonBody } from '../api/body.ts';
import { mediaStore } from '../media-store/store.ts';
import type { LocalDiskStore } from '../media-store/local-disk.ts';
import {
  checkedCategory,
  checkedPage,
  checkedRecordingId,
  countRecordings,
  getRecording,
  listRecordingsPage,
} from './read.ts';
import { deleteRecording } from './publish.ts';
import { postRecording } from './multipart.ts';
import { abortUpload, completeUpload, startUpload } from './uploads.ts';

/**
 * Serves a published recording's audio from the local-disk store: only while its document exists
 * (as storage.rules do for Cloud Storage), with `Accept-Ranges`, `206` and `Content-Range`.
 */
const serveLocalAudio: RequestHandler = async (req, res, next) => {
  const store = (await mediaStore()) as LocalDiskStore;
  if (store.kind !== 'local-disk') throw new ApiError('not-found', 'No such file');
  const id = checkedRecordingId(req.params.id);
  const recording = await getRecording(id).catch(() => undefined);
  const path = `recordings/${id}/${req.params.file}`;
  if (!recording || recording.storagePath !== path) throw new ApiError('not-found', 'No such file');
  const object = await store.stat(path);
  if (!object) throw new ApiError('not-found', 'No such file');
  res.set('Cache-Control', 'public, max-age=3600');
  res.sendFile(
    store.file(path),
    {
      acceptRanges: true,
      lastModified: true,
      dotfiles: 'allow', // the store may sit in a dot-folder such as .emulators/
      headers: { 'Content-Type': object.contentType },
    },
    (err?: Error & { status?: number }) => {
      if (!err || res.headersSent) return;
      if (err.status === 416) {
        res.status(416).set('Content-Range', `bytes */${object.size}`).end();
        return;
      }
      next(err.status === 404 ? new ApiError('not-found', 'No such file') : err);
    },
  );
};

export function recordingsRouter(): Router {
  const router = Router();
  router
    .route('/get-recordings-count/:category')
    .get(async (req, res) => {
      res.json({ bayantCount: await countRecordings(checkedCategory(req.params.category)) });
    })
    .all(methodNotAllowed(['GET']));
  router
    .route('/get-recordings/:category')
    .get(async (req, res) => {
      const category = checkedCategory(req.params.category);
      res.json(await listRecordingsPage(category, checkedPage(req.query.page)));
    })
    .all(methodNotAllowed(['GET']));
  router
    .route('/get-recording/:id')
    .get(async (req, res) => {
      res.json(await getRecording(req.params.id));
    })
    .all(methodNotAllowed(['GET']));
  router
    .route('/post-recording/:category')
    .post(requireSiteAdmin, postRecording)
    .all(methodNotAllowed(['POST']));
  router
    .route('/delete-recording/:id')
    .delete(requireSiteAdmin, async (req, res) => {
      await deleteRecording(checkedRecordingId(req.params.id));
      res.status(204).end();
    })
    .all(methodNotAllowed(['DELETE']));
  router
    // POST names a category (start an upload), DELETE an upload id (abandon it).
    .route('/recording-uploads/:key')
    .post(requireSiteAdmin, jsonBody(uploadRequestSchema), startUpload)
    .delete(requireSiteAdmin, abortUpload)
    .all(methodNotAllowed(['POST', 'DELETE']));
  router
    .route('/recording-uploads/:id/complete')
    .post(requireSiteAdmin, completeUpload)
    .all(methodNotAllowed(['POST']));
  router
    .route('/media/recordings/:id/:file')
    .get(serveLocalAudio)
    .all(methodNotAllowed(['GET']));
  return router;
}
