/**
 * `POST /login` (spec 7): e-mail and password checked by Firebase Auth (the Auth emulator locally).
 * 200 with the account's id, whether it is a site admin, and an ID token for API calls; 401 for
 * wrong credentials; 429 with Retry-After when the account or the address has failed too often.
 */
import { Router } from 'express';
import * as z from 'zod/mini';
import { getAuth } from 'firebase-admin/auth';
import { isSiteAdmin, parseRoleClaims } from '@masjid/domain/roles';
import { logger } from 'firebase-functions/v2';
import { app } from '../lib/firebase.ts';
import { ApiError, methodNotAllowed } from '../api/errors.ts';
import { jsonBody } from '../api/body.ts';
import {
  clearFailures,
  clientAddress,
  recordFailure,
  retryAfterSeconds,
  throttleKey,
} from '../api/throttle.ts';

/** Failed sign-ins allowed per account within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per client address within the window (a mosque office shares one). */
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Body of `POST /login` (spec 3, Site login payload). */
export const loginBody = z.strictObject({
  email: z.email('Enter a valid e-mail address').check(z.maxLength(320)),
  password: z.string().check(z.minLength(1, 'Enter the password'), z.maxLength(4096)),
});

interface PasswordSignIn {
  localId: string;
  email: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/** Firebase Auth's password check (Identity Toolkit REST; the emulator's when it runs). */
async function verifyPassword(
  email: string,
  password: string,
): Promise<PasswordSignIn | undefined> {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const key = process.env.WEB_API_KEY ?? 'demo-api-key';
  const response = await fetch(
    `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (response.ok) return (await response.json()) as PasswordSignIn;
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  const reason = body.error?.message ?? '';
  if (/INVALID_|EMAIL_NOT_FOUND|USER_DISABLED|INVALID_LOGIN_CREDENTIALS/.test(reason))
    return undefined;
  logger.error('Password check failed', { status: response.status, reason });
  throw new ApiError('internal', 'Sign-in is not available right now. Please try again.');
}

export function loginRouter(): Router {
  const router = Router();
  router
    .route('/login')
    .post(jsonBody(loginBody), async (req, res) => {
      const { email, password } = res.locals.body as z.infer<typeof loginBody>;
      const account = throttleKey('acct', email.trim().toLowerCase());
      const address = throttleKey('ip', clientAddress(req));
      const wait = await retryAfterSeconds([
        { key: account, max: MAX_FAILURES_PER_ACCOUNT },
        { key: address, max: MAX_FAILURES_PER_ADDRESS },
      ]);
      if (wait > 0) {
        res.set('Retry-After', String(wait));
        throw new ApiError(
          'too-many-requests',
          `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`,
        );
      }
      const signedIn = await verifyPassword(email, password);
      if (!signedIn) {
        await recordFailure([account, address]);
        throw new ApiError('unauthenticated', 'Wrong e-mail or password');
      }
      await clearFailures(account);
      const user = await getAuth(app).getUser(signedIn.localId);
      res.json({
        uid: signedIn.localId,
        email: signedIn.email,
        siteAdmin: isSiteAdmin(parseRoleClaims(user.customClaims)),
        idToken: signedIn.idToken,
        refreshToken: signedIn.refreshToken,
        expiresIn: Number(signedIn.expiresIn),
      });
    })
    .all(methodNotAllowed(['POST']));
  return router;
}
