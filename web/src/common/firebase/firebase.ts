/**
 * The Firebase web SDK, loaded on demand: nothing here is imported statically by a public page,
 * so the first paint never waits for the SDK. One app, one Auth and one Firestore instance serve
 * the whole page: the reactfire providers of site administration and the hifz portal
 * (`FirebaseProviders.tsx`) and the listeners of the public values (common/data/live-query.ts)
 * all get them from here.
 *
 * In an emulator build (`__USE_EMULATORS__`) the SDK talks to the local emulators; a production
 * build contains no emulator connection at all (`emulators.ts` is left out of it).
 */
import { useSyncExternalStore } from 'react';
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { firebaseOptions } from '../config.ts';
import { forgetCachedReads } from './reactfire-cache.ts';
import { FIRESTORE_EMULATOR } from './emulators.ts';

let appPromise: Promise<FirebaseApp> | undefined;
let firestorePromise: Promise<Firestore> | undefined;
let openFirestore: Firestore | undefined;
let persistent = false;
let keepsOffline: (pathname: string) => boolean = () => false;
const firestoreListeners = new Set<() => void>();

/** The Firebase app, initialised once. */
export function firebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import('firebase/app').then(({ initializeApp }) => initializeApp(firebaseOptions));
  return appPromise;
}

/**
 * Names the pages on which Firestore, when first opened there, keeps its persistent cache (the
 * hifz portal's: the app reads them from its route table): `test(location.pathname)`. Call once
 * at start-up.
 */
export function keepFirestoreOfflineWhere(test: (pathname: string) => boolean): void {
  keepsOffline = test;
}

/**
 * Firestore, initialised once.
 *
 * Opened on a hifz portal page, it uses the persistent local cache shared by all tabs: reads work
 * offline from what was seen, and writes made offline are kept in IndexedDB, survive a reload or
 * a browser restart, and are sent when the network returns. Elsewhere (the public site, site
 * administration) it keeps the memory cache: visitors need no offline writes, and tabs of the
 * public site then never wait on each other. Falls back to the memory cache where IndexedDB is
 * unavailable.
 */
export function firestore(): Promise<Firestore> {
  firestorePromise ??= Promise.all([firebaseApp(), import('firebase/firestore')]).then(
    ([app, fs]) => {
      let db: Firestore | undefined;
      if (typeof location !== 'undefined' && keepsOffline(location.pathname)) {
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
      if (__USE_EMULATORS__)
        fs.connectFirestoreEmulator(db, FIRESTORE_EMULATOR.host, FIRESTORE_EMULATOR.port);
      openFirestore = db;
      firestoreListeners.forEach((notify) => notify());
      return db;
    },
  );
  return firestorePromise;
}

/**
 * The open Firestore instance for React, or undefined until `firestore()` has opened it (and
 * again after `closeFirestore`, until it is reopened).
 */
export function useOpenFirestore(): Firestore | undefined {
  return useSyncExternalStore(
    (notify) => {
      firestoreListeners.add(notify);
      return () => firestoreListeners.delete(notify);
    },
    () => openFirestore,
    () => undefined,
  );
}

/** 'persistent', 'memory', or 'none' while Firestore has not been opened in this page. */
export function firestoreCacheMode(): 'persistent' | 'memory' | 'none' {
  if (!firestorePromise) return 'none';
  return persistent ? 'persistent' : 'memory';
}

/**
 * Closes Firestore on sign-out: stops the instance, forgets the documents reactfire kept from it,
 * and lets the next `firestore()` start afresh. With `deleteCache` it also deletes the IndexedDB
 * cache: every document read on this device and the writes still waiting to sync, of every user
 * (Firestore queues them per user in that one database); without, they stay for the next start,
 * which sends only the signed-in user's writes (docs/decisions/0045).
 */
export async function closeFirestore({ deleteCache }: { deleteCache: boolean }): Promise<void> {
  if (!firestorePromise) return;
  const db = await firestorePromise;
  const { terminate, clearIndexedDbPersistence } = await import('firebase/firestore');
  await terminate(db);
  if (deleteCache)
    await clearIndexedDbPersistence(db).catch((err: unknown) =>
      console.warn('The Firestore cache could not be cleared (another tab still uses it)', err),
    );
  // reactfire keeps each document's last read by path; they belonged to the stopped instance.
  forgetCachedReads('firestore:');
  firestorePromise = undefined;
  openFirestore = undefined;
  persistent = false;
  firestoreListeners.forEach((notify) => notify());
}
