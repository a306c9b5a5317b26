/**
 * Home page: the prayer-time strip and the Jamat Timing block with the seeded
 * times, sunrise and sunset in the header, the upcoming events, the other sections, and what a
 * visitor sees when Firestore cannot be reached. The tests that change the data are in
 * home.live.spec.ts.
 */
import {
  PRAYER_NAMES,
  PUBLIC_PRAYERS,
  closeAdmin,
  expect,
  firestoreHost,
  open,
  storedEvents,
  storedJamatTimings,
  test,
  twelveHour,
} from './support.ts';

test.afterAll(closeAdmin);

/** Minutes since midnight of a `h:mm AM/PM` text. */
function minutesOf(text: string): number {
  const m = /(\d{1,2}):(\d{2})\s?([AP]M)/i.exec(text);
  if (!m) throw new Error(`no time in "${text}"`);
  const h = (Number(m[1]) % 12) + (m[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
}

test('the prayer-time strip shows the six seeded jamat times in order', async ({ page }) => {
  const timings = await storedJamatTimings();
  await open(page, '/');
  const strip = page.getByRole('region', { name: 'Jamat times today' });
  await expect(strip).toBeVisible();
  const items = strip.getByRole('listitem');
  await expect(items).toHaveCount(6);
  await expect(strip.locator('.prayer-strip-name')).toHaveText(PRAYER_NAMES);
  await expect(strip.locator('.prayer-strip-time')).toHaveText(
    PUBLIC_PRAYERS.map((p) => twelveHour(timings[p]!)),
  );
});

test('the Jamat Timing block shows the six seeded jamat times in order', async ({ page }) => {
  const timings = await storedJamatTimings();
  await open(page, '/');
  const block = page.getByRole('region', { name: 'Jamat Timing' });
  await expect(block.getByRole('heading', { name: 'Jamat Timing' })).toBeVisible();
  const rows = block.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.getByRole('rowheader')).toHaveText(PRAYER_NAMES);
  await expect(rows.locator('.jamat-time')).toHaveText(
    PUBLIC_PRAYERS.map((p) => twelveHour(timings[p]!)),
  );
  // Sunrise and sunset beside the table, plausible for Karachi (05:40 to 07:20, 17:40 to 19:25).
  await expect(block.locator('.jamat-sun')).toContainText(/Sunrise: \d/);
  const sunrise = minutesOf((await block.locator('.jamat-sun time').first().textContent()) ?? '');
  const sunset = minutesOf((await block.locator('.jamat-sun time').last().textContent()) ?? '');
  expect(sunrise).toBeGreaterThanOrEqual(5 * 60 + 30);
  expect(sunrise).toBeLessThanOrEqual(7 * 60 + 30);
  expect(sunset).toBeGreaterThanOrEqual(17 * 60 + 30);
  expect(sunset).toBeLessThanOrEqual(19 * 60 + 40);
});

test('the header shows today’s sunrise and sunset in Karachi', async ({ page }) => {
  await open(page, '/');
  const sun = page.locator('header.site-header .sun-times');
  await expect(sun).toBeVisible();
  await expect(sun).toContainText(/Sunrise: \d{1,2}:\d{2}\s?[AP]M/i);
  await expect(sun).toContainText(/Sunset: \d{1,2}:\d{2}\s?[AP]M/i);
  const [sunrise, sunset] = await sun.locator('time').allTextContents();
  expect(minutesOf(sunrise!)).toBeGreaterThanOrEqual(5 * 60 + 30);
  expect(minutesOf(sunrise!)).toBeLessThanOrEqual(7 * 60 + 30);
  expect(minutesOf(sunset!)).toBeGreaterThanOrEqual(17 * 60 + 30);
  expect(minutesOf(sunset!)).toBeLessThanOrEqual(19 * 60 + 40);
  // The same values as the Jamat Timing block.
  const block = page.getByRole('region', { name: 'Jamat Timing' });
  await expect(block.locator('.jamat-sun time')).toHaveText([sunrise!, sunset!]);
});

test('upcoming events show only events marked upcoming, each with its badge and Register Now', async ({
  page,
}) => {
  const events = await storedEvents();
  const upcoming = events.filter((e) => e.isUpcoming).sort((a, b) => a.date.localeCompare(b.date));
  const others = events.filter((e) => !e.isUpcoming);
  expect(upcoming.length).toBeGreaterThan(0);

  await open(page, '/');
  const section = page.getByRole('region', { name: 'Upcoming Events' });
  const cards = section.locator('article');
  await expect(cards).toHaveCount(upcoming.length);
  await expect(cards.getByRole('heading')).toHaveText(upcoming.map((e) => e.title));
  for (const [i, event] of upcoming.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('.badge')).toHaveText('Upcoming');
    await expect(card).toContainText(event.location ?? 'Masjid premises');
    await expect(card.getByRole('link', { name: /Register Now/ })).toHaveAttribute(
      'href',
      `/events/${event.id}`,
    );
  }
  for (const event of others) await expect(section).not.toContainText(event.title);
  await expect(section).not.toContainText('No Upcoming Events');

  // Register Now opens the event's page.
  const first = upcoming[0]!;
  await cards
    .first()
    .getByRole('link', { name: /Register Now/ })
    .click();
  await expect(page).toHaveURL(`/events/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
});

test('the other home sections: slideshow, Quran player with Learn More, three Explore tiles, highlights video', async ({
  page,
}) => {
  await open(page, '/');
  await expect(page).toHaveTitle('Masjid Al-Noor');
  await expect(page.locator('.slideshow .slide')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Listen to the Holy Quran' })).toBeVisible();
  await expect(page.locator('audio')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
  const explore = page.getByRole('link', { name: /^Explore/ });
  await expect(explore).toHaveCount(3);
  expect(await explore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/seerat',
    '/hazrat',
    '/naat',
  ]);
  await expect(page.getByRole('heading', { name: 'Event Highlights' })).toBeVisible();
});

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
