/**
 * Live reads of the videos (naats on /naat, video bayans on /hazrat): first `GET /api/videos`, then
 * a Firestore listener on `videos`, parsed with the shared schema; a malformed video is left out.
 */
import {
  VIDEOS_COLLECTION,
  sortVideos,
  videoSchema,
  videoWithIdSchema,
  type Video,
} from '@masjid/domain/videos';
import { apiFetch } from '../api/client.ts';
import { storedConverter } from '../firebase/stored-converter.ts';
import { useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';
import { validItemsSchema } from '../data/valid-items.ts';

/** Stored videos, parsed with the video schema. */
export const videoConverter = storedConverter(videoSchema);

const videosSource: LiveSource<Video[]> = {
  key: ['videos'],
  read: async () =>
    sortVideos(await apiFetch('/videos', validItemsSchema(videoWithIdSchema), { auth: false })),
  listen: listenToCollection(VIDEOS_COLLECTION, videoConverter, { arrange: sortVideos }),
};

/** The videos of one kind (`naat` or `bayan`) in display order, kept current. */
export function useVideos(kind: Video['kind']): LiveState<Video[]> {
  const state = useLive(videosSource);
  if (state.status !== 'ready') return state;
  return { ...state, data: state.data.filter((v) => v.kind === kind) };
}
