/**
 * Runs first (project `setup`): the Hosting emulator serves the built site, the functions answer
 * behind it and the Firestore emulator holds the demo data. Every other project depends on this one, so a run outside
 * `npm test` fails here once, with the reason, instead of in every test.
 */
import { test, expect, storedEvents, storedJamatTimings, closeAdmin } from './support.ts';

test.afterAll(closeAdmin);

test('no page reaches another host than this machine', async ({ page }) => {
  const error = await page.goto('https://www.youtube.com/').then(
    () => 'reached youtube.com',
    (err: unknown) => String(err),
  );
  // playwright.config.ts: --host-resolver-rules
  expect(error, 'opening another host').toMatch(/ERR_NAME_NOT_RESOLVED/);
});

test('the site and the seeded demo data are there', async ({ request }) => {
  // The functions emulator loads its code after Hosting answers: wait until the API and the
  // `pages` function (the home page with its data) answer too.
  await expect
    .poll(async () => (await request.get('/api/jamat-timings')).status(), {
      message: 'the functions emulator answers /api (functions built: npm run build)',
      timeout: 60_000,
    })
    .toBe(200);
  await expect
    .poll(
      async () => {
        const home = await request.get('/');
        return (
          home.ok() &&
          (await home.text()).includes('<script type="application/json" id="page-data">')
        );
      },
      { message: 'the home page is served with its data by `pages`', timeout: 60_000 },
    )
    .toBe(true);

  const events = await storedEvents();
  expect(events.length, 'seeded events (npm run seed)').toBeGreaterThanOrEqual(10);
  const now = Date.now();
  expect(
    events.some((e) => e.isUpcoming && Date.parse(e.date) > now),
    'an upcoming future event',
  ).toBe(true);
  expect(
    events.some((e) => Date.parse(e.date) < now),
    'a past event',
  ).toBe(true);
  expect(
    events.some((e) => e.videoUrl?.includes('watch?v=')),
    'an event with a YouTube watch link',
  ).toBe(true);

  const timings = await storedJamatTimings();
  for (const prayer of ['fajr', 'zuhr', 'asr', 'maghrib', 'isha', 'jumma'] as const) {
    expect(timings[prayer], `seeded jamat time of ${prayer}`).toMatch(/^\d\d:\d\d$/);
  }
});
