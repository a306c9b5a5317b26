import { describe, expect, it, vi } from 'vitest';
import {
  isHallScreenPath,
  isHifzPortalPath,
  isSignedInPath,
  opensWithoutFirebase,
} from './route-kinds.ts';

// The route table imports the pages, and through them the build's Firebase settings, which only a
// Vite build defines; no page is rendered here.
vi.mock('../common/config.ts', () => ({ firebaseOptions: {}, vapidKey: '' }));

describe('which pages keep Firestore listeners (start-app.tsx) and show no header (SiteLayout)', () => {
  it('knows the hall screen at both its addresses, by its route', () => {
    for (const path of ['/display', '/display/', '/ur/display'])
      expect(isHallScreenPath(path), path).toBe(true);
    for (const path of ['/', '/ur', '/events', '/displays', '/ur/display/x', '/timetable'])
      expect(isHallScreenPath(path), path).toBe(false);
  });

  it('knows the signed-in pages (English form) and no public page', () => {
    expect(isSignedInPath('/dashboard-qari')).toBe(true);
    expect(isSignedInPath('/events')).toBe(false);
  });

  it('knows the hifz portal (persistent Firestore cache, service worker at once) by its route', () => {
    for (const path of [
      '/hifz-login',
      '/dashboard-admin',
      '/dashboard-admin/report',
      '/dashboard-qari',
      '/dashboard-qari/today',
      '/dashboard-student',
      '/dashboard-student/report',
      '/students/abc',
      '/students/abc/report',
      '/student-profile',
    ])
      expect(isHifzPortalPath(path), path).toBe(true);
    // Site administration and public pages keep the memory cache.
    for (const path of ['/', '/login', '/update-jamat', '/manage-content', '/events', '/students'])
      expect(isHifzPortalPath(path), path).toBe(false);
  });

  it("opens a parent's link without Firebase, and every other signed-in page with it", () => {
    for (const path of ['/dashboard-student', '/dashboard-student/', '/ur/dashboard-student'])
      expect(opensWithoutFirebase(path, '?token=abcdefghijklmnopqrstuvwxyz'), path).toBe(true);
    // The student's own dashboard (no token), the report page and the other dashboards need it.
    expect(opensWithoutFirebase('/dashboard-student', '')).toBe(false);
    for (const path of ['/dashboard-student/report', '/dashboard-qari', '/students/x', '/admin'])
      expect(opensWithoutFirebase(path, '?token=abcdefghijklmnopqrstuvwxyz'), path).toBe(false);
  });
});
