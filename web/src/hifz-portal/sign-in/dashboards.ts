import type { HifzRole } from '@masjid/domain/roles';

/** Each role's dashboard: the portal opens the signed-in role's own page. */
export const DASHBOARD_OF: Record<HifzRole, string> = {
  admin: '/dashboard-admin',
  qari: '/dashboard-qari',
  student: '/dashboard-student',
};
