/** The Admin SDK app and Firestore handle of the functions (initialised once per instance). */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

export const app = getApps()[0] ?? initializeApp();

/** Firestore through the Admin SDK (bypasses security rules: every handler checks roles itself). */
export const db = getFirestore(app);
