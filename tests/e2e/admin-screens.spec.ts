/**
 * The site admin's screens that ask before they act, on a phone, in English and in Urdu, as the
 * site admin signed in once per run: the jamat editor shows all six prayers with their time
 * fields, Jumma included, and a hint in the form the browser's time picker uses, and refuses an
 * incomplete time next to its field; a delete confirmation names the item and its date, has the
 * focus on Cancel, and Cancel (or Escape) changes nothing; the language switches without a reload.
 * Every screen's layout, language and menu are in sweep-admin.spec.ts. Changes no stored data.
 */
import type { Page } from '@playwright/test';
import { EVENTS_COLLECTION } from '@masjid/domain/event';
import { PRAYER_LABELS, PRAYER_LABELS_URDU, PUBLIC_PRAYERS } from '@masjid/domain/jamat';
import { RECORDINGS_COLLECTION } from '@masjid/domain/recording';
import {
  adminDb,
  closeAdmin,
  expect,
  expectNoSeriousA11yViolations,
  open,
  signedInAs,
  storedEvents,
  storedJamatTimings,
  test,
} from './support.ts';
import { useLanguage } from './language-address.ts';
import { expectFitsWidth } from './admin-checks.ts';

test.afterAll(closeAdmin);
test.use({ storageState: signedInAs('siteAdmin') });

/** A seeded event and a seeded morning dars, which no other test deletes. */
const EVENT_ID = 'family-night';
const RECORDING_ID = 'demo-dars-13';

type Lang = 'en' | 'ur';

/** The words the tests look for, in each language (as the admin sees them). */
const WORDS = {
  en: {
    jamat: 'Jamat Timings',
    allEvents: 'Events',
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
    allEvents: 'تقریبات',
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

/** Opens `path` as the signed-in site admin with the interface in `lang`. */
async function openIn(page: Page, lang: Lang, path: string): Promise<void> {
  await useLanguage(page, lang);
  await open(page, path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('.admin-bar')).toContainText(WORDS[lang].signedIn);
}

/** `“title”` as the dialog shows it: the title may be wrapped in Unicode isolate marks. */
function quoted(title: string): RegExp {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`“\u2068?${escaped}\u2069?”`);
}

for (const lang of ['en', 'ur'] as const) {
  const words = WORDS[lang];

  test(`${lang}: the jamat editor shows every prayer with its time field, Jumma included`, async ({
    page,
  }, testInfo) => {
    await openIn(page, lang, '/update-jamat');
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
      // Named for its prayer and what it holds ("Fajr jamat time"), not the column head alone.
      const name =
        lang === 'ur'
          ? `${words.prayers[prayer]} کی جماعت کا وقت`
          : `${words.prayers[prayer]} jamat time`;
      await expect(field).toHaveAccessibleName(name);
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
    await openIn(page, lang, '/all-events-flagged');
    const event = (await storedEvents()).find((e) => e.id === EVENT_ID)!;
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
    expect((await adminDb().collection(EVENTS_COLLECTION).doc(event.id).get()).exists).toBe(true);
  });

  test(`${lang}: deleting a recording asks first, naming it and its date; Cancel changes nothing`, async ({
    page,
  }) => {
    await openIn(page, lang, '/update-delete-morningSundaybayan');
    const id = RECORDING_ID;
    const row = page.locator(`.admin-recording[data-recording-id="${id}"]`);
    await expect(row).toBeVisible();
    const stored = await adminDb().collection(RECORDINGS_COLLECTION).doc(id).get();
    const title = stored.get('title') as string;
    await row.getByRole('button', { name: new RegExp(words.delete) }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(quoted(title));
    await expect(dialog).toContainText(words.recordingQuestion);
    // The recording's date (the row also gives its length in a <time>).
    await expect(dialog).toContainText(
      await row
        .locator(`time[datetime="${String(stored.get('date'))}"]`)
        .textContent()
        .then((t) => t!.trim()),
    );
    await expect(dialog.getByRole('button', { name: words.cancel })).toBeFocused();
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(`[data-recording-id="${id}"]`)).toBeVisible();
    expect((await adminDb().collection(RECORDINGS_COLLECTION).doc(id).get()).exists).toBe(true);
  });
}

test('the admin area switches language without a reload, and the choice is remembered', async ({
  page,
}) => {
  await open(page, '/all-events-flagged');
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
