/**
 * Event images uploaded by the site admin (`picture-upload.ts`): recorded in `eventImages/{id}`
 * until an event names one in its `imageUrl`.
 */
import { pictureIdOf, type PictureUploadKind } from './picture-upload.ts';

/** Where event images live: 10 MiB at most, WebP at 480 and 960 px (cards are 800 px at most). */
export const EVENT_IMAGES: PictureUploadKind = {
  collection: 'eventImages',
  folder: 'event-images',
  maxBytes: 10 * 1024 * 1024,
  widths: [480, 960],
  fallbackWidth: 960,
};

/** The id of an uploaded event image named by an event's `imageUrl`, else undefined. */
export function eventImageIdOf(imageUrl: string | undefined): string | undefined {
  return pictureIdOf(EVENT_IMAGES.folder, imageUrl);
}
