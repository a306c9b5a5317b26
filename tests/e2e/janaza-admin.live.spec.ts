/**
 * Janaza notices at 375 px: the site admin posts one (the form's refusals: JanazaForm.test.tsx),
 * a second tab on the home page shows it at the top without a reload, in English and in Urdu; an
 * edit shows there too, and on the home page opened right after in the same browser; Delete asks
 * first, naming the deceased, and the notice leaves the home page, also one opened right after.
 * With the service worker on and a reader's minute between refreshes, as on the admin's phone: the
 * save itself, not the next refresh, brings the change (web/src/common/data/site-saves.ts), and
 * the worker gives no page from the browser's cache (web/sw/page-requests.ts). Screenshots go to
 * /tmp/wt-hall-screen-shots. Makes its own notice and puts the demo notices back afterwards.
 */
import { mkdirSync } from 'node:fs';
import { JANAZA_COLLECTION } from '@masjid/domain/janaza';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { seedJanaza } from '../../seed/content/janaza.ts';
import {
  adminDb,
  closeAdmin,
  controlledByServiceWorker,
  expect,
  keepLiveRefresh,
  named,
  open,
  signedInAs,
  test,
  keepScreen,
  WITH_SERVICE_WORKER,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

test.use({ storageState: signedInAs('siteAdmin') });
test.use(WITH_SERVICE_WORKER);

const SHOTS = process.env.HALL_SHOTS_DIR ?? '/tmp/wt-hall-screen-shots';
mkdirSync(SHOTS, { recursive: true });

const NAME = 'Muhammad Yusuf Test';
const NAME_UR = 'محمد یوسف';

test.afterAll(async () => {
  await seedJanaza(adminDb(), new Date());
  await closeAdmin();
});

test('a janaza notice: posted, shown on the home page, edited, deleted', async ({ page }) => {
  test.setTimeout(120_000);
  const stored = async () => (await adminDb().collection(JANAZA_COLLECTION).get()).size;
  const countBefore = await stored();
  await keepLiveRefresh(page);
  await open(page, '/admin-janaza');
  await expect(page.getByRole('heading', { name: 'Janaza notices', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'admin');

  // The form's refusals field by field: JanazaForm.test.tsx.
  const tomorrow = karachiIsoToday(Date.now() + 86_400_000);
  await page.getByLabel('Name of the deceased (English)').fill(NAME);
  await page.getByLabel('Name of the deceased (Urdu)').fill(NAME_UR);
  await page.getByLabel('Janaza prayer time').fill(`${tomorrow}T15:30`);
  await page.getByLabel('Place (English)').fill('Main hall');
  await page.getByRole('button', { name: 'Post notice' }).click();
  await expect(page.getByText(`Saved the notice for “${NAME}”.`)).toBeVisible();
  await expect(page.locator('[data-janaza-id]').filter({ hasText: NAME })).toBeVisible();
  await keepScreen(page, { path: `${SHOTS}/janaza-admin-375-en.png`, fullPage: true });

  // The home page, in a second tab, shows it at the top, above the jamat times.
  const home = await page.context().newPage();
  await open(home, '/');
  const notice = home.locator('.janaza-section .janaza-notice').filter({ hasText: NAME });
  await expect(notice).toContainText('Main hall');
  await expect(notice).toContainText('Janaza prayer');
  const noticeBox = await notice.boundingBox();
  const jamatBox = await home.locator('.jamat-block').boundingBox();
  expect(noticeBox!.y).toBeLessThan(jamatBox!.y);
  await expectNoSidewaysScroll(home, 'home');
  await keepScreen(home, { path: `${SHOTS}/home-janaza-375-en.png` });
  await home.evaluate(() => localStorage.setItem('lang', 'ur'));
  await home.reload();
  await expect(home.locator('.janaza-section')).toContainText(NAME_UR);
  await expectNoSidewaysScroll(home, 'home in Urdu');
  await keepScreen(home, { path: `${SHOTS}/home-janaza-375-ur.png` });
  await home.evaluate(() => localStorage.setItem('lang', 'en'));
  await home.reload();
  await controlledByServiceWorker(home);

  // An edit shows on the home page without a reload, and on the home page opened right after.
  await page.getByRole('button', { name: named('Edit', NAME) }).click();
  await page.getByLabel('Place (English)').fill('Courtyard, north gate');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved the notice for “${NAME}”.`)).toBeVisible();
  await expect(home.locator('.janaza-section')).toContainText('Courtyard, north gate');
  const opened = await page.context().newPage();
  await open(opened, '/');
  const openedNotice = opened.locator('.janaza-notice').filter({ hasText: NAME });
  await expect(openedNotice).toContainText('Courtyard, north gate');

  // Delete asks first, naming the deceased; Cancel keeps it, Delete removes it everywhere.
  await page.getByRole('button', { name: named('Delete', NAME) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(NAME);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-janaza-id]').filter({ hasText: NAME })).toBeVisible();
  await page.getByRole('button', { name: named('Delete', NAME) }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted the notice for “${NAME}”.`)).toBeVisible();
  await expect(home.locator('.janaza-notice').filter({ hasText: NAME })).toHaveCount(0);
  await open(opened, '/');
  await expect(opened.locator('.jamat-block')).toBeVisible();
  await expect(openedNotice).toHaveCount(0);
  expect(await stored()).toBe(countBefore);
});
