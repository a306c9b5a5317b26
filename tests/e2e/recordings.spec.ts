/**
 * The recordings library as a visitor uses it: paging through a listing with the page
 * in the address (links, reload, Back), playing a recording (nothing is downloaded before Play),
 * sharing it (the device's share sheet, or a copied link) and opening the shared link.
 * Read-only: uses the seeded recordings.
 */
import { DEMO_RECORDINGS } from '../../seed/demo-data.ts';
import { expect, open, test } from './support.ts';

const FRIDAY = DEMO_RECORDINGS.filter((r) => r.category === 'friday').sort((a, b) =>
  b.date.localeCompare(a.date),
);

test('a visitor pages through the Friday bayan listing; the page is in the address', async ({
  page,
}) => {
  await open(page, '/fridaybayan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listen To Bayan');
  const cards = page.locator('.recording-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByText(`${FRIDAY.length} recordings · page 1 of 3`)).toBeVisible();
  await expect(cards.first().getByRole('heading')).toHaveText(FRIDAY[0]!.title);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/fridaybayan\?page=2$/);
  await expect(cards.first().getByRole('heading')).toHaveText(FRIDAY[12]!.title);
  await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible();

  await pages.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/fridaybayan\?page=3$/);
  await expect(cards).toHaveCount(FRIDAY.length - 24);
  await expect(cards.first().getByRole('heading')).toHaveText(FRIDAY[24]!.title);
  await expect(pages.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(cards.first().getByRole('heading')).toHaveText(FRIDAY[24]!.title);
  await page.goBack();
  await expect(page).toHaveURL(/\/fridaybayan\?page=2$/);
  await expect(cards.first().getByRole('heading')).toHaveText(FRIDAY[12]!.title);
});

test('a page number that is not a page shows page 1, one past the end says so', async ({
  page,
}) => {
  await open(page, '/fridaybayan?page=abc');
  await expect(page.locator('.recording-card').first().getByRole('heading')).toHaveText(
    FRIDAY[0]!.title,
  );
  // Served with its data: a page past the last is a 404, as the API answers it.
  await open(page, '/sundaybayan?page=40', 404);
  await expect(page.getByText('There is no page 40.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the newest recordings' }).click();
  await expect(page.locator('.recording-card')).toHaveCount(12);
});

test('a recording downloads nothing until played, then plays', async ({ page }) => {
  const audioRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/media/')) audioRequests.push(r.url());
  });
  await open(page, '/sundaybayan');
  const audio = page.locator('.recording-card audio').first();
  await expect(audio).toHaveAttribute('preload', 'none');
  await page.waitForTimeout(500);
  expect(audioRequests, 'no audio fetched before Play').toEqual([]);

  await audio.scrollIntoViewIfNeeded();
  await audio.click({ position: { x: 20, y: 20 } }); // the play button of the native controls
  await audio.evaluate((el: HTMLAudioElement) => (el.paused ? el.play() : undefined));
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(false);
  expect(audioRequests.length).toBeGreaterThan(0);
});

test('Share hands the /bayan/{id} link to the device share sheet', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shared: ShareData[] }).shared = [];
    navigator.share = async (data?: ShareData) => {
      (window as unknown as { shared: ShareData[] }).shared.push(data ?? {});
    };
  });
  await open(page, '/fridaybayan');
  // The seeded bayan's card (a test of the pool may upload a newer one beside this one).
  const first = page.locator('.recording-card').filter({ hasText: FRIDAY[0]!.title }).first();
  await first.getByRole('button', { name: /Share/ }).click();
  const origin = new URL(page.url()).origin;
  const id = DEMO_RECORDINGS.find((r) => r.title === FRIDAY[0]!.title)!.id;
  // The press shares once the app has handled it, not always before the click returns.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: FRIDAY[0]!.title, text: FRIDAY[0]!.title, url: `${origin}/bayan/${id}` }]);
});

test('without a share sheet the link is copied, and the shared link opens the bayan', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // Chromium on Linux has no Web Share; make sure of it.
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await open(page, '/sundaybayan?page=2');
  const card = page.locator('.recording-card').first();
  const title = await card.getByRole('heading').innerText();
  await card.getByRole('button', { name: /Share/ }).click();
  await expect(card.getByRole('status')).toHaveText(/Link copied/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const recording = DEMO_RECORDINGS.find((r) => r.title === title)!;
  expect(link).toBe(`${new URL(page.url()).origin}/bayan/${recording.id}`);

  await open(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(recording.title);
  await expect(page.locator('.bayan-speaker')).toHaveText(/مسجد النور/);
  await expect(page.locator('.bayan-speaker')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('.recording-date time')).toHaveAttribute('datetime', recording.date);
  const audio = page.locator('audio');
  // The served HTML says preload="none"; the running app asks for the length.
  await expect(audio).toHaveAttribute('preload', 'metadata');
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(page.locator('footer.site-footer')).toHaveCount(0);
});
