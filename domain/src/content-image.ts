/**
 * Pictures of the text pages (`contentEntries`, ./content.ts) uploaded by the site admin
 * (`picture-upload.ts`): recorded in `contentImages/{id}` until an entry names one in its
 * `image.src`.
 */
import { pagePictureKind } from './picture-upload.ts';

/** Where text-page pictures live and how they are resized. */
export const CONTENT_IMAGES = pagePictureKind('contentImages', 'content-images');
