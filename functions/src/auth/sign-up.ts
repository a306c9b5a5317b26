/**
 * No account is made from a browser: the portal's accounts (teachers, students, the owner) are
 * created by the API with the Admin SDK (`hifz/accounts.ts`), the seed and the scripts. Anyone holding
 * the public Web API key could otherwise call Auth's `accounts:signUp` and get a signed-in account.
 *
 * Firebase Auth runs `beforeUserCreated` for every creation made by an end user (e-mail sign-up,
 * e-mail link, federated and phone sign-in) but not for the Admin SDK's `createUser`, which calls
 * the API with service credentials (Firebase docs, "Extend Firebase Authentication with blocking
 * functions": "Blocking functions aren't triggered by ... the Admin SDK"). The Auth emulator does
 * the same (firebase-tools `emulator/auth/operations.js`, `signUp`: the BEFORE_CREATE call is
 * skipped when the request carries OAuth2 admin credentials).
 *
 * Deploying a blocking function needs the project upgraded to Firebase Authentication with
 * Identity Platform; the console switch "Enable create (sign-up)" is the second lock (docs/security.md,
 * Security).
 */
import { HttpsError, beforeUserCreated } from 'firebase-functions/v2/identity';
import { BLOCKING_OPTIONS } from '../lib/global-options.ts';

/**
 * Refuses every account creation that reaches it with `permission-denied`: the client's sign-up
 * call answers an error and no account is made.
 */
export const refuseClientSignUp = beforeUserCreated(BLOCKING_OPTIONS, () => {
  throw new HttpsError(
    'permission-denied',
    'Accounts are created by the mosque’s administrators, not by sign-up.',
  );
});
