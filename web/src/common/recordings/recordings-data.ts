/**
 * Recordings for the pages (spec 2.6, 7, 9): read from the REST API, because a listing opens on any
 * page number (`?page=3`) and only the server can skip to it (Firestore's web SDK has no offset).
 * TanStack Query keeps each page for a while, so Back and the pagination are instant, and shows
 * the previous page while the next one loads.
 */
import { QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  RECORDINGS_PAGE_SIZE,
  pageCount,
  recordingSchema,
  type Recording,
  type RecordingCategory,
} from '@masjid/domain/recording';
import { fetchApi } from '../firebase/live.ts';

/** The query client of the recordings pages (public and admin). */
export const recordingsQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});

const recordingWithId = z.object({ ...recordingSchema.def.shape, id: z.string() });
const recordingList = z.array(recordingWithId);
const countSchema = z.object({ bayantCount: z.number() });

/** Query keys: everything about recordings starts with `recordings`, so one call refreshes all. */
export const recordingsKeys = {
  all: ['recordings'] as const,
  page: (category: RecordingCategory, page: number) =>
    ['recordings', category, 'page', page] as const,
  count: (category: RecordingCategory) => ['recordings', category, 'count'] as const,
  one: (id: string) => ['recordings', 'one', id] as const,
};

export interface RecordingsPage {
  recordings: Recording[];
  /** Number of pages (at least 1). */
  pages: number;
  /** Number of recordings in the category. */
  total: number;
}

/** One page of a category with the page count (two requests, side by side). */
async function fetchPage(category: RecordingCategory, page: number): Promise<RecordingsPage> {
  const [list, count] = await Promise.all([
    fetchApi(`/get-recordings/${category}?page=${page}`),
    fetchApi(`/get-recordings-count/${category}`),
  ]);
  const total = countSchema.parse(count).bayantCount;
  return {
    recordings: recordingList.parse(list),
    pages: pageCount(total, RECORDINGS_PAGE_SIZE),
    total,
  };
}

/** Page `page` (from 1) of a category; keeps showing the previous page while a new one loads. */
export function useRecordingsPage(category: RecordingCategory, page: number) {
  return useQuery({
    queryKey: recordingsKeys.page(category, page),
    queryFn: () => fetchPage(category, page),
    placeholderData: keepPreviousData,
  });
}

/** One recording by id (`/bayan/{id}`); errors for an unknown id (404). */
export function useRecording(id: string) {
  return useQuery({
    queryKey: recordingsKeys.one(id),
    queryFn: async () =>
      recordingWithId.parse(await fetchApi(`/get-recording/${encodeURIComponent(id)}`)),
    retry: false,
  });
}

/** The address of a recording to share (spec 7: the site address plus /bayan/{id}). */
export function recordingShareUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/bayan/${encodeURIComponent(id)}`;
}
