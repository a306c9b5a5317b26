/**
 * The site admin's content in the browser, at 375 px and at desktop width: videos (add by a
 * youtu.be link, a refused Vimeo link, edit, move up, delete after a confirmation naming it),
 * announcements (add, a refused day range, edit, delete) and the site details (a refused e-mail,
 * a new phone number), a donation account (added, shown on /donate, deleted); each time a second
 * tab on the public page shows the change without a reload. Screenshots in English and Urdu go to /tmp/wt-content-shots. Its `@serial` tests
 * run in the `serial-site` lane (they change shared documents) and put the demo content back.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { VIDEOS_COLLECTION } from '@masjid/domain/videos';
import { ANNOUNCEMENTS_COLLECTION } from '@masjid/domain/announcements';
import { SITE_DETAILS_DOC } from '@masjid/domain/site-details';
import { DONATION_ACCOUNTS_COLLECTION } from '@masjid/domain/donations';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { DEMO_VIDEOS } from '../../seed/content/videos.ts';
import { demoSiteDetails } from '../../seed/content/site-details.ts';
import {
  adminDb,
  closeAdmin,
  confirmDeleteNaming,
  expect,
  named,
  open,
  signedInAs,
  test,
  keepScreen,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

const SHOTS = process.env.CONTENT_SHOTS_DIR ?? '/tmp/wt-content-shots';
mkdirSync(SHOTS, { recursive: true });

/** The width the screens are used at (their desktop layout is swept in sweep-admin.spec.ts). */
const size = { name: 'phone' } as const;

/** A full-page screenshot into SHOTS, and no sideways scroll of the page. */
async function shot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page, name);
  await keepScreen(page, { path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** Switches the interface language of `page` (remembered in localStorage) and reloads. */
async function useLanguage(page: Page, lang: 'en' | 'ur'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await expect(page.locator('#preloader')).toHaveCount(0);
}

async function restoreDemoContent(): Promise<void> {
  const db = adminDb();
  await db.recursiveDelete(db.collection(VIDEOS_COLLECTION));
  const batch = db.batch();
  for (const { id, data } of DEMO_VIDEOS) batch.set(db.collection(VIDEOS_COLLECTION).doc(id), data);
  batch.set(db.collection(SITE_DETAILS_DOC.collection).doc(SITE_DETAILS_DOC.id), demoSiteDetails);
  await batch.commit();
  const notices = await db.collection(ANNOUNCEMENTS_COLLECTION).get();
  await Promise.all(
    notices.docs
      .filter((d) => d.id.startsWith('e2e-') || !d.id.startsWith('demo-'))
      .map((d) => d.ref.delete()),
  );
}

test.use({ storageState: signedInAs('siteAdmin') });

test.afterAll(async () => {
  await restoreDemoContent();
  await closeAdmin();
});

test(
  'with no videos, /naat and /hazrat say so instead of an empty frame',
  { tag: '@serial' },
  async ({ page }) => {
    await adminDb().recursiveDelete(adminDb().collection(VIDEOS_COLLECTION));
    try {
      await open(page, '/naat');
      await expect(page.getByText('No naat videos have been added yet.')).toBeVisible();
      await open(page, '/hazrat');
      await expect(page.getByText('No video bayans have been added yet.')).toBeVisible();
    } finally {
      await restoreDemoContent();
    }
  },
);

test.describe('the site admin on a phone', () => {
  // Long flows: beside the other serial lane on 2 cores they took up to 50 s.
  test.describe.configure({ timeout: 90_000 });

  test(
    'the site admin adds, edits, reorders and deletes a video; /naat follows live',
    { tag: '@serial' },
    async ({ page, context }) => {
      const title = `E2E naat ${size.name}`;
      const naatPage = await context.newPage();
      await open(naatPage, '/naat');
      const publicCards = naatPage.locator('main .naat-card');
      await expect(publicCards).toHaveCount(
        DEMO_VIDEOS.filter((v) => v.data.kind === 'naat').length,
      );

      await open(page, '/admin-videos');
      await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
      const naatList = page.locator('section[aria-labelledby="videos-naat"] .content-admin-item');
      const before = DEMO_VIDEOS.filter((v) => v.data.kind === 'naat').length;
      await expect(naatList).toHaveCount(before);

      // A youtu.be link is stored as its id, at the end of the naats (the refusals of the form:
      // VideoForm.test.tsx).
      await page.getByLabel('Title (required)', { exact: true }).fill(title);
      await page
        .getByLabel('YouTube link or video id')
        .fill('https://youtu.be/dQw4w9WgXcQ?si=share');
      await page.getByLabel('Title in Urdu (optional)').fill('آزمائشی نعت');
      await page.getByLabel('Naat khwan or speaker (optional)').fill('E2E Khwan');
      await page.getByRole('button', { name: 'Add video' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(`Saved “${title}”.`);
      await expect(naatList).toHaveCount(before + 1);
      await expect(naatList.last()).toContainText(title);
      const stored = await adminDb()
        .collection(VIDEOS_COLLECTION)
        .where('title', '==', title)
        .get();
      expect(stored.docs.map((d) => d.data().youtubeId)).toEqual(['dQw4w9WgXcQ']);
      await expect(publicCards.last().getByRole('heading')).toHaveText(title);
      await shot(page, `videos-admin-${size.name}-en`);

      // Edit the title.
      const edited = `${title} (edited)`;
      await naatList
        .last()
        .getByRole('button', { name: named('Edit', title) })
        .click();
      await expect(page.getByRole('heading', { name: `Edit “${title}”` })).toBeVisible();
      await page.getByLabel('Title (required)', { exact: true }).fill(edited);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(`Saved “${edited}”.`);
      await expect(publicCards.last().getByRole('heading')).toHaveText(edited);

      // Move it up one place: the public page's order follows.
      const previousLast = await publicCards
        .nth(before - 1)
        .getByRole('heading')
        .textContent();
      await naatList
        .last()
        .getByRole('button', { name: named('Move up', edited) })
        .click();
      await expect(naatList.nth(before - 1)).toContainText(edited);
      await expect(publicCards.nth(before - 1).getByRole('heading')).toHaveText(edited);
      await expect(publicCards.last().getByRole('heading')).toHaveText(previousLast ?? '');
      await shot(naatPage, `naat-public-${size.name}-en`);

      // Urdu: the Urdu title on the public page; the admin screen in Urdu.
      await useLanguage(naatPage, 'ur');
      await expect(naatPage.locator('main .naat-card h2[lang="ur"]').nth(before - 1)).toHaveText(
        'آزمائشی نعت',
      );
      await shot(naatPage, `naat-public-${size.name}-ur`);
      await useLanguage(page, 'ur');
      await expect(page.getByRole('heading', { name: 'ویڈیوز', level: 1 })).toBeVisible();
      await shot(page, `videos-admin-${size.name}-ur`);
      await useLanguage(naatPage, 'en');
      await useLanguage(page, 'en');

      // Delete after a confirmation that names it.
      await naatList
        .nth(before - 1)
        .getByRole('button', { name: named('Delete', edited) })
        .click();
      await confirmDeleteNaming(page, edited);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(`Deleted “${edited}”.`);
      await expect(naatList).toHaveCount(before);
      await expect(publicCards).toHaveCount(before);
      await expect(naatPage.getByText(edited)).toHaveCount(0);
      await restoreDemoContent();
    },
  );

  test(
    'the site admin adds, edits and deletes an announcement; the home page follows live',
    { tag: '@serial' },
    async ({ page, context }) => {
      const text = `E2E notice ${size.name}: Dars after Maghrib`;
      const home = await context.newPage();
      await open(home, '/');
      const notices = home.locator('.announcement');
      await expect(notices.first()).toBeVisible(); // the demo's current notice
      const shown = await notices.count();

      await open(page, '/admin-announcements');
      await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();

      // Today only: shown on the home page at once (the refusals of the form:
      // AnnouncementForm.test.tsx).
      await page.getByLabel('Notice in English').fill(text);
      const today = karachiIsoToday();
      await page.locator('input[name="endDay"]').fill(today);
      await page.getByLabel('Notice in Urdu').fill('مغرب کے بعد درس');
      await page.getByRole('button', { name: 'Add announcement' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText('Saved “E2E notice');
      const current = page.locator(
        'section[aria-labelledby="notices-current"] .content-admin-item',
      );
      await expect(current.filter({ hasText: text })).toHaveCount(1);
      await expect(notices).toHaveCount(shown + 1);
      await expect(home.locator('.announcement', { hasText: text })).toBeVisible();
      await shot(page, `announcements-admin-${size.name}-en`);
      await shot(home, `home-announcement-${size.name}-en`);
      await useLanguage(home, 'ur');
      await expect(
        home.locator('.announcement p[lang="ur"]', { hasText: 'مغرب کے بعد درس' }),
      ).toBeVisible();
      await shot(home, `home-announcement-${size.name}-ur`);
      await useLanguage(home, 'en');
      await useLanguage(page, 'ur');
      await shot(page, `announcements-admin-${size.name}-ur`);
      await useLanguage(page, 'en');

      // Edit: move it to start tomorrow; it leaves the home page and is listed as upcoming.
      const tomorrow = karachiIsoToday(Date.now() + 86_400_000);
      await current.filter({ hasText: text }).getByRole('button', { name: /^Edit/ }).click();
      await page.locator('input[name="endDay"]').fill(tomorrow);
      await page.locator('input[name="startDay"]').fill(tomorrow);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText('Saved “E2E notice');
      const upcoming = page.locator(
        'section[aria-labelledby="notices-upcoming"] .content-admin-item',
      );
      await expect(upcoming.filter({ hasText: text })).toHaveCount(1);
      await expect(home.locator('.announcement', { hasText: text })).toHaveCount(0);

      // Delete after a confirmation that names it.
      await upcoming
        .filter({ hasText: text })
        .getByRole('button', { name: /^Delete/ })
        .click();
      await confirmDeleteNaming(page, 'E2E notice');
      await expect(page.getByRole('main').getByRole('status')).toContainText('Deleted “E2E notice');
      await expect(page.locator('.content-admin-item', { hasText: text })).toHaveCount(0);
      const storedAfter = await adminDb()
        .collection(ANNOUNCEMENTS_COLLECTION)
        .where('text', '==', text)
        .get();
      expect(storedAfter.size).toBe(0);
    },
  );

  test(
    'the site admin changes the phone number; header, footer and /contact follow live',
    { tag: '@serial' },
    async ({ page, context }) => {
      const phone = '+92 21 1111 2222';
      const contact = await context.newPage();
      await open(contact, '/contact');
      await expect(contact.locator('main')).toContainText(demoSiteDetails.phone);

      await open(page, '/admin-site-details');
      await expect(page.getByRole('heading', { name: 'Site details', level: 1 })).toBeVisible();

      // A malformed e-mail is refused, and nothing is stored.
      await page.getByLabel('E-mail').fill('not-an-address');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.locator('#err-email')).toHaveText('Enter a valid e-mail address.');
      const storedBefore = await adminDb()
        .doc(`${SITE_DETAILS_DOC.collection}/${SITE_DETAILS_DOC.id}`)
        .get();
      expect(storedBefore.data()?.email).toBe(demoSiteDetails.email);
      await page.getByLabel('E-mail').fill(demoSiteDetails.email);

      await page.getByLabel('Phone').fill(phone);
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Site details saved.');
      await expect(contact.locator('main')).toContainText(phone);
      await expect(contact.locator('header.site-header')).toContainText(phone);
      await expect(contact.locator('footer.site-footer')).toContainText(phone);
      await expect(contact.locator('footer script[type="application/ld+json"]')).toHaveCount(1);
      const jsonLd = await contact
        .locator('footer script[type="application/ld+json"]')
        .textContent();
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
        '@type': 'Mosque',
        telephone: phone.replace(/ /g, ''),
      });
      await shot(page, `site-details-admin-${size.name}-en`);
      await shot(contact, `contact-${size.name}-en`);
      await useLanguage(page, 'ur');
      await shot(page, `site-details-admin-${size.name}-ur`);
      await useLanguage(page, 'en');
      await useLanguage(contact, 'ur');
      await shot(contact, `contact-${size.name}-ur`);
      await useLanguage(contact, 'en');
      await restoreDemoContent();
      await expect(contact.locator('main')).toContainText(demoSiteDetails.phone);
    },
  );

  test('the site admin adds a donation account; /donate shows it, IBAN in fours', async ({
    page,
    context,
  }) => {
    // Its own account, in the parallel pool: the sweep checks the demo accounts by id.
    const title = `E2E upkeep ${size.name}`;
    const donate = await context.newPage();
    await open(donate, '/donate');
    await expect(donate.locator('.donate-zakat')).toBeVisible();

    await open(page, '/admin-donations');
    await page.getByLabel('Cause').selectOption('upkeep');
    await page.getByLabel('Account title', { exact: false }).fill(title);
    await page.getByLabel('IBAN (optional)').fill('pk36 scbl 0000 0011 2345 6702');
    await page.getByLabel('Raast ID (optional)').fill('+92 300 7654321');
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Saved “${title}”.`);
    const stored = await adminDb()
      .collection(DONATION_ACCOUNTS_COLLECTION)
      .where('title', '==', title)
      .get();
    expect(stored.docs.map((d) => [d.data().iban, d.data().raastId])).toEqual([
      ['PK36SCBL0000001123456702', '03007654321'],
    ]);

    const card = donate.locator('[data-cause="upkeep"] .donate-account', { hasText: title });
    await expect(card).toContainText('PK36 SCBL 0000 0011 2345 6702');
    await expect(card).toContainText('0300 7654321');
    await expect(card.locator('svg.donate-qr-code')).toBeVisible();
    await expectNoSidewaysScroll(donate, 'donate with the new account');

    const item = page.locator('.content-admin-item', { hasText: title });
    await item.getByRole('button', { name: named('Delete', title) }).click();
    await confirmDeleteNaming(page, title);
    await expect(card).toHaveCount(0);
  });
});
