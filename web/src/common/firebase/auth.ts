/**
 * Firebase Auth, loaded on demand (only pages that need a session import this), and signing in
 * and out. Roles are the ID token's custom claims (`@masjid/domain/roles`), set only by the
 * functions and the seed; every write is checked again by the rules or the API. The session
 * survives a reload through Firebase Auth's own persistence (IndexedDB); no token is stored by us.
 * React reads the session through reactfire (`session.tsx`).
 */
import type { Auth } from 'firebase/auth';
import { parseRoleClaims, type RoleClaims } from '@masjid/domain/roles';
import { firebaseApp } from './firebase.ts';
import { forgetCachedReads } from './reactfire-cache.ts';
import { AUTH_EMULATOR_URL } from './emulators.ts';
import { writeSessionHint } from '../session-hint.ts';

let authPromise: Promise<Auth> | undefined;

/** Firebase Auth, initialised once (in emulator builds, on the Auth emulator). */
export function firebaseAuth(): Promise<Auth> {
  authPromise ??= Promise.all([firebaseApp(), import('firebase/auth')]).then(
    ([
      app,
      { initializeAuth, indexedDBLocalPersistence, browserLocalPersistence, connectAuthEmulator },
    ]) => {
      // getAuth's defaults without its popup/redirect helper: this site signs in with a password
      // only, and that helper loads an iframe from the auth domain and a script from
      // apis.google.com, which the Content-Security-Policy does not allow.
      const auth = initializeAuth(app, {
        persistence: [indexedDBLocalPersistence, browserLocalPersistence],
      });
      if (__USE_EMULATORS__)
        connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
      return auth;
    },
  );
  return authPromise;
}

/** Why a sign-in failed, as a kind the page can word in its language. */
export type SignInErrorKind =
  'wrongCredentials' | 'disabled' | 'tooManyAttempts' | 'offline' | 'failed';

/** The kind of a Firebase Auth sign-in error (`failed` for anything not recognised). */
export function signInErrorKind(error: unknown): SignInErrorKind {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return 'wrongCredentials';
    case 'auth/user-disabled':
      return 'disabled';
    case 'auth/too-many-requests':
      return 'tooManyAttempts';
    case 'auth/network-request-failed':
      return 'offline';
    default:
      return 'failed';
  }
}

/**
 * Signs in with e-mail and password and returns the session's claims (the token is refreshed so
 * claims granted since the last sign-in count). Throws the Firebase Auth error on failure.
 */
export async function signIn(email: string, password: string): Promise<RoleClaims> {
  const auth = await firebaseAuth();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  // Claims read for an earlier session of this user may be out of date.
  forgetCachedReads('auth:idTokenResult:');
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const result = await user.getIdTokenResult(true);
  return parseRoleClaims(result.claims);
}

/** Signs out on this device. */
export async function signOut(): Promise<void> {
  const auth = await firebaseAuth();
  const { signOut: firebaseSignOut } = await import('firebase/auth');
  await firebaseSignOut(auth);
  forgetCachedReads('auth:idTokenResult:');
  writeSessionHint(undefined, undefined);
}
