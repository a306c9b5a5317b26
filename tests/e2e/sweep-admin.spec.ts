/**
 * One sweep of every site-admin screen as the signed-in site admin (signed in once per run), each
 * screen opened once: in English on a phone, then in Urdu on the same page after the header's
 * language switch (a signed-in page has one address; the switch changes the language in place),
 * then at a desktop's width (the phone's page resized: its menu is a side bar there) after the
 * switch back to English. Its heading, and each time: `lang`/`dir`, the title in the page's
 * language (switchInPlace: it follows the switch), no sideways scroll and every field and
 * button inside the window, and the admin menu marking the screen: `aria-current` on its entry with
 * a visible mark, its section marked, its section and name on the folded menu's button, Escape
 * folding it with the focus back on the button. In Urdu on the phone also no serious or critical
 * axe violation, and no Latin text outside an element marked English (urdu-checks.ts); axe once
 * per screen (the English page and the desktop have the same elements, with other words or width). No Content-Security-Policy violation
 * (support.ts). The screens are the route table's (route-inventory.ts), so a new one is swept
 * without an edit here; the menu must offer every one of them. Read-only.
 */
import type { Page, TestInfo } from '@playwright/test';
import { closeAdmin, DESKTOP, expect, open, PHONE, sweepTest as test } from './support.ts';
import { useLanguage, type Lang } from './language-address.ts';
import { checkShown, switchInPlace } from './urdu-checks.ts';
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

/**
 * Checks the screen `path` (a path of the table) as shown now in `lang` (see the file's comment);
 * `address` is where it was opened.
 */
async function checkScreen(
  page: Page,
  testInfo: TestInfo,
  path: string,
  address: string,
  lang: Lang,
  { axe = true } = {},
): Promise<void> {
  const where = `${address} at ${page.viewportSize()?.width} px`;
  const leaks = await checkShown(page, testInfo, address, lang, { axe });
  expect(leaks, 'Latin-script text in an Urdu admin screen outside lang="en"').toEqual([]);
  await expectFitsWidth(page, `${where} in ${lang}`);
  await expectMenuMarks(page, MENU_ENTRY[path] ?? path, `${where} in ${lang}`);
}

/**
 * Opens the screen `path` once, in English on the phone, and checks it there, in Urdu after the
 * language switch (with axe), and on a desktop's width in English after switching back; then
 * gives the page the phone's width again.
 */
async function sweepScreen(page: Page, testInfo: TestInfo, path: string): Promise<void> {
  const address = WITH_ID[path] ? await WITH_ID[path]() : path;
  await open(page, address);
  await expect(page.locator('.admin-content h1')).toBeVisible();
  await checkScreen(page, testInfo, path, address, 'en', { axe: false });
  await switchInPlace(page, 'ur');
  await checkScreen(page, testInfo, path, address, 'ur');
  await page.setViewportSize(DESKTOP.viewport);
  await switchInPlace(page, 'en');
  await checkScreen(page, testInfo, path, address, 'en', { axe: false });
  await page.setViewportSize(PHONE.viewport);
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

/** The screens in tests of this many, so that the two workers share the sweep. */
const CHUNK = 5;
const chunks = Array.from({ length: Math.ceil(SCREENS.length / CHUNK) }, (_, i) =>
  SCREENS.slice(i * CHUNK, (i + 1) * CHUNK),
);

for (const screens of chunks) {
  test(`${screens.join(', ')}: English and Urdu on a phone, English on a desktop`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    // Each screen opens in English: the switch remembers Urdu, and this puts English back.
    await useLanguage(page, 'en');
    for (const path of screens) await sweepScreen(page, testInfo, path);
  });
}
