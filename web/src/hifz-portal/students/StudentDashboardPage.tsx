/**
 * `/dashboard-student`: a parent's deep link (`?token=`, no sign-in, read-only; the token then
 * leaves the address, see parent-link-token.ts), or the signed-in student's own progress. The
 * parent's page loads no Firebase SDK: the signed-in dashboard is a chunk of its own, and the
 * route's layout opens Firebase only for it (app/SignedInLayout.tsx, `opensWithoutFirebase`).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { useParentToken } from './parent-link-token.ts';
import { ParentDashboard } from './ParentDashboard.tsx';

const OwnDashboard = lazy(() =>
  import('./ProgressDashboardPage.tsx').then((m) => ({ default: m.OwnDashboard })),
);

export function StudentDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('hifzProgress.page.dashboardTitle'));
  const token = useParentToken();
  if (token) return <ParentDashboard token={token} />;
  return (
    <Suspense fallback={null}>
      <OwnDashboard />
    </Suspense>
  );
}
