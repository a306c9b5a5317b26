/**
 * The site admin's videos, straight from and to Firestore: read live through reactfire; written
 * under the rules (site admin only, every field checked as `videoDocSchema`). Each write resolves
 * when the server has accepted it and throws when it refuses.
 */
import { doc, writeBatch } from 'firebase/firestore';
import { VIDEOS_COLLECTION, sortVideos, videoDocSchema, type Video } from '@masjid/domain/videos';
import { firestore } from '../../common/firebase/firebase.ts';
import { collectionWrites } from '../forms/collection-writes.ts';
import { useLiveCollection, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { videoConverter } from '../../common/site-content/videos-data.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** Every video, in display order, kept current. */
export function useVideosLive(): Loaded<Video[]> {
  return useLiveCollection(VIDEOS_COLLECTION, videoConverter, sortVideos);
}

/** Adds, replaces and deletes videos (checked with the document schema). */
export const videoWrites = collectionWrites(VIDEOS_COLLECTION, videoDocSchema);

/** Gap between the orders written by a move, so later inserts have room. */
const ORDER_STEP = 10;

/**
 * Moves `video` one place up (-1) or down (+1) among `list` (its kind's videos in display order)
 * and writes the new orders (10, 20, 30, …) in one batch: all or none.
 */
export async function moveVideo(list: Video[], video: Video, by: -1 | 1): Promise<void> {
  const from = list.findIndex((v) => v.id === video.id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return;
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  const db = await firestore();
  const batch = writeBatch(db);
  next.forEach((v, index) => {
    const order = (index + 1) * ORDER_STEP;
    if (v.order !== order) {
      const { id, ...data } = v;
      batch.set(doc(db, VIDEOS_COLLECTION, id), videoWrites.toDocument({ ...data, order }));
    }
  });
  await savedToSite(batch.commit());
}

/** The order of a video added at the end of `list`. */
export function nextOrder(list: Video[]): number {
  return list.reduce((max, v) => Math.max(max, v.order), 0) + ORDER_STEP;
}
