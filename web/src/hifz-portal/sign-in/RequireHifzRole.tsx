import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { hifzRole, type HifzRole } from '@masjid/domain/roles';
import { useSession } from '../../common/firebase/session.tsx';
import { cacheAllAssets } from '../../common/pwa/offline-assets.ts';
import { firestoreCacheMode } from '../../common/firebase/firebase.ts';
import { signedOutOnPurpose } from './hifz-api.ts';

let assetsCached = false;
const RELOADED = 'portal-reloaded-for-offline';

/**
 * Shows `children(user)` to a signed-in user whose hifz role is one of `roles`; everyone else goes
 * to /hifz-login. Only decides what is shown: the rules and the API refuse the reads
 * and writes of anyone else.
 */
export function RequireHifzRole({
  roles,
  children,
}: {
  roles: HifzRole[];
  children: (user: User, role: HifzRole) => ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    // A portal user's device keeps the whole app, so the portal opens offline.
    if (!signedIn || assetsCached) return;
    assetsCached = true;
    void cacheAllAssets();
  }, [signedIn]);
  const writer =
    signedIn && (hifzRole(session.claims) === 'qari' || hifzRole(session.claims) === 'admin');
  useEffect(() => {
    // Firestore opened on a public page keeps only a memory cache; a qari or admin entering the
    // portal from there reloads once so that what they record offline is kept.
    if (!writer || firestoreCacheMode() !== 'memory' || sessionStorage.getItem(RELOADED)) return;
    sessionStorage.setItem(RELOADED, '1');
    window.location.reload();
  }, [writer]);
  if (session.status === 'loading')
    return (
      <p className="container section status-text" role="status">
        Checking your sign-in…
      </p>
    );
  const role = session.status === 'signed-in' ? hifzRole(session.claims) : undefined;
  if (session.status === 'signed-out' || !role || !roles.includes(role))
    return (
      <Navigate
        to="/hifz-login"
        replace
        state={
          signedOutOnPurpose()
            ? { signingOut: true }
            : { from: location.pathname + location.search, denied: session.status === 'signed-in' }
        }
      />
    );
  return <>{children(session.user, role)}</>;
}
