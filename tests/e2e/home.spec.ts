/**
 * Home page: what a visitor sees when the data cannot be fetched, and the preloader. What the page
 * holds with the demo data is checked by its sweep (sweep-public.spec.ts); the tests that change
 * the data are in home.live.spec.ts.
 */
import { PRAYER_NAMES, closeAdmin, expect, firestoreHost, open, test } from './support.ts';

test.afterAll(closeAdmin);

test('when the data cannot be fetched every prayer shows "Error fetching time" and no event is listed', async ({
  page,
}) => {
  // Every request for data fails, as when the network drops after the page arrived: the REST
  // API that gives the first values and the Firestore emulator behind the live updates.
  await page.route(`http://${firestoreHost()}/**`, (route) => route.abort('connectionrefused'));
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  // The home page's own address is served with its data (the `pages` function): reach it inside
  // the app, as a reader does who opened another page and then went home.
  await open(page, '/about');
  await page.locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  const strip = page.getByRole('region', { name: 'Jamat times today' });
  await expect(strip.locator('.prayer-strip-name')).toHaveText(PRAYER_NAMES);
  await expect(strip.locator('.prayer-strip-time')).toHaveText(
    Array(6).fill('Error fetching time'),
    {
      timeout: 25_000,
    },
  );
  const block = page.getByRole('region', { name: 'Jamat Timing' });
  await expect(block.locator('.jamat-time')).toHaveText(Array(6).fill('Error fetching time'));
  // An events failure leaves the list empty, so the placeholder card shows.
  const section = page.getByRole('region', { name: 'Upcoming Events' });
  await expect(section.getByRole('heading', { name: 'No Upcoming Events' })).toBeVisible();
});

test('the preloader covers the page until the app has rendered, then goes', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('id="preloader"');
  await page.goto('/');
  await expect(page.locator('#preloader')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Jamat Timing' })).toBeVisible();
});
