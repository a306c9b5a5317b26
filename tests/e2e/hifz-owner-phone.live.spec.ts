/**
 * The owner's and teacher's hifz screens on a 375 px phone and on a desktop, in English and Urdu:
 * the owner's month per teacher (cards on a phone; sabaq advanced from recorded portions, "—"
 * where none; CSV download; the print view), the teachers-and-students report with each parent's
 * Copy link / Share on WhatsApp / QR card, the language switched from the portal without a
 * reload; the qari's dashboard and a student's profile with the share buttons and the printable
 * QR card; a qari and a student who open the owner's address are told where to go (the
 * width-independent checks, axe, the CSV, the print view, the owner's address as a qari, and the
 * student, on the phone only). The qari and the student open their first page in Urdu, the choice
 * their phone remembers. No page scrolls sideways, not even with a student's long e-mail address
 * in Qari Usman's class. Writes last month's days of one demo student, a teacher of its own with
 * one student, and that student with the long e-mail (Admin SDK), and puts them back.
 * Screenshots: test-results/screens/hifz-owner/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION, addMonths, isoDay } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import {
  adminDb,
  closeAdmin,
  expect,
  expectNoSeriousA11yViolations,
  open,
  pageAs,
  SCREENS_DIR,
  test,
  keepScreen,
  type SignedInRole,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';
import { rememberFirst } from './language-address.ts';

const PORTION_STUDENT = 'demo-student-hamza';
const QARI_USMAN = 'demo-qari-usman';
const LONE_TEACHER = 'e2e-month-teacher';
const LONE_STUDENT = 'e2e-month-student';
/** A student of Qari Usman whose e-mail is wider than a 375 px phone's line (issue 39: 391 px). */
const LONG_EMAIL_STUDENT = 'e2e-long-email-student';
const LONG_EMAIL = 'abdul.rahman.siddiqui.karachi@gmail.com';
const last = addMonths(karachiDay(), -1);
const lastParam = `${last.year}-${String(last.month).padStart(2, '0')}`;
const portionDays = [1, 2, 3].map((d) => isoDay(last.year, last.month, d));

const VIEWPORTS = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

test.beforeAll(async () => {
  const db = adminDb();
  const student = db.collection(STUDENTS_COLLECTION).doc(PORTION_STUDENT);
  // Three days of last month with a sabaq portion of 7 ayahs each (Al-Baqarah 1-7, 8-14, 15-21).
  await Promise.all(
    portionDays.map((date, i) =>
      student
        .collection(PROGRESS_SUBCOLLECTION)
        .doc(date)
        .set({
          date,
          day: i + 1,
          month: last.month,
          year: last.year,
          status: 'done',
          attendance: 'on-time',
          sabaq: 'very-good',
          sabaqPortion: { from: { surah: 2, ayah: i * 7 + 1 }, to: { surah: 2, ayah: i * 7 + 7 } },
        }),
    ),
  );
  await db
    .collection(TEACHERS_COLLECTION)
    .doc(LONE_TEACHER)
    .set({ name: 'Qari E2E Month', email: 'e2e-month@e2e.test' });
  await db
    .collection(STUDENTS_COLLECTION)
    .doc(LONE_STUDENT)
    .set({ name: 'E2E Month Student', email: 'e2e-month-s@e2e.test', teacherId: LONE_TEACHER });
  await db
    .collection(STUDENTS_COLLECTION)
    .doc(LONG_EMAIL_STUDENT)
    .set({ name: 'Abdul Rahman Siddiqui', email: LONG_EMAIL, teacherId: QARI_USMAN });
});

test.afterAll(async () => {
  const db = adminDb();
  const student = db.collection(STUDENTS_COLLECTION).doc(PORTION_STUDENT);
  await Promise.all(
    portionDays.map((d) => student.collection(PROGRESS_SUBCOLLECTION).doc(d).delete()),
  );
  await db.collection(TEACHERS_COLLECTION).doc(LONE_TEACHER).delete();
  await db.recursiveDelete(db.collection(STUDENTS_COLLECTION).doc(LONE_STUDENT));
  await db.recursiveDelete(db.collection(STUDENTS_COLLECTION).doc(LONG_EMAIL_STUDENT));
  await closeAdmin();
});

const shotsDir = join(SCREENS_DIR, 'hifz-owner');

async function shot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await keepScreen(page, { path: join(shotsDir, `${name}.png`), fullPage: true });
}

/**
 * The page does not scroll sideways, and no visible control lies outside the viewport's width as
 * set (375 px on the phone, not `innerWidth`: page-width.ts says why).
 */
async function expectFitsWidth(page: Page, where: string): Promise<void> {
  await expectNoSidewaysScroll(page, where, {
    controls: 'main a, main button, main input, main select',
  });
}

/** Opens `path` in a new page with the interface in Urdu (the remembered choice). */
async function openInUrdu(page: Page, path: string) {
  await rememberFirst(page, 'ur');
  await open(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
}

/** Presses the header's language switch (in the header bar at every width). */
async function switchLanguage(page: Page, label: string) {
  await page.locator('header').getByRole('button', { name: label }).click();
}

/** A new phone or desktop signed in as `role` (its session saved once per run). */
function newPhoneOrDesktop(
  browser: Browser,
  options: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  role: SignedInRole,
) {
  return pageAs(browser, role, {
    ...options,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test(
    `owner, qari and student on the ${size}, in English and Urdu`,
    { tag: '@serial' },
    async ({ browser }, testInfo) => {
      test.setTimeout(180_000);
      // Width-independent checks (axe, the CSV, the print view, the student) run on the phone.
      const onPhone = size === 'phone';
      const { context, page, close } = await newPhoneOrDesktop(browser, options, 'owner');
      try {
        // --- The owner's month, in English -------------------------------------------------------
        await open(page, '/dashboard-admin');
        await expect(page.getByRole('heading', { name: 'The month per teacher' })).toBeVisible();
        const month = page.locator('section[aria-labelledby="month-report"]');
        await month.getByLabel('Month').selectOption(lastParam);
        const usman = month.locator(`tr[data-teacher-id="${QARI_USMAN}"]`);
        await expect(usman.locator('th')).toContainText('Qari Muhammad Usman');
        // Hamza's 21 ayahs at least (the seed may add more portions for Qari Usman's class).
        await expect(usman.locator('[data-figure="sabaq"]')).toHaveText(/^\d+ ayahs$/);
        const ayahs = Number(
          (await usman.locator('[data-figure="sabaq"]').innerText()).split(' ')[0],
        );
        expect(ayahs).toBeGreaterThanOrEqual(21);
        await expect(usman.locator('[data-figure="attendance"]')).toContainText(/\d+%/);
        await expect(usman.locator('[data-figure="students"]')).toHaveText(/^\d+$/);
        const lone = month.locator(`tr[data-teacher-id="${LONE_TEACHER}"]`);
        await expect(lone.locator('[data-figure="students"]')).toHaveText('1');
        await expect(lone.locator('[data-figure="attendance"]')).toHaveText('—');
        await expect(lone.locator('[data-figure="sabaq"]')).toHaveText('—');
        await expect(lone.locator('[data-figure="fees"]')).toHaveText('1');
        if (onPhone) {
          // Each teacher is a card: the figure's label sits beside it, inside the window.
          const box = await lone.boundingBox();
          expect(box!.width).toBeLessThanOrEqual(375);
          expect(
            await lone
              .locator('[data-figure="sabaq"]')
              .evaluate((el) => getComputedStyle(el, '::before').content),
          ).toBe('"Sabaq advanced"');
        }
        await expectFitsWidth(page, `owner month ${size}`);
        await shot(page, `${size}-owner-en`);
        if (onPhone) await expectNoSeriousA11yViolations(page, testInfo);

        // The CSV and the print view are the same at every width: checked on the phone.
        if (onPhone) {
          const download = page.waitForEvent('download');
          await month.getByRole('button', { name: 'Download CSV' }).click();
          const file = await (await download).path();
          const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
          const lines = csv.split('\r\n');
          expect(lines[0]).toBe(
            'Teacher,Teacher e-mail,Students,Days present,Days absent,Attendance rate (%),Sabaq advanced (ayahs),Students behind on manzil,Students with fees pending',
          );
          expect(lines).toContain('Qari E2E Month,e2e-month@e2e.test,1,0,0,,,,1');
          expect(csv).toMatch(
            new RegExp(`Qari Muhammad Usman,qari@demo.test,\\d+,\\d+,\\d+,\\d+,${ayahs},`),
          );

          const [print] = await Promise.all([
            context.waitForEvent('page'),
            month.getByRole('link', { name: 'Print view' }).click(),
          ]);
          await expect(print).toHaveURL(
            new RegExp(`/dashboard-admin/report\\?month=${lastParam}$`),
          );
          await expect(print.getByRole('heading', { level: 1 })).toContainText(
            'the month per teacher',
          );
          await expect(print.locator(`tr[data-teacher-id="${LONE_TEACHER}"]`)).toBeVisible();
          await print.emulateMedia({ media: 'print' });
          await expect(print.locator('header.site-header')).toBeHidden();
          await expect(print.getByRole('button', { name: 'Print' })).toBeHidden();
          await expect(print.locator(`tr[data-teacher-id="${QARI_USMAN}"]`)).toBeVisible();
          await print.close();
        }

        // --- Urdu, switched from the portal page without a reload -------------------------------
        await page.evaluate(
          () => ((window as unknown as { notReloaded: boolean }).notReloaded = true),
        );
        await switchLanguage(page, 'اردو میں پڑھیں (Read in Urdu)');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByRole('heading', { name: 'ہر استاد کا مہینہ' })).toBeVisible();
        await expect(usman.locator('[data-figure="sabaq"]')).toHaveText(`${ayahs} آیات`);
        await expect(lone.locator('[data-figure="sabaq"]')).toHaveText('—');
        expect(
          await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
        ).toBe(true);

        // The teachers-and-students report: every parent's link with its buttons.
        await page.getByRole('button', { name: 'رپورٹ بنائیں' }).click();
        const hamza = page.locator(`.owner-report tr[data-student-id="${PORTION_STUDENT}"]`);
        const link = await hamza.locator('a[href*="token="]').getAttribute('href');
        expect(link).toMatch(/\/dashboard-student\?token=[A-Za-z0-9_-]{43}$/);
        await hamza.getByRole('button', { name: /لنک کاپی کریں\W+Hamza Qureshi/ }).click();
        await expect(hamza.getByText('لنک کاپی ہو گیا۔')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
        const whatsapp = hamza.getByRole('link', { name: /واٹس ایپ پر بھیجیں\W+Hamza Qureshi/ });
        const wa = new URL((await whatsapp.getAttribute('href'))!);
        expect(wa.origin + wa.pathname).toBe('https://wa.me/');
        expect(wa.searchParams.get('text')).toContain('السلام علیکم');
        expect(wa.searchParams.get('text')).toContain(link!);
        await expectFitsWidth(page, `owner report ur ${size}`);
        await shot(page, `${size}-owner-ur`);
        if (onPhone) await expectNoSeriousA11yViolations(page, testInfo);

        // The QR card of that student's link, from the report.
        await hamza.getByRole('link', { name: /والدین کے لیے QR کارڈ\W+Hamza Qureshi/ }).click();
        await expect(page).toHaveURL(/\/student-profile$/);
        const card = page.getByTestId('parent-card');
        await expect(card.getByRole('img', { name: /Hamza Qureshi/ })).toBeVisible();
        await expect(card).toContainText('Hamza Qureshi کے حفظ کی کارکردگی');
        await page.emulateMedia({ media: 'print' });
        await expect(card).toBeVisible();
        await expect(page.getByRole('button', { name: 'لنک کاپی کریں' })).toBeHidden();
        await expect(page.locator('.avatar-large')).toBeHidden();
        await shot(page, `${size}-profile-print-ur`);
      } finally {
        await close();
      }

      // --- The qari, in Urdu (remembered language), then English ---------------------------------
      const qari = await newPhoneOrDesktop(browser, options, 'qari');
      try {
        const q = qari.page;
        await openInUrdu(q, '/dashboard-qari');
        await expect(q.getByRole('heading', { name: 'استاد ڈیش بورڈ' })).toBeVisible();
        await expect(q.getByLabel('طلبہ تلاش کریں')).toBeVisible();
        await expect(q.getByText(LONG_EMAIL)).toBeVisible();
        await expectFitsWidth(q, `qari dashboard ${size}`);
        await shot(q, `${size}-qari-ur`);
        await q.getByRole('link', { name: /Hamza Qureshi/ }).click();
        await expect(q).toHaveURL(/\/students\/demo-student-hamza$/);
        await q.getByRole('link', { name: 'پروفائل' }).click();
        await expect(q).toHaveURL(/\/student-profile$/);
        await expect(q.getByRole('button', { name: 'لنک کاپی کریں' })).toBeVisible();
        await expect(q.getByRole('link', { name: 'واٹس ایپ پر بھیجیں' })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.me\/\?text=/,
        );
        await expect(q.getByTestId('parent-card').getByRole('img')).toBeVisible();
        await expect(q.getByRole('button', { name: 'کارڈ پرنٹ کریں' })).toBeVisible();
        await expectFitsWidth(q, `profile ${size}`);
        await shot(q, `${size}-qari-profile-ur`);
        if (onPhone) await expectNoSeriousA11yViolations(q, testInfo);

        await switchLanguage(q, 'Read in English (انگریزی میں پڑھیں)');
        await expect(q.locator('html')).toHaveAttribute('dir', 'ltr');
        await q.getByRole('button', { name: 'Copy link' }).click();
        await expect(q.getByText('Link copied.')).toBeVisible();
        const text = new URL(
          (await q.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!,
        ).searchParams.get('text');
        expect(text).toMatch(/^Assalamu alaikum\. Hamza Qureshi's hifz progress/);
        await shot(q, `${size}-qari-profile-en`);

        // A qari on the owner's address is told where to go instead (the same at every width).
        if (onPhone) {
          await open(q, '/dashboard-admin');
          await expect(
            q.getByRole('heading', { name: 'This page is not for your account' }),
          ).toBeVisible();
          await expect(q.getByText('This page is for the hifz admin of the mosque.')).toBeVisible();
          await q.getByRole('link', { name: 'Go to your teacher dashboard' }).click();
          await expect(q).toHaveURL(/\/dashboard-qari$/);
        }
      } finally {
        await qari.close();
      }

      // The student's page on the owner's address has one column at every width: the phone's.
      if (onPhone) {
        // --- A student on the owner's address, in Urdu --------------------------------------------
        const student = await newPhoneOrDesktop(browser, options, 'student');
        try {
          const s = student.page;
          await openInUrdu(s, '/dashboard-admin');
          await expect(
            s.getByRole('heading', { name: 'یہ صفحہ آپ کے اکاؤنٹ کے لیے نہیں' }),
          ).toBeVisible();
          await expect(s.getByText('یہ صفحہ مسجد کے حفظ کے منتظم کے لیے ہے۔')).toBeVisible();
          await expectFitsWidth(s, `student wrong place ${size}`);
          await shot(s, `${size}-student-wrong-place-ur`);
          await s.getByRole('link', { name: 'اپنی کارکردگی دیکھیں' }).click();
          await expect(s).toHaveURL(/\/dashboard-student$/);
        } finally {
          await student.close();
        }
      }
    },
  );
}
