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
