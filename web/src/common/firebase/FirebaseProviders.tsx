/**
 * reactfire's providers for the pages that use Firebase directly (site administration and the
 * hifz portal): the app, Auth, Firestore and the session (`session.tsx`). This module is loaded
 * lazily with those pages' routes, so public pages never load it, nor reactfire, before their
 * first paint. The instances are the ones of `firebase.ts`, shared with the public live reads.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp, firestore, useOpenFirestore } from './firebase.ts';
import { firebaseAuth } from './auth.ts';
import { SessionProvider } from './session.tsx';

/**
 * Opens the app, Auth and Firestore, then returns the layout route's component: the providers
 * around the child routes (`<Outlet />`). Rejects when the SDK cannot load (offline without it
 * cached); the router then shows its error page.
 */
export async function loadFirebaseRoutes(): Promise<ComponentType> {
  const [app, auth] = await Promise.all([firebaseApp(), firebaseAuth()]);
  // Firestore starts once Auth has restored the signed-in user, so it opens its persistent cache
  // and the offline writes waiting there with that user's credentials from the first moment.
  await auth.authStateReady();
  await firestore();
  return function FirebaseRoutes() {
    return (
      <FirebaseProviders app={app} auth={auth}>
        <Outlet />
      </FirebaseProviders>
    );
  };
}

function FirebaseProviders({
  app,
  auth,
  children,
}: {
  app: FirebaseApp;
  auth: Auth;
  children: ReactNode;
}) {
  const db = useOpenFirestore();
  // Sign-out in the portal stops Firestore to delete its cache; open the next instance.
  useEffect(() => {
    if (!db) void firestore();
  }, [db]);
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <SessionProvider>
          {db ? <FirestoreProvider sdk={db}>{children}</FirestoreProvider> : null}
        </SessionProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
