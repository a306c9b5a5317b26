/**
 * Calls of the hifz portal to the REST API (spec 7, hifz) and their cache. Authorised calls send
 * the signed-in user's Firebase ID token, fetched from Firebase Auth at each call (never kept in
 * local storage). Sign-out clears this cache, so no portal data of that user stays on the device.
 */
import { QueryClient } from '@tanstack/react-query';
import { apiErrorBodySchema } from '@masjid/domain/api-error';
import { firebaseAuth, signOut } from '../../lib/auth.ts';
import { clearFirestoreCache } from '../../lib/firebase.ts';
import { clearOutbox, outboxEntries } from '../hifz-progress/outbox.ts';

/** The portal's query cache (admin and teacher dashboards, student pages). */
export const hifzQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

/** An API refusal: its status, message and per-field messages (spec: 400 with fields). */
export class HifzApiError extends Error {
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
 * (undefined for 204); throws `HifzApiError` for an error answer and TypeError without a network.
 */
export async function hifzFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; auth?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.auth !== false) {
    const user = (await firebaseAuth()).currentUser;
    if (!user) throw new HifzApiError(401, 'You are signed out. Sign in again.');
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
      ? new HifzApiError(res.status, parsed.data.error.message, parsed.data.error.fields)
      : new HifzApiError(res.status, `The server answered ${res.status}`);
  }
  return json as T;
}

let signingOut = false;

/**
 * True from a sign-out until the next sign-in: the portal's guards then send the reader to
 * /hifz-login without remembering the page they left (it was left on purpose).
 */
export function signedOutOnPurpose(): boolean {
  return signingOut;
}

/** A sign-in has started: pages left after it are remembered again. */
export function signingIn(): void {
  signingOut = false;
}

/**
 * Asks before signing out while saved days are still waiting to reach the server (signing out
 * deletes them from this device). True when the sign-out may go ahead.
 */
export function confirmSignOut(): boolean {
  const waiting = outboxEntries().filter((e) => !e.refused).length;
  return (
    waiting === 0 ||
    window.confirm(
      `${waiting} saved ${waiting === 1 ? 'day has' : 'days have'} not reached the server yet. ` +
        'Signing out now deletes them from this device. Sign out anyway?',
    )
  );
}

/**
 * Signs out and forgets this user's portal data on the device: the cached API answers, the
 * outbox, and Firestore's local cache (issue 5 §1).
 */
export async function signOutOfPortal(): Promise<void> {
  signingOut = true;
  await signOut();
  hifzQueryClient.clear();
  clearOutbox();
  await clearFirestoreCache();
}
