/**
 * Pictures of the text pages (`contentEntries`, ./content.ts) uploaded by the site admin
 * (`picture-upload.ts`): recorded in `contentImages/{id}` until an entry names one in its
 * `image.src`.
 */
import type { PictureUploadKind } from './picture-upload.ts';

/** Where text-page pictures live: 10 MiB at most, WebP at 480 and 960 px (pages are 800 px wide at most). */
export const CONTENT_IMAGES: PictureUploadKind = {
  collection: 'contentImages',
  folder: 'content-images',
  maxBytes: 10 * 1024 * 1024,
  widths: [480, 960],
  fallbackWidth: 960,
};
