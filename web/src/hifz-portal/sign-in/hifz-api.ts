/**
 * The hifz portal's session on this device, and signing out, which clears the app's query cache
 * (and the values it keeps on the device) and, unless a user of this device still has saves
 * waiting for the server, Firestore's local cache (docs/decisions/0045).
 */
import { signOut } from '../../common/firebase/auth.ts';
import { closeFirestore } from '../../common/firebase/firebase.ts';
import { queryClient } from '../../common/data/query-client.ts';
import { forgetRemembered } from '../../common/data/remember.ts';
import { anyUserWaiting } from '../progress/outbox.ts';

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
 * Signs out and forgets the portal data on the device that no one needs: the cached API answers
 * (with the values remembered for offline visits), and Firestore's local cache when no user of
 * this device has saves waiting (a shared family phone must not show the last user's students).
 * While some user's saves wait, Firestore's cache (which holds their writes) stays: Firestore
 * sends each user's writes only while that user is signed in, and their outbox list
 * (`outbox.ts`) stays too, so the saves reach the server at that user's next sign-in.
 */
export async function signOutOfPortal(): Promise<void> {
  signingOut = true;
  await signOut();
  queryClient.clear();
  await forgetRemembered();
  await closeFirestore({ deleteCache: !anyUserWaiting() });
}
