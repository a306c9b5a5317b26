/**
 * Event images uploaded by the site admin (`picture-upload.ts`): recorded in `eventImages/{id}`
 * until an event names one in its `imageUrl`.
 */
import { pagePictureKind, pictureIdOf } from './picture-upload.ts';

/** Where event images live and how they are resized. */
export const EVENT_IMAGES = pagePictureKind('eventImages', 'event-images');

/** The id of an uploaded event image named by an event's `imageUrl`, else undefined. */
export function eventImageIdOf(imageUrl: string | undefined): string | undefined {
  return pictureIdOf(EVENT_IMAGES.folder, imageUrl);
}
