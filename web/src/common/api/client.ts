/**
 * Calls of the site's REST API (`/api`, spec 7) that write or need a session: JSON in and out,
 * and with `auth` the signed-in user's Firebase ID token, fetched from Firebase Auth at each call
 * (never kept in local storage). Used by the hifz portal and the notifications control.
 */
import { apiErrorBodySchema } from '@masjid/domain/api-error';
import { firebaseAuth } from '../firebase/auth.ts';

/** An API refusal: its status, message and per-field messages (spec: 400 with fields). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Calls `/api{path}`; with `auth` (default) as the signed-in user. Resolves to the JSON answer
 * (undefined for 204); throws `ApiError` for an error answer and TypeError without a network.
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; auth?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.auth !== false) {
    const user = (await firebaseAuth()).currentUser;
    if (!user) throw new ApiError(401, 'You are signed out. Sign in again.');
    headers.authorization = `Bearer ${await user.getIdToken()}`;
  }
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (res.status === 204) return undefined as T;
  const json: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const parsed = apiErrorBodySchema.safeParse(json);
    throw parsed.success
      ? new ApiError(res.status, parsed.data.error.message, parsed.data.error.fields)
      : new ApiError(res.status, `The server answered ${res.status}`);
  }
  return json as T;
}
