/**
 * Request bodies of the write endpoints: JSON only (415 otherwise), at most `MAX_JSON_BYTES`
 * (413); the endpoint wrapper turns zod's complaints into the 400 answer's per-field problems.
 */
import type { Request } from 'express';
import { ApiError } from './errors.ts';

/** Largest JSON body accepted by the write endpoints, in bytes (an event is well under 8 KB). */
export const MAX_JSON_BYTES = 16 * 1024;

/**
 * The request body as a parsed JSON value (the functions framework may have parsed it already).
 * Throws ApiError 413 when too large, 415 when not JSON, 400 when malformed.
 */
export function jsonOf(req: Request & { rawBody?: Buffer }): unknown {
  const raw = req.rawBody;
  const declared = Number(req.get('content-length') ?? 0);
  if ((raw && raw.length > MAX_JSON_BYTES) || declared > MAX_JSON_BYTES)
    throw new ApiError(
      'payload-too-large',
      'body-too-large',
      `The body is larger than ${MAX_JSON_BYTES} bytes`,
      { params: { maxBytes: MAX_JSON_BYTES } },
    );
  if (!req.is('application/json'))
    throw new ApiError(
      'unsupported-media-type',
      'json-required',
      'Send the body as application/json',
    );
  if (req.body !== undefined && !Buffer.isBuffer(req.body) && typeof req.body !== 'string')
    return req.body;
  const text = raw?.toString('utf8') ?? (typeof req.body === 'string' ? req.body : '');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('bad-request', 'invalid-json', 'The request body is not valid JSON');
  }
}
