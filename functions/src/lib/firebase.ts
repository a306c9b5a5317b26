/** The Admin SDK app and Firestore handle of the functions (initialised once per instance). */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

export const app = getApps()[0] ?? initializeApp();

/** Firestore through the Admin SDK (bypasses security rules: every handler checks roles itself). */
export const db = getFirestore(app);

/** The `code` property of a thrown value (Firebase and gRPC errors carry one), if any. */
export function errorCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
}

/** gRPC's ALREADY_EXISTS, what Firestore's `create` of an existing document throws. */
export const ALREADY_EXISTS = 6;

/**
 * A `create`'s catch for a retried request (api/idempotency.ts): the document is already there
 * under the request's id, so nothing is left to do; any other failure is thrown again.
 */
export function unlessAlreadyMade(err: unknown): void {
  if (errorCode(err) !== ALREADY_EXISTS) throw err;
}
