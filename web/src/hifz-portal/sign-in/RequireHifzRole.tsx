import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { User } from 'firebase/auth';
import { hifzRole, type HifzRole } from '@masjid/domain/roles';
import { useSession } from '../../common/firebase/session.tsx';
import { keepAppForOffline } from '../../common/pwa/offline-assets.ts';
import { firestoreCacheMode } from '../../common/firebase/firebase.ts';
import { signedOutOnPurpose } from './hifz-api.ts';
import { DASHBOARD_OF } from './dashboards.ts';

let keptForOffline = false;
const RELOADED = 'portal-reloaded-for-offline';

/**
 * Shows `children(user)` to a signed-in user whose hifz role is one of `roles`. A portal user of
 * another role (a student on a teacher's page) is told, in their language, whose page this is and
 * given a link to their own; everyone else goes to /hifz-login. Only decides what is shown: the
 * rules and the API refuse the reads and writes of anyone else.
 */
export function RequireHifzRole({
  roles,
  children,
}: {
  roles: HifzRole[];
  children: (user: User, role: HifzRole) => ReactNode;
}) {
  const { t } = useTranslation('hifz');
  const session = useSession();
  const location = useLocation();
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    // A portal user's device keeps the whole app, so the portal opens offline (once the page the
    // user opens next has had the network).
    if (!signedIn || keptForOffline) return;
    keptForOffline = true;
    keepAppForOffline();
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
        {t('hifz.guard.checking')}
      </p>
    );
  const role = session.status === 'signed-in' ? hifzRole(session.claims) : undefined;
  if (role && !roles.includes(role) && !signedOutOnPurpose())
    return <WrongPlace pageFor={roles[0] ?? 'admin'} role={role} />;
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

/** Tells a portal user of another role whose page this is, and links to their own dashboard. */
function WrongPlace({ pageFor, role }: { pageFor: HifzRole; role: HifzRole }) {
  const { t } = useTranslation('hifz');
  return (
    <div className="container section hifz-wrong-place" role="alert">
      <h1>{t('hifz.guard.wrongPlace')}</h1>
      <p>
        {t(`hifz.guard.pageFor.${pageFor}`)} {t(`hifz.guard.youAre.${role}`)}
      </p>
      <p>
        <Link className="btn" to={DASHBOARD_OF[role]}>
          {t(`hifz.guard.goTo.${role}`)}
        </Link>
      </p>
    </div>
  );
}
