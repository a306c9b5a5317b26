/**
 * Recordings for the pages: read from the REST API, because a listing opens on any
 * page number (`?page=3`) and only the server can skip to it (Firestore's web SDK has no offset).
 * The app's QueryClient keeps each page for a while, so Back and the pagination are instant, and
 * shows the previous page while the next one loads. A page served with its recordings (see
 * common/page-data.ts) starts from them and asks for nothing more.
 */
import type * as z from 'zod/mini';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  RECORDINGS_PAGE_SIZE,
  pageCount,
  type Recording,
  type RecordingCategory,
  recordingAnswerSchema,
  recordingsCountSchema,
} from '@masjid/domain/recording';
import { recordingListResponseSchema } from '@masjid/domain/api-responses';
import { bayanDataSchema, recordingsPageDataSchema } from '@masjid/domain/data-pages';
import { pageDataKeys } from '@masjid/domain/page-data-keys';
import { ApiError, apiFetch } from '../api/client.ts';
import { servedTime, useServedValue } from '../page-data.ts';

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

/** A page of recordings with the number of pages, from the page and the category's count. */
function withPageCount({ recordings, total }: z.infer<typeof recordingsPageDataSchema>) {
  return { recordings, total, pages: pageCount(total, RECORDINGS_PAGE_SIZE) };
}

/** One page of a category with the page count (two requests, side by side). */
async function fetchPage(category: RecordingCategory, page: number): Promise<RecordingsPage> {
  const [recordings, count] = await Promise.all([
    apiFetch(`/get-recordings/${category}?page=${page}`, recordingListResponseSchema, {
      auth: false,
    }).catch((err: unknown) => {
      // The API answers 404 for a page past the last one; the page then says so and links to
      // the newest recordings, rather than showing a failure.
      if (page > 1 && err instanceof ApiError && err.status === 404) return [];
      throw err;
    }),
    apiFetch(`/get-recordings-count/${category}`, recordingsCountSchema, { auth: false }),
  ]);
  return withPageCount({ recordings, total: count.bayantCount });
}

/** Page `page` (from 1) of a category; keeps showing the previous page while a new one loads. */
export function useRecordingsPage(category: RecordingCategory, page: number) {
  const served = useServedValue({
    key: pageDataKeys.recordingsPage(category, page),
    schema: recordingsPageDataSchema,
  });
  return useQuery({
    queryKey: recordingsKeys.page(category, page),
    queryFn: () => fetchPage(category, page),
    placeholderData: keepPreviousData,
    initialData: () => {
      const value = served();
      return value && withPageCount(value);
    },
    initialDataUpdatedAt: servedTime,
  });
}

/**
 * One recording by id (`/bayan/{id}`): null when the id names none (the API's 404, or 400 for a
 * malformed id).
 */
export function useRecording(id: string) {
  return useQuery({
    queryKey: recordingsKeys.one(id),
    queryFn: () =>
      apiFetch(`/get-recording/${encodeURIComponent(id)}`, recordingAnswerSchema, {
        auth: false,
      }).catch((err: unknown) => {
        if (err instanceof ApiError && [400, 404].includes(err.status)) return null;
        throw err;
      }),
    retry: false,
    initialData: useServedValue({ key: pageDataKeys.recording(id), schema: bayanDataSchema }),
    initialDataUpdatedAt: servedTime,
  });
}
