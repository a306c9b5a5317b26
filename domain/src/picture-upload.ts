/**
 * Pictures a site admin uploads for a document that names them by address (an event's
 * `imageUrl`, a text page's `image.src`): resized on the server (WebP plus a JPEG fallback) and
 * recorded in a collection closed to clients until a document uses them; the document stores the
 * WebP address, so links typed earlier (`/images/...`, https) stay valid. One `PictureUploadKind`
 * per kind of document says where its pictures live and at which widths.
 */
import * as z from 'zod/mini';
import { storedImageSchema } from './media-image.ts';
import { storedTimestampSchema } from './timestamp.ts';

/** Where one kind of uploaded picture lives, and how it is resized. */
export interface PictureUploadKind {
  /** Firestore collection of the upload records (functions only), e.g. `eventImages`. */
  collection: string;
  /** The media store's folder and the API's path, e.g. `event-images` (`POST /api/event-images`). */
  folder: string;
  /** Largest file taken, in bytes. */
  maxBytes: number;
  /** Widths of the WebP files, in pixels. */
  widths: readonly number[];
  /** Width of the JPEG fallback, in pixels. */
  fallbackWidth: number;
}

/**
 * A kind of page picture kept in `collection` and the media folder `folder`: 10 MiB at most, WebP
 * at 480 and 960 px and a 960 px JPEG (cards and pages show them 800 px wide at most).
 */
export function pagePictureKind(collection: string, folder: string): PictureUploadKind {
  return { collection, folder, maxBytes: 10 * 1024 * 1024, widths: [480, 960], fallbackWidth: 960 };
}

/** An upload record: the files, who uploaded them and until when an unused upload is kept. */
export const pictureRecordSchema = z.object({
  image: storedImageSchema,
  createdBy: z.string(),
  /** An upload no document uses is deleted after this; removed once a document uses it. */
  expiresAt: z.optional(storedTimestampSchema),
  /** The id of the document that uses it, once one does. */
  usedBy: z.optional(z.string()),
});
export type PictureRecord = z.infer<typeof pictureRecordSchema>;

/** The upload's answer: the address to put in the document, and the picture's size in pixels. */
export const pictureAnswerSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type PictureAnswer = z.infer<typeof pictureAnswerSchema>;

/**
 * The id of an uploaded picture of `folder` named by `url` (local store `/api/media/{folder}/{id}/…`
 * or Cloud Storage `…/o/{folder}%2F{id}%2F…`); undefined for any other address.
 */
export function pictureIdOf(folder: string, url: string | undefined): string | undefined {
  const match = new RegExp(`(?:^|/)${folder}(?:/|%2F)([A-Za-z0-9_-]{1,128})(?:/|%2F)`).exec(
    url ?? '',
  );
  return match?.[1];
}
