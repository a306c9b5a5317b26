/**
 * The one client of the site's REST API (`/api/...`): JSON in and out, every answer parsed with
 * its endpoint's zod schema (`@masjid/domain/api-responses`), every refusal an `ApiError` that
 * carries the API's codes, never its English (api-messages.ts words them for the reader). With
 * `auth` (the default) the call carries the signed-in user's Firebase ID token, fetched from
 * Firebase Auth at each call (never kept in local storage); public reads pass `auth: false` and
 * load no Firebase code.
 */
import * as z from 'zod/mini';
import { apiErrorBodySchema, type ApiErrorCode } from '@masjid/domain/api-error';
import type { FieldProblems, ProblemParams } from '@masjid/domain/field-problems';
import { IDEMPOTENCY_KEY_HEADER } from '@masjid/domain/idempotency';
import { freshAfterSave } from '../data/site-saves.ts';

/** Why a call failed, as the API said it (domain/src/api-error.ts), or as the client found it. */
export interface ApiRefusal {
  /** The kind of refusal; none when the answer could not be read. */
  code?: ApiErrorCode;
  /**
   * Why: one of the API's reasons (`API_ERROR_REASONS`, or one this version does not know yet),
   * or the client's own `unreadable-answer` (an answer that did not match its schema).
   */
  reason?: string;
  params?: ProblemParams;
  /** Each refused field's problem (for a 400 with fields). */
  fields?: FieldProblems;
}

/**
 * A failed API call: the answer's status (0 when the answer could not be read) and the refusal's
 * codes. Its `message` names them for logs; a screen words them with api-messages.ts.
 */
export class ApiError extends Error {
  readonly code?: ApiErrorCode;
  readonly reason?: string;
  readonly params: ProblemParams;
  readonly fields: FieldProblems;
  constructor(
    readonly status: number,
    refusal: ApiRefusal = {},
  ) {
    super(`API ${status} ${refusal.reason ?? refusal.code ?? 'unreadable'}`);
    this.name = 'ApiError';
    this.code = refusal.code;
    this.reason = refusal.reason;
    this.params = refusal.params ?? {};
    this.fields = refusal.fields ?? {};
  }
}

export interface ApiCall {
  /** HTTP method; GET by default. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (files), instead of `body`. */
  form?: FormData;
  /** Send the signed-in user's ID token (default true). */
  auth?: boolean;
  /**
   * The call creates something (an event, an account, a recording): it carries a new
   * `Idempotency-Key` (one per call, that is per user action), and a network failure is retried
   * with the same key (`CREATE_RETRY_DELAYS_MS`), so an answer lost on the way back creates
   * nothing twice (decision 46).
   */
  creates?: boolean;
}

/**
 * The waits (ms) before each retry of a creating call whose request failed on the network: three
 * tries in about two seconds, then the TypeError is thrown.
 */
export const CREATE_RETRY_DELAYS_MS = [500, 1500];

/**
 * `fetch(url, init)`, retried after `delays` (each in turn) while it fails on the network
 * (TypeError); any answer, and any other failure, ends it.
 */
async function fetchRetried(url: string, init: RequestInit, delays: number[]): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (err) {
      const delay = delays[attempt];
      if (!(err instanceof TypeError) || delay === undefined) throw err;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

async function authorization(): Promise<string> {
  const { firebaseAuth } = await import('../firebase/auth.ts');
  const user = (await firebaseAuth()).currentUser;
  if (!user) throw new ApiError(401, { code: 'unauthenticated', reason: 'signed-out' });
  return `Bearer ${await user.getIdToken()}`;
}

/**
 * Calls `/api{path}` and returns its answer parsed with `schema` (`undefined` is parsed for a
 * 204); a public GET (`auth: false`) made soon after this device saved a change of the site asks
 * past the CDN's copies (`freshAfterSave`, data/site-saves.ts). Throws `ApiError` for an error
 * answer or one that does not match `schema`, and TypeError without a network (a creating call
 * after its retries).
 */
export async function apiFetch<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  call: ApiCall = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.auth !== false) headers.authorization = await authorization();
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.creates) headers[IDEMPOTENCY_KEY_HEADER] = crypto.randomUUID();
  const method = call.method ?? 'GET';
  // A public read on the device of an admin who has just saved passes the CDN's copies by.
  const address = method === 'GET' && call.auth === false ? freshAfterSave(path) : path;
  const res = await fetchRetried(
    `/api${address}`,
    {
      method,
      headers,
      body: call.form ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
    },
    call.creates ? CREATE_RETRY_DELAYS_MS : [],
  );
  const json: unknown = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) throw errorOf(res.status, json);
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) {
    console.error(`${method} /api${path}: unexpected answer`, parsed.error.issues);
    throw new ApiError(0, { reason: 'unreadable-answer' });
  }
  return parsed.data;
}

/**
 * The ApiError of an error answer with status `status` and JSON body `json`: its codes, or only
 * the status when the body is not the API's (a proxy's page, a cut answer).
 */
function errorOf(status: number, json: unknown): ApiError {
  const parsed = apiErrorBodySchema.safeParse(json);
  if (!parsed.success) return new ApiError(status);
  const { code, reason, params, fields } = parsed.data.error;
  return new ApiError(status, { code, reason, params, fields });
}

/**
 * Gets `/api{path}` as a file (a PDF): its bytes, or `ApiError` for an error answer; with `auth`
 * (the default) the call carries the signed-in user's ID token.
 */
export async function apiFetchBlob(path: string, call: Pick<ApiCall, 'auth'> = {}): Promise<Blob> {
  const headers: Record<string, string> = {};
  if (call.auth !== false) headers.authorization = await authorization();
  const res = await fetch(`/api${path}`, { headers });
  if (!res.ok) throw errorOf(res.status, await res.json().catch(() => undefined));
  return res.blob();
}
