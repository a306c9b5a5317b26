/**
 * The hifz portal's session on this device: the cache of its REST answers, and signing out, which
 * clears that cache, the outbox and Firestore's local cache, so no portal data of that user stays
 * on the device.
 */
import { QueryClient } from '@tanstack/react-query';
import { signOut } from '../../common/firebase/auth.ts';
import { clearFirestoreCache } from '../../common/firebase/firebase.ts';
import { clearOutbox, outboxEntries } from '../progress/outbox.ts';

/** The portal's query cache (admin and teacher dashboards, student pages). */
export const hifzQueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

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
 * deletes them from this device); `question(count)` is the question in the reader's language.
 * True when the sign-out may go ahead.
 */
export function confirmSignOut(question: (waiting: number) => string): boolean {
  const waiting = outboxEntries().filter((e) => !e.refused).length;
  return waiting === 0 || window.confirm(question(waiting));
}

/**
 * Signs out and forgets this user's portal data on the device: the cached API answers, the
 * outbox, and Firestore's local cache (a shared family phone must not show the last user's
 * students).
 */
export async function signOutOfPortal(): Promise<void> {
  signingOut = true;
  await signOut();
  hifzQueryClient.clear();
  clearOutbox();
  await clearFirestoreCache();
}
