/** Ends an account's sessions everywhere: Auth refresh tokens and the rules' account status. */
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
