/**
 * What was recited and the 30-para picture, on a 375 px phone and a desktop, in English and Urdu:
 * - the qari, on a phone with English remembered, sees who is behind on manzil and records today
 *   with its portions (the sabaq and sabqi filled in, a para picked for manzil); each step's
 *   wall-clock time and taps are printed and attached to the test (no time limit is asserted);
 *   the same day again: a wrong ayah is refused with a reason, marking the day absent hides the
 *   grades, and leaving with unsaved edits asks first (in both languages);
 * - a parent's link on another phone then shows that day: the para grid as the domain computes it
 *   from the stored days, the day's marks in the calendar, and its portions, read-only;
 * - the student sees the 30 paras, each cell named as the domain computes it from the stored days
 *   ("Para 12: memorised" / "پارہ 12: یاد"), the calendar's legend, and a day read-only: no Save
 *   button and the reason in the reader's language;
 * - a parent's link shows the same paras and legend without signing in, in both languages.
 * The language changes in place with the header's switch (urdu-checks.ts, switchInPlace).
 * Removes the day it records.
 */
import type { Page, TestInfo } from '@playwright/test';
import * as z from 'zod/mini';
import { STUDENTS_COLLECTION, studentSchema } from '@masjid/domain/hifz';
import { isoDay, PROGRESS_SUBCOLLECTION } from '@masjid/domain/progress';
import {
  MEMORISATION_DOC_ID,
  MEMORISATION_SUBCOLLECTION,
  memorisationRecordSchema,
  paraGrid,
  portionDaySchema,
} from '@masjid/domain/hifz-memorisation';
import { paraBounds, paraOf, parseAyahRef, type AyahRef } from '@masjid/domain/quran-portion';
import { DEMO_PROGRESS_STUDENT } from '../../seed/demo-data.ts';
import { hifzEn } from '../../web/src/hifz-portal/i18n/en.ts';
import { hifzUr } from '../../web/src/hifz-portal/i18n/ur.ts';
import { rememberFirst, type Lang } from './language-address.ts';
import { switchInPlace } from './urdu-checks.ts';
import {
  adminDb,
  appTookOver,
  closeAdmin,
  demoParentToken,
  expect,
  expectNoSeriousA11yViolations,
  open,
  saveScreen,
  signedInAs,
  test,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

const karachiNow = new Date(Date.now() + 5 * 3600 * 1000);
const TODAY_ISO = isoDay(
  karachiNow.getUTCFullYear(),
  karachiNow.getUTCMonth() + 1,
  karachiNow.getUTCDate(),
);
const student = () => adminDb().collection(STUDENTS_COLLECTION).doc(DEMO_PROGRESS_STUDENT);
const todayRef = () => student().collection(PROGRESS_SUBCOLLECTION).doc(TODAY_ISO);
const hifzProgressEn = hifzEn.hifzProgress;
const hifzProgressUr = hifzUr.hifzProgress;
const reportEn = hifzEn.report;
const WORDS = { en: hifzProgressEn, ur: hifzProgressUr } as const;
/** The demo student's link, as the seed made it. */
const parentToken = () => demoParentToken();

test.afterAll(async () => {
  await todayRef().delete();
  await closeAdmin();
});

/**
 * Each para's name as the grid must give it, computed from the stored days and record (leaving
 * out the day `without`, if given).
 */
async function expectedCellNames(lang: Lang, without?: string): Promise<string[]> {
  const [days, record] = await Promise.all([
    student().collection(PROGRESS_SUBCOLLECTION).get(),
    student().collection(MEMORISATION_SUBCOLLECTION).doc(MEMORISATION_DOC_ID).get(),
  ]);
  const grid = paraGrid(
    days.docs.filter((d) => d.id !== without).map((d) => portionDaySchema.parse(d.data())),
    record.exists ? memorisationRecordSchema.parse(record.data()) : undefined,
    TODAY_ISO,
  );
  const words = WORDS[lang].grid;
  return grid.map((p) => {
    const state = words.states[p.due ? 'due' : p.state];
    const name = words.cell.replace('{{para}}', String(p.para)).replace('{{state}}', state);
    return p.state === 'partly' && p.upTo && !p.due
      ? words.cellWhere
          .replace('{{para}}', String(p.para))
          .replace('{{state}}', state)
          .replace('{{where}}', `${p.upTo.surah}:${p.upTo.ayah}`)
      : name;
  });
}

/** The grid's 30 cells carry `data-para` and the names the domain gives. */
async function expectGrid(page: Page, lang: Lang): Promise<void> {
  const cells = page.locator('.para-grid [data-para]');
  await expect(cells).toHaveCount(30);
  const names = await expectedCellNames(lang);
  expect(names.some((n) => n.includes(WORDS[lang].grid.states.memorised))).toBe(true);
  for (const [i, name] of names.entries())
    await expect(page.locator(`.para-grid [data-para="${i + 1}"]`)).toHaveAttribute(
      'aria-label',
      name,
    );
}

/** The calendar's legend names each attendance and grade in the page's language. */
async function expectLegend(page: Page, lang: Lang): Promise<void> {
  const legend = page.getByRole('region', { name: WORDS[lang].calendar.legend });
  for (const word of [
    ...Object.values(WORDS[lang].calendar.attendance),
    ...Object.values(WORDS[lang].calendar.grade),
  ])
    await expect(legend).toContainText(word);
}

/** Opens a recorded day read-only: no Save button, and the reason in the reader's language. */
async function expectReadOnlyDay(page: Page, lang: Lang): Promise<void> {
  await page.locator('.calendar-day.has-data').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'محفوظ کریں' })).toHaveCount(0);
  await expect(dialog.getByRole('note')).toHaveText(WORDS[lang].day.readOnly);
  await expect(dialog.getByRole('note')).toHaveAttribute('lang', lang);
  await dialog.getByRole('button', { name: 'بند کریں' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Wall-clock time and taps (or keys) of each step of a journey, printed in the test's log and
 * attached to its report.
 */
function stopwatch(testInfo: TestInfo) {
  const start = Date.now();
  let last = start;
  let allTaps = 0;
  const rows: string[] = [];
  const row = (name: string, ms: number, taps: number) =>
    `${name.padEnd(48)} ${String(ms).padStart(6)} ms  ${taps} taps or keys`;
  return {
    step(name: string, taps: number) {
      const now = Date.now();
      rows.push(row(name, now - last, taps));
      allTaps += taps;
      last = now;
    },
    async report(title: string) {
      rows.push(row('in all', Date.now() - start, allTaps));
      const text = `${title}\n${rows.join('\n')}`;
      console.log(text);
      await testInfo.attach(title, { body: text, contentType: 'text/plain' });
    },
  };
}

test.describe('as the qari', () => {
  test.use({ storageState: signedInAs('qari') });
  test(
    'a qari on a phone records today with its portions; the parent link then shows it',
    { tag: '@serial' },
    async ({ page, browser }, testInfo) => {
      test.setTimeout(120_000);
      // The portal's language is the choice remembered on the device: English, set before the
      // journey's first page, so the journey reads the same whatever an earlier visit chose.
      await rememberFirst(page, 'en');
      const en = hifzProgressEn;
      const name = z.parse(studentSchema, (await student().get()).data()).name;
      await open(page, '/dashboard-qari');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The demo student has no manzil in the last days: he is behind.
      const behind = page.getByRole('region', { name: en.behind.title });
      const behindLink = behind.getByRole('link', { name: new RegExp(`^${name}: para `) });
      await expect(behindLink).toBeVisible();
      await expectNoSidewaysScroll(page, 'qari dashboard (en)');
      await saveScreen(page, testInfo, 'qari-dashboard-behind');

      // The teacher's path, timed: from the dashboard to the day saved, accepting the suggested
      // sabaq and sabqi, picking the manzil's para, marking attendance and three grades.
      const clock = stopwatch(testInfo);
      await behindLink.click();
      await expect(page.getByText(en.view.forStudent.replace('{{name}}', name))).toBeVisible();
      await expect(page.getByTestId('manzil-overdue')).toContainText(
        en.manzil.overdue.replace('{{paras}}', ''),
      );
      clock.step('open the student from the dashboard', 1);
      await page.locator(`.calendar-day[data-date="${TODAY_ISO}"]`).click();
      const dialog = page.getByRole('dialog', { name: /یومیہ کارکردگی/ });
      const part = (legend: string) => dialog.getByRole('group', { name: legend, exact: true });
      const sabaq = part('سبق');
      const sabqi = part('سبقی');
      const manzil = part('منزل');
      // Sabaq continues from the last one, sabqi is the recent sabaq: both filled in.
      for (const group of [sabaq, sabqi]) {
        await expect(group.getByLabel('سے', { exact: true })).toHaveValue(/^\d+:\d+$/);
        await expect(group.getByLabel('تک', { exact: true })).toHaveValue(/^\d+:\d+$/);
        await expect(group.locator('select[name$="-para"]')).not.toHaveValue('');
      }
      clock.step('open today: sabaq and sabqi filled in', 1);
      // A para picked for manzil fills in its first and last ayah.
      await manzil.locator('select[name$="-para"]').selectOption('3');
      await expect(manzil.getByLabel('سے', { exact: true })).toHaveValue('2:253');
      await expect(manzil.getByLabel('تک', { exact: true })).toHaveValue('3:92');
      await part('حاضری').getByLabel('وقت پر آیا').check();
      await sabaq.getByLabel('بہت اچھا').check();
      await sabqi.getByLabel('بہت اچھا').check();
      await manzil.getByLabel('کچا').check();
      clock.step('pick the manzil para, attendance, three grades', 6);
      const typed = async (group: typeof sabaq) => ({
        from: await group.getByLabel('سے', { exact: true }).inputValue(),
        to: await group.getByLabel('تک', { exact: true }).inputValue(),
      });
      const sabaqText = await typed(sabaq);
      const sabqiText = await typed(sabqi);
      await dialog.getByRole('button', { name: 'محفوظ کریں' }).click();
      await expect(page.getByRole('status').filter({ hasText: en.view.saved })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      clock.step('save', 1);
      const ref = (text: string): AyahRef => {
        const parsed = parseAyahRef(text);
        if (!parsed) throw new Error(`Not an ayah: ${text}`);
        return parsed;
      };
      await expect
        .poll(async () => (await todayRef().get()).data(), { timeout: 20_000 })
        .toMatchObject({
          attendance: 'on-time',
          sabaq: 'very-good',
          sabqi: 'very-good',
          manzil: 'weak',
          sabaqPortion: { from: ref(sabaqText.from), to: ref(sabaqText.to) },
          sabqiPortion: { from: ref(sabqiText.from), to: ref(sabqiText.to) },
          manzilPortion: { from: paraBounds(3).from, to: paraBounds(3).to },
        });
      clock.step('stored in Firestore (synced)', 0);
      await clock.report('The qari records a day with its portions on a 375 px phone');
      const today = page.locator(`.calendar-day[data-date="${TODAY_ISO}"]`);
      await expect(today).toHaveAttribute('data-grade', 'weak');
      await expect(today).toHaveAttribute('data-attendance', 'on-time');
      await saveScreen(page, testInfo, 'progress-qari-en-phone');

      // The month's report from the teacher's screen: the image drawn, ready to share.
      await page.getByRole('link', { name: reportEn.open }).click();
      await expect(
        page.getByRole('heading', { name: reportEn.heading.replace('{{name}}', name) }),
      ).toBeVisible();
      await expect(page.getByTestId('report-image')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: reportEn.share })).toBeEnabled();
      await expectNoSidewaysScroll(page, 'monthly report (en)');
      await page.goBack();
      await expect(today).toHaveAttribute('data-grade', 'weak');

      // The same day again: a wrong ayah is refused with a reason and nothing changes; absent hides
      // the grades; leaving with unsaved edits asks first, and Keep editing stays.
      await today.click();
      await expect(sabaq.getByLabel('سے', { exact: true })).toHaveValue(sabaqText.from);
      await sabaq.getByLabel('تک', { exact: true }).fill('1:8');
      await dialog.getByRole('button', { name: 'محفوظ کریں' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        en.day.noSuchAyah.replace('{{surah}}', '1').replace('{{ayah}}', '8'),
      );
      await sabaq.getByLabel('تک', { exact: true }).fill(sabaqText.to);
      await part('حاضری').getByLabel('نہیں آیا').check();
      await expect(sabaq).toHaveCount(0);
      await expect(dialog.getByText(en.day.absentNoGrades)).toBeVisible();
      await saveScreen(page, testInfo, 'day-form-absent-en');
      await part('حاضری').getByLabel('وقت پر آیا').check();
      await expect(sabaq).toBeVisible();
      await sabaq.getByLabel('کچا').check();
      await expectNoSeriousA11yViolations(page, testInfo);
      await dialog.getByRole('button', { name: 'بند کریں' }).click();
      const ask = page.getByRole('alertdialog', { name: en.day.unsavedTitle });
      await expect(ask).toBeVisible();
      await saveScreen(page, testInfo, 'day-unsaved-en');
      await ask.getByRole('button', { name: en.day.stay }).click();
      await expect(dialog).toBeVisible();

      // In Urdu: the page's words, and the same question before leaving unsaved edits.
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').getByRole('button', { name: en.day.leave }).click();
      await expect(dialog).toHaveCount(0);
      await switchInPlace(page, 'ur');
      await expect(
        page.getByRole('heading', { name: hifzProgressUr.manzil.title, exact: true }),
      ).toBeVisible();
      await expectLegend(page, 'ur');
      await expectNoSidewaysScroll(page, 'qari progress (ur)');
      await saveScreen(page, testInfo, 'progress-qari-ur-phone');
      await today.click();
      await dialog.getByLabel('نیا سبق (کہاں سے)').fill('سورۃ النساء');
      await page.keyboard.press('Escape');
      const askUr = page.getByRole('alertdialog', { name: hifzProgressUr.day.unsavedTitle });
      await expect(askUr).toBeVisible();
      await saveScreen(page, testInfo, 'day-unsaved-ur');
      await askUr.getByRole('button', { name: hifzProgressUr.day.leave }).click();
      await expect(dialog).toHaveCount(0);
      const stored = (await todayRef().get()).data();
      expect(stored?.newLessonStart).toBeUndefined();
      expect(stored?.sabaq).toBe('very-good');

      // The parent's link, on another phone, signed in as nobody: the para grid and the calendar
      // show the day just recorded.
      const parentContext = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        locale: 'en-GB',
        timezoneId: 'Asia/Karachi',
      });
      try {
        const parent = await parentContext.newPage();
        await rememberFirst(parent, 'en');
        await parent.goto(`/dashboard-student?token=${parentToken()}`);
        await appTookOver(parent);
        await expect(parent.getByText(en.view.forStudent.replace('{{name}}', name))).toBeVisible();
        await expectGrid(parent, 'en');
        // Today's sabaq changed the grid: its para's cell is not what the earlier days alone give.
        const sabaqPara = paraOf(ref(sabaqText.to));
        const before = (await expectedCellNames('en', TODAY_ISO))[sabaqPara - 1];
        const after = (await expectedCellNames('en'))[sabaqPara - 1];
        expect(after).not.toBe(before);
        await expect(parent.locator(`.para-grid [data-para="${sabaqPara}"]`)).toHaveAttribute(
          'aria-label',
          after!,
        );
        const parentToday = parent.locator(`.calendar-day[data-date="${TODAY_ISO}"]`);
        await expect(parentToday).toHaveAttribute('data-grade', 'weak');
        await expect(parentToday).toHaveAttribute('data-attendance', 'on-time');
        await expectLegend(parent, 'en');
        await expectNoSidewaysScroll(parent, 'parent link progress (en)');
        await saveScreen(parent, testInfo, 'progress-parent-after-save-en-phone');
        await parentToday.click();
        const shown = parent.getByRole('dialog');
        await expect(shown.getByRole('note')).toHaveText(en.day.readOnly);
        await expect(shown.getByRole('button', { name: 'محفوظ کریں' })).toHaveCount(0);
        await expect(shown.locator('[data-part="sabaq"] .portion-value')).toContainText(
          `${sabaqText.from} – ${sabaqText.to}`,
        );
        // Across two surahs each end names its surah (DayDetailDialog, PortionValue).
        await expect(shown.locator('[data-part="manzil"] .portion-value')).toContainText(
          'البقرة 2:253 – آل عمران 3:92 (پارہ 3)',
        );
        await expect(shown.locator('[data-field="manzil"]')).toHaveText('کچا');
        await saveScreen(parent, testInfo, 'day-read-only-parent-en-phone');
      } finally {
        await parentContext.close();
      }
    },
  );
});

test.describe('as the student', () => {
  test.use({ storageState: signedInAs('student') });
  test(
    'the student sees the 30 paras, the legend and a read-only day, on a desktop',
    { tag: '@serial' },
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/dashboard-student');
      await expect(page.getByText('My Progress')).toBeVisible();
      await expectGrid(page, 'en');
      await expectLegend(page, 'en');
      await expect(page.getByRole('list', { name: /Ayahs of sabaq each day/ })).toBeVisible();
      await saveScreen(page, testInfo, 'progress-student-en-desktop');
      await expectReadOnlyDay(page, 'en');

      await switchInPlace(page, 'ur');
      await expectGrid(page, 'ur');
      await expectLegend(page, 'ur');
      await saveScreen(page, testInfo, 'progress-student-ur-desktop');
      await expectReadOnlyDay(page, 'ur');
      await expectNoSeriousA11yViolations(page, testInfo);
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoSidewaysScroll(page, 'student progress at 375 px (ur)');
      await saveScreen(page, testInfo, 'progress-student-ur-phone');
      await switchInPlace(page, 'en');
    },
  );
});

test(
  "a parent's link shows the paras and the legend, read-only, on a phone",
  { tag: '@serial' },
  async ({ page }, testInfo) => {
    await page.goto(`/dashboard-student?token=${parentToken()}`);
    await appTookOver(page);
    await expect(page.getByText('Progress for Muhammad Ahmed Raza')).toBeVisible();
    await expectGrid(page, 'en');
    await expectLegend(page, 'en');
    await expect(page.getByRole('button', { name: 'Save the cycle' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'parent link read-only (en)');
    await saveScreen(page, testInfo, 'progress-parent-en-phone');
    await expectReadOnlyDay(page, 'en');

    await switchInPlace(page, 'ur');
    await expectGrid(page, 'ur');
    await expectLegend(page, 'ur');
    await expectReadOnlyDay(page, 'ur');
    await expectNoSidewaysScroll(page, 'parent link read-only (ur)');
    await saveScreen(page, testInfo, 'progress-parent-ur-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveScreen(page, testInfo, 'progress-parent-ur-desktop');
    await switchInPlace(page, 'en');
  },
);
