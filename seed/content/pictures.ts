/**
 * The demo text pages' pictures (seed/media/content/, made by scripts/make-assets/images.mjs) go
 * into the media store through the functions' image pipeline, as if the site admin had uploaded
 * them in the content editor: each becomes `content-images/demo-{entry id}/…` with its record in
 * `contentImages`, used by its entry. Works offline; fixed ids, so a re-seed replaces them.
 */
import { readFile } from 'node:fs/promises';
import type { Firestore } from 'firebase-admin/firestore';
import { CONTENT_IMAGES } from '@masjid/domain/content-image';
import { pictureRecordSchema } from '@masjid/domain/picture-upload';
import { storeImage } from '../../functions/src/api/media-images.ts';
import type { MediaStore } from '../../functions/src/lib/media-store/types.ts';
import type { DemoContentEntry } from './pages.ts';

/**
 * Stores the picture of every entry whose `image.src` names a file under seed/media/content and
 * returns the entries with the stored picture's address in its place.
 */
export async function withDemoPictures(
  db: Firestore,
  store: MediaStore,
  entries: readonly DemoContentEntry[],
): Promise<DemoContentEntry[]> {
  return Promise.all(
    entries.map(async (entry) => {
      const { image } = entry.data;
      if (!image) return entry;
      const id = `demo-${entry.id}`;
      const bytes = await readFile(new URL(`../media/content/${image.src}`, import.meta.url));
      const stored = await storeImage(
        store,
        bytes,
        { widths: CONTENT_IMAGES.widths, fallbackWidth: CONTENT_IMAGES.fallbackWidth },
        { folder: `${CONTENT_IMAGES.folder}/${id}`, name: 'image', field: 'image' },
      );
      await db
        .collection(CONTENT_IMAGES.collection)
        .doc(id)
        .set(pictureRecordSchema.parse({ image: stored, createdBy: 'seed', usedBy: entry.id }));
      const widest = stored.sources.filter((s) => s.type === 'image/webp').pop()!;
      return { ...entry, data: { ...entry.data, image: { ...image, src: widest.url } } };
    }),
  );
}
