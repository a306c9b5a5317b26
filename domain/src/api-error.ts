import * as z from 'zod/mini';

/** Machine-readable error codes of the REST API. */
export const API_ERROR_CODES = [
  'bad-request',
  'unauthenticated',
  'forbidden',
  'not-found',
  'method-not-allowed',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'too-many-requests',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every error body of the REST API: `{"error": {"code", "message", "fields"?}}`. */
export const apiErrorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
    /** Per-field messages for a 400 on a bad body, keyed by field name. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
