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
import * as z from 'zod/mini';
import { apiFetch } from '../api/client.ts';
import { storedConverter } from '../firebase/stored-converter.ts';
import { useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { readableDocs } from '../firebase/stored-docs.ts';

/** Stored videos, parsed with the video schema. */
export const videoConverter = storedConverter(videoSchema);

const videosSource: LiveSource<Video[]> = {
  key: ['videos'],
  read: async () => {
    const items = await apiFetch('/videos', z.array(z.unknown()), { auth: false });
    return sortVideos(
      items.flatMap((item) => {
        const parsed = videoWithIdSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    );
  },
  listen: async (db, next, fail) => {
    const { collection, onSnapshot } = await import('firebase/firestore');
    return onSnapshot(
      collection(db, VIDEOS_COLLECTION).withConverter(videoConverter),
      (snap) =>
        next(
          snap.metadata.fromCache && snap.empty ? undefined : sortVideos(readableDocs(snap.docs)),
        ),
      fail,
    );
  },
};

/** The videos of one kind (`naat` or `bayan`) in display order, kept current. */
export function useVideos(kind: Video['kind']): LiveState<Video[]> {
  const state = useLive(videosSource);
  if (state.status !== 'ready') return state;
  return { ...state, data: state.data.filter((v) => v.kind === kind) };
}
