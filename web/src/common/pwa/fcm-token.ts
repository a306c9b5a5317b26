/**
 * This device's FCM token for the site's service worker, with the project's public VAPID key
 * (`VITE_FIREBASE_VAPID_KEY`): what the congregation's notifications (public-site/notifications)
 * and a parent's notifications about their child (hifz-portal/report) both subscribe with.
 * Firebase Messaging loads only when a token is asked for.
 */
import { firebaseApp } from '../firebase/firebase.ts';
import { vapidKey } from '../config.ts';
import { registerServiceWorker } from './service-worker-updates.ts';

/** How long getToken may take before the device counts as having no token. */
export const TOKEN_TIMEOUT_MS = 20_000;

/** `promise`, or a rejection after `ms` milliseconds without an answer. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms / 1000} s`)), ms),
    ),
  ]);
}

/** The FCM token of this device for the site's service worker, or `undefined` (logged). */
export async function fetchToken(): Promise<string | undefined> {
  try {
    const [{ getMessaging, getToken, isSupported }, app, registered] = await Promise.all([
      import('firebase/messaging'),
      firebaseApp(),
      registerServiceWorker(),
    ]);
    if (!registered || !(await isSupported())) throw new Error('no service worker or push');
    // A push subscription needs the worker active, not only installing (a first visit).
    const registration = await withTimeout(navigator.serviceWorker.ready, TOKEN_TIMEOUT_MS);
    const token = await withTimeout(
      getToken(getMessaging(app), {
        vapidKey,
        serviceWorkerRegistration: registration,
      }),
      TOKEN_TIMEOUT_MS,
    );
    if (token) {
      console.info('FCM token obtained for this device.');
      return token;
    }
  } catch (error) {
    console.error('Could not get a notification token', error);
  }
  console.warn('No FCM token generated.');
  return undefined;
}
