/**
 * Site administration in the browser: the site admin signs in, changes a jamat time
 * and sees it on `/`, creates an event, marks it upcoming and sees it on `/` and `/events`, deletes
 * it, and signs out; a visitor and a qari are refused the admin pages and the writes. Runs in the
 * `serial-site` lane where tagged `@serial` (it changes shared documents) and restores what it
 * changed.
 */
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import {
  closeAdmin,
  expect,
  jamatDoc,
  open,
  storedJamatTimings,
  submitSignIn,
  test,
  twelveHour,
} from './support.ts';

test.afterAll(closeAdmin);

test('a visitor is sent to /login from every admin page', async ({ page }) => {
  for (const path of ['/update-jamat', '/new-event-modal', '/all-events-flagged', '/newbayan']) {
    await open(page, path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Contact the organization for login details')).toBeVisible();
  }
});

test('wrong credentials show a message on the form', async ({ page }) => {
  await open(page, '/login');
  await submitSignIn(page, 'siteadmin@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a qari is refused the admin pages and the writes', async ({ page, request }) => {
  await open(page, '/update-jamat');
  await submitSignIn(page, 'qari@demo.test');
  await expect(page.getByRole('alert')).toHaveText('This account is not a site administrator.');
  await expect(page).toHaveURL(/\/login$/);

  const login = await request.post('/api/login', {
    data: { email: 'qari@demo.test', password: DEMO_PASSWORD },
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
  expect(login.status()).toBe(200);
  const { idToken } = (await login.json()) as { idToken: string };
  const before = await storedJamatTimings();
  const put = await request.put('/api/jamat-timings', {
    data: { fajr: '04:00' },
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(put.status()).toBe(403);
  const visitorPut = await request.put('/api/jamat-timings', { data: { fajr: '04:00' } });
  expect(visitorPut.status()).toBe(401);
  expect(await storedJamatTimings()).toEqual(before);
});

test(
  'the site admin changes a jamat time and it shows on the home page without a reload',
  { tag: '@serial' },
  async ({ page, context }) => {
    const before = await storedJamatTimings();
    try {
      const home = await context.newPage();
      await open(home, '/');
      const fajrOnHome = home.locator('.jamat-table tr[data-prayer="fajr"] .jamat-time');
      await expect(fajrOnHome).toHaveText(twelveHour(before.fajr!));

      await open(page, '/update-jamat');
      await expect(page).toHaveURL(/\/login$/);
      await submitSignIn(page, 'siteadmin@demo.test');
      await expect(page).toHaveURL(/\/update-jamat$/);
      await expect(page.getByRole('heading', { name: 'Jamat Timings' })).toBeVisible();
      const confirm = page.getByRole('button', { name: 'Confirm' });
      await expect(confirm).toBeDisabled();

      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(confirm).toBeEnabled();
      // An empty time is refused in the form and nothing is saved.
      await page.locator('input[name="isha"]').fill('');
      await confirm.click();
      await expect(
        page.getByText(
          'Choose the full time: hour and minutes (and AM or PM if the field shows them)',
        ),
      ).toBeVisible();
      expect(await storedJamatTimings()).toEqual(before);

      await page.locator('input[name="isha"]').fill(before.isha!);
      await page.locator('input[name="fajr"]').fill('05:52');
      await confirm.click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Jamat timings saved.');
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(fajrOnHome).toHaveText('5:52 AM');
      expect((await storedJamatTimings()).fajr).toBe('05:52');

      // The session survives a reload.
      await page.reload();
      await expect(page).toHaveURL(/\/update-jamat$/);
      await expect(page.getByRole('heading', { name: 'Jamat Timings' })).toBeVisible();
    } finally {
      await jamatDoc().set(before);
    }
  },
);

test('the site admin adds an event, marks it upcoming, sees it on / and /events, deletes it, signs out', async ({
  page,
}) => {
  const title = `Test halaqa ${Date.now()}`;
  await open(page, '/new-event-modal');
  await submitSignIn(page, 'siteadmin@demo.test');
  await expect(page).toHaveURL(/\/new-event-modal$/);

  // Required fields are checked in the form.
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Registration link is required')).toBeVisible();
  await expect(page.getByText('Choose an image')).toBeVisible();

  await page.locator('input[name="title"]').fill(title);
  // The picture is uploaded when chosen, resized on the server and previewed.
  await page
    .getByLabel('Event image')
    .setInputFiles(join(process.cwd(), 'web/public/images/events/tafseer-course.webp'));
  await expect(page.getByRole('img', { name: 'The event’s picture' })).toHaveAttribute(
    'src',
    /^\/api\/media\/event-images\/[A-Za-z0-9]+\/image-800\.webp$/,
  );
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Date and time').fill(`${inTenDays}T19:30`);
  await page.getByLabel('Location', { exact: true }).fill('Main prayer hall');
  await page.getByLabel('Registration link').fill('javascript:alert(1)');
  await page
    .locator('textarea[name="description"]')
    .fill('<script>alert("x")</script> A weekly circle.');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Use a link that starts with http:// or https://')).toBeVisible();

  await page.getByLabel('Registration link').fill('https://forms.gle/test-halaqa');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Event added successfully!');
  await expect(page.locator('input[name="title"]')).toHaveValue('');

  // The admin menu is folded into one button.
  const adminMenu = page.getByRole('button', { name: /^Admin menu/ });
  if (await adminMenu.isVisible()) await adminMenu.click();
  await page
    .getByRole('navigation', { name: 'Site administration' })
    .getByRole('link', { name: 'Events', exact: true })
    .click();
  const card = page.locator('li.card', { hasText: title });
  await card.getByRole('button', { name: 'Mark as Upcoming' }).click();
  await expect(card.getByRole('button', { name: 'Remove from Upcoming' })).toBeVisible();
  await expect(card.getByText('Upcoming', { exact: true })).toBeVisible();

  await open(page, '/');
  const upcoming = page.locator('.upcoming-events');
  await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
  await open(page, '/events');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // The description is text, not markup.
  await page.getByRole('link', { name: new RegExp(`View Details\\W+${title}`) }).click();
  await expect(page.getByText('<script>alert("x")</script> A weekly circle.')).toBeVisible();

  await open(page, '/all-events-flagged');
  await page
    .locator('li.card', { hasText: title })
    .getByRole('button', { name: new RegExp(`Delete\\W+${title}`) })
    .click();
  // The confirmation names the event and its date before anything is deleted.
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText(
    new RegExp(`Delete the event “\u2068?${title}\u2069?” on \\d{1,2} \\w{3} \\d{4}\\?`),
  );
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`“${title}” deleted.`);
  await expect(page.locator('li.card', { hasText: title })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await open(page, '/update-jamat');
  await expect(page).toHaveURL(/\/login$/);
});
