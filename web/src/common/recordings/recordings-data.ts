/**
 * Recordings for the pages: read from the REST API, because a listing opens on any
 * page number (`?page=3`) and only the server can skip to it (Firestore's web SDK has no offset).
 * TanStack Query keeps each page for a while, so Back and the pagination are instant, and shows
 * the previous page while the next one loads.
 */
import type * as z from 'zod/mini';
import { QueryClient, keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathInLanguage } from '@masjid/domain/language-address';
import {
  RECORDINGS_PAGE_SIZE,
  pageCount,
  type Recording,
  type RecordingCategory,
  recordingAnswerSchema,
  recordingsCountSchema,
} from '@masjid/domain/recording';
import { recordingListResponseSchema } from '@masjid/domain/api-responses';
import { bayanDataSchema, dataPageAt, recordingsPageDataSchema } from '@masjid/domain/data-pages';
import { pageDataKeys } from '@masjid/domain/page-data-keys';
import { ApiError, apiFetch } from '../api/client.ts';
import { takeServedValue, useRenderedValue } from '../page-data.ts';

/** The query client of the recordings pages (public and admin). */
export const recordingsQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});

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

/**
 * The recordings the page's HTML was rendered with (see common/page-data.ts), put in the cache
 * as if just fetched, so the page starts with them and asks for nothing more.
 */
function seedServedRecordings() {
  if (typeof location === 'undefined') return;
  const page = dataPageAt(location.pathname, new URLSearchParams(location.search));
  if (page?.kind === 'recordings') {
    const served = takeServedValue(
      pageDataKeys.recordingsPage(page.category, page.page),
      recordingsPageDataSchema,
    );
    if (served)
      recordingsQueryClient.setQueryData(
        recordingsKeys.page(page.category, page.page),
        withPageCount(served),
      );
  }
  if (page?.kind === 'bayan') {
    const served = takeServedValue(pageDataKeys.recording(page.id), bayanDataSchema);
    if (served !== undefined)
      recordingsQueryClient.setQueryData(recordingsKeys.one(page.id), served);
  }
}
seedServedRecordings();

/** Page `page` (from 1) of a category; keeps showing the previous page while a new one loads. */
export function useRecordingsPage(category: RecordingCategory, page: number) {
  const rendered = useRenderedValue(
    pageDataKeys.recordingsPage(category, page),
    recordingsPageDataSchema,
  );
  return useQuery({
    queryKey: recordingsKeys.page(category, page),
    queryFn: () => fetchPage(category, page),
    placeholderData: keepPreviousData,
    initialData: rendered && withPageCount(rendered),
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
    initialData: useRenderedValue(pageDataKeys.recording(id), bayanDataSchema),
  });
}

/**
 * The address of a recording to share: the site's address plus /bayan/{id}, or /ur/bayan/{id} when
 * `language` (the sharer's page language) is Urdu.
 */
export function recordingShareUrl(
  id: string,
  language: string,
  origin: string = window.location.origin,
): string {
  return (
    origin + pathInLanguage(`/bayan/${encodeURIComponent(id)}`, language === 'ur' ? 'ur' : 'en')
  );
}
