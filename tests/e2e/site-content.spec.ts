/**
 * The site admin's demo content on the public pages (read-only, phone and desktop): the video
 * bayans on /hazrat as click-to-load cards, the current demo announcement on /, and the mosque's
 * details in the structured data (JSON-LD) of the prerendered HTML.
 */
import { DEMO_VIDEOS } from '../../seed/content/videos.ts';
import { demoSiteDetails } from '../../seed/content/site-details.ts';
import { expect, open, test } from './support.ts';

test('/hazrat shows the video bayans, each loading its player only when asked', async ({
  page,
}) => {
  await open(page, '/hazrat');
  const section = page.locator('section[aria-labelledby="video-bayans-title"]');
  await expect(section.getByRole('heading', { name: 'Video bayans' })).toBeVisible();
  const cards = section.locator('.naat-card');
  const bayans = DEMO_VIDEOS.filter((v) => v.data.kind === 'bayan');
  await expect(cards).toHaveCount(bayans.length);
  await expect(cards.first().getByRole('heading')).toHaveText(bayans[0]!.data.title);
  await expect(cards.first().locator('iframe')).toHaveCount(0);
  await cards
    .first()
    .getByRole('button', { name: /^Play video/ })
    .click();
  await expect(cards.first().locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube.com/embed/${bayans[0]!.data.youtubeId}?autoplay=1`,
  );
});

test('the home page shows the current demo announcement', async ({ page }) => {
  await open(page, '/');
  await expect(page.locator('.announcement').first()).toContainText('Tafseer of Surah Al-Kahf');
});

test('the prerendered HTML carries the mosque details and their JSON-LD', async ({ request }) => {
  const html = await (await request.get('/contact')).text();
  expect(html).toContain(demoSiteDetails.phone);
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'Mosque',
    name: demoSiteDetails.name.en,
    email: demoSiteDetails.email,
  });
});
