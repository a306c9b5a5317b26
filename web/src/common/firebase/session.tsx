/**
 * The signed-in user and their roles for React, read through reactfire: `useSigninCheck` follows
 * Firebase Auth (ID token changes included), `useIdTokenResult` reads the token's custom claims.
 * `SessionProvider` is mounted once by `FirebaseProviders`; pages call `useSession()`.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { useIdTokenResult, useSigninCheck } from 'reactfire';
import { parseRoleClaims, type RoleClaims } from '@masjid/domain/roles';
import { writeSessionHint } from '../session-hint.ts';

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User; claims: RoleClaims };

const LOADING: Session = { status: 'loading' };
const SIGNED_OUT: Session = { status: 'signed-out' };
const SessionContext = createContext<Session>(LOADING);

/** The current session; 'loading' until Firebase Auth has restored or ruled out a user. */
export function useSession(): Session {
  return useContext(SessionContext);
}

interface ReadClaims {
  user: User;
  /** Undefined when the token could not be read (treated as signed out). */
  claims: RoleClaims | undefined;
}

/**
 * Provides `useSession()` to `children`. The children stay mounted while the session changes
 * (a sign-in form keeps its state and its messages).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const check = useSigninCheck();
  const user = check.status === 'success' && check.data.signedIn ? check.data.user : null;
  const [read, setRead] = useState<ReadClaims>();
  let session: Session = LOADING;
  if (check.status === 'success' && !user) session = SIGNED_OUT;
  else if (user && read?.user === user)
    session = read.claims
      ? { status: 'signed-in', user, claims: read.claims }
      : { status: 'signed-out' };
  // The public header's hint of who is signed in (session-hint.ts), kept with the session.
  const hintEmail = session.status === 'signed-in' ? (session.user.email ?? '') : undefined;
  const hintClaims = session.status === 'signed-in' ? session.claims : undefined;
  useEffect(() => {
    if (session.status === 'loading') return;
    writeSessionHint(hintEmail, hintClaims);
    // `hintClaims` is a fresh object on each render; compare what it says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status, hintEmail, hintClaims?.role, hintClaims?.siteAdmin]);
  return (
    <>
      {user ? <ClaimsReader key={user.uid} user={user} onRead={setRead} /> : null}
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </>
  );
}

/** Reads `user`'s claims (reactfire's `useIdTokenResult`) and reports them; renders nothing. */
function ClaimsReader({ user, onRead }: { user: User; onRead: (read: ReadClaims) => void }) {
  let result: ReadClaims | undefined;
  try {
    const token = useIdTokenResult(user);
    if (token.status === 'success') result = { user, claims: parseRoleClaims(token.data.claims) };
  } catch (error) {
    // reactfire throws a failed read: without a readable token the user counts as signed out.
    console.error('Could not read the session token', error);
    result = { user, claims: undefined };
  }
  const claims = result?.claims;
  const known = result !== undefined;
  useEffect(() => {
    if (known) onRead({ user, claims });
    // `claims` is a fresh object on each render; compare what it says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, user, onRead, claims?.role, claims?.siteAdmin]);
  return null;
}
