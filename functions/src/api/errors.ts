/**
 * REST errors: every error leaves the API as `{"error": {"code", "message", "fields"?}}` with its
 * status, one shape the web client can show; no stack trace ever reaches a response.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/v2';
import type { ApiErrorBody, ApiErrorCode } from '@masjid/domain/api-error';

const STATUS: Record<ApiErrorCode, number> = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'too-many-requests': 429,
  internal: 500,
};

/** An error a handler throws to answer with a given code; `fields` maps field names to messages. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

/** Answers 405 with the methods the path allows in `Allow`. */
export function methodNotAllowed(allowed: string[]): RequestHandler {
  return (req, res) => {
    res.set('Allow', allowed.join(', '));
    const body: ApiErrorBody = {
      error: { code: 'method-not-allowed', message: `${req.method} is not allowed here` },
    };
    res.status(405).json(body);
  };
}

/** The last route: any path the API does not know. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new ApiError('not-found', `No such API path: ${req.path}`));
};

/** Turns anything thrown into the JSON error body; unknown errors are logged and become 500. */
export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else if (isBodyParserError(err)) {
    apiError =
      err.type === 'entity.too.large'
        ? new ApiError('payload-too-large', 'The request body is too large')
        : new ApiError('bad-request', 'The request body is not valid JSON');
  } else {
    logger.error('Unhandled API error', err);
    apiError = new ApiError('internal', 'Something went wrong on our side. Please try again.');
  }
  const body: ApiErrorBody = {
    error: {
      code: apiError.code,
      message: apiError.message,
      ...(apiError.fields ? { fields: apiError.fields } : {}),
    },
  };
  res.status(apiError.status).json(body);
};

function isBodyParserError(err: unknown): err is { type: string } {
  return typeof err === 'object' && err !== null && 'type' in err && typeof err.type === 'string';
}
