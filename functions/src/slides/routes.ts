/**
 * Slides API (the home page's slideshow): `GET /slides`, `POST /slides` (multipart: altEn, altUr,
 * optional headingEn/Ur and captionEn/Ur, image), `PUT /slides/{id}/files` (a new image),
 * `DELETE /slides/{id}`, and the local store's files at `/media/slides/{id}/{file}` (see
 * api/media-collection.ts). The image is cropped to the slideshow's frame and resized on the
 * server into WebP at the widths the page uses, plus a JPEG fallback.
 */
import type { Router } from 'express';
import {
  MAX_SLIDE_BYTES,
  SLIDES_COLLECTION,
  SLIDE_ASPECT,
  SLIDE_FALLBACK_WIDTH,
  SLIDE_WIDTHS,
  slideDocSchema,
  slideFieldsSchema,
  slideSchema,
  type SlideData,
} from '@masjid/domain/slide';
import { imagePaths } from '@masjid/domain/media-image';
import { imageFileSpec, mediaCollectionRouter } from '../api/media-collection.ts';

export function slidesRouter(): Router {
  return mediaCollectionRouter<SlideData>({
    collection: SLIDES_COLLECTION,
    fields: slideFieldsSchema,
    docSchema: slideDocSchema,
    readSchema: slideSchema,
    paths: (slide) => imagePaths(slide.image),
    files: {
      image: imageFileSpec(MAX_SLIDE_BYTES, 'Choose an image', {
        widths: SLIDE_WIDTHS,
        fallbackWidth: SLIDE_FALLBACK_WIDTH,
        aspect: SLIDE_ASPECT,
      }),
    },
  });
}
