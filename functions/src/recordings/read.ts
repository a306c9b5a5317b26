/** Reads of published recordings for the API (spec 3, Recording; 7; 9 pagination). */
import { logger } from 'firebase-functions/v2';
import { DOC_ID_PATTERN } from '@masjid/domain/event';
import {
  RECORDINGS_COLLECTION,
  RECORDINGS_PAGE_SIZE,
  parsePageParam,
  recordingCategorySchema,
  recordingSchema,
  type Recording,
  type RecordingCategory,
} from '@masjid/domain/recording';
import * as z from 'zod/mini';
import { db } from '../lib/firebase.ts';
import { ApiError } from '../api/errors.ts';

/** The category of a path; ApiError 400 for anything but friday and morningdars (spec 9). */
export function checkedCategory(value: unknown): RecordingCategory {
  const parsed = z.safeParse(recordingCategorySchema, value);
  if (!parsed.success)
    throw new ApiError('bad-request', 'Unknown category: use friday or morningdars', {
      category: 'Use friday or morningdars',
    });
  return parsed.data;
}

/** The id of a path; ApiError 400 when it cannot be a document id. */
export function checkedRecordingId(value: unknown): string {
  if (typeof value !== 'string' || !DOC_ID_PATTERN.test(value))
    throw new ApiError('bad-request', 'Malformed recording id');
  return value;
}

/** `?page=`; ApiError 400 unless a whole number of at least 1 (absent means 1). */
export function checkedPage(value: unknown): number {
  const page = value === undefined || typeof value === 'string' ? parsePageParam(value) : undefined;
  if (page === undefined)
    throw new ApiError('bad-request', 'page must be a whole number of at least 1', {
      page: 'Use a whole number of at least 1',
    });
  return page;
}

/** Parses a stored recording; a document that does not fit the schema is logged and left out. */
export function toRecording(id: string, data: unknown): Recording | undefined {
  const parsed = recordingSchema.safeParse(data);
  if (!parsed.success) {
    logger.warn('Skipping a malformed recording document', { id });
    return undefined;
  }
  return { id, ...parsed.data };
}

const byCategory = (category: RecordingCategory) =>
  db.collection(RECORDINGS_COLLECTION).where('category', '==', category);

/** Number of published recordings of a category (one aggregation query). */
export async function countRecordings(category: RecordingCategory): Promise<number> {
  const snap = await byCategory(category).count().get();
  return snap.data().count;
}

/**
 * Page `page` (from 1) of a category, newest bayan first (date, then publication time), at most
 * `RECORDINGS_PAGE_SIZE`; empty past the last page.
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
  return snap.docs.flatMap((doc) => toRecording(doc.id, doc.data()) ?? []);
}

/** One recording; ApiError 400 for a malformed id and 404 for an unknown one. */
export async function getRecording(id: string): Promise<Recording> {
  const snap = await db.collection(RECORDINGS_COLLECTION).doc(checkedRecordingId(id)).get();
  const recording = snap.exists ? toRecording(snap.id, snap.data()) : undefined;
  if (!recording) throw new ApiError('not-found', 'Recording not found');
  return recording;
}
