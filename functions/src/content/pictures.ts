/**
 * Text-page pictures: uploaded through `POST /api/content-images` (../picture-uploads/routes.ts),
 * named by a content entry's `image.src`; `tidyContentImages` deletes one no entry names any more
 * (entry deleted, picture removed or replaced).
 */
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import { CONTENT_IMAGES } from '@masjid/domain/content-image';
import { pictureUploadRouter } from '../api/picture-uploads/routes.ts';
import { tidyPictures } from '../api/picture-uploads/trigger.ts';

export const contentImagesRouter = () => pictureUploadRouter(CONTENT_IMAGES);

export const tidyContentImages = tidyPictures(CONTENT_IMAGES, {
  collection: CONTENT_COLLECTION,
  field: 'image.src',
});
