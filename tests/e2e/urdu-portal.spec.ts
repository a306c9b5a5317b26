/**
 * The hifz portal's screens for every role, in Urdu and in English, at a phone's width
 * (375 px), with the checks the sweeps give the public site
 * (urdu-checks.ts): `lang`/`dir`, the tab title in the page's language, no sideways scroll, no
 * serious or critical axe violation, and in Urdu no Latin-script text outside `lang="en"` (the
 * names people typed, such as the students' names, are marked so) beyond the allowed list.
 * - the hifz owner (admin): the dashboard with the month per teacher, the new-teacher and
 *   new-student forms, the accounts and the teachers-and-students report with every parent's link
 *   (at its address in the owner's language); both print views; a student's progress, month report
 *   and profile (the parents' link);
 * - a teacher (qari): the students list, the class's today (the roll call and each student's
 *   day), a student's progress, today's day form with a manzil
 *   para picked (its portion filled in) and the question before leaving it unsaved, the monthly
 *   report and the profile;
 * - a student: the own progress, a recorded day (read-only) and the monthly report;
 * - a parent's link, opened at its Urdu address `/ur/dashboard-student?token=…` (Urdu by its
 *   address on a phone that remembers English, served without a Referer, and what an owner or
 *   qari reading Urdu shares): the month and the 30 paras, a recorded day (read-only), the
 *   report. Opened elsewhere: the Urdu link reloaded (reader-start.spec.ts), and the English
 *   address `/dashboard-student?token=…` (parent-link.spec.ts: Referrer-Policy, the token leaving
 *   the address, a reload; reader-start.spec.ts: English after a reload); here its screens are
 *   checked in English after the switch.
 * Every screen is shown once: checked in the language the page shows, then again after the
 * header's language switch, which changes the language in place (a signed-in page, and the
 * parent's page once open, has one address in both languages); the switch also changes the
 * title. A dialog is closed for the switch (the switch is behind it) and opened again. The switch
 * remembers the choice, so the next page opened starts in the language switched to: each role's
 * pages are opened in both languages by that remembered choice, the first in Urdu (remembered
 * before it opens). Each role's session is the one it signed in with once for the run
 * (auth.setup.ts). Every page also raises no Content-Security-Policy violation (support.ts).
 * Read-only: the day form is left without saving.
 */
import type { Page, TestInfo } from '@playwright/test';
import { addMonths, isoDay } from '@masjid/domain/progress';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey } from '@masjid/domain/month-report';
import { DEMO_PROGRESS_STUDENT } from '../../seed/demo-data.ts';
import { hifzEn } from '../../web/src/hifz-portal/i18n/en.ts';
import { hifzUr } from '../../web/src/hifz-portal/i18n/ur.ts';
import { appTookOver, demoParentToken, expect, open, signedInAs, test } from './support.ts';
import { rememberFirst, useLanguage, type Lang } from './language-address.ts';
import { checkShown, switchInPlace } from './urdu-checks.ts';

const STUDENT = DEMO_PROGRESS_STUDENT;
const today = karachiDay();
const TODAY_ISO = isoDay(today.year, today.month, today.day);
const LAST_MONTH = monthKey(addMonths(today, -1));
const DAY_WORDS = { en: hifzEn.hifzProgress.day, ur: hifzUr.hifzProgress.day } as const;

/** A screen of a role: its name, how to bring it up, what it must show in each language. */
interface Screen {
  name: string;
  /** Brings the screen up from the one before, in `lang`: the language the page shows now. */
  show: (page: Page, lang: Lang) => Promise<void>;
  /** What the screen must show in `lang` beyond `checkShown`'s checks: in both languages. */
  expectIn?: (page: Page, lang: Lang) => Promise<void>;
  /**
   * A dialog over a page, which covers the header's switch. `close` leaves it in `lang`, back to
   * the page; a dialog without `close` goes on to the next screen (a second dialog over it). Once
   * closed, the switch is pressed and the dialogs shown since the page are shown again.
   */
  dialog?: { close?: (page: Page, lang: Lang) => Promise<void> };
}

const other = (lang: Lang): Lang => (lang === 'ur' ? 'en' : 'ur');

/**
 * Shows every screen once, the first in `first`: checks it (checkShown and its `expectIn`) in the
 * language the page shows, presses the header's switch and checks it again in the other language,
 * where the next screen starts. Expects no Latin leak in the Urdu ones.
 */
async function sweep(
  page: Page,
  testInfo: TestInfo,
  role: string,
  screens: Screen[],
  first: Lang,
): Promise<void> {
  const leaks: string[] = [];
  const check = async (screen: Screen, lang: Lang) => {
    leaks.push(...(await checkShown(page, testInfo, `${role}-${screen.name}`, lang)));
    await screen.expectIn?.(page, lang);
  };
  let lang = first;
  let dialogs: Screen[] = [];
  for (const screen of screens) {
    await screen.show(page, lang);
    await check(screen, lang);
    if (screen.dialog) {
      dialogs.push(screen);
      if (!screen.dialog.close) continue;
      await screen.dialog.close(page, lang);
    }
    lang = other(lang);
    await switchInPlace(page, lang);
    for (const dialog of dialogs) {
      await dialog.show(page, lang);
      await check(dialog, lang);
    }
    if (!screen.dialog) await check(screen, lang);
    dialogs = [];
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

/** Closes the open dialog with Escape. */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Leaves today's day form without saving, from its question in `lang`. */
async function leaveDay(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: DAY_WORDS[lang].leave }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A recorded day of the month shown, opened read-only. */
const recordedDay: Screen = {
  name: 'day-read-only',
  show: async (page) => {
    await page.locator('.calendar-day.has-data').first().click();
    await expect(page.getByRole('dialog').getByRole('note')).toBeVisible();
  },
  dialog: { close: closeDialog },
};

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

/** The month report, from the progress dashboard with a day open, by its link (`link`, a selector). */
const reportFromProgress = (link: string): Screen => ({
  name: 'month-report',
  show: async (page) => {
    await closeDialog(page);
    await page.locator(link).click();
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

/**
 * A test of `role`'s screens (`title`), signed in with the role's session, its first page opened
 * in Urdu (the remembered choice).
 */
function roleSweep(role: 'owner' | 'qari' | 'student', title: string, screens: Screen[]): void {
  test.describe(`signed in as the ${role}`, () => {
    test.use({ storageState: signedInAs(role) });
    test(title, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      await rememberFirst(page, 'ur');
      await sweep(page, testInfo, role, screens, 'ur');
    });
  });
}

roleSweep('owner', 'the hifz owner (admin): dashboard, report, print views, a student', [
  {
    name: 'dashboard',
    show: async (page, lang) => {
      await openIn(page, '/dashboard-admin', lang);
      await page.locator('section[aria-labelledby="month-report"] select').selectOption(LAST_MONTH);
      await page.locator('section[aria-labelledby="report"] button').first().click();
      await expect(page.locator('.owner-report tr[data-student-id]').first()).toBeVisible({
        timeout: 20_000,
      });
    },
    expectIn: async (page, lang) => {
      // Each parent's link is shared at its address in the owner's language.
      await expect(
        page.locator('.owner-report a[href*="token="]').first(),
        `a parent's link in ${lang}`,
      ).toHaveAttribute(
        'href',
        lang === 'ur' ? /\/ur\/dashboard-student\?token=/ : /\/\/[^/]+\/dashboard-student\?token=/,
      );
      await expect(page.locator('section[aria-labelledby="accounts"] table').first()).toBeVisible();
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

roleSweep('qari', 'a teacher (qari): students, progress, the day form with portions, report', [
  {
    name: 'students',
    show: async (page, lang) => {
      await openIn(page, '/dashboard-qari', lang);
      await expect(page.locator(`a[href="/students/${STUDENT}"]`).first()).toBeVisible();
    },
  },
  {
    name: 'today',
    show: async (page, lang) => {
      await openIn(page, '/dashboard-qari/today', lang);
      await expect(page.locator(`.roll-call fieldset[data-student="${STUDENT}"]`)).toBeVisible();
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
    dialog: {},
  },
  {
    name: 'day-unsaved',
    show: async (page, lang) => {
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('alertdialog', { name: DAY_WORDS[lang].unsavedTitle }),
      ).toBeVisible();
    },
    dialog: { close: leaveDay },
  },
  {
    name: 'profile',
    show: async (page, lang) => {
      await leaveDay(page, lang);
      await page.locator('a[href="/student-profile"]').click();
      await expect(page.getByTestId('parent-card').getByRole('img')).toBeVisible();
    },
  },
]);

roleSweep('student', 'a student: own progress, a recorded day, the monthly report', [
  progress('/dashboard-student'),
  recordedDay,
  reportFromProgress('a[href^="/students/"][href*="/report?month="]'),
]);

test("a parent's Urdu link: the month, the paras, a day, the report, in Urdu and English", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = demoParentToken(STUDENT);
  // The Urdu link is Urdu by its address, even on a phone that remembers English.
  await useLanguage(page, 'en');
  await sweep(
    page,
    testInfo,
    'parent',
    [
      {
        name: 'link',
        show: async (page) => {
          const answer = await page.goto(`/ur/dashboard-student?token=${token}`);
          expect(answer?.headers()['referrer-policy'], 'Referrer-Policy of the Urdu link').toBe(
            'no-referrer',
          );
          // The token leaves the address (an Urdu link keeps `/ur` until the app moves it to the
          // portal's one address, keeping Urdu).
          await expect(page).toHaveURL(
            (url) => /^(\/ur)?\/dashboard-student$/.test(url.pathname) && url.search === '',
          );
          await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
          await progressShown(page);
          // Served with the month; the checks are of the page the app has taken over. (A reload
          // keeping the link's Urdu: reader-start.spec.ts.)
          await appTookOver(page);
          await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
        },
      },
      recordedDay,
      reportFromProgress('a[href^="/dashboard-student/report?month="]'),
    ],
    'ur',
  );
});
