/**
 * REST errors: every error leaves the API as `{"error": {"code", "reason", "params"?, "message",
 * "fields"?}}` (domain/src/api-error.ts) with its status: a client words the reason and each
 * field's problem code in its reader's language; the English message is for other clients and
 * logs. No stack trace ever reaches a response.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/v2';
import {
  API_ERROR_STATUS,
  type ApiErrorBody,
  type ApiErrorCode,
  type ApiErrorReason,
} from '@masjid/domain/api-error';
import type {
  FieldProblem,
  FieldProblemCode,
  FieldProblems,
  ProblemParams,
} from '@masjid/domain/field-problems';

/** What a refusal carries besides its code, reason and message. */
export interface ApiErrorDetails {
  /** The numbers and names the reason's wording needs, e.g. `{ minutes: 15 }`. */
  params?: ProblemParams;
  /** Each refused field's problem. */
  fields?: FieldProblems;
}

/**
 * An error a handler throws to answer with `code` (its HTTP status) and `reason` (why, for the
 * client to word); `message` is the English sentence for other clients and logs.
 */
export class ApiError extends Error {
  readonly params?: ProblemParams;
  readonly fields?: FieldProblems;
  constructor(
    readonly code: ApiErrorCode,
    readonly reason: ApiErrorReason,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.params = details.params;
    this.fields = details.fields;
  }
  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}

/** One field's problem, made by the API's own checks: its code, English message and params. */
export function fieldProblem(
  code: FieldProblemCode,
  message: string,
  params?: ProblemParams,
): FieldProblem {
  return params ? { code, params, message } : { code, message };
}

/** Answers 405 with the methods the path allows in `Allow`. */
export function methodNotAllowed(allowed: string[]): RequestHandler {
  return (req, res) => {
    res.set('Allow', allowed.join(', '));
    const body: ApiErrorBody = {
      error: {
        code: 'method-not-allowed',
        reason: 'method-not-allowed',
        message: `${req.method} is not allowed here`,
      },
    };
    res.status(405).json(body);
  };
}

/** The last route: any path the API does not know. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new ApiError('not-found', 'no-such-path', `No such API path: ${req.path}`));
};

/** Turns anything thrown into the JSON error body; unknown errors are logged and become 500. */
export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else if (err instanceof URIError) {
    // A path parameter with a broken `%` escape (Express cannot decode it): it names nothing.
    apiError = new ApiError('not-found', 'no-such-path', 'The path has a malformed % escape');
  } else if (isBodyParserError(err)) {
    apiError =
      err.type === 'entity.too.large'
        ? new ApiError('payload-too-large', 'body-too-large', 'The request body is too large')
        : new ApiError('bad-request', 'invalid-json', 'The request body is not valid JSON');
  } else {
    logger.error('Unhandled API error', err);
    apiError = new ApiError(
      'internal',
      'internal',
      'Something went wrong on our side. Please try again.',
    );
  }
  const body: ApiErrorBody = {
    error: {
      code: apiError.code,
      reason: apiError.reason,
      ...(apiError.params ? { params: apiError.params } : {}),
      message: apiError.message,
      ...(apiError.fields ? { fields: apiError.fields } : {}),
    },
  };
  res.status(apiError.status).json(body);
};

function isBodyParserError(err: unknown): err is { type: string } {
  return typeof err === 'object' && err !== null && 'type' in err && typeof err.type === 'string';
}
