/**
 * The parent's monthly report from the parent's link, at 375 px and on a desktop (both
 * projects): the dashboard's "Monthly report" opens last month's report, whose WhatsApp image is
 * a PNG 1080 px wide drawn on the device, in English and in Urdu; "Share on WhatsApp" is there
 * (headless Chromium cannot share files, so it downloads the PNG instead); the PDF downloads; the
 * notification switch is offered; the page never scrolls sideways. Read-only (a PDF counts against
 * the client's report throttle, nothing else is written).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addMonths } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey } from '@masjid/domain/month-report';
import {
  appTookOver,
  demoParentToken,
  expect,
  expectNoSeriousA11yViolations,
  saveScreen,
  SCREENS_DIR,
  test,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

const LAST = addMonths(karachiDay(), -1);

/** The drawn image's pixel size and its bytes' first eight, read in the page. */
async function drawnImage(page: Page) {
  const image = page.getByTestId('report-image');
  await expect(image).toBeVisible();
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    // A data: address; read without fetch, which the site's connect-src would refuse.
    const bytes = atob(img.src.slice(img.src.indexOf(',') + 1));
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      size: bytes.length,
      signature: [...bytes.slice(0, 8)].map((c) => c.charCodeAt(0)),
    };
  });
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

test('a parent makes the month’s report as an image and a PDF, in English and Urdu', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = demoParentToken();
  await page.goto(`/dashboard-student?token=${token}`);
  await appTookOver(page);
  await expect(page.getByText('Progress for Muhammad Ahmed Raza')).toBeVisible();
  await page.getByRole('button', { name: 'Prev' }).click();
  await page.getByRole('link', { name: 'Monthly report' }).click();
  // The report's address keeps the link in its fragment too (a bookmark opens the report).
  await expect(page).toHaveURL(
    new RegExp(`/dashboard-student/report\\?month=${monthKey(LAST)}#token=${token}$`),
  );
  // The function reads the student's days and works the figures out: seconds on a busy machine.
  await expect(
    page.getByRole('heading', { name: 'Monthly report for Muhammad Ahmed Raza' }),
  ).toBeVisible({ timeout: 30_000 });

  // English UI: the report in English by default.
  await page.getByRole('radio', { name: 'English' }).check();
  const english = await drawnImage(page);
  expect(english.width).toBe(1080);
  expect(english.height).toBeGreaterThan(900);
  expect(english.size).toBeGreaterThan(20_000);
  expect(english.signature).toEqual(PNG_SIGNATURE);

  const share = page.getByRole('button', { name: 'Share on WhatsApp' });
  await expect(share).toBeEnabled();
  const sharedFile = page.waitForEvent('download');
  await share.click();
  expect((await sharedFile).suggestedFilename()).toBe(`report-${monthKey(LAST)}-en.png`);
  // Kept beside the screenshots, to look at.
  await (await sharedFile).saveAs(join(SCREENS_DIR, testInfo.project.name, 'report-image-en.png'));
  await expect(page.getByRole('status').filter({ hasText: 'cannot share files' })).toBeVisible();

  // The function lays the PDF out with its fonts: seconds on a busy machine, more in Urdu.
  const pdfDownload = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`report-${monthKey(LAST)}-en.pdf`);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // An English page needs no embedded font (Helvetica), so it is small (about 2 KB), but whole.
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');

  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the parent report in English');
  await saveScreen(page, testInfo, 'parent-report-en');
  await expectNoSeriousA11yViolations(page, testInfo);

  // The report in Urdu: a new image, and an Urdu PDF.
  await page.getByRole('radio', { name: 'اردو' }).check();
  await expect(page.getByTestId('report-image')).toHaveAttribute('alt', /Monthly report/);
  await expect.poll(async () => (await drawnImage(page)).size).not.toBe(english.size);
  const urdu = await drawnImage(page);
  expect(urdu.width).toBe(1080);
  expect(urdu.signature).toEqual(PNG_SIGNATURE);
  const urduImage = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download image' }).click();
  await (await urduImage).saveAs(join(SCREENS_DIR, testInfo.project.name, 'report-image-ur.png'));
  const urduPdf = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await urduPdf).suggestedFilename()).toBe(`report-${monthKey(LAST)}-ur.pdf`);

  // The whole page in Urdu.
  await page.evaluate(() => localStorage.setItem('lang', 'ur'));
  await page.reload();
  // The report is worked out again (after the Urdu PDF, which the function may still be laying out).
  await expect(page.getByRole('button', { name: 'واٹس ایپ پر بھیجیں' })).toBeVisible({
    timeout: 30_000,
  });
  await drawnImage(page);
  await expectNoSidewaysScroll(page, 'the parent report in Urdu');
  await saveScreen(page, testInfo, 'parent-report-ur');
  await page.evaluate(() => localStorage.removeItem('lang'));
});
