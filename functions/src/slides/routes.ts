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
import { fieldProblem } from '../api/errors.ts';
import { mediaCollectionRouter } from '../api/media-collection.ts';
import { NOT_AN_IMAGE, isUploadImage, storeImage } from '../api/media-images.ts';

export function slidesRouter(): Router {
  return mediaCollectionRouter<SlideData>({
    collection: SLIDES_COLLECTION,
    fields: slideFieldsSchema,
    docSchema: slideDocSchema,
    readSchema: slideSchema,
    paths: (slide) => imagePaths(slide.image),
    files: {
      image: {
        maxBytes: MAX_SLIDE_BYTES,
        missing: fieldProblem('file-missing', 'Choose an image'),
        check: async (bytes) =>
          (await isUploadImage(bytes)) ? undefined : fieldProblem('not-an-image', NOT_AN_IMAGE),
        async store(store, bytes, place) {
          const image = await storeImage(
            store,
            bytes,
            { widths: SLIDE_WIDTHS, fallbackWidth: SLIDE_FALLBACK_WIDTH, aspect: SLIDE_ASPECT },
            place,
          );
          return { value: image, paths: imagePaths(image) };
        },
      },
    },
  });
}
