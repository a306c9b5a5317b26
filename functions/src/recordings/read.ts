/** Reads of published recordings for the API, and the inputs of their paths. */
import * as z from 'zod/mini';
import { FieldPath } from 'firebase-admin/firestore';
import { DOC_ID_PATTERN } from '@masjid/domain/event';
import {
  RECORDINGS_COLLECTION,
  RECORDING_CATEGORIES,
  parsePageParam,
  recordingSchema,
  type Recording,
  type RecordingCategory,
} from '@masjid/domain/recording';
import { db } from '../lib/firebase.ts';
import { idOfKey, listingKey, pageKeys } from '@masjid/domain/recording-listing';
import { stored, validDoc } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';
import { readListing, syncListings } from './listing.ts';

/** `{category}` of a path: friday or morningdars only. */
export const categoryParams = {
  schema: z.object({
    category: z.enum(RECORDING_CATEGORIES, { error: 'Use friday or morningdars' }),
  }),
  message: 'Unknown category: use friday or morningdars',
};

/** A recording's id in a path. */
export const recordingIdSchema = z
  .string()
  .check(z.regex(DOC_ID_PATTERN, 'Malformed recording id'));

/** `{id}` of a path: a recording (or upload) id. */
export const recordingParams = z.object({ id: recordingIdSchema });

const PAGE_MESSAGE = 'Use a whole number of at least 1';

/**
 * `?page=`: a whole number of at least 1 (at most six digits); absent means 1. A page past the
 * last is 404 from the listing index (one read), so no upper bound is needed (decision 43).
 */
export const pageQuery = {
  schema: z.object({
    page: z.pipe(
      z.optional(z.string({ error: PAGE_MESSAGE })),
      z.transform((value, ctx) => {
        const page = parsePageParam(value);
        if (page === undefined)
          ctx.issues.push({ code: 'custom', message: PAGE_MESSAGE, input: value });
        return page ?? 1;
      }),
    ),
  }),
  message: 'page must be a whole number of at least 1',
};

const recordings = () =>
  db.collection(RECORDINGS_COLLECTION).withConverter(stored(recordingSchema));

/** Number of published recordings of a category (the listing index: one read). */
export async function countRecordings(category: RecordingCategory): Promise<number> {
  return (await readListing(category)).keys.length;
}

/** A page of a listing and the number of recordings of its category. */
export interface RecordingsPage {
  recordings: Recording[];
  total: number;
}

/**
 * The recordings of `keys` (a page of the index of `category`), in that order, and whether each
 * is stored as its key says (there, well formed, in the category, same date and time).
 */
async function readKeys(category: RecordingCategory, keys: readonly string[]) {
  if (keys.length === 0) return { found: [], stale: [] };
  // One query for the page's ids (at most 12 of the 30 `in` takes): a read per recording found.
  const ids = keys.map(idOfKey);
  const snap = await recordings().where(FieldPath.documentId(), 'in', ids).get();
  const byId = new Map(snap.docs.map((doc) => [doc.id, validDoc(doc)]));
  const found: Recording[] = [];
  const stale: string[] = [];
  keys.forEach((key, i) => {
    const recording = byId.get(ids[i]!);
    if (recording?.category === category && listingKey(recording) === key) found.push(recording);
    else stale.push(ids[i]!);
  });
  return { found, stale };
}

/**
 * Page `page` (from 1) of a category, newest bayan first (date, then publication time), at most
 * `RECORDINGS_PAGE_SIZE`, with the category's count: the listing index and the page's recordings
 * (1 + 12 reads, whatever the page; none past the last page, whose list is empty). A recording
 * changed since the index was written (its trigger not yet run) is brought in
 * line first, then the page read again; a malformed one is left out of the index.
 */
export async function readRecordingsPage(
  category: RecordingCategory,
  page: number,
): Promise<RecordingsPage> {
  const listing = await readListing(category);
  const { found, stale } = await readKeys(category, pageKeys(listing.keys, page));
  if (stale.length === 0) return { recordings: found, total: listing.keys.length };
  await syncListings(stale);
  const synced = await readListing(category);
  const again = await readKeys(category, pageKeys(synced.keys, page));
  return { recordings: again.found, total: synced.keys.length };
}

/**
 * Page `page` of a category (see `readRecordingsPage`), the recordings only. Page 1 of an empty
 * category is an empty list; a later page past the last is ApiError 404 (so a scripted walk past
 * the end is not a stream of cacheable 200s).
 */
export async function listRecordingsPage(
  category: RecordingCategory,
  page: number,
): Promise<Recording[]> {
  const { recordings } = await readRecordingsPage(category, page);
  if (recordings.length === 0 && page > 1)
    throw new ApiError('not-found', 'no-such-page', `There is no page ${page}`, {
      params: { page },
    });
  return recordings;
}

/** One recording, or undefined when there is none (or it is malformed). */
export async function findRecording(id: string): Promise<Recording | undefined> {
  return validDoc(await recordings().doc(id).get());
}

/** One recording; ApiError 404 for an unknown one. */
export async function getRecording(id: string): Promise<Recording> {
  const recording = await findRecording(id);
  if (!recording) throw new ApiError('not-found', 'recording-not-found', 'Recording not found');
  return recording;
}
