/**
 * The one client of the site's REST API (`/api/...`): JSON in and out, every answer parsed with
 * its endpoint's zod schema (`@masjid/domain/api-responses`), every refusal an `ApiError`. With
 * `auth` (the default) the call carries the signed-in user's Firebase ID token, fetched from
 * Firebase Auth at each call (never kept in local storage); public reads pass `auth: false` and
 * load no Firebase code.
 */
import * as z from 'zod/mini';
import { apiErrorBodySchema } from '@masjid/domain/api-error';

/**
 * A failed API call: the answer's status (0 when the answer could not be read), the API's message
 * and its per-field messages (for a 400 with fields).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
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
}

async function authorization(): Promise<string> {
  const { firebaseAuth } = await import('../firebase/auth.ts');
  const user = (await firebaseAuth()).currentUser;
  if (!user) throw new ApiError(401, 'You are signed out. Sign in again.');
  return `Bearer ${await user.getIdToken()}`;
}

/**
 * Calls `/api{path}` and returns its answer parsed with `schema` (`undefined` is parsed for a
 * 204). Throws `ApiError` for an error answer or one that does not match `schema`, and TypeError
 * without a network.
 */
export async function apiFetch<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  call: ApiCall = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.auth !== false) headers.authorization = await authorization();
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  const method = call.method ?? 'GET';
  const res = await fetch(`/api${path}`, {
    method,
    headers,
    body: call.form ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
  });
  const json: unknown = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) throw errorOf(res.status, json);
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) {
    console.error(`${method} /api${path}: unexpected answer`, parsed.error.issues);
    throw new ApiError(0, 'The server sent an answer this page cannot read.');
  }
  return parsed.data;
}

/** The ApiError of an error answer with status `status` and JSON body `json`. */
function errorOf(status: number, json: unknown): ApiError {
  const parsed = apiErrorBodySchema.safeParse(json);
  return parsed.success
    ? new ApiError(status, parsed.data.error.message, parsed.data.error.fields)
    : new ApiError(status, `The server answered ${status}`);
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
