/**
 * Firebase Auth, loaded on demand (only pages that need a session import this), and the session
 * of the signed-in user with the roles read from the ID token's custom claims
 * (`@masjid/domain/roles`). Roles are decided by the server: the claims are set only by the
 * functions and the seed, and every write is checked again by the rules or the API. The session
 * survives a reload through Firebase Auth's own persistence (IndexedDB); no token is stored by us.
 */
import { useSyncExternalStore } from 'react';
import type { Auth, User } from 'firebase/auth';
import { parseRoleClaims, type RoleClaims } from '@masjid/domain/roles';
import { firebaseApp, useEmulators } from './firebase.ts';

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User; claims: RoleClaims };

let authPromise: Promise<Auth> | undefined;

/** Firebase Auth, initialised once (the Auth emulator on 127.0.0.1:9099 when `useEmulators`). */
export function firebaseAuth(): Promise<Auth> {
  authPromise ??= Promise.all([firebaseApp(), import('firebase/auth')]).then(
    ([app, { getAuth, connectAuthEmulator }]) => {
      const auth = getAuth(app);
      if (useEmulators)
        connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
      return auth;
    },
  );
  return authPromise;
}

let session: Session = { status: 'loading' };
const subscribers = new Set<() => void>();
let started = false;

function publish(next: Session) {
  session = next;
  subscribers.forEach((notify) => notify());
}

function start() {
  if (started) return;
  started = true;
  void firebaseAuth().then(async (auth) => {
    const { onIdTokenChanged } = await import('firebase/auth');
    onIdTokenChanged(auth, (user) => {
      if (!user) {
        publish({ status: 'signed-out' });
        return;
      }
      user
        .getIdTokenResult()
        .then((result) =>
          publish({ status: 'signed-in', user, claims: parseRoleClaims(result.claims) }),
        )
        .catch((error: unknown) => {
          console.error('Could not read the session token', error);
          publish({ status: 'signed-out' });
        });
    });
  });
}

function subscribe(notify: () => void) {
  start();
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** The current session; 'loading' until Firebase Auth has restored or ruled out a user. */
export function useSession(): Session {
  return useSyncExternalStore(
    subscribe,
    () => session,
    () => session,
  );
}

/** The user-facing message for a Firebase Auth sign-in error code. */
export function signInErrorMessage(code: string | undefined): string {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return 'Wrong e-mail or password.';
    case 'auth/user-disabled':
      return 'This account has been disabled. Contact the organization.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Please wait a few minutes and try again.';
    case 'auth/network-request-failed':
      return 'No connection. Check your internet and try again.';
    default:
      return 'Sign-in failed. Please try again.';
  }
}

/**
 * Signs in with e-mail and password and returns the session's claims (the token is refreshed so
 * claims granted since the last sign-in count). Throws the Firebase Auth error on failure.
 */
export async function signIn(email: string, password: string): Promise<RoleClaims> {
  const auth = await firebaseAuth();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const result = await user.getIdTokenResult(true);
  return parseRoleClaims(result.claims);
}

/** Signs out on this device. */
export async function signOut(): Promise<void> {
  const auth = await firebaseAuth();
  const { signOut: firebaseSignOut } = await import('firebase/auth');
  await firebaseSignOut(auth);
}
