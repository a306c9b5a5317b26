/**
 * Test users of the API tests: accounts made on the Auth emulator through the Admin SDK, with the
 * given custom claims, and their ID tokens from the emulator's password sign-in.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { RoleClaims } from '@masjid/domain/roles';
import { AUTH, DEMO_PROJECT_ID } from '../emulators.ts';

const PASSWORD = 'test-pass-123';

function adminAuth() {
  const app =
    getApps().find((a) => a.name === 'api-tokens') ??
    initializeApp({ projectId: DEMO_PROJECT_ID }, 'api-tokens');
  return getAuth(app);
}

/** Signs in through the Auth emulator's REST API; returns the ID token. */
export async function passwordSignIn(email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * A fresh account `<name>-<random>@api.test` with `claims`, and its ID token.
 */
export async function testUser(
  name: string,
  claims: RoleClaims,
): Promise<{ uid: string; email: string; token: string }> {
  const email = `${name}-${Math.random().toString(36).slice(2, 8)}@api.test`;
  const user = await adminAuth().createUser({ email, password: PASSWORD });
  await adminAuth().setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email, token: await passwordSignIn(email) };
}

/** Revokes the user's sessions: tokens issued before now stop working for the API. */
export async function revokeSessions(uid: string): Promise<void> {
  // Revocation compares whole seconds; wait so the token's auth_time is strictly earlier.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await adminAuth().revokeRefreshTokens(uid);
}

/** Disables or deletes test users. */
export async function deleteUsers(uids: string[]): Promise<void> {
  await adminAuth().deleteUsers(uids);
}

export { PASSWORD as TEST_PASSWORD };
