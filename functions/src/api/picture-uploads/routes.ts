/**
 * Uploaded pictures of one kind (`PictureUploadKind`, e.g. event images, text-page pictures):
 * `POST /{folder}` (site admin, multipart `image`) resizes the picture on the server, stores it in
 * the media store under `{folder}/{id}/` and records it in `{collection}/{id}`; the admin's form
 * puts the answer's `url` in its document. `GET /media/{folder}/{id}/{file}` serves the local
 * store's files while the record exists.
 *
 * Nothing is left behind: the kind's trigger (./trigger.ts) marks a picture used when a document
 * names it and deletes it when none does any more; an upload no document ever used is deleted
 * after a day, whenever another one of its kind is uploaded.
 */
import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import * as z from 'zod/mini';
import { DOC_ID_PATTERN } from '@masjid/domain/event';
import type {
  PictureAnswer,
  PictureRecord,
  PictureUploadKind,
} from '@masjid/domain/picture-upload';
import { imagePaths } from '@masjid/domain/media-image';
import { mediaStore } from '../../lib/media-store/store.ts';
import { ApiError, fieldProblem } from '../errors.ts';
import { endpoint, route } from '../endpoint.ts';
import { multipartBodyLimit, readMultipartForm } from '../multipart-files.ts';
import { storeImage } from '../media-images.ts';
import { serveLocalObject } from '../serve-local-media.ts';
import { deletePicture, pictureRecord, pictureRecords } from './records.ts';

/** How long an upload no document uses is kept, in milliseconds. */
const UNUSED_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Deletes uploads past their time (no document used them: using one removes its `expiresAt`), at most 20 per call. */
async function sweepUnused(kind: PictureUploadKind): Promise<void> {
  const stale = await pictureRecords(kind).where('expiresAt', '<', Timestamp.now()).limit(20).get();
  for (const doc of stale.docs) {
    const record = await pictureRecord(kind, doc.id);
    if (!record?.usedBy) await deletePicture(kind, doc.id);
  }
}

/** The answer of the stored picture `id`: its widest WebP (or first) source. */
function answerOf(id: string, image: PictureRecord['image']): PictureAnswer {
  const widest = image.sources.filter((s) => s.type === 'image/webp').pop() ?? image.sources[0]!;
  return { id, url: widest.url, width: widest.width, height: widest.height };
}

/**
 * Stores an uploaded picture of `kind` and its record under `id` (`ctx.newId`: a retry of a
 * request that stored it answers that); throws ApiError 400 without bytes or for a non-picture.
 */
async function uploadPicture(
  kind: PictureUploadKind,
  id: string,
  bytes: Uint8Array | undefined,
  by: string,
): Promise<PictureAnswer> {
  if (!bytes)
    throw new ApiError('bad-request', 'invalid-input', 'Some fields are missing or invalid', {
      fields: { image: fieldProblem('file-missing', 'Choose an image') },
    });
  const made = await pictureRecord(kind, id);
  if (made) return answerOf(id, made.image);
  await sweepUnused(kind).catch((err: unknown) => logger.warn('Picture sweep failed', err));
  const store = await mediaStore();
  const image = await storeImage(
    store,
    bytes,
    { widths: kind.widths, fallbackWidth: kind.fallbackWidth },
    { folder: `${kind.folder}/${id}`, name: 'image', field: 'image' },
  );
  const record: PictureRecord = {
    image,
    createdBy: by,
    expiresAt: Timestamp.fromMillis(Date.now() + UNUSED_LIFETIME_MS),
  };
  try {
    await pictureRecords(kind).doc(id).create(record);
  } catch (err) {
    await Promise.all(imagePaths(image).map((path) => store.delete(path)));
    throw err;
  }
  return answerOf(id, image);
}

const fileParams = z.object({
  id: z.string().check(z.regex(DOC_ID_PATTERN, 'Malformed id')),
  file: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,128}$/, 'Malformed file name')),
});

/** The upload endpoint and the local store's file route of `kind`. */
export function pictureUploadRouter(kind: PictureUploadKind): Router {
  const router = Router();
  route(router, `/${kind.folder}`, {
    post: endpoint(
      {
        role: 'siteAdmin',
        bodyLimit: multipartBodyLimit({ image: kind.maxBytes }),
        form: 'multipart',
        creates: true,
      },
      async ({ req, res, caller, newId }) => {
        const form = await readMultipartForm(req, { image: kind.maxBytes });
        const answer = await uploadPicture(kind, newId, form.files.image, caller.uid);
        res.status(201);
        return answer;
      },
    ),
  });
  route(router, `/media/${kind.folder}/:id/:file`, {
    get: endpoint({ role: 'public', params: fileParams }, async ({ res, next, params }) => {
      const record = await pictureRecord(kind, params.id);
      const path = `${kind.folder}/${params.id}/${params.file}`;
      if (!record || !imagePaths(record.image).includes(path))
        throw new ApiError('not-found', 'file-not-found', 'No such file');
      await serveLocalObject(res, next, path);
    }),
  });
  return router;
}
