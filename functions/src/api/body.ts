/**
 * Request bodies of the write endpoints: JSON only (415 otherwise), at most `MAX_JSON_BYTES`
 * (413), and zod's complaints as the 400 answer's per-field messages.
 */
import type { Request } from 'express';
import * as z from 'zod/mini';
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
    throw new ApiError('payload-too-large', `The body is larger than ${MAX_JSON_BYTES} bytes`);
  if (!req.is('application/json'))
    throw new ApiError('unsupported-media-type', 'Send the body as application/json');
  if (req.body !== undefined && !Buffer.isBuffer(req.body) && typeof req.body !== 'string')
    return req.body;
  const text = raw?.toString('utf8') ?? (typeof req.body === 'string' ? req.body : '');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('bad-request', 'The request body is not valid JSON');
  }
}

/** Flattens zod issues into `{field: message}` (the first message per field; `_` for the body). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[k] ??= 'Unknown field';
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}
