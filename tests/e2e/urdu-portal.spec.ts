/**
 * The hifz portal's screens for every role, in Urdu and in English, at a phone's width
 * (375 px), with the checks the sweeps give the public site
 * (urdu-checks.ts): `lang`/`dir`, the tab title in the page's language, no sideways scroll, no
 * serious or critical axe violation, and in Urdu no Latin-script text outside `lang="en"` (the
 * names people typed, such as the students' names, are marked so) beyond the allowed list.
 * - the hifz owner (admin): the dashboard with the month per teacher, the new-teacher and
 *   new-student forms, the accounts and the teachers-and-students report with every parent's link;
 *   both print views; a student's progress, month report and profile (the parents' link);
 * - a teacher (qari): the students list, a student's progress, today's day form with a manzil
 *   para picked (its portion filled in) and the question before leaving it unsaved, the monthly
 *   report and the profile;
 * - a student: the own progress, a recorded day (read-only) and the monthly report;
 * - a parent's link, `/dashboard-student?token=…` and its Urdu twin `/ur/dashboard-student?token=…`
 *   (Urdu by its address, served without a Referer like the English one, and what an owner or
 *   qari reading Urdu shares): the month and the 30 paras, a recorded day (read-only), the report.
 * Each role's session is the one it signed in with once for the run (auth.setup.ts); the language
 * is the remembered choice, changed between the passes. Every page also raises no
 * Content-Security-Policy violation (support.ts).
 * Read-only: the day form is left without saving.
 */
import type { Page, TestInfo } from '@playwright/test';
import { addMonths, isoDay } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey } from '@masjid/domain/month-report';
import { DEMO_PROGRESS_STUDENT } from '../../seed/demo-data.ts';
import { hifzEn } from '../../web/src/hifz-portal/i18n/en.ts';
import { hifzUr } from '../../web/src/hifz-portal/i18n/ur.ts';
import { demoParentToken, expect, open, signedInAs, test } from './support.ts';
import { addressIn, type Lang } from './language-address.ts';
import { checkShown } from './urdu-checks.ts';

const STUDENT = DEMO_PROGRESS_STUDENT;
const today = karachiDay();
const TODAY_ISO = isoDay(today.year, today.month, today.day);
const LAST_MONTH = monthKey(addMonths(today, -1));
const DAY_WORDS = { en: hifzEn.hifzProgress.day, ur: hifzUr.hifzProgress.day } as const;

/** A screen of a role: how to bring it up (in the language already chosen) and its name. */
interface Screen {
  name: string;
  show: (page: Page, lang: Lang) => Promise<void>;
}

/** Makes `lang` the remembered choice; the next page opened starts in it. */
async function remember(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
}

/**
 * Shows every screen in Urdu, then in English, checking each (checkShown), and expects no Latin
 * leak in the Urdu ones.
 */
async function sweep(
  page: Page,
  testInfo: TestInfo,
  role: string,
  screens: Screen[],
): Promise<void> {
  const leaks: string[] = [];
  for (const lang of ['ur', 'en'] as const) {
    await remember(page, lang);
    for (const screen of screens) {
      await screen.show(page, lang);
      leaks.push(...(await checkShown(page, testInfo, `${role}-${screen.name}`, lang)));
    }
  }
  expect(leaks, `Latin-script text in the ${role}'s Urdu screens outside lang="en"`).toEqual([]);
}

/** Opens a signed-in page (its address is the same in both languages) in `lang`. */
async function openIn(page: Page, path: string, lang: Lang): Promise<void> {
  await open(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * The progress dashboard shown: its 30 paras and its calendar are there. `timeout` (ms) for a page
 * that reads them from the functions emulator, whose cold workers answer in seconds on a busy
 * machine.
 */
async function progressShown(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('.para-grid [data-para]')).toHaveCount(30, { timeout });
  await expect(page.locator('.calendar-day').first()).toBeVisible();
}

/** The month report shown: its picture drawn. */
async function reportShown(page: Page): Promise<void> {
  await expect(page.getByTestId('report-image')).toBeVisible({ timeout: 20_000 });
}

/** A recorded day of the month shown, opened read-only. */
const recordedDay: Screen = {
  name: 'day-read-only',
  show: async (page) => {
    await page.locator('.calendar-day.has-data').first().click();
    await expect(page.getByRole('dialog').getByRole('note')).toBeVisible();
  },
};

/** Closes the open dialog with Escape. */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const progress = (path: string): Screen => ({
  name: 'progress',
  show: async (page, lang) => {
    await openIn(page, path, lang);
    await progressShown(page);
  },
});

const report = (path: string): Screen => ({
  name: 'month-report',
  show: async (page, lang) => {
    await openIn(page, `${path}?month=${LAST_MONTH}`, lang);
    await reportShown(page);
  },
});

/** The profile with the parents' link, from the student's progress shown (navigation state). */
const profile: Screen = {
  name: 'profile',
  show: async (page) => {
    await page.locator('a[href="/student-profile"]').click();
    await expect(page).toHaveURL(/\/student-profile$/);
    await expect(page.getByTestId('parent-card').getByRole('img')).toBeVisible();
  },
};

test.describe('signed in as the owner', () => {
  test.use({ storageState: signedInAs('owner') });
  test('the hifz owner (admin): dashboard, report, print views, a student', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await open(page, '/dashboard-admin');
    await sweep(page, testInfo, 'owner', [
      {
        name: 'dashboard',
        show: async (page, lang) => {
          await openIn(page, '/dashboard-admin', lang);
          await page
            .locator('section[aria-labelledby="month-report"] select')
            .selectOption(LAST_MONTH);
          await page.locator('section[aria-labelledby="report"] button').first().click();
          await expect(page.locator('.owner-report tr[data-student-id]').first()).toBeVisible({
            timeout: 20_000,
          });
          // Each parent's link is shared at its address in the owner's language.
          const link = await page
            .locator('.owner-report a[href*="token="]')
            .first()
            .getAttribute('href');
          expect(link, `a parent's link in ${lang}`).toMatch(
            lang === 'ur'
              ? /\/ur\/dashboard-student\?token=/
              : /\/\/[^/]+\/dashboard-student\?token=/,
          );
          await expect(
            page.locator('section[aria-labelledby="accounts"] table').first(),
          ).toBeVisible();
        },
      },
      {
        name: 'month-print',
        show: async (page, lang) => {
          await openIn(page, `/dashboard-admin/report?month=${LAST_MONTH}`, lang);
          await expect(page.locator('tr[data-teacher-id]').first()).toBeVisible();
        },
      },
      {
        name: 'report-print',
        show: async (page, lang) => {
          await openIn(page, '/dashboard-admin/report', lang);
          await expect(page.locator('tr[data-student-id]').first()).toBeVisible({
            timeout: 20_000,
          });
        },
      },
      report(`/students/${STUDENT}/report`),
      progress(`/students/${STUDENT}`),
      profile,
    ]);
  });
});

test.describe('signed in as the qari', () => {
  test.use({ storageState: signedInAs('qari') });
  test('a teacher (qari): students, progress, the day form with portions, report', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await open(page, '/dashboard-qari');
    await sweep(page, testInfo, 'qari', [
      {
        name: 'students',
        show: async (page, lang) => {
          await openIn(page, '/dashboard-qari', lang);
          await expect(page.locator(`a[href="/students/${STUDENT}"]`).first()).toBeVisible();
        },
      },
      report(`/students/${STUDENT}/report`),
      progress(`/students/${STUDENT}`),
      {
        name: 'day-form',
        show: async (page) => {
          await page.locator(`.calendar-day[data-date="${TODAY_ISO}"]`).click();
          const dialog = page.getByRole('dialog');
          // A para picked for manzil fills in its first and last ayah.
          const manzil = dialog.getByRole('group', { name: 'منزل', exact: true });
          await manzil.locator('select[name$="-para"]').selectOption('3');
          await expect(manzil.getByLabel('سے', { exact: true })).toHaveValue('2:253');
        },
      },
      {
        name: 'day-unsaved',
        show: async (page, lang) => {
          await page.keyboard.press('Escape');
          await expect(
            page.getByRole('alertdialog', { name: DAY_WORDS[lang].unsavedTitle }),
          ).toBeVisible();
        },
      },
      {
        name: 'profile',
        show: async (page, lang) => {
          await page.getByRole('button', { name: DAY_WORDS[lang].leave }).click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await page.locator('a[href="/student-profile"]').click();
          await expect(page.getByTestId('parent-card').getByRole('img')).toBeVisible();
        },
      },
    ]);
  });
});

test.describe('signed in as the student', () => {
  test.use({ storageState: signedInAs('student') });
  test('a student: own progress, a recorded day, the monthly report', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await open(page, '/dashboard-student');
    await sweep(page, testInfo, 'student', [
      progress('/dashboard-student'),
      recordedDay,
      {
        name: 'month-report',
        show: async (page) => {
          await closeDialog(page);
          await page.locator('a[href^="/students/"][href*="/report?month="]').click();
          await reportShown(page);
        },
      },
    ]);
  });
});

test("a parent's link and its Urdu twin: the month, the paras, a day, the report", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = demoParentToken(STUDENT);
  await open(page, '/');
  await sweep(page, testInfo, 'parent', [
    {
      name: 'link',
      show: async (page, lang) => {
        // The Urdu twin is Urdu by its address, even on a phone that remembers English.
        if (lang === 'ur') await remember(page, 'en');
        const answer = await page.goto(`${addressIn('/dashboard-student', lang)}?token=${token}`);
        expect(answer?.headers()['referrer-policy'], `Referrer-Policy of the ${lang} link`).toBe(
          'no-referrer',
        );
        // The token leaves the address (an Urdu link keeps `/ur` until the app moves it to the
        // portal's one address, keeping Urdu).
        await expect(page).toHaveURL(
          (url) => /^(\/ur)?\/dashboard-student$/.test(url.pathname) && url.search === '',
        );
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await progressShown(page);
        // A reload keeps the link's language (and its token, kept for this tab). Served without
        // the token, the page reads the month through the API.
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await progressShown(page, 30_000);
      },
    },
    recordedDay,
    {
      name: 'month-report',
      show: async (page) => {
        await closeDialog(page);
        await page.locator('a[href^="/dashboard-student/report?month="]').click();
        await reportShown(page);
      },
    },
  ]);
});
