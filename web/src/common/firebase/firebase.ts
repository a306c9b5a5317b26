/**
 * The Firebase web SDK, loaded on demand: nothing here is imported statically by a page, so the
 * first paint never waits for the SDK (issue 2 §4). Call `firestore()` and await it.
 *
 * On the emulator suite (`npm start`, tests: the page is served from 127.0.0.1 or localhost) the
 * SDK talks to the local emulators; elsewhere to the project named by the VITE_FIREBASE_* build
 * variables.
 */
import type { Firestore } from 'firebase/firestore';
import type { FirebaseApp } from 'firebase/app';

/** Public web config (not secret). The defaults are those of the demo project of the emulators. */
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-masjid.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-masjid',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-masjid.appspot.com',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:demo',
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '000000000000',
};

/** True when the page should use the local emulator suite. */
export const useEmulators =
  import.meta.env.VITE_USE_EMULATORS === 'true' ||
  (typeof location !== 'undefined' && /^(127\.0\.0\.1|localhost)$/.test(location.hostname));

let appPromise: Promise<FirebaseApp> | undefined;
let firestorePromise: Promise<Firestore> | undefined;

/** The Firebase app, initialised once. */
export function firebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import('firebase/app').then(({ initializeApp }) => initializeApp(firebaseConfig));
  return appPromise;
}

/** Addresses of the hifz portal, where Firestore keeps a persistent cache (issue 6 §4). */
export const PORTAL_PATH = /^\/(dashboard-|students\/|student-profile|hifz-login)/;

let persistent = false;

/**
 * Firestore, initialised once (emulator on 127.0.0.1:8080 when `useEmulators`).
 *
 * Opened on a hifz portal page, it uses the persistent local cache shared by all tabs (issue 6
 * §4): reads work offline from what was seen, and writes made offline are kept in IndexedDB,
 * survive a reload or a browser restart, and are sent when the network returns. Elsewhere (the
 * public site, site administration) it keeps the memory cache: visitors need no offline writes,
 * and tabs of the public site then never wait on each other. Falls back to the memory cache where
 * IndexedDB is unavailable.
 */
export function firestore(): Promise<Firestore> {
  firestorePromise ??= Promise.all([firebaseApp(), import('firebase/firestore')]).then(
    ([app, fs]) => {
      let db: Firestore | undefined;
      if (typeof location !== 'undefined' && PORTAL_PATH.test(location.pathname)) {
        try {
          db = fs.initializeFirestore(app, {
            localCache: fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() }),
          });
          persistent = true;
        } catch {
          db = undefined;
        }
      }
      db ??= fs.getFirestore(app);
      if (useEmulators) fs.connectFirestoreEmulator(db, '127.0.0.1', 8080);
      return db;
    },
  );
  return firestorePromise;
}

/** 'persistent', 'memory', or 'none' while Firestore has not been opened in this page. */
export function firestoreCacheMode(): 'persistent' | 'memory' | 'none' {
  if (!firestorePromise) return 'none';
  return persistent ? 'persistent' : 'memory';
}

/**
 * Forgets everything Firestore cached on this device (sign-out, issue 5 §1): stops the instance,
 * deletes its IndexedDB cache, and lets the next `firestore()` start afresh. Writes still waiting
 * to sync are lost; callers ask first (`pendingWritesCount`).
 */
export async function clearFirestoreCache(): Promise<void> {
  if (!firestorePromise) return;
  const db = await firestorePromise;
  const { terminate, clearIndexedDbPersistence } = await import('firebase/firestore');
  await terminate(db);
  await clearIndexedDbPersistence(db).catch((err: unknown) =>
    console.warn('The Firestore cache could not be cleared (another tab still uses it)', err),
  );
  firestorePromise = undefined;
  persistent = false;
}
