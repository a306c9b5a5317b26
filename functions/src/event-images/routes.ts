/**
 * Event images: `POST /event-images` (site admin, multipart `image`) resizes the picture on the
 * server, stores it in the media store under `event-images/{id}/` and records it in
 * `eventImages/{id}`; the admin's event form puts the answer's `url` in the event's `imageUrl`.
 * `GET /media/event-images/{id}/{file}` serves the local store's files while the record exists.
 *
 * Nothing is left behind: the trigger `tidyEventImages` (./trigger.ts) marks an image used when an
 * event names it and deletes it when no event does any more; an upload no event ever used is
 * deleted after a day, whenever another one is uploaded.
 */
import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import * as z from 'zod/mini';
import { DOC_ID_PATTERN } from '@masjid/domain/event';
import {
  EVENT_IMAGES_FOLDER,
  EVENT_IMAGE_FALLBACK_WIDTH,
  EVENT_IMAGE_WIDTHS,
  MAX_EVENT_IMAGE_BYTES,
  type EventImageAnswer,
  type EventImageRecord,
} from '@masjid/domain/event-image';
import { imagePaths } from '@masjid/domain/media-image';
import { mediaStore } from '../lib/media-store/store.ts';
import { ApiError } from '../api/errors.ts';
import { endpoint, route } from '../api/endpoint.ts';
import { readMultipartForm } from '../api/multipart-files.ts';
import { storeImage } from '../api/media-images.ts';
import { serveLocalObject } from '../api/serve-local-media.ts';
import { deleteEventImage, eventImageRecord, eventImages } from './records.ts';

/** How long an upload no event uses is kept, in milliseconds. */
const UNUSED_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Deletes uploads past their time (no event used them: using one removes its `expiresAt`), at most 20 per call. */
async function sweepUnused(): Promise<void> {
  const stale = await eventImages().where('expiresAt', '<', Timestamp.now()).limit(20).get();
  for (const doc of stale.docs) {
    const record = await eventImageRecord(doc.id);
    if (!record?.eventId) await deleteEventImage(doc.id);
  }
}

async function uploadEventImage(
  bytes: Uint8Array | undefined,
  by: string,
): Promise<EventImageAnswer> {
  if (!bytes)
    throw new ApiError('bad-request', 'Some fields are missing or invalid', {
      image: 'Choose an image',
    });
  await sweepUnused().catch((err: unknown) => logger.warn('Event image sweep failed', err));
  const id = eventImages().doc().id;
  const store = await mediaStore();
  const image = await storeImage(
    store,
    bytes,
    { widths: EVENT_IMAGE_WIDTHS, fallbackWidth: EVENT_IMAGE_FALLBACK_WIDTH },
    { folder: `${EVENT_IMAGES_FOLDER}/${id}`, name: 'image', field: 'image' },
  );
  const record: EventImageRecord = {
    image,
    createdBy: by,
    expiresAt: Timestamp.fromMillis(Date.now() + UNUSED_LIFETIME_MS),
  };
  try {
    await eventImages().doc(id).create(record);
  } catch (err) {
    await Promise.all(imagePaths(image).map((path) => store.delete(path)));
    throw err;
  }
  const widest = image.sources.filter((s) => s.type === 'image/webp').pop() ?? image.sources[0]!;
  return { id, url: widest.url, width: widest.width, height: widest.height };
}

const fileParams = z.object({
  id: z.string().check(z.regex(DOC_ID_PATTERN, 'Malformed id')),
  file: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,128}$/, 'Malformed file name')),
});

export function eventImagesRouter(): Router {
  const router = Router();
  route(router, '/event-images', {
    post: endpoint({ role: 'siteAdmin' }, async ({ req, res, caller }) => {
      const form = await readMultipartForm(req, { image: MAX_EVENT_IMAGE_BYTES });
      const answer = await uploadEventImage(form.files.image, caller.uid);
      res.status(201);
      return answer;
    }),
  });
  route(router, `/media/${EVENT_IMAGES_FOLDER}/:id/:file`, {
    get: endpoint({ role: 'public', params: fileParams }, async ({ res, next, params }) => {
      const record = await eventImageRecord(params.id);
      const path = `${EVENT_IMAGES_FOLDER}/${params.id}/${params.file}`;
      if (!record || !imagePaths(record.image).includes(path))
        throw new ApiError('not-found', 'No such file');
      await serveLocalObject(res, next, path);
    }),
  });
  return router;
}
