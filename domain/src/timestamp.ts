/**
 * Firestore timestamps inside stored documents. Web and Admin SDK `Timestamp`s differ in type but
 * both have `toMillis()` and `toDate()`, which is all our code uses, so one schema serves both.
 */
import * as z from 'zod/mini';

/** What our code reads of a stored Firestore timestamp. */
export interface StoredTimestamp {
  toMillis(): number;
  toDate(): Date;
}

/** A Firestore `Timestamp` field (any SDK's). */
export const storedTimestampSchema = z.custom<StoredTimestamp>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'toMillis' in value &&
    typeof value.toMillis === 'function' &&
    'toDate' in value &&
    typeof value.toDate === 'function',
  'Expected a Firestore timestamp',
);
