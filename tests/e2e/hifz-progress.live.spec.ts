/**
 * The progress calendar, the Urdu day form, fees and offline entry: the qari records
 * a day and the student sees it read-only; the roll call of the qari's class saves a student's
 * attendance, which the student's calendar then shows; the month navigation's limits and messages; the parents'
 * link is read-only; two tabs changing different fields of one day keep both; and offline, the
 * qari records three days, reloads, sees them waiting, goes online, and the emulator then holds
 * all three (checked through the Admin SDK); a day saved offline survives a browser restart and
 * another qari's session on the same device (who never sends it) and reaches the server when its
 * qari signs in again. Restores what it changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { addMonths, isoDay, type DayRecord } from '@masjid/domain/progress';
import { DEMO_PROGRESS_STUDENT } from '../../seed/demo-data.ts';
import {
  adminDb,
  appTookOver,
  closeAdmin,
  demoParentToken,
  expect,
  expectNoSeriousA11yViolations,
  guardContext,
  offlineCopyMissing,
  WITH_SERVICE_WORKER,
  open,
  KEEP_SCREENS,
  saveScreen,
  signInToPortal,
  signedInAs,
  test,
} from './support.ts';
import { NO_SERVICE_WORKER, PHONE } from './viewports.ts';

const OTHER_STUDENT = 'demo-student-hamza';
const karachiNow = new Date(Date.now() + 5 * 3600 * 1000);
const TODAY = {
  year: karachiNow.getUTCFullYear(),
  month: karachiNow.getUTCMonth() + 1,
  day: karachiNow.getUTCDate(),
};
const TODAY_ISO = isoDay(TODAY.year, TODAY.month, TODAY.day);
const LAST = addMonths(TODAY, -1);
const monthName = (ym: { year: number; month: number }) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(ym.year, ym.month - 1, 1)),
  );
const dayRef = (student: string, date: string) =>
  adminDb().collection(STUDENTS_COLLECTION).doc(student).collection('progress').doc(date);

test.use({ storageState: signedInAs('qari') });

test.afterAll(async () => {
  await dayRef(DEMO_PROGRESS_STUDENT, TODAY_ISO).delete();
  const other = await adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(OTHER_STUDENT)
    .collection('progress')
    .get();
  await Promise.all(other.docs.map((d) => d.ref.delete()));
  await closeAdmin();
});

const cell = (page: Page, date: string) => page.locator(`.calendar-day[data-date="${date}"]`);

/**
 * In the day form of `date`: the grade `grade` for the field `group` (both as the form names them
 * in Urdu), saved; the day then waits to sync (the tests save offline).
 */
async function saveGrade(page: Page, date: string, group: string, grade: string) {
  await cell(page, date).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('group', { name: group, exact: true }).getByLabel(grade).check();
  await dialog.getByRole('button', { name: 'محفوظ کریں' }).click();
  await expect(cell(page, date)).toHaveClass(/pending/);
}

/**
 * With E2E_SCREENS: pictures of the sign-out question (open on `page`, in English at the phone's
 * width) at 375 and 1280 px in English and Urdu; leaves it open again in English at 375 px.
 */
async function questionScreens(page: Page, testInfo: TestInfo) {
  const asked = page.getByRole('alertdialog');
  const toggle = page.locator('header button.lang-switch');
  for (const lang of ['en', 'ur'] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await saveScreen(page, testInfo, `sign-out-saves-waiting-${lang}-${width}`);
    }
    await asked.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'منسوخ' }).click();
    await page.setViewportSize({ width: 375, height: 812 });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'ur' : 'en');
    await page.getByRole('button', { name: lang === 'en' ? 'لاگ آؤٹ' : 'Sign out' }).click();
  }
}

test(
  'the qari records a day in the Urdu form; the student sees it read-only',
  { tag: '@serial' },
  async ({ page }, testInfo) => {
    await open(page, '/dashboard-qari');
    // The student's entry in the list (named with the e-mail), not the behind-on-manzil notice.
    await page.getByRole('link', { name: /^Muhammad Ahmed Raza \S+@/ }).click();
    await expect(page.getByText('Progress for Muhammad Ahmed Raza')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(monthName(TODAY));
    await expect(page.locator('.calendar-head')).toHaveText([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const first = new Date(Date.UTC(TODAY.year, TODAY.month - 1, 1)).getUTCDay();
    await expect(page.locator('.calendar-blank')).toHaveCount(first);
    if (TODAY.day > 1)
      await expect(cell(page, isoDay(TODAY.year, TODAY.month, 1))).toHaveClass(/has-data/);
    await expect(cell(page, TODAY_ISO)).toHaveClass(/no-data/);
    await expect(page.getByTestId('fees-status')).toHaveCount(0); // the qari gets the choice
    await expect(page.getByLabel('Fees status')).toHaveValue('Paid');

    await cell(page, TODAY_ISO).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog).toHaveAttribute('lang', 'ur');
    await dialog
      .getByRole('group', { name: 'حاضری', exact: true })
      .getByLabel('وقت پر آیا')
      .check();
    await dialog.getByRole('group', { name: 'سبق', exact: true }).getByLabel('بہت اچھا').check();
    await dialog.getByRole('group', { name: 'منزل', exact: true }).getByLabel('کچا').check();
    await dialog.getByLabel('نیا سبق (کہاں سے)').fill('سورۃ یس، آیت 12');
    await dialog.getByLabel('فجر').check();
    await saveScreen(page, testInfo, 'day-form');
    await expectNoSeriousA11yViolations(page, testInfo);
    await dialog.getByRole('button', { name: 'محفوظ کریں' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Progress saved!' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(cell(page, TODAY_ISO)).toHaveClass(/has-data/);
    await expect(cell(page, TODAY_ISO)).not.toHaveClass(/pending/, { timeout: 20_000 });
    await expect
      .poll(async () => (await dayRef(DEMO_PROGRESS_STUDENT, TODAY_ISO).get()).data(), {
        timeout: 20_000,
      })
      .toMatchObject({
        attendance: 'on-time',
        sabaq: 'very-good',
        manzil: 'weak',
        namaz: { fajr: true, isha: false },
      });
    await saveScreen(page, testInfo, 'progress-qari');

    // A future day cannot be recorded.
    const tomorrow = new Date(Date.UTC(TODAY.year, TODAY.month - 1, TODAY.day + 1));
    if (tomorrow.getUTCMonth() + 1 === TODAY.month) {
      await cell(page, isoDay(TODAY.year, TODAY.month, TODAY.day + 1)).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Progress cannot be recorded for a future day.',
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    await page.getByRole('button', { name: 'Sign out' }).click();
    // Signed out once the portal has brought the reader to its sign-in page (opening it before
    // then found the qari still signed in, and was sent on to the dashboard).
    await expect(page).toHaveURL(/\/hifz-login$/);
    await signInToPortal(page, 'student@demo.test', /\/dashboard-student$/);
    await expect(page.getByText('My Progress')).toBeVisible();
    await expect(page.getByTestId('fees-status')).toHaveText('Paid');
    await expect(cell(page, TODAY_ISO)).toHaveClass(/has-data/);
    await cell(page, TODAY_ISO).click();
    await expect(page.getByRole('dialog').locator('[data-field="sabaq"]')).toHaveText('بہت اچھا');
    await expect(page.getByRole('dialog').locator('[data-prayer="fajr"]')).toContainText('✓');
    await expect(page.getByRole('dialog').locator('[data-prayer="isha"]')).toContainText('✗');
    await expect(page.getByRole('dialog').getByRole('radio')).toHaveCount(0);
    // Read-only: no Save button, and the reason in the reader's language.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'محفوظ کریں' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('dialog').getByRole('note')).toHaveText(
      'Only the qari can change this day; you are viewing it.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'بند کریں' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);

test(
  "the roll call saves the class's attendance; the student opens at today's form, and the calendar shows it",
  { tag: '@serial' },
  async ({ page }, testInfo) => {
    await dayRef(OTHER_STUDENT, TODAY_ISO).delete();
    await open(page, '/dashboard-qari');
    const hamzaLink = page.getByRole('link', { name: /^Hamza Qureshi/ });
    await expect(hamzaLink).toContainText('not recorded today');
    await page.getByRole('link', { name: "Today's class" }).click();
    await expect(page).toHaveURL(/\/dashboard-qari\/today$/);
    await page
      .getByRole('group', { name: /^Hamza Qureshi/ })
      .getByLabel('Absent')
      .check();
    await saveScreen(page, testInfo, 'qari-today');
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await expect(page.getByRole('region', { name: 'Roll call' }).getByRole('status')).toHaveText(
      'Attendance saved for 1 student.',
    );
    await expect
      .poll(async () => (await dayRef(OTHER_STUDENT, TODAY_ISO).get()).data(), {
        timeout: 20_000,
      })
      .toMatchObject({ attendance: 'absent', status: 'done' });

    // Each student's day opens the student at today's day form; absent asks for nothing more.
    await page.locator(`.class-day-list [data-student="${OTHER_STUDENT}"] a`).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('group', { name: 'حاضری', exact: true }).getByLabel('نہیں آیا'),
    ).toBeChecked();
    await expect(dialog.getByRole('group', { name: 'نماز', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'بند کریں' }).click();
    await expect(cell(page, TODAY_ISO)).toHaveAttribute('data-attendance', 'absent');
    await expect(cell(page, TODAY_ISO)).toBeInViewport();
  },
);

test.describe('as the student', () => {
  test.use({ storageState: signedInAs('student') });
  test(
    'month navigation: last month to this month, never offering another',
    { tag: '@serial' },
    async ({ page }) => {
      await open(page, '/dashboard-student');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(monthName(TODAY));
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      await page.getByRole('button', { name: 'Prev' }).click();
      await expect(heading).toHaveText(monthName(LAST));
      await expect(page.locator('.calendar-day.has-data')).toHaveCount(
        new Date(Date.UTC(LAST.year, LAST.month, 0)).getUTCDate(),
      );
      await expect(page.locator('.month-summary')).toContainText('days recorded');
      await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(heading).toHaveText(monthName(TODAY));
    },
  );
});

test.describe('a parent, not signed in', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test(
    "the parents' link shows the calendar read-only, without signing in",
    { tag: '@serial' },
    async ({ page }, testInfo) => {
      const token = demoParentToken();
      await page.goto(`/dashboard-student?token=${token}`);
      await appTookOver(page);
      await expect(page.getByText('Progress for Muhammad Ahmed Raza')).toBeVisible();
      await expect(page.getByTestId('fees-status')).toHaveText('Paid');
      await expect(page.getByLabel('Fees status')).toHaveCount(0);
      await page.getByRole('button', { name: 'Prev' }).click();
      await expect(cell(page, isoDay(LAST.year, LAST.month, 1))).toHaveClass(/has-data/);
      await cell(page, isoDay(LAST.year, LAST.month, 1)).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('radio')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'محفوظ کریں' })).toHaveCount(0);
      await expect(dialog.getByRole('note')).toHaveText(
        'Only the qari can change this day; you are viewing it.',
      );
      await saveScreen(page, testInfo, 'progress-parent');
      await expectNoSeriousA11yViolations(page, testInfo);
    },
  );
});

test(
  'two tabs changing different fields of the same day keep both',
  { tag: '@serial' },
  async ({ context }) => {
    const date = isoDay(LAST.year, LAST.month, 10);
    const a = await context.newPage();
    await open(a, '/dashboard-qari');
    const b = await context.newPage();
    for (const page of [a, b]) {
      await page.goto(`/students/${OTHER_STUDENT}`);
      await page.getByRole('button', { name: 'Prev' }).click();
      await cell(page, date).click();
    }
    await a
      .getByRole('dialog')
      .getByRole('group', { name: 'سبق', exact: true })
      .getByLabel('کچا')
      .check();
    await b
      .getByRole('dialog')
      .getByRole('group', { name: 'منزل', exact: true })
      .getByLabel('بہت اچھا')
      .check();
    await a.getByRole('dialog').getByRole('button', { name: 'محفوظ کریں' }).click();
    await b.getByRole('dialog').getByRole('button', { name: 'محفوظ کریں' }).click();
    await expect
      .poll(async () => (await dayRef(OTHER_STUDENT, date).get()).data() as DayRecord | undefined, {
        timeout: 20_000,
      })
      .toMatchObject({ sabaq: 'weak', manzil: 'very-good' });
  },
);

test.describe('offline', () => {
  // Offline entry: the service worker keeps the app for a reload without a network.
  test.use(WITH_SERVICE_WORKER);

  test(
    'offline: three days recorded, reloaded, still waiting; online again, all three reach the server',
    { tag: '@serial' },
    async ({ page, context }, testInfo) => {
      test.setTimeout(120_000);
      await open(page, '/dashboard-qari');
      await page.getByRole('link', { name: /Hamza Qureshi/ }).click();
      await expect(page.getByText('Progress for Hamza Qureshi')).toBeVisible();
      // The service worker controls the page and the app is kept for offline use.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // It claims the open page just after activating; allow for a busy 2-core machine.
      await expect
        .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 })
        .toBe(true);
      // Every file the build lists is kept (they are fetched a few at a time, after the page's own).
      await expect
        .poll(
          async () => {
            const { listed, missing } = await offlineCopyMissing(page);
            return { listed: listed > 20, missing };
          },
          { timeout: 60_000 },
        )
        .toEqual({ listed: true, missing: 0 });

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Prev' }).click();
      const dates = [1, 2, 3].map((d) => isoDay(LAST.year, LAST.month, d));
      for (const date of dates) {
        await saveGrade(page, date, 'سبقی', 'بہت اچھا');
        await expect(cell(page, date)).toHaveClass(/has-data/);
      }
      await expect(
        page.getByText('3 days are saved on this device, waiting to sync.'),
      ).toBeVisible();

      await page.reload();
      await expect(page.getByText('Progress for Hamza Qureshi')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Prev' }).click();
      for (const date of dates) await expect(cell(page, date)).toHaveClass(/pending/);
      await saveScreen(page, testInfo, 'progress-offline');
      for (const date of dates)
        expect((await dayRef(OTHER_STUDENT, date).get()).exists).toBe(false);

      await context.setOffline(false);
      for (const date of dates)
        await expect(cell(page, date)).not.toHaveClass(/pending/, { timeout: 30_000 });
      await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
      for (const date of dates)
        expect((await dayRef(OTHER_STUDENT, date).get()).data()).toMatchObject({
          sabqi: 'very-good',
          status: 'done',
        });
    },
  );

  test(
    "a day saved offline survives a browser restart and another qari's session; its qari's next sign-in sends it",
    { tag: '@serial' },
    async ({ playwright, launchOptions, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      const date = isoDay(LAST.year, LAST.month, 24);
      const qariA = 'demo-qari-usman';
      const dir = mkdtempSync(join(tmpdir(), 'outbox-users-'));
      // The same browser, flags and phone as every test's, on a profile kept on disk.
      const launch = async () => {
        const context = await playwright.chromium.launchPersistentContext(dir, {
          ...launchOptions,
          ...PHONE,
          baseURL,
          locale: 'en-GB',
          timezoneId: 'Asia/Karachi',
          // Firestore's requests then come from the page, where `context.route` sees them.
          ...NO_SERVICE_WORKER,
        });
        const violations = await guardContext(context);
        return { context, violations, page: context.pages()[0] ?? (await context.newPage()) };
      };
      const openHamza = async (page: Page) => {
        await page.getByRole('link', { name: /Hamza Qureshi/ }).click();
        await expect(page.getByText('Progress for Hamza Qureshi')).toBeVisible();
        await page.getByRole('button', { name: 'Prev' }).click();
      };
      const outboxOf = (page: Page, uid: string) =>
        page.evaluate((key) => localStorage.getItem(key), `hifz-outbox:${uid}`);
      const stored = async () => (await dayRef(OTHER_STUDENT, date).get()).data()?.sabqi;
      try {
        // Qari A signs in through the form, goes offline and saves a day.
        let { context, page, violations } = await launch();
        await signInToPortal(page, 'qari@demo.test', /\/dashboard-qari$/);
        await openHamza(page);
        await expect(cell(page, date)).toBeVisible();
        await context.setOffline(true);
        await saveGrade(page, date, 'سبقی', 'بہت اچھا');
        expect(violations).toEqual([]);
        await context.close();

        // The browser starts again on the same profile, online but with the Firestore emulator
        // out of reach: the day is still waiting, and signing out says it stays.
        ({ context, page, violations } = await launch());
        await context.route('http://127.0.0.1:8080/**', (route) => route.abort());
        await open(page, '/dashboard-qari');
        await openHamza(page);
        await expect(cell(page, date)).toHaveClass(/pending/, { timeout: 20_000 });
        await page.getByRole('button', { name: 'Sign out' }).click();
        const asked = page.getByRole('alertdialog');
        await expect(asked).toContainText(
          '1 saved day has not reached the server yet. It stays on this device and is sent when you sign in again. Sign out?',
        );
        if (KEEP_SCREENS) await questionScreens(page, testInfo);
        await asked.getByRole('button', { name: 'Sign out' }).click();
        await expect(page).toHaveURL(/\/hifz-login$/);

        // Qari B, online on the same device: nothing of A's is shown, settled or sent. Firestore
        // is reached again only once B is signed in: the page shows the sign-in form before A's
        // sign-out has ended, and A's day may go while A is still signed in.
        await signInToPortal(page, 'qari2@demo.test', /\/dashboard-qari$/);
        await context.unroute('http://127.0.0.1:8080/**');
        // B's students come from the server (none of them was read on this device before).
        await expect(page.getByRole('link', { name: /Ayesha Siddiqui/ })).toBeVisible();
        await expect(page.getByRole('link', { name: /Hamza Qureshi/ })).toHaveCount(0);
        await page.waitForTimeout(3_000);
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(await stored()).toBeUndefined();
        expect(JSON.parse((await outboxOf(page, qariA)) ?? '[]')).toHaveLength(1);
        // No question for B (A's saves are not B's); A's qari signs in again and the day is sent.
        await page.getByRole('button', { name: 'Sign out' }).click();
        await expect(page).toHaveURL(/\/hifz-login$/);
        await signInToPortal(page, 'qari@demo.test', /\/dashboard-qari$/);
        await expect.poll(stored, { timeout: 30_000 }).toBe('very-good');
        await expect.poll(() => outboxOf(page, qariA), { timeout: 15_000 }).toBeNull();
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(violations).toEqual([]);
        await context.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  test(
    'a save the server refuses on sync is shown to the teacher, not dropped',
    { tag: '@serial' },
    async ({ page, context }) => {
      const studentRef = adminDb().collection(STUDENTS_COLLECTION).doc(OTHER_STUDENT);
      const date = isoDay(LAST.year, LAST.month, 20);
      await open(page, '/dashboard-qari');
      await page.getByRole('link', { name: /Hamza Qureshi/ }).click();
      await expect(page.getByText('Progress for Hamza Qureshi')).toBeVisible();
      await page.getByRole('button', { name: 'Prev' }).click();
      try {
        await context.setOffline(true);
        await saveGrade(page, date, 'منزل', 'کچا');
        // Meanwhile the owner moves the student to the other qari.
        await studentRef.update({ teacherId: 'demo-qaria-sumaira' });
        await context.setOffline(false);
        await open(page, '/dashboard-qari');
        await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText(
          new RegExp(`Not saved: ${date} for Hamza Qureshi\\. The server refused it`),
          { timeout: 30_000 },
        );
        expect((await dayRef(OTHER_STUDENT, date).get()).exists).toBe(false);
        await page.getByRole('button', { name: 'Dismiss' }).click();
        await expect(page.getByText('Not saved')).toHaveCount(0);
      } finally {
        await studentRef.update({ teacherId: 'demo-qari-usman' });
      }
    },
  );
});
