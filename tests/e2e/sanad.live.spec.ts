/**
 * A sanad anyone can verify (issue 43 §3), on a 375 px phone: the owner opens a student's record
 * (a student of its own, Admin SDK, removed afterwards), issues the sanad with the completion
 * date and the student's qari, and the verify address it shows, opened as anyone would from the
 * QR code, confirms the name, the date and the madrasa in English and, at `/ur/verify/{code}`,
 * in Urdu. With E2E_SCREENS=1 it keeps pictures of the owner's section and of both verify pages
 * at 375 px and 1280 px (test-results/screens/sanad/).
 */
import type { Page } from '@playwright/test';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { SANADS_COLLECTION } from '@masjid/domain/sanad';
import { site } from '@masjid/domain/site';
import {
  adminDb,
  closeAdmin,
  expect,
  KEEP_SCREENS,
  keepScreen,
  open,
  SCREENS_DIR,
  signedInAs,
  test,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

const STUDENT = `e2e-sanad-student-${Math.random().toString(36).slice(2, 8)}`;
const NAME = 'Sanad Journey Talha';

test.use({ storageState: signedInAs('owner') });

test.beforeAll(async () => {
  await adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(STUDENT)
    .set({
      name: NAME,
      email: `${STUDENT}@demo.test`,
      teacherId: 'demo-qari-usman',
      disabled: false,
    });
});

test.afterAll(async () => {
  const db = adminDb();
  const sanads = await db.collection(SANADS_COLLECTION).where('studentId', '==', STUDENT).get();
  await Promise.all([...sanads.docs.map((d) => d.ref.delete())]);
  await db.recursiveDelete(db.collection(STUDENTS_COLLECTION).doc(STUDENT));
  await closeAdmin();
});

/** Pictures of the page at 375 px and 1280 px (E2E_SCREENS=1 only). */
async function pictures(page: Page, name: string) {
  if (!KEEP_SCREENS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreen(page, { path: `${SCREENS_DIR}/sanad/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

test('the owner issues a sanad and /verify/{code} confirms it in English and Urdu', async ({
  page,
}) => {
  await open(page, `/students/${STUDENT}`);
  const section = page.locator('section[aria-labelledby="sanad-heading"]');
  await expect(section.getByRole('heading', { name: 'Sanad' })).toBeVisible();
  await section.getByLabel('Completed the Quran on').fill('2026-01-15');
  await expect(section.getByRole('checkbox', { name: 'Qari Muhammad Usman' })).toBeChecked();
  await section.getByRole('button', { name: 'Issue sanad' }).click();
  const link = section.getByRole('link', { name: /\/verify\/[A-Za-z0-9_-]{24}$/ });
  await expect(link).toBeVisible();
  await expect(section.getByRole('button', { name: 'Download the sanad (PDF)' })).toBeVisible();
  await expectNoSidewaysScroll(page, "the owner's sanad section");
  await section.scrollIntoViewIfNeeded();
  await pictures(page, 'owner-issued');
  const address = (await link.getAttribute('href')) ?? '';

  // What anyone who scans the QR code sees: the name, the date and the madrasa.
  await open(page, address);
  await expect(page.getByRole('heading', { level: 1, name: 'Sanad verified' })).toBeVisible();
  const facts = page.locator('.verify-facts');
  await expect(facts).toContainText(NAME);
  await expect(facts).toContainText('15 January 2026');
  await expect(facts).toContainText(site.madrasa.en);
  await expectNoSidewaysScroll(page, address);
  await pictures(page, 'verify-en');

  await open(page, `/ur${address}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سند کی تصدیق ہو گئی');
  await expect(facts).toContainText(NAME);
  await expect(facts).toContainText('جنوری');
  await expect(facts).toContainText(site.madrasa.ur);
  await expectNoSidewaysScroll(page, `/ur${address}`);
  await pictures(page, 'verify-ur');
  if (KEEP_SCREENS) {
    // The owner's section in Urdu too, for people to look at (last: the language is kept).
    await open(page, `/ur/students/${STUDENT}`);
    await expect(section.getByRole('heading', { name: 'سند' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await pictures(page, 'owner-issued-ur');
  }
});
