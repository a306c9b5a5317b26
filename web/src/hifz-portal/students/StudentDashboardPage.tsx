/**
 * `/dashboard-student`: a parent's deep link (`?token=`, no sign-in, read-only; the token then
 * moves to the address's fragment, `#token=`, see parent-link-token.ts), or the signed-in student's own progress. The
 * parent's page loads no Firebase SDK: the signed-in dashboard is a chunk of its own, and the
 * route's layout opens Firebase only for it (app/SignedInLayout.tsx, `opensWithoutFirebase`).
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { preloadable, usePreloaded } from '../../common/preloadable.ts';
import { useParentToken } from './parent-link-token.ts';
import { hasParentToken } from './parent-token-store.ts';
import { ParentDashboard } from './ParentDashboard.tsx';

/** The signed-in student's own dashboard (a chunk of its own: the parent's page never loads it). */
const ownDashboard = preloadable(() =>
  import('./ProgressDashboardPage.tsx').then((m) => m.OwnDashboard),
);

/**
 * The route's component, once the dashboard the page opened at is loaded (the student's own
 * unless a parent's token is there), so the first render shows it rather than a loading line.
 */
export async function prepareStudentDashboard(): Promise<ComponentType> {
  if (typeof location !== 'undefined' && !hasParentToken(location.search))
    await ownDashboard.load();
  return StudentDashboardPage;
}

function StudentDashboardPage() {
  const { t } = useTranslation('hifz');
  usePageTitle(t('hifzProgress.page.dashboardTitle'));
  const token = useParentToken();
  // Loaded by prepareStudentDashboard, or (a parent's tab where a student then signs in) now,
  // under SiteLayout's loading line.
  const OwnDashboard = usePreloaded(ownDashboard);
  if (token) return <ParentDashboard token={token} />;
  return <OwnDashboard />;
}
