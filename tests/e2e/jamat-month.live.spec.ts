/**
 * The monthly timetable and scheduled jamat changes in the browser. The timetable of a Ramadan
 * month of 31 days (the most rows and columns) prints to exactly one A4 page (Chromium's PDF) in
 * English and in Urdu, with sehri and iftar, under the mosque's name, and fits a 375 px phone without sideways scrolling of the page. On a 375 px phone the site
 * admin schedules a jamat change (a change without a time is refused and nothing stored), the home
 * page then shows "changes on …" for it beside the seed's later change, and the next jamat; deleting
 * it asks first, naming its day. The site admin changes the seeded Ramadan's fitrana on a phone
 * and /ramadan shows it. Screenshots go to test-results/screens/timetable-* and jamat-change-*.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { JAMAT_CHANGES_COLLECTION, addDays } from '@masjid/domain/jamat-schedule';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { RAMADAN_COLLECTION } from '@masjid/domain/ramadan';
import { pdfText } from '../api/pdf-text.ts';
import {
  adminDb,
  closeAdmin,
  expect,
  open,
  SCREENS_DIR,
  signedInAs,
  site,
  test,
  keepScreen,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

test.afterAll(closeAdmin);
test.use({ storageState: signedInAs('siteAdmin') });
mkdirSync(SCREENS_DIR, { recursive: true });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Chooses `lang` as the reader would and opens this page's address in it (`/ur/...` in Urdu). */
async function setLanguage(page: Page, lang: 'en' | 'ur') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  const url = new URL(page.url());
  const path = url.pathname.replace(/^\/ur(?=\/|$)/, '') || '/';
  await page.goto(`${lang === 'ur' ? `/ur${path === '/' ? '' : path}` : path}${url.search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('the timetable of a Ramadan month prints on one A4 page in both languages', async ({
  page,
}) => {
  // March 2027 holds the end of Ramadan 1448 by the calculation, and 31 days.
  await page.setViewportSize(DESKTOP);
  await open(page, '/timetable?month=2027-03');
  for (const lang of ['en', 'ur'] as const) {
    await setLanguage(page, lang);
    const table = page.locator('table.timetable[data-month="2027-03"]');
    await expect(table.locator('tbody tr')).toHaveCount(31);
    await expect(table.locator('thead')).toContainText(lang === 'en' ? 'Sehri' : 'سحری');
    await expect(table.locator('thead')).toContainText(lang === 'en' ? 'Iftar' : 'افطار');
    // The demo jamat times are in the table (Fajr 5:45 or a scheduled change).
    await expect(table.locator('td[data-prayer="fajr"] b').first()).toHaveText(/^\d{1,2}:\d{2}$/);
    await expect(
      page.getByRole('link', { name: lang === 'en' ? 'Download PDF' : 'پی ڈی ایف ڈاؤن لوڈ کریں' }),
    ).toHaveAttribute('href', `/api/timetable/2027/3?lang=${lang}`);
    await expect(page.locator('.add-to-calendar a[href^="webcal://"]')).toHaveCount(1);
    await keepScreen(page, {
      path: join(SCREENS_DIR, `timetable-desktop-${lang}.png`),
      fullPage: true,
    });

    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const { pages, text } = await pdfText(new Uint8Array(pdf));
    expect(pages, `printed pages in ${lang}`).toBe(1);
    expect(text).toContain('31');
    // The sheet names the mosque (the site details; the screen shows it in the header only).
    if (lang === 'en') expect(text).toContain(site.name);

    // A fresh load at phone width, as a phone opens it (the header's menu then starts closed).
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(table.locator('tbody tr')).toHaveCount(31);
    await expectNoSidewaysScroll(page, `the timetable at 375 px in ${lang}`);
    await keepScreen(page, {
      path: join(SCREENS_DIR, `timetable-phone-${lang}.png`),
      fullPage: true,
    });
    await page.setViewportSize(DESKTOP);
  }
  await setLanguage(page, 'en');
});

test(
  'a site admin schedules a jamat change on a phone and the home page announces it',
  { tag: '@serial' },
  async ({ page }) => {
    await page.setViewportSize(PHONE);
    // The day before the seed's change (seeded three days after the seed's own day, which may be
    // yesterday when the run crosses midnight in Karachi), and never before tomorrow.
    const seeded = await adminDb()
      .collection(JAMAT_CHANGES_COLLECTION)
      .where('effectiveDate', '>', karachiIsoToday())
      .orderBy('effectiveDate')
      .limit(1)
      .get();
    const seededDay = seeded.docs[0]?.get('effectiveDate');
    expect(typeof seededDay, 'the seed schedules a change ahead').toBe('string');
    const day = addDays(String(seededDay), -1);
    expect(day > karachiIsoToday(), `${day} is after today`).toBe(true);
    await open(page, '/admin-jamat-changes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Jamat changes scheduled ahead',
    );
    const form = page.locator('form.scheduled-change-form');
    await form.getByLabel('First day of the new times').fill(day);

    // The form's refusals (no time, a past day): ScheduledChangeForm.test.tsx.
    await form.getByLabel('Fajr').fill('05:50');
    await form.getByRole('button', { name: 'Schedule change' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved the change from' }),
    ).toBeVisible();
    const stored = await adminDb()
      .collection(JAMAT_CHANGES_COLLECTION)
      .where('effectiveDate', '==', day)
      .get();
    expect(stored.docs.map((d) => d.data())).toContainEqual({
      effectiveDate: day,
      times: { fajr: '05:50' },
    });
    const id = stored.docs.find((d) => d.data().times.fajr === '05:50')!.id;
    const item = page.locator(`li[data-change-id="${id}"]`);
    await expect(item).toContainText('Fajr 5:50 AM');
    await expectNoSidewaysScroll(page, 'the scheduled changes at 375 px');
    await keepScreen(page, {
      path: join(SCREENS_DIR, 'jamat-change-admin-phone.png'),
      fullPage: true,
    });

    // The home page announces every change in the notice window, each with its day: the new one
    // and the seed's a day later, which a nearer change used to hide (issue 39).
    await open(page, '/');
    const notice = page.locator('.jamat-change-notice');
    const added = notice.locator(`[data-effective-date="${day}"]`);
    await expect(added).toContainText('Jamat times change on');
    await expect(added).toContainText('5:50 AM');
    await expect(notice.locator(`[data-effective-date="${String(seededDay)}"]`)).toContainText(
      '7:45 PM',
    );
    // The next jamat is named above the times, with the time left, and marked in the table.
    await expect(page.getByTestId('next-jamat')).toContainText(/Next jamat: \w+ at .*in \d/);
    await expect(page.locator('.jamat-table tr.is-next')).toHaveCount(1);
    await expect(page.locator('.hijri-date')).toContainText(
      /Hijri date (calculated|by the local moon sighting)/,
    );
    await keepScreen(page, { path: join(SCREENS_DIR, 'jamat-change-home-phone.png') });

    // Deleting asks first, naming the day; Cancel keeps it, Delete removes it.
    await open(page, '/admin-jamat-changes');
    await item.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Delete the jamat change from');
    await expect(dialog).toContainText(new Date(`${day}T00:00:00Z`).getUTCFullYear().toString());
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(item).toHaveCount(0);
    // The list follows the local write at once; the server has it a moment later.
    await expect
      .poll(async () => (await adminDb().collection(JAMAT_CHANGES_COLLECTION).doc(id).get()).exists)
      .toBe(false);
  },
);

test(
  'a site admin changes the fitrana on a phone and /ramadan shows it',
  { tag: '@serial' },
  async ({ page }) => {
    await page.setViewportSize(PHONE);
    // The seeded Ramadan (seed/content/ramadan.ts), put back afterwards.
    const [seeded] = (await adminDb().collection(RAMADAN_COLLECTION).get()).docs;
    expect(seeded, 'the seed writes a Ramadan').toBeDefined();
    const before = seeded!.data();
    try {
      await open(page, '/admin-ramadan');
      const item = page.locator(`li[data-ramadan-id="${seeded!.id}"]`);
      await item.getByRole('button', { name: /Edit/ }).click();
      await page.getByLabel('Fitrana: wheat').fill('325');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved Ramadan' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the Ramadan admin screen at 375 px');

      await open(page, '/ramadan');
      const wheat = page
        .getByRole('region', { name: 'Fitrana and fidya' })
        .locator('tr[data-commodity="wheat"] td');
      await expect(wheat.first()).toHaveText('Rs 325');
      await expectNoSidewaysScroll(page, '/ramadan at 375 px');
    } finally {
      await seeded!.ref.set(before);
    }
  },
);
