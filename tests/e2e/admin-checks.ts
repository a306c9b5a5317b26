/**
 * Checks of the site-admin area that its sweep (sweep-admin.spec.ts) and its journeys share.
 */
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './page-width.ts';
import { expect } from './support.ts';

/** The visible fields, buttons and links of the admin area. */
const ADMIN_CONTROLS = ['input', 'button', 'select', 'textarea', 'a', 'audio']
  .map((tag) => `.admin-area ${tag}`)
  .join(', ');

/**
 * No sideways scrolling of the page, and every visible field, button and link of the admin area
 * lies inside the viewport's width as set (reachable without scrolling sideways); page-width.ts
 * says why the width is not `innerWidth`.
 */
export async function expectFitsWidth(page: Page, where: string): Promise<void> {
  await expectNoSidewaysScroll(page, where, { controls: ADMIN_CONTROLS });
}

/** Opens the admin menu where it is folded (a phone); nothing to do on a desktop. */
export async function showMenu(page: Page): Promise<void> {
  const toggle = page.locator('.admin-menu-toggle');
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}
