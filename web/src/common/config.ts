/**
 * The page's Firebase configuration, parsed once. The values were fixed at build time by
 * `vite.config.ts` (see `build-config.ts`); parsing them again here makes a broken bundle fail at
 * the first Firebase use with a clear message rather than with a confusing SDK error.
 */
import { firebaseOptionsSchema, type FirebaseWebOptions } from './firebase-options.ts';

/** The project's public Firebase web options. */
export const firebaseOptions: FirebaseWebOptions = firebaseOptionsSchema.parse(__FIREBASE_CONFIG__);

/** The project's public VAPID key, with which the browser subscribes to push (FCM `getToken`). */
export const vapidKey: string = __FIREBASE_VAPID_KEY__;
