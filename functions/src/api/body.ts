/**
 * Request bodies: each endpoint's limit (`bodyLimit` of endpoint(), JSON endpoints
 * `MAX_JSON_BYTES`) is enforced before a body is read where the API can: by `Content-Length`, and
 * for a chunked body by counting its bytes as they arrive, answering 413 at the limit without
 * reading the rest. JSON bodies are JSON only (415 otherwise); the endpoint wrapper turns zod's
 * complaints into the 400 answer's per-field problems.
 *
 * What the platform does first (docs/security.md, "Request bodies"): the functions framework of
 * Cloud Functions (and the emulator's runtime) reads and parses every body into `rawBody` (and
 * `body`) before the app runs, up to the platform's 32 MB request limit. Then nothing is left to
 * read, and the wrapper refuses by that size before any other work (no token check, no Firestore
 * read, no second parse). The counting read is for a body nothing has read yet (the app served
 * outside the framework, as in the unit tests).
 */
import type { Request } from 'express';
import { ApiError } from './errors.ts';

/** Largest JSON body accepted by the write endpoints, in bytes (an event is well under 8 KB). */
export const MAX_JSON_BYTES = 16 * 1024;

/** A request that the functions framework may have read: its bytes in `rawBody`. */
type BodyRequest = Request & { rawBody?: Buffer };

/** ApiError 413 `body-too-large` for a limit of `maxBytes`. */
function tooLarge(maxBytes: number): ApiError {
  return new ApiError(
    'payload-too-large',
    'body-too-large',
    `The body is larger than ${maxBytes} bytes`,
    { params: { maxBytes } },
  );
}

/**
 * Whether the request carries a body that nothing has read yet. `req.body` says nothing: a body
 * parser that skips a type it does not take still sets it to `{}` (the emulator's runtime does so
 * for an upload chunk without a JSON type), so only a kept `rawBody` or an ended stream count.
 */
function unreadBody(req: BodyRequest): boolean {
  if (req.rawBody || req.readableEnded) return false;
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

/**
 * Throws ApiError 413 when the body is over `maxBytes` by its `Content-Length` or by the bytes the
 * platform already read (`rawBody`). Reads nothing.
 */
export function refuseDeclaredBody(req: BodyRequest, maxBytes: number): void {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > maxBytes || (req.rawBody?.length ?? 0) > maxBytes) {
    // Whatever of the body is still unsent is not wanted: the connection ends with the answer.
    if (unreadBody(req)) req.res?.set('Connection', 'close');
    throw tooLarge(maxBytes);
  }
}

/**
 * Reads a body that nothing has read yet into `rawBody`, counting its bytes: ApiError 413 as soon
 * as they pass `maxBytes` (the rest is not read: the connection closes with the answer). Does
 * nothing when there is no body or the platform has read it (`refuseDeclaredBody` checked it).
 */
export async function readBodyWithin(req: BodyRequest, maxBytes: number): Promise<void> {
  if (!unreadBody(req)) return;
  // Listeners rather than `for await`: leaving that loop early destroys the request, and with it
  // the socket the 413 answer goes out on.
  req.rawBody = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (err?: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', stop);
      if (err) reject(err);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += bytes.length;
      if (size <= maxBytes) {
        chunks.push(bytes);
        return;
      }
      req.pause();
      req.res?.set('Connection', 'close');
      stop(tooLarge(maxBytes));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', stop);
  });
}

/**
 * The request body as a parsed JSON value (the functions framework may have parsed it already).
 * Throws ApiError 413 when over `maxBytes`, 415 when not JSON, 400 when malformed.
 */
export function jsonOf(req: BodyRequest, maxBytes: number = MAX_JSON_BYTES): unknown {
  refuseDeclaredBody(req, maxBytes);
  if (!req.is('application/json'))
    throw new ApiError(
      'unsupported-media-type',
      'json-required',
      'Send the body as application/json',
    );
  if (req.body !== undefined && !Buffer.isBuffer(req.body) && typeof req.body !== 'string')
    return req.body;
  const raw = req.rawBody;
  const text = raw?.toString('utf8') ?? (typeof req.body === 'string' ? req.body : '');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('bad-request', 'invalid-json', 'The request body is not valid JSON');
  }
}
