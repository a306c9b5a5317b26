/**
 * Event images: uploaded through `POST /api/event-images` (../picture-uploads/routes.ts), named by
 * an event's `imageUrl`; `tidyEventImages` deletes one no event names any more.
 */
import { EVENTS_COLLECTION } from '@masjid/domain/event';
import { EVENT_IMAGES } from '@masjid/domain/event-image';
import { pictureUploadRouter } from '../api/picture-uploads/routes.ts';
import { tidyPictures } from '../api/picture-uploads/trigger.ts';

export const eventImagesRouter = () => pictureUploadRouter(EVENT_IMAGES);

export const tidyEventImages = tidyPictures(EVENT_IMAGES, {
  collection: EVENTS_COLLECTION,
  field: 'imageUrl',
});
