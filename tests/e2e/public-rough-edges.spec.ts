/**
 * Rough edges of the public site: one recording plays at a time, a new page of recordings opens
 * at the top of the list, and the API answers 404 for an unknown event or recording (the pages'
 * order and not-found states are in sweep-public.spec.ts). Read-only: uses the seeded recordings.
 */
import type { Locator, Page } from '@playwright/test';
import { closeAdmin, expect, open, test } from './support.ts';

test.afterAll(closeAdmin);

/** Starts a native audio player: its play control, or play() if the click did not start it. */
async function play(audio: Locator): Promise<void> {
  await audio.scrollIntoViewIfNeeded();
  await audio.click({ position: { x: 20, y: 20 } });
  await audio.evaluate((el: HTMLAudioElement) => (el.paused ? el.play() : undefined));
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(false);
}

test('starting a second recording pauses the first', async ({ page }) => {
  await open(page, '/fridaybayan');
  const players = page.locator('.recording-card audio');
  const first = players.nth(0);
  const second = players.nth(1);
  await play(first);
  await play(second);
  await expect.poll(() => first.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
  expect(await second.evaluate((el: HTMLAudioElement) => el.paused)).toBe(false);
  // And back: the first again pauses the second.
  await play(first);
  await expect.poll(() => second.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
});

test('moving to another page of recordings takes the reader to the top of the list', async ({
  page,
}) => {
  await open(page, '/fridaybayan');
  const heading = page.locator('.recordings-summary');
  await expect(heading).toHaveText(/page 1 of/);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next' }).scrollIntoViewIfNeeded();
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(heading).toHaveText(/page 2 of/);
  await expect(heading).toBeFocused();
  await expectInViewport(page, heading);

  await pages.getByRole('link', { name: 'Page 3' }).scrollIntoViewIfNeeded();
  await pages.getByRole('link', { name: 'Page 3' }).click();
  await expect(heading).toHaveText(/page 3 of/);
  await expect(heading).toBeFocused();
  await expectInViewport(page, heading);
});

/** The top of `element` is within the visible part of the page. */
async function expectInViewport(page: Page, element: Locator): Promise<void> {
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      return box !== null && box.y >= 0 && box.y < height;
    })
    .toBe(true);
}

test('the API answers 404 for an event or recording that does not exist', async ({ request }) => {
  expect((await request.get('/api/events/does-not-exist')).status()).toBe(404);
  expect((await request.get('/api/get-recording/does-not-exist')).status()).toBe(404);
});
