import { describe, expect, it, vi } from 'vitest';
import { routeInventory } from './route-inventory.ts';
import { routes } from './routes.tsx';

// The route table imports the pages, and through them the build's Firebase settings, which only a
// Vite build defines; no page is rendered here.
vi.mock('../common/config.ts', () => ({ firebaseOptions: {}, vapidKey: '' }));

describe('the route inventory the sweeps visit', () => {
  const inventory = routeInventory(routes);
  const areaOf = (path: string) => inventory.find((entry) => entry.path === path)?.area;

  it("names each declared path's area from the table's route ids", () => {
    expect(areaOf('/')).toBe('public');
    expect(areaOf('/events/:id')).toBe('public');
    expect(areaOf('/display')).toBe('public');
    expect(areaOf('/hifz-login')).toBe('hifz-portal');
    expect(areaOf('/students/:id/report')).toBe('hifz-portal');
    expect(areaOf('/update-jamat')).toBe('site-admin');
    expect(areaOf('/edit-event/:id')).toBe('site-admin');
    expect(areaOf('/login')).toBe('signed-in');
  });

  it('lists every path once and leaves out the catch-all', () => {
    const paths = inventory.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('*');
    expect(paths.length).toBeGreaterThan(40);
  });
});
