import * as z from 'zod/mini';
import { fieldProblemSchema, isOneOf, problemParamsSchema } from './field-problems.ts';

/** Machine-readable error codes of the REST API: the kind of refusal, one per HTTP status. */
export const API_ERROR_CODES = [
  'bad-request',
  'unauthenticated',
  'forbidden',
  'not-found',
  'method-not-allowed',
  'gone',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'too-many-requests',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The HTTP status of each code. */
export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  gone: 410,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'too-many-requests': 429,
  internal: 500,
};

/**
 * Why the API refused a request, one word per reason a reader may need told apart: the client words
 * each in its reader's language (the web client: `apiErrors.reasons` of its common strings), with
 * the refusal's `params` (in brackets below). A field's own problems are in `fields`
 * (field-problems.ts).
 */
export const API_ERROR_REASONS = [
  // The request itself.
  'invalid-input', // some fields are missing or invalid: see `fields`
  'invalid-json',
  'json-required',
  'multipart-required',
  'multipart-malformed',
  'body-too-large', // { maxBytes }
  'query-too-long', // { maxLength }
  'unknown-query-key', // { key }: a query key the endpoint does not take
  'invalid-idempotency-key', // an Idempotency-Key header not of 8-128 [A-Za-z0-9_-]
  'idempotency-key-reused', // an Idempotency-Key sent before with another request (409)
  'no-such-path',
  'method-not-allowed',
  'internal',
  // Who asks.
  'signed-out',
  'session-expired',
  'site-admin-only',
  'role-required', // { roles }: e.g. 'owner or qari'
  'no-portal-access',
  'wrong-credentials',
  'sign-in-unavailable',
  'too-many-attempts', // { minutes }
  'too-many-uploads', // { maximum }
  'device-not-yours',
  'student-not-yours',
  'upload-from-elsewhere',
  // What the path names.
  'event-not-found',
  'recording-not-found',
  'student-not-found',
  'account-not-found',
  'item-not-found',
  'file-not-found',
  'upload-not-found',
  'no-such-page', // { page }
  'jamats-not-published', // no published Eid (or no Jumu'ah time) to draw a picture of
  'link-invalid',
  'student-disabled', // a parent's link of a student whose account the owner disabled
  'teacher-disabled', // a parent's link of a student whose qari's account the owner disabled
  'link-replaced', // a parent's link replaced by a new one (410)
  'student-moved', // a parent's link replaced when the student moved to another qari (410)
  'no-link-yet',
  'sanad-not-found', // a verify code that is unknown or revoked, or a sanad id that names none
  'notifications-off',
  'device-token-rejected', // FCM did not accept the device's token (save-token)
  // What the request asks.
  'email-taken',
  'own-account',
  'account-not-managed',
  'month-ahead',
  'day-not-writable',
  'file-too-large', // { maxMegabytes }
  'upload-out-of-order',
  'not-audio',
  'not-an-image',
  'nothing-to-replace',
  'sanad-exists', // the student already has a sanad that is not revoked (409)
] as const;
export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];

/** Whether `value` is a reason this version knows (an older client may meet a newer server's). */
export function isApiErrorReason(value: unknown): value is ApiErrorReason {
  return isOneOf(API_ERROR_REASONS, value);
}

/**
 * Every error body of the REST API:
 * `{"error": {"code", "reason", "params"?, "message", "fields"?}}`. `code` is the kind (one per
 * HTTP status), `reason` why (API_ERROR_REASONS: any text here, since a client may be older than
 * the server), `params` the numbers and names its wording needs, `fields` each refused field's
 * problem (field-problems.ts). `message` is an English sentence for other API clients and logs:
 * no screen shows it, nor a field's `message`.
 */
export const apiErrorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(API_ERROR_CODES),
    reason: z.string(),
    params: z.optional(problemParamsSchema),
    message: z.string(),
    fields: z.optional(z.record(z.string(), fieldProblemSchema)),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
