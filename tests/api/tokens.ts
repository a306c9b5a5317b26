/**
 * Test users of the API tests: accounts made on the Auth emulator through the Admin SDK, with the
 * given custom claims, and their ID tokens from the emulator's password sign-in.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import * as z from 'zod/mini';
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
  const body: unknown = await res.json();
  const signedIn = z.safeParse(z.object({ idToken: z.string() }), body);
  if (!signedIn.success) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return signedIn.data.idToken;
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

/** The ID tokens of the callers the site admin's endpoints are tried with. */
export interface SiteAdminCallers {
  siteAdmin: string;
  qari: string;
  /** A signed-in user without any role. */
  plain: string;
  /** A site admin whose sessions were revoked after signing in. */
  revoked: string;
}

/**
 * Makes the four callers of the site admin's endpoints (`<prefix>-...` accounts) and adds their
 * uids to `uids` for the clean-up.
 */
export async function siteAdminCallers(prefix: string, uids: string[]): Promise<SiteAdminCallers> {
  const [a, q, p, r] = await Promise.all([
    testUser(`${prefix}-site-admin`, { siteAdmin: true }),
    testUser(`${prefix}-qari`, { role: 'qari' }),
    testUser(`${prefix}-plain`, {}),
    testUser(`${prefix}-revoked`, { siteAdmin: true }),
  ]);
  uids.push(a.uid, q.uid, p.uid, r.uid);
  await revokeSessions(r.uid);
  return { siteAdmin: a.token, qari: q.token, plain: p.token, revoked: r.token };
}

/** Disables or deletes test users. */
export async function deleteUsers(uids: string[]): Promise<void> {
  await adminAuth().deleteUsers(uids);
}

export { PASSWORD as TEST_PASSWORD };
