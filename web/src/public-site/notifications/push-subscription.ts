/**
 * This device's push notifications: the browser's permission, the FCM token and
 * `POST /save-token`.
 *
 * - `turnOnNotifications` (the 'Get notifications' button, never on page load): asks the browser's
 *   permission, gets an FCM token for the site's service worker with the project's public VAPID key
 *   (`VITE_FIREBASE_VAPID_KEY`), and saves it with `POST /api/save-token` {token, userId (the signed-in
 *   user's own id, or null for a visitor), language}.
 * - `turnOffNotifications`: `POST /api/remove-token`, then drops the browser's subscription.
 * - `refreshNotifications` (start-up, at most daily): gets the token again (FCM may rotate it) and
 *   saves it, which moves its `lastSeenAt`; a token whose permission was withdrawn is removed.
 *   A language switch, a sign-in or a sign-out saves it again, so notifications follow the
 *   reader's language and the token stays tied to whoever uses the device.
 *
 * Where no token can be had (denied, unsupported, offline, no FCM servers as on our machines), or
 * FCM does not accept the one had (the server answers `device-token-rejected`), the state says which, and 'No FCM token generated.' is logged. Only the token and the time
 * of the last refresh are kept in localStorage.
 */
import type { PushLanguage, SaveTokenBody } from '@masjid/domain/push';
import { firebaseApp } from '../../common/firebase/firebase.ts';
import { firebaseAuth } from '../../common/firebase/auth.ts';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import * as z from 'zod/mini';
import { TOKEN_TIMEOUT_MS, fetchToken, withTimeout } from '../../common/pwa/fcm-token.ts';
import {
  REFRESHED_KEY,
  TOKEN_KEY,
  missingSupport,
  setPushStatus as setStatus,
  storage,
} from './push-status.ts';

// The answers' schemas, as in @masjid/domain/api-responses, which also holds the hifz portal's
// answers: a public page that only keeps its notifications need not download those.
const ignoredResponse = z.unknown();
const noContentResponse = z.undefined();

const REFRESH_EVERY_MS = 24 * 60 * 60 * 1000;
/** The reader's language for the notifications' text (the site's current language). */
function language(): PushLanguage {
  return document.documentElement.lang === 'ur' ? 'ur' : 'en';
}

/** The signed-in user's id, or null for a visitor. */
async function signedInUser(): Promise<string | null> {
  const auth = await firebaseAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/** `POST /save-token` for this device and its user (a failure is logged). */
async function saveToken(token: string): Promise<void> {
  const userId = await signedInUser();
  const body: SaveTokenBody = { token, userId, language: language() };
  await apiFetch('/save-token', ignoredResponse, { method: 'POST', body, auth: userId !== null });
  storage.set(TOKEN_KEY, token);
  storage.set(REFRESHED_KEY, String(Date.now()));
}

/** `POST /remove-token`: the server forgets the device. */
function removeToken(token: string): Promise<void> {
  return apiFetch('/remove-token', noContentResponse, {
    method: 'POST',
    body: { token },
    auth: false,
  });
}

/** The 'Get notifications' button. Never called on page load. */
export async function turnOnNotifications(): Promise<void> {
  const missing = missingSupport();
  if (missing) return setStatus(missing);
  if (!navigator.onLine) return setStatus('offline');
  setStatus('working');
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    console.error('The notification permission could not be asked', error);
    permission = 'denied';
  }
  if (permission === 'denied') return setStatus('blocked');
  if (permission !== 'granted') return setStatus('dismissed');
  const token = await fetchToken();
  if (!token) return setStatus(navigator.onLine ? 'unavailable' : 'offline');
  try {
    await saveToken(token);
    setStatus('on');
    void followSignIn();
  } catch (error) {
    console.error('Save-token failed', error);
    const rejected = error instanceof ApiError && error.reason === 'device-token-rejected';
    setStatus(rejected ? 'rejected' : 'save-failed');
  }
}

/** The 'Turn off notifications' button: the server forgets the device first. */
export async function turnOffNotifications(): Promise<void> {
  const token = storage.get(TOKEN_KEY);
  if (!token) return setStatus('off');
  setStatus('working');
  try {
    await removeToken(token);
  } catch (error) {
    console.error('Remove-token failed', error);
    return setStatus(navigator.onLine ? 'off-failed' : 'offline');
  }
  storage.remove(TOKEN_KEY);
  storage.remove(REFRESHED_KEY);
  setStatus('off');
  try {
    const [{ getMessaging, deleteToken }, app] = await Promise.all([
      import('firebase/messaging'),
      firebaseApp(),
    ]);
    await withTimeout(deleteToken(getMessaging(app)), TOKEN_TIMEOUT_MS);
  } catch (error) {
    // The server no longer sends to it; the browser's subscription simply lapses.
    console.warn('The browser subscription could not be deleted', error);
  }
}

/**
 * Start-up refresh (at most once a day): with notifications on, gets the token again and saves
 * it (a rotated token replaces the old one); if the permission was withdrawn in the browser's
 * settings, removes the token. Without FCM the stored token is saved again, so it stays current.
 */
export async function refreshNotifications(now = Date.now()): Promise<void> {
  const stored = storage.get(TOKEN_KEY);
  if (!stored || missingSupport()) return;
  if (Notification.permission !== 'granted') {
    await turnOffNotifications();
    if (Notification.permission === 'denied') setStatus('blocked');
    return;
  }
  if (now - Number(storage.get(REFRESHED_KEY) ?? 0) < REFRESH_EVERY_MS) return;
  const token = (await fetchToken()) ?? stored;
  try {
    if (token !== stored) await removeToken(stored);
    await saveToken(token);
  } catch (error) {
    console.error('Save-token failed', error);
  }
}

/**
 * Saves this device's token again with the current user and language: after a language switch
 * (notifications follow the reader's language) or a sign-in or sign-out (`followSignIn`).
 */
export async function resaveDevice(): Promise<void> {
  const stored = storage.get(TOKEN_KEY);
  if (!stored) return;
  try {
    await saveToken(stored);
  } catch (error) {
    console.error('Save-token failed', error);
  }
}

/**
 * For a device with notifications on: when someone signs in or out on it, its token is saved again
 * for that user (or as a visitor's). Loads Firebase Auth only on such devices.
 */
let following = false;

export async function followSignIn(): Promise<void> {
  if (following || !storage.get(TOKEN_KEY)) return;
  following = true;
  const [auth, { onAuthStateChanged }] = await Promise.all([
    firebaseAuth(),
    import('firebase/auth'),
  ]);
  await auth.authStateReady();
  let uid = auth.currentUser?.uid ?? null;
  onAuthStateChanged(auth, (user) => {
    const next = user?.uid ?? null;
    if (next === uid) return;
    uid = next;
    void resaveDevice();
  });
}
