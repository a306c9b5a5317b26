/**
 * A category's recordings listing index, `recordingListings/{category}` (decision 43): every
 * published recording of the category in listing order (newest bayan first: date, then
 * publication time, then id, each descending) as one compact key, so page N of a listing is a
 * slice of one document and one query of its ids, however deep N is (issue 40 §4: an offset is
 * billed for every document it skips). Written only by the functions (a trigger on `recordings`
 * and the API's own writes, functions/src/recordings/listing.ts); the rules refuse every client.
 *
 * A key is `YYYYMMDD` (the bayan's date), the publication instant in milliseconds as 9 base-36
 * digits, then the document id: fixed-width fields, so keys sort as strings in listing order.
 * An auto id is 20 characters, a key 37, stored as 38 bytes: 20,000 recordings of one category
 * take about 760 KB of the document's 1 MiB (some 27,000 fit; a weekly bayan is some 380 years
 * of one category). `keys` is exempt from indexing (firestore.indexes.json): an array is
 * otherwise indexed per element, and a document may have at most 40,000 index entries.
 */
import * as z from 'zod/mini';
import { DOC_ID_PATTERN } from './event.ts';
import { RECORDINGS_PAGE_SIZE, type Recording } from './recording.ts';

/** Firestore collection of the listing indexes, one document per category (functions only). */
export const RECORDING_LISTINGS_COLLECTION = 'recordingListings';
/** The layout of `keys`; an index of another version is rebuilt from the recordings. */
export const RECORDING_LISTING_VERSION = 1;

/** Characters of a key before the id: the date (8) and the publication instant (9). */
const SORT_PART = 17;
const MS_DIGITS = 9;
const MAX_MS = 36 ** MS_DIGITS - 1;

const keySchema = z.string().check(z.regex(/^\d{8}[0-9a-z]{9}[A-Za-z0-9_-]{1,128}$/));

/** `recordingListings/{category}` as stored (by the functions only). */
export const recordingListingSchema = z.object({
  version: z.literal(RECORDING_LISTING_VERSION),
  /** Every published recording of the category, listing order (see the module comment). */
  keys: z.array(keySchema),
  /** When the functions last wrote it (ISO instant). */
  updatedAt: z.string(),
});
export type RecordingListing = z.infer<typeof recordingListingSchema>;

/** A recording's key in its category's index (see the module comment). */
export function listingKey(recording: Pick<Recording, 'id' | 'date' | 'createdAt'>): string {
  const ms = Math.min(MAX_MS, Math.max(0, Date.parse(recording.createdAt) || 0));
  return `${recording.date.replaceAll('-', '')}${ms.toString(36).padStart(MS_DIGITS, '0')}${recording.id}`;
}

/** The document id a key names. */
export const idOfKey = (key: string): string => key.slice(SORT_PART);

/** Whether `id` is a document id a key can hold. */
export const isListableId = (id: string): boolean => DOC_ID_PATTERN.test(id);

/** Listing order: newest first (descending keys). */
const comesBefore = (a: string, b: string): boolean => a > b;

/**
 * `keys` with the recording `id` taken out and, when `key` is given (the recording is published
 * in this category), put back at its place in listing order. A new array; `keys` is unchanged.
 */
export function withListingKey(keys: readonly string[], id: string, key?: string): string[] {
  const rest = keys.filter((k) => idOfKey(k) !== id);
  if (key === undefined) return rest;
  let low = 0;
  let high = rest.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (comesBefore(rest[mid]!, key)) low = mid + 1;
    else high = mid;
  }
  rest.splice(low, 0, key);
  return rest;
}

/** The keys of `recordings` (one category) in listing order. */
export function listingKeysOf(
  recordings: readonly Pick<Recording, 'id' | 'date' | 'createdAt'>[],
): string[] {
  return recordings.map(listingKey).sort((a, b) => (comesBefore(a, b) ? -1 : a === b ? 0 : 1));
}

/** The keys of page `page` (from 1): at most `RECORDINGS_PAGE_SIZE`, empty past the last page. */
export function pageKeys(keys: readonly string[], page: number): string[] {
  return keys.slice((page - 1) * RECORDINGS_PAGE_SIZE, page * RECORDINGS_PAGE_SIZE);
}
