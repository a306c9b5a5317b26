/**
 * Header menus and navigation: the slide-in menu of small screens, submenus that open
 * one at a time, navigation that closes the menu and scrolls to the top, and the page title that
 * follows the page.
 */
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, expect, open, test } from './support.ts';

/** The panel's box lies inside the 375 px viewport (slid in), or wholly outside it (slid out). */
async function panelOnScreen(panel: Locator, page: Page): Promise<boolean> {
  const box = await panel.boundingBox();
  const width = page.viewportSize()!.width;
  if (!box || !(await panel.isVisible())) return false;
  return box.x >= -1 && box.x + box.width <= width + 1;
}

test.describe('phone: slide-in menu', () => {
  // The slide-in menu is the small-screen header (every test's width unless it names another).

  test('opens and closes the slide-in panel', async ({ page }) => {
    await open(page, '/');
    const toggle = page.locator('.menu-toggle');
    const panel = page.locator('#site-menu');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Events' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => panelOnScreen(panel, page), { message: 'panel slid into view' })
      .toBe(true);
    for (const name of ['Home', 'Courses', 'Events', 'Activities', 'Blog', 'Services', 'Login']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('button', { name: 'Spirituality & Bayanat' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'About Us' })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => panelOnScreen(panel, page), { message: 'panel slid away' }).toBe(false);
    await expect(panel.getByRole('link', { name: 'Events' })).toBeHidden();
  });

  test('submenus open one at a time; a link navigates, closes the menu and scrolls to the top', async ({
    page,
  }) => {
    await open(page, '/');
    const toggle = page.locator('.menu-toggle');
    const panel = page.locator('#site-menu');
    await toggle.click();
    await expect.poll(() => panelOnScreen(panel, page)).toBe(true);

    const spirituality = panel.getByRole('button', { name: 'Spirituality & Bayanat' });
    const about = panel.getByRole('button', { name: 'About Us' });
    await spirituality.click();
    await expect(spirituality).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Bayan', 'Naat', 'Books']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'Contact Us' })).toBeHidden();

    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(spirituality).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'About Mosque' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Books', exact: true })).toBeHidden();

    // A second tap closes the open submenu.
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Contact Us' })).toBeHidden();
    await about.click();

    // The page behind the open menu has been scrolled down.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);

    await panel.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(() => panelOnScreen(panel, page), { message: 'menu closed after navigating' })
      .toBe(false);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the top' })
      .toBe(0);
  });
});

test.describe('desktop: dropdown menus', () => {
  // The dropdown menu bar is the wide-screen header.
  test.use(DESKTOP);

  test('the menu bar shows every entry and the submenus open one at a time', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('.menu-toggle')).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Courses', 'Events', 'Activities', 'Blog', 'Services']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('header').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );

    const spirituality = nav.getByRole('button', { name: 'Spirituality & Bayanat' });
    const about = nav.getByRole('button', { name: 'About Us' });
    await spirituality.click();
    await expect(nav.getByRole('link', { name: 'Naat' })).toBeVisible();
    await about.click();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Naat' })).toBeHidden();
    await expect(spirituality).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('link', { name: 'About Mosque' }).click();
    await expect(page).toHaveURL('/about');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeHidden();
  });
});

test('a footer link at the bottom of a long page opens the next page at its top', async ({
  page,
}) => {
  await open(page, '/');
  const footer = page.locator('footer.site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  await footer.getByRole('link', { name: 'Books' }).click();
  await expect(page).toHaveURL('/seerat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the top' })
    .toBe(0);
});

test('the page title follows the page as the visitor navigates', async ({ page, isMobile }) => {
  const phone = isMobile;
  const go = async (group: string | null, name: string) => {
    if (phone) await page.locator('.menu-toggle').click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (group) await nav.getByRole('button', { name: group }).click();
    await nav.getByRole('link', { name, exact: true }).click();
  };
  await open(page, '/');
  await expect(page).toHaveTitle('Masjid Al-Noor');
  await go(null, 'Events');
  await expect(page).toHaveURL('/events');
  await expect(page).toHaveTitle(/^All Events \| Masjid Al-Noor$/);
  await go('Spirituality & Bayanat', 'Books');
  await expect(page).toHaveURL('/seerat');
  await expect(page).toHaveTitle(/Books/);
  await go('Spirituality & Bayanat', 'Bayan');
  await expect(page).toHaveURL('/hazrat');
  await expect(page).toHaveTitle(/Bayanat/);
  await go(null, 'Home');
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Masjid Al-Noor');
});
