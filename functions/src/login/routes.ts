/**
 * `POST /login`: e-mail and password checked by Firebase Auth (the Auth emulator locally). 200
 * with the account's id, whether it is a site admin, and an ID token for API calls; 401 for wrong
 * credentials; 429 with Retry-After when the account or the address has failed too often.
 */
import { Router } from 'express';
import * as z from 'zod/mini';
import { getAuth } from 'firebase-admin/auth';
import { isSiteAdmin, parseRoleClaims } from '@masjid/domain/roles';
import { logger } from 'firebase-functions/v2';
import { app } from '../lib/firebase.ts';
import { platform, webApiKey } from '../lib/config.ts';
import { ApiError } from '../api/errors.ts';
import { endpoint, route } from '../api/endpoint.ts';
import { clientAddress, throttleKey } from '../api/throttle.ts';

/** Failed sign-ins allowed per account within the window. */
const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per client address within the window (a mosque office shares one). */
const MAX_FAILURES_PER_ADDRESS = 20;

/** Body of `POST /login`. */
const loginBody = z.strictObject({
  email: z.email('Enter a valid e-mail address').check(z.maxLength(320)),
  password: z.string().check(z.minLength(1, 'Enter the password'), z.maxLength(4096)),
});

/** Identity Toolkit's answer to a good password. */
const passwordSignInSchema = z.object({
  localId: z.string(),
  email: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.string(),
});
type PasswordSignIn = z.infer<typeof passwordSignInSchema>;

/** Identity Toolkit's error answer (anything else reads as no reason). */
const signInErrorSchema = z.catch(z.object({ error: z.object({ message: z.string() }) }), () => ({
  error: { message: '' },
}));

/** Firebase Auth's password check (Identity Toolkit REST; the emulator's when it runs). */
async function verifyPassword(
  email: string,
  password: string,
): Promise<PasswordSignIn | undefined> {
  const emulator = platform().authEmulatorHost;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const response = await fetch(
    `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(webApiKey())}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (response.ok) return z.parse(passwordSignInSchema, await response.json());
  const reason = z.parse(signInErrorSchema, await response.json().catch(() => undefined)).error
    .message;
  if (/INVALID_|EMAIL_NOT_FOUND|USER_DISABLED|INVALID_LOGIN_CREDENTIALS/.test(reason))
    return undefined;
  logger.error('Password check failed', { status: response.status, reason });
  throw new ApiError(
    'internal',
    'sign-in-unavailable',
    'Sign-in is not available right now. Please try again.',
  );
}

const accountKey = (email: string) => throttleKey('acct', email.trim().toLowerCase());

export function loginRouter(): Router {
  const router = Router();
  route(router, '/login', {
    post: endpoint(
      {
        role: 'public',
        body: loginBody,
        throttle: {
          limits: ({ req, body }) => [
            { key: accountKey(body.email), max: MAX_FAILURES_PER_ACCOUNT },
            { key: throttleKey('ip', clientAddress(req)), max: MAX_FAILURES_PER_ADDRESS },
          ],
          message: (wait) =>
            `Too many failed sign-ins. Try again in ${Math.ceil(wait / 60)} minutes.`,
        },
      },
      async ({ body, throttle }) => {
        const signedIn = await verifyPassword(body.email, body.password);
        if (!signedIn) {
          await throttle.record();
          throw new ApiError('unauthenticated', 'wrong-credentials', 'Wrong e-mail or password');
        }
        await throttle.clear(accountKey(body.email));
        const user = await getAuth(app).getUser(signedIn.localId);
        return {
          uid: signedIn.localId,
          email: signedIn.email,
          siteAdmin: isSiteAdmin(parseRoleClaims(user.customClaims)),
          idToken: signedIn.idToken,
          refreshToken: signedIn.refreshToken,
          expiresIn: Number(signedIn.expiresIn),
        };
      },
    ),
  });
  return router;
}
