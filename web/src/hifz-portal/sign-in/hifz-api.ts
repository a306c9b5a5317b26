/**
 * The hifz portal's session on this device, and signing out, which clears the app's query cache
 * (and the values it keeps on the device), the outbox and Firestore's local cache, so no portal
 * data of that user stays on the device.
 */
import { signOut } from '../../common/firebase/auth.ts';
import { clearFirestoreCache } from '../../common/firebase/firebase.ts';
import { queryClient } from '../../common/data/query-client.ts';
import { forgetRemembered } from '../../common/data/remember.ts';
import { clearOutbox, outboxEntries } from '../progress/outbox.ts';

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
 * Signs out and forgets this user's portal data on the device: the cached API answers (with the
 * values remembered for offline visits), the outbox, and Firestore's local cache (a shared family
 * phone must not show the last user's students).
 */
export async function signOutOfPortal(): Promise<void> {
  signingOut = true;
  await signOut();
  queryClient.clear();
  await forgetRemembered();
  clearOutbox();
  await clearFirestoreCache();
}
