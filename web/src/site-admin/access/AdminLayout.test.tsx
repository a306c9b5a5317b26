/**
 * The admin menu in plain words (issue 39 §5): 'New event' and 'Events', not the legacy 'ADD New
 * event' and 'Show All Events and make upcoming'; the spec's addresses kept. And one style for
 * Delete on every admin list: `.btn-danger` is defined once, in the admin layout's own styles.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAdmin } from '../testing.tsx';
import { AdminLayout } from './AdminLayout.tsx';

vi.mock('../../common/firebase/auth.ts', () => ({ signOut: vi.fn() }));

/** The site-admin area's folder (the tests run from the repository's root). */
const SITE_ADMIN = join(process.cwd(), 'web/src/site-admin/');

/** Every .css file under `dir`. */
function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('the admin menu', () => {
  it('names the events screens plainly, at the spec addresses', async () => {
    await renderAdmin(<AdminLayout email="siteadmin@demo.test">page</AdminLayout>);
    expect(screen.getByRole('link', { name: 'New event' }).getAttribute('href')).toBe(
      '/new-event-modal',
    );
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('href')).toBe(
      '/all-events-flagged',
    );
    expect(document.body.textContent).not.toMatch(/ADD New|Show All Events/);
  });

  it('says them in Urdu', async () => {
    await renderAdmin(<AdminLayout email="siteadmin@demo.test">page</AdminLayout>, 'ur');
    expect(screen.getByRole('link', { name: 'نئی تقریب' }).getAttribute('href')).toBe(
      '/new-event-modal',
    );
    expect(screen.getByRole('link', { name: 'تقریبات' }).getAttribute('href')).toBe(
      '/all-events-flagged',
    );
  });
});

describe('Delete on the admin lists', () => {
  it('has one style, defined beside the admin layout that every admin screen uses', () => {
    const defining = cssFiles(SITE_ADMIN).filter((path) =>
      /\.btn-danger\s*[{,:]/.test(readFileSync(path, 'utf8')),
    );
    expect(defining.map((path) => path.slice(SITE_ADMIN.length))).toEqual(['access/admin.css']);
  });
});
