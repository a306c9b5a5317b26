import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { staticPublicPaths, urduRoutes } from './urdu-routes.ts';
import { SIGNED_IN_ROUTE_ID } from './route-handles.ts';

// The route table imports the pages, and through them the build's Firebase settings, which only a
// Vite build defines; no page is rendered here.
vi.mock('../common/config.ts', () => ({ firebaseOptions: {}, vapidKey: '' }));

const match = (path: string) => matchRoutes(urduRoutes, path, '/ur');

describe('the Urdu route table, derived from routes.tsx', () => {
  it('has every public page under /ur, with and without an id', () => {
    for (const path of ['/ur', '/ur/events', '/ur/events/abc', '/ur/bayan/x1', '/ur/naat'])
      expect(match(path)?.at(-1)?.route.path, path).not.toBe('*');
    expect(match('/ur/services-detail-funeral')?.at(-1)?.route.path).toBe('*');
  });

  it('gives signed-in pages an empty route, which the router moves to their one address', () => {
    for (const path of ['/ur/login', '/ur/dashboard-qari', '/ur/students/s1', '/ur/update-jamat']) {
      const found = match(path);
      expect(
        found?.some((m) => m.route.id === SIGNED_IN_ROUTE_ID),
        path,
      ).toBe(true);
      expect(found?.at(-1)?.route.element, path).toBeNull();
    }
  });

  it('prerenders the public pages without a parameter, and no signed-in page', () => {
    const paths = staticPublicPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/events', '/naat', '/contact']));
    expect(paths.filter((p) => p.includes(':') || p === '*')).toEqual([]);
    expect(paths).not.toContain('/login');
    expect(paths).not.toContain('/dashboard-admin');
  });
});
