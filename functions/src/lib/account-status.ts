/** Ends an account's sessions everywhere: Auth refresh tokens and the rules' account status. */
import { isDeepStrictEqual } from 'node:util';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ACCOUNT_STATUS_COLLECTION } from '@masjid/domain/roles';

/**
 * Revokes the account's refresh tokens (the API's `verifyIdToken(token, true)` then refuses its
 * older ID tokens) and writes `accountStatus/{uid}` with the Auth user's `disabled` flag and
 * `tokensValidAfterTime` as `validAfter`, which the Firestore rules check on every hifz and
 * site-admin request. Call after every disable or enable, role change and password reset.
 */
export async function endSessions(auth: Auth, db: Firestore, uid: string): Promise<void> {
  await auth.revokeRefreshTokens(uid);
  const user = await auth.getUser(uid);
  const validAfter = user.tokensValidAfterTime ? new Date(user.tokensValidAfterTime) : new Date();
  await db
    .collection(ACCOUNT_STATUS_COLLECTION)
    .doc(uid)
    .set({ disabled: user.disabled, validAfter: Timestamp.fromDate(validAfter) });
}

/**
 * Changes an account's custom claims with `change` (given a copy of the current claims, it returns
 * the new ones, so every claim it does not touch is kept) and, only when that changes anything,
 * ends the account's sessions (`endSessions`): tokens carrying the old claims stop working and the
 * next sign-in carries the new ones. Returns whether the claims changed. Used by the role scripts
 * (scripts/site-admin-role.ts, scripts/bootstrap.ts).
 */
export async function changeClaims(
  auth: Auth,
  db: Firestore,
  uid: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
): Promise<boolean> {
  const before = { ...(await auth.getUser(uid)).customClaims };
  const after = change({ ...before });
  if (isDeepStrictEqual(before, after)) return false;
  await auth.setCustomUserClaims(uid, after);
  await endSessions(auth, db, uid);
  return true;
}
