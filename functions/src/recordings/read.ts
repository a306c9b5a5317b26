/** Reads of published recordings for the API, and the inputs of their paths. */
import * as z from 'zod/mini';
import { DOC_ID_PATTERN } from '@masjid/domain/event';
import {
  RECORDINGS_COLLECTION,
  RECORDINGS_PAGE_SIZE,
  RECORDING_CATEGORIES,
  parsePageParam,
  recordingSchema,
  type Recording,
  type RecordingCategory,
} from '@masjid/domain/recording';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { ApiError } from '../api/errors.ts';

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
 * Highest page number the API answers (12 000 recordings at 12 a page): Firestore bills the
 * documents an offset skips, so a scripted `?page=999999` must not become a full scan.
 */
export const MAX_PAGE = 1000;

/** `?page=`: a whole number of at least 1; absent means 1. */
export const pageQuery = {
  schema: z.object({
    page: z.pipe(
      z.optional(z.string({ error: PAGE_MESSAGE })),
      z.transform((value, ctx) => {
        const page = parsePageParam(value);
        if (page === undefined)
          ctx.issues.push({ code: 'custom', message: PAGE_MESSAGE, input: value });
        else if (page > MAX_PAGE)
          ctx.issues.push({ code: 'custom', message: `Use at most ${MAX_PAGE}`, input: value });
        return page ?? 1;
      }),
    ),
  }),
  message: `page must be a whole number from 1 to ${MAX_PAGE}`,
};

const recordings = () =>
  db.collection(RECORDINGS_COLLECTION).withConverter(stored(recordingSchema));
const byCategory = (category: RecordingCategory) => recordings().where('category', '==', category);

/** Number of published recordings of a category (one aggregation query). */
export async function countRecordings(category: RecordingCategory): Promise<number> {
  const snap = await byCategory(category).count().get();
  return snap.data().count;
}

/**
 * Page `page` (from 1) of a category, newest bayan first (date, then publication time), at most
 * `RECORDINGS_PAGE_SIZE`. Page 1 of an empty category is an empty list; a later page with no
 * recordings is ApiError 404 (so a scripted walk past the end is not a stream of cacheable 200s).
 * Malformed documents are logged and left out.
 */
export async function listRecordingsPage(
  category: RecordingCategory,
  page: number,
): Promise<Recording[]> {
  const snap = await byCategory(category)
    .orderBy('date', 'desc')
    .orderBy('createdAt', 'desc')
    .offset((page - 1) * RECORDINGS_PAGE_SIZE)
    .limit(RECORDINGS_PAGE_SIZE)
    .get();
  if (snap.empty && page > 1)
    throw new ApiError('not-found', 'no-such-page', `There is no page ${page}`, {
      params: { page },
    });
  return validDocs(snap);
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
