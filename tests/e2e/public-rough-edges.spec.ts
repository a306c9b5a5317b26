/**
 * Rough edges of the public site: one recording plays at a time, a new page of recordings opens
 * at the top of the list, /events lists upcoming events before past ones, and an unknown event or
 * recording address shows the not-found page. Read-only: uses the seeded events and recordings.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { closeAdmin, expect, open, storedEvents, test } from './support.ts';

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

test('/events lists upcoming events first, soonest first, then past events, latest first', async ({
  page,
}) => {
  const events = await storedEvents();
  const now = Date.now();
  const upcoming = events
    .filter((e) => Date.parse(e.date) > now)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const past = events
    .filter((e) => Date.parse(e.date) <= now)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  expect(upcoming.length, 'seeded upcoming events').toBeGreaterThan(1);
  expect(past.length, 'seeded past events').toBeGreaterThan(1);

  await open(page, '/events');
  // The two parts in that order, then the calendar feed's own section.
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
    'Upcoming events',
    'Past events',
    'Add to calendar',
  ]);
  const upcomingList = page.getByRole('list', { name: 'Upcoming events' });
  const pastList = page.getByRole('list', { name: 'Past events' });
  await expect(upcomingList.getByRole('heading', { level: 3 })).toHaveText(
    upcoming.map((e) => e.title),
  );
  await expect(pastList.getByRole('heading', { level: 3 })).toHaveText(past.map((e) => e.title));
  await expect(upcomingList.getByText('Coming up')).toHaveCount(upcoming.length);
  await expect(pastList.getByText('Coming up')).toHaveCount(0);
  await expect(pastList.getByRole('link', { name: /View Details/ }).first()).toHaveAttribute(
    'href',
    `/events/${past[0]!.id}`,
  );
});

for (const path of ['/events/does-not-exist', '/bayan/does-not-exist']) {
  test(`${path} shows the not-found page with a way home`, async ({ page }) => {
    // A bayan's page is served with its data (the pages function): unknown is a real 404.
    await open(page, path, path.startsWith('/bayan/') ? 404 : undefined);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \|/);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByText(/Error fetching|Failed to load/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the API answers 404 for an event or recording that does not exist', async ({ request }) => {
  expect((await request.get('/api/events/does-not-exist')).status()).toBe(404);
  expect((await request.get('/api/get-recording/does-not-exist')).status()).toBe(404);
});

test('screenshots: /events and the not-found page in English and Urdu', async ({
  page,
}, testInfo) => {
  const dir = '/tmp/wt-rough-shots';
  mkdirSync(dir, { recursive: true });
  for (const lang of ['en', 'ur']) {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    for (const [name, path] of [
      ['events', '/events'],
      ['not-found', '/events/does-not-exist'],
    ] as const) {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `no sideways scroll on ${path} (${lang})`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${dir}/${name}-${lang}-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }
  }
});
