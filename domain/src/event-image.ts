/**
 * Event images uploaded by the site admin: resized on the server (WebP plus a JPEG fallback) and
 * recorded in `eventImages/{id}` (closed to clients) until an event uses them; the event stores
 * the WebP address in its `imageUrl`, so links typed earlier (`/images/...`, https) stay valid.
 */
import * as z from 'zod/mini';
import { storedImageSchema } from './media-image.ts';
import { storedTimestampSchema } from './timestamp.ts';

/** Firestore collection of uploaded event images (functions only). */
export const EVENT_IMAGES_COLLECTION = 'eventImages';
/** The media store's folder of event images. */
export const EVENT_IMAGES_FOLDER = 'event-images';
/** Largest event image taken, in bytes. */
export const MAX_EVENT_IMAGE_BYTES = 10 * 1024 * 1024;
/** Widths of an event image's WebP files, in pixels: cards are 800 px at most. */
export const EVENT_IMAGE_WIDTHS = [480, 960] as const;
/** Width of the JPEG fallback, in pixels. */
export const EVENT_IMAGE_FALLBACK_WIDTH = 960;

/** `eventImages/{id}`: the files, who uploaded them and until when an unused upload is kept. */
export const eventImageRecordSchema = z.object({
  image: storedImageSchema,
  createdBy: z.string(),
  /** An upload no event uses is deleted after this; removed once an event uses it. */
  expiresAt: z.optional(storedTimestampSchema),
  /** The event that uses it, once one does. */
  eventId: z.optional(z.string()),
});
export type EventImageRecord = z.infer<typeof eventImageRecordSchema>;

/** `POST /event-images` answers the address to put in the event, and the picture's size. */
export const eventImageAnswerSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type EventImageAnswer = z.infer<typeof eventImageAnswerSchema>;

/**
 * The id of an uploaded event image named by an event's `imageUrl` (local store
 * `/api/media/event-images/{id}/…` or Cloud Storage `…/o/event-images%2F{id}%2F…`); undefined for
 * any other address.
 */
export function eventImageIdOf(imageUrl: string | undefined): string | undefined {
  const match = /(?:^|\/)event-images(?:\/|%2F)([A-Za-z0-9_-]{1,128})(?:\/|%2F)/.exec(
    imageUrl ?? '',
  );
  return match?.[1];
}
