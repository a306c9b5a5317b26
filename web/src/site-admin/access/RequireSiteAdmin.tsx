import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSiteAdmin } from '@masjid/domain/roles';
import { useSession } from '../../common/firebase/session.tsx';
import { AdminLayout } from './AdminLayout.tsx';

/**
 * Guards the site-admin routes: without a session holding the `siteAdmin` claim the
 * reader is sent to /login, which brings them back here after signing in. This only decides what
 * is shown; the rules and the API refuse the writes of anyone else.
 */
export function RequireSiteAdmin() {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation('admin');
  if (session.status === 'loading') return <p className="status-text">{t('admin.bar.checking')}</p>;
  if (session.status === 'signed-out' || !isSiteAdmin(session.claims)) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: location.pathname, denied: session.status === 'signed-in' }}
      />
    );
  }
  return (
    <AdminLayout email={session.user.email ?? ''}>
      <Outlet />
    </AdminLayout>
  );
}
