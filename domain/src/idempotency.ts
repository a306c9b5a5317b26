/**
 * Idempotency keys of the API's creating endpoints (decision 46): a client sends
 * `Idempotency-Key` with a request that creates something and the same key with each retry of it;
 * the functions create at most one thing per caller, path and key, and answer every retry with the
 * first answer. The functions keep one record per key in `idempotencyKeys/{hash}`, closed to every
 * client by the rules.
 */
import * as z from 'zod/mini';
import { storedTimestampSchema } from './timestamp.ts';

/** The request header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A key: 8 to 128 letters, digits, `_` or `-` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Firestore collection of the keys' records (functions only). */
export const IDEMPOTENCY_COLLECTION = 'idempotencyKeys';

/** How long a key's answer is kept and replayed, in milliseconds (one day). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * `idempotencyKeys/{sha256 of caller, method, path and key}`: the request's `fingerprint` (a hash
 * of its body), and once answered its `status`, `location` and `body` (the JSON text). `expireAt`
 * is the field of the collection's Firestore TTL policy.
 */
export const idempotencyRecordSchema = z.object({
  fingerprint: z.string(),
  state: z.enum(['started', 'answered']),
  status: z.optional(z.number().check(z.int())),
  location: z.optional(z.string()),
  body: z.optional(z.string()),
  expireAt: storedTimestampSchema,
});
export type IdempotencyRecord = z.infer<typeof idempotencyRecordSchema>;
