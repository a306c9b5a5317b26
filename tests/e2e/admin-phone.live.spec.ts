/**
 * The site-admin area on a 375 px phone and on a desktop, in English and in Urdu: every screen of
 * the admin menu (read from the page, so screens added later are covered too) has no sideways
 * scrolling and every field and button within reach; the menu marks the current section; the jamat
 * editor shows all six prayers with their time fields, Jumma included, and a hint in the form the
 * browser's time picker uses; a delete confirmation names the item and its date, has the focus on
 * Cancel, and Cancel (or Escape) changes nothing; the language switches without a reload. Runs in
 * the `live-site` project (it signs in, which writes nothing, but shares the admin session's data)
 * and changes no stored data. Full-page screenshots go to test-results/screens/admin-*.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { EVENTS_COLLECTION } from '@masjid/domain/event';
import { PRAYER_LABELS, PRAYER_LABELS_URDU, PUBLIC_PRAYERS } from '@masjid/domain/jamat';
import { RECORDINGS_COLLECTION } from '@masjid/domain/recording';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import {
  adminDb,
  closeAdmin,
  expect,
  expectNoSeriousA11yViolations,
  open,
  SCREENS_DIR,
  storedEvents,
  storedJamatTimings,
  test,
} from './support.ts';

test.afterAll(closeAdmin);

type Lang = 'en' | 'ur';

/** The words the tests look for, in each language (as the admin sees them). */
const WORDS = {
  en: {
    jamat: 'Jamat Timings',
    allEvents: 'Show All Events and make upcoming',
    edit: 'Edit',
    confirm: 'Confirm',
    cancel: 'Cancel',
    delete: 'Delete',
    email: 'Email',
    signedIn: 'Site administration · signed in as',
    signOut: 'Sign out',
    prayers: PRAYER_LABELS,
    eventQuestion: 'Delete the event',
    incompleteTime: 'Choose the full time: hour and minutes (and AM or PM if the field shows them)',
    recordingQuestion: 'Delete the recording',
  },
  ur: {
    jamat: 'اوقاتِ جماعت',
    allEvents: 'تمام تقریبات دیکھیں اور آنے والی مقرر کریں',
    edit: 'ترمیم',
    confirm: 'تصدیق',
    cancel: 'منسوخ',
    delete: 'حذف کریں',
    email: 'ای میل',
    signedIn: 'انتظامِ ویب سائٹ · لاگ اِن:',
    signOut: 'لاگ آؤٹ',
    prayers: PRAYER_LABELS_URDU,
    eventQuestion: 'کی تقریب',
    incompleteTime: 'پورا وقت منتخب کریں: گھنٹہ اور منٹ (اور اگر خانے میں ہوں تو AM یا PM)',
    recordingQuestion: 'کی ریکارڈنگ',
  },
} as const;

const VIEWPORTS = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

/**
 * Signs in as the demo site admin at /login with the interface in `lang` (the form's labels
 * checked), landing on `path`.
 */
async function signIn(page: Page, lang: Lang, path = '/update-jamat'): Promise<void> {
  await open(page, path);
  await expect(page).toHaveURL(/\/login$/);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByLabel(WORDS[lang].email).fill('siteadmin@demo.test');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form.login-form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('.admin-bar')).toContainText(WORDS[lang].signedIn);
}

/**
 * No sideways scrolling of the page, and every visible field, button and link of the admin area
 * lies inside the window's width (reachable without scrolling sideways).
 */
async function expectFitsWidth(page: Page, where: string): Promise<void> {
  const result = await page.evaluate(() => {
    const width = window.innerWidth;
    const outside = Array.from(
      document.querySelectorAll<HTMLElement>(
        '.admin-area input, .admin-area button, .admin-area select, .admin-area textarea, .admin-area a, .admin-area audio',
      ),
    )
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false; // not shown (folded menu)
        if (el.closest('.visually-hidden')) return false;
        return box.left < -1 || box.right > width + 1;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.getAttribute('name') ?? ''}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
  expect(result.scrollWidth, `page width at ${where}`).toBeLessThanOrEqual(result.width);
  expect(result.outside, `controls outside the window at ${where}`).toEqual([]);
}

/** Opens the admin menu on a phone (folded there); nothing to do on a desktop. */
async function showMenu(page: Page): Promise<void> {
  const toggle = page.locator('.admin-menu-toggle');
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

function screenPath(name: string): string {
  const dir = join(SCREENS_DIR, 'admin');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

/** `“title”` as the dialog shows it: the title may be wrapped in Unicode isolate marks. */
function quoted(title: string): RegExp {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`“\u2068?${escaped}\u2069?”`);
}

for (const [size, options] of Object.entries(VIEWPORTS)) {
  test.describe(`${size}`, () => {
    test.use(options);

    for (const lang of ['en', 'ur'] as const) {
      const words = WORDS[lang];

      test(`${lang}: every admin screen fits without sideways scrolling and the menu marks it`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        await open(page, '/login');
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        await page.reload();
        await expect(page.locator('#preloader')).toHaveCount(0);
        await expect(page.locator('form.login-form')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
        await expectFitsWidth(page, '/login');
        await page.screenshot({ path: screenPath(`${size}-${lang}-login`), fullPage: true });

        await signIn(page, lang);
        await showMenu(page);
        const links = page.locator('#admin-menu a');
        const paths = await links.evaluateAll((as) =>
          as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
        );
        expect(paths).toContain('/update-jamat');
        expect(paths).toContain('/all-events-flagged');
        // The screens stand under a few labelled sections, each a list named by its label.
        const sections = page.locator('#admin-menu .admin-menu-section');
        expect(await sections.count()).toBeGreaterThanOrEqual(5);
        for (const section of await sections.all())
          await expect(section.getByRole('list')).toHaveAccessibleName(
            (await section.locator('.admin-menu-heading').textContent())!,
          );
        await page.screenshot({ path: screenPath(`${size}-${lang}-menu-open`), fullPage: true });
        // One admin navigation: no second set of admin buttons on the page.
        for (const path of paths)
          await expect(page.locator(`.admin-content a[href="${path}"].btn-gold`)).toHaveCount(0);

        const [someEvent] = await storedEvents();
        for (const path of [...paths, `/edit-event/${someEvent!.id}`]) {
          await open(page, path);
          await expect(page.locator('.admin-content h1')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expectFitsWidth(page, path);
          const name = path.replace(/\//g, '_').replace(/^_/, '');
          await page.screenshot({ path: screenPath(`${size}-${lang}-${name}`), fullPage: true });
          await page.screenshot({ path: screenPath(`${size}-${lang}-${name}-top`) });

          // The current screen is marked: aria-current on its entry, a visible mark, its
          // section's label marked, and its section and name on the folded menu's button.
          const section = path.startsWith('/edit-event/') ? '/all-events-flagged' : path;
          await showMenu(page);
          await expectFitsWidth(page, `${path} (menu open)`);
          const current = page.locator('#admin-menu a[aria-current="page"]');
          await expect(current).toHaveCount(1);
          await expect(current).toHaveAttribute('href', section);
          await expect(current).toHaveClass(/is-current/);
          const mark = await current.evaluate((a) => getComputedStyle(a, '::before').content);
          expect(mark).toContain('✓');
          const currentSection = page.locator('#admin-menu .is-current-section');
          await expect(currentSection).toHaveCount(1);
          await expect(currentSection.locator('a[aria-current="page"]')).toHaveCount(1);
          const toggle = page.locator('.admin-menu-toggle');
          await expect(toggle).toContainText(
            (await currentSection.locator('.admin-menu-heading').textContent())!,
          );
          await expect(toggle).toContainText(
            (await current.textContent())!.replace('✓', '').trim(),
          );
          // Escape folds the menu again, the focus back on its button.
          await page.keyboard.press('Escape');
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await expect(toggle).toBeFocused();
        }
      });

      test(`${lang}: the jamat editor shows every prayer with its time field, Jumma included`, async ({
        page,
      }, testInfo) => {
        await signIn(page, lang);
        await expect(page.getByRole('heading', { name: words.jamat, level: 1 })).toBeVisible();
        const table = page.locator('.jamat-admin-table');
        for (const prayer of PUBLIC_PRAYERS) {
          await expect(table.locator(`th#jamat-h-${prayer}`)).toHaveText(words.prayers[prayer]);
          await expect(table.locator(`td[data-prayer="${prayer}"]`)).toBeVisible();
        }
        await page.getByRole('button', { name: words.edit, exact: true }).click();
        for (const prayer of PUBLIC_PRAYERS) {
          const field = page.locator(`input[type="time"][name="${prayer}"]`);
          await expect(field).toBeVisible();
          await expect(field).toHaveAccessibleName(words.prayers[prayer]);
          // Reachable by scrolling down only.
          await field.scrollIntoViewIfNeeded();
          await expect(field).toBeInViewport();
        }
        // The hint names no format: the picker shows 12- or 24-hour time as the device is set
        // (here it shows AM/PM although the page's locale is en-GB).
        const hint = page.locator('#jamat-hint');
        await expect(hint).toBeVisible();
        await expect(hint).not.toContainText(/\d{1,2}:\d{2}/);
        await expect(hint).not.toContainText(/HH:MM/i);
        await expectFitsWidth(page, '/update-jamat (editing)');
        await page.screenshot({
          path: screenPath(`${size}-${lang}-jamat-editing`),
          fullPage: true,
        });
        await expect(page.getByRole('button', { name: words.confirm })).toBeEnabled();
        await expectNoSeriousA11yViolations(page, testInfo);

        // An incomplete time is refused next to its field, in the page's language; nothing saved.
        const before = await storedJamatTimings();
        await page.locator('input[name="jumma"]').fill('');
        await page.getByRole('button', { name: words.confirm }).click();
        await expect(page.locator('#jamat-err-jumma')).toHaveText(words.incompleteTime);
        await expectFitsWidth(page, '/update-jamat (error)');
        expect(await storedJamatTimings()).toEqual(before);
      });

      test(`${lang}: deleting an event asks first, naming it; Cancel and Escape change nothing`, async ({
        page,
      }, testInfo) => {
        await signIn(page, lang, '/all-events-flagged');
        const before = await storedEvents();
        const event = before[0]!;
        const card = page.locator(`li[data-event-id="${event.id}"]`);
        await expect(card).toBeVisible();
        const deleteButton = card.getByRole('button', { name: new RegExp(words.delete) });
        await deleteButton.click();

        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(quoted(event.title));
        await expect(dialog).toContainText(words.eventQuestion);
        // The event's date, as the page writes it, is named too.
        const day = await page.evaluate(
          ([date, l]) =>
            new Intl.DateTimeFormat(l === 'ur' ? 'ur-PK' : 'en-GB', {
              timeZone: 'Asia/Karachi',
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            }).format(new Date(date)),
          [event.date, lang] as const,
        );
        await expect(dialog).toContainText(day);
        const cancel = dialog.getByRole('button', { name: words.cancel });
        await expect(cancel).toBeFocused();
        await expectFitsWidth(page, 'event delete dialog');
        await page.screenshot({ path: screenPath(`${size}-${lang}-event-confirm`) });
        await expectNoSeriousA11yViolations(page, testInfo);
        await cancel.click();
        await expect(dialog).toHaveCount(0);
        await expect(deleteButton).toBeFocused();

        // Escape is a "no" too.
        await deleteButton.click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);

        await expect(card).toBeVisible();
        expect(await storedEvents()).toEqual(before);
        expect((await adminDb().collection(EVENTS_COLLECTION).doc(event.id).get()).exists).toBe(
          true,
        );
      });

      test(`${lang}: deleting a recording asks first, naming it and its date; Cancel changes nothing`, async ({
        page,
      }) => {
        await signIn(page, lang, '/update-delete-morningSundaybayan');
        const row = page.locator('.admin-recording').first();
        await expect(row).toBeVisible();
        const id = (await row.getAttribute('data-recording-id'))!;
        const stored = await adminDb().collection(RECORDINGS_COLLECTION).doc(id).get();
        const title = stored.get('title') as string;
        await row.getByRole('button', { name: new RegExp(words.delete) }).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(quoted(title));
        await expect(dialog).toContainText(words.recordingQuestion);
        await expect(dialog).toContainText(
          await row
            .locator('time')
            .textContent()
            .then((t) => t!.trim()),
        );
        await expect(dialog.getByRole('button', { name: words.cancel })).toBeFocused();
        await page.screenshot({ path: screenPath(`${size}-${lang}-recording-confirm`) });
        await dialog.getByRole('button', { name: words.cancel }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.locator(`[data-recording-id="${id}"]`)).toBeVisible();
        expect((await adminDb().collection(RECORDINGS_COLLECTION).doc(id).get()).exists).toBe(true);
      });
    }
  });
}

test('the admin area switches language without a reload, and the choice is remembered', async ({
  page,
}) => {
  await signIn(page, 'en', '/all-events-flagged');
  await expect(page.getByRole('heading', { name: 'All events', level: 1 })).toBeVisible();
  // A mark on the window: it survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  // The switch sits in the header bar, outside the slide-in menu.
  await page.locator('.lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تمام تقریبات', level: 1 })).toBeVisible();
  await expect(page.locator('.admin-bar')).toContainText(WORDS.ur.signedIn);
  await expect(page.getByRole('button', { name: WORDS.ur.signOut })).toBeVisible();
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'تمام تقریبات', level: 1 })).toBeVisible();
});
