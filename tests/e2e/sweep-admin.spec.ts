/**
 * One sweep of every site-admin screen as the signed-in site admin (signed in once per run), in
 * English and in Urdu on a phone and in English on a desktop (its menu is a side bar there): each
 * screen's heading, `lang`/`dir`, its title in the page's language, no sideways scroll and every
 * field and button inside the window, no serious or critical axe violation, in Urdu no Latin text
 * outside an element marked English (urdu-checks.ts), no Content-Security-Policy violation
 * (support.ts), and the admin menu marking the screen: `aria-current` on its entry with a visible
 * mark, its section marked, its section and name on the folded menu's button, Escape folding it
 * with the focus back on the button; axe on the phone only (the desktop's elements are the same).
 * The screens are the route table's (route-inventory.ts), so
 * a new one is swept without an edit here; the menu must offer every one of them. Read-only.
 */
import type { Page, TestInfo } from '@playwright/test';
import { closeAdmin, DESKTOP, expect, open, sweepTest as test } from './support.ts';
import { useLanguage, type Lang } from './language-address.ts';
import { checkShown } from './urdu-checks.ts';
import { pathsOf } from './route-inventory.ts';
import { expectFitsWidth, showMenu } from './admin-checks.ts';

test.afterAll(closeAdmin);
// Tabs of one context per worker, signed in as the site admin (support.ts, sweepTest).
test.use({ sweepAs: 'siteAdmin' });

/** The addresses of the screens with an id (seeded ones) or a required query. */
const WITH_ID: Record<string, () => Promise<string>> = {
  // A new entry is of a kind (without one the editor says there is no such entry).
  '/manage-content/new': async () => '/manage-content/new?kind=blog',
  '/edit-event/:id': async () => '/edit-event/family-night',
  // A seeded blog post (seed/content/pages.ts).
  '/manage-content/edit/:id': async () => '/manage-content/edit/blog-ramadan-reflections',
};

/** Which menu entry marks a screen reached from another (an edit form, from its list). */
const MENU_ENTRY: Record<string, string> = {
  '/edit-event/:id': '/all-events-flagged',
  '/manage-content/new': '/manage-content',
  '/manage-content/edit/:id': '/manage-content',
};

const SCREENS = pathsOf('site-admin');

/** The menu marks `entry` (a path) as the current screen; Escape folds it again on a phone. */
async function expectMenuMarks(page: Page, entry: string, where: string): Promise<void> {
  await showMenu(page);
  await expectFitsWidth(page, `${where} (menu open)`);
  const current = page.locator('#admin-menu a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', entry);
  await expect(current).toHaveClass(/is-current/);
  expect(await current.evaluate((a) => getComputedStyle(a, '::before').content)).toContain('✓');
  const section = page.locator('#admin-menu .is-current-section');
  await expect(section).toHaveCount(1);
  await expect(section.locator('a[aria-current="page"]')).toHaveCount(1);
  const toggle = page.locator('.admin-menu-toggle');
  if (await toggle.isVisible()) {
    await expect(toggle).toContainText(
      (await section.locator('.admin-menu-heading').textContent())!,
    );
    await expect(toggle).toContainText((await current.textContent())!.replace('✓', '').trim());
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  }
}

/** Shows the screen `path` (a path of the table) in `lang` and checks it (see the file's comment). */
async function sweepScreen(
  page: Page,
  testInfo: TestInfo,
  path: string,
  lang: Lang,
  { axe = true } = {},
): Promise<void> {
  const address = WITH_ID[path] ? await WITH_ID[path]() : path;
  await open(page, address);
  await expect(page.locator('.admin-content h1')).toBeVisible();
  const leaks = await checkShown(page, testInfo, address, lang, { axe });
  expect(leaks, 'Latin-script text in an Urdu admin screen outside lang="en"').toEqual([]);
  await expectFitsWidth(page, address);
  await expectMenuMarks(page, MENU_ENTRY[path] ?? path, address);
}

test('the admin menu offers every site-admin screen of the route table', async ({ page }) => {
  await open(page, '/update-jamat');
  await showMenu(page);
  const offered = await page
    .locator('#admin-menu a')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const listed = SCREENS.filter((path) => !path.includes(':') && !(path in MENU_ENTRY));
  expect([...offered].sort()).toEqual([...listed].sort());
  // Sections of a few screens each, every section a list named by its label.
  const sections = page.locator('#admin-menu .admin-menu-section');
  expect(await sections.count()).toBeGreaterThanOrEqual(5);
  for (const section of await sections.all())
    await expect(section.getByRole('list')).toHaveAccessibleName(
      (await section.locator('.admin-menu-heading').textContent())!,
    );
  // One admin navigation: no second set of admin buttons on the page.
  for (const path of offered)
    await expect(page.locator(`.admin-content a[href="${path}"].btn-gold`)).toHaveCount(0);
});

/** The screens in tests of this many, so that the two workers share a pass. */
const CHUNK = 5;
const chunks = Array.from({ length: Math.ceil(SCREENS.length / CHUNK) }, (_, i) =>
  SCREENS.slice(i * CHUNK, (i + 1) * CHUNK),
);

for (const lang of ['en', 'ur'] as const) {
  for (const screens of chunks) {
    test(`${screens.join(', ')} in ${lang}`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await useLanguage(page, lang);
      for (const path of screens) await sweepScreen(page, testInfo, path, lang);
    });
  }
}

test.describe('on a desktop', () => {
  test.use(DESKTOP);
  for (const screens of chunks) {
    test(`${screens.join(', ')} in en`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await useLanguage(page, 'en');
      for (const path of screens) await sweepScreen(page, testInfo, path, 'en', { axe: false });
    });
  }
});
