/**
 * Checks of the site-admin area that its sweep (sweep-admin.spec.ts) and its journeys share.
 */
import type { Page } from '@playwright/test';
import { expect } from './support.ts';

/**
 * No sideways scrolling of the page, and every visible field, button and link of the admin area
 * lies inside the window's width (reachable without scrolling sideways).
 */
export async function expectFitsWidth(page: Page, where: string): Promise<void> {
  const result = await page.evaluate(() => {
    const width = window.innerWidth;
    const outside = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.admin-area input, .admin-area button, .admin-area select, .admin-area textarea, .admin-area a, .admin-area audio',
      ),
    )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false; // not shown (folded menu)
        if (el.closest('.visually-hidden')) return false;
        return box.left < -1 || box.right > width + 1;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.getAttribute('name') ?? ''}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
  expect(result.scrollWidth, `page width at ${where}`).toBeLessThanOrEqual(result.width);
  expect(result.outside, `controls outside the window at ${where}`).toEqual([]);
}

/** Opens the admin menu where it is folded (a phone); nothing to do on a desktop. */
export async function showMenu(page: Page): Promise<void> {
  const toggle = page.locator('.admin-menu-toggle');
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}
