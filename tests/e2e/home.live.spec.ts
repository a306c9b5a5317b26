/**
 * Home page behaviour that needs other data than the demo seed: no upcoming event, a
 * missing jamat time, and a saved change that shows without a reload. Each test changes Firestore
 * through the Admin SDK and puts the seeded documents back afterwards (also in afterAll, should a
 * test stop half-way). Its `@serial` tests run in the `serial-site` lane after the parallel
 * ones, never beside another test that changes the site's documents.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { EVENTS_COLLECTION } from '@masjid/domain/event';
import {
  PRAYER_NAMES,
  PUBLIC_PRAYERS,
  adminDb,
  closeAdmin,
  expect,
  jamatDoc,
  open,
  storedEvents,
  storedJamatTimings,
  test,
  twelveHour,
} from './support.ts';

test.describe.configure({ mode: 'default' });

let seededTimings: Record<string, string>;
let seededUpcoming: Map<string, boolean>;

async function restore(): Promise<void> {
  await jamatDoc().set(seededTimings);
  const batch = adminDb().batch();
  for (const [id, isUpcoming] of seededUpcoming) {
    batch.update(adminDb().collection(EVENTS_COLLECTION).doc(id), { isUpcoming });
  }
  await batch.commit();
}

test.beforeAll(async () => {
  seededTimings = { ...(await storedJamatTimings()) } as Record<string, string>;
  seededUpcoming = new Map((await storedEvents()).map((e) => [e.id, e.isUpcoming]));
});

test.afterEach(restore);

test.afterAll(async () => {
  await restore();
  await closeAdmin();
});

test(
  'with no event marked upcoming the placeholder card shows; marking one brings it back live',
  { tag: '@serial' },
  async ({ page }) => {
    const events = await storedEvents();
    const batch = adminDb().batch();
    for (const e of events)
      batch.update(adminDb().collection(EVENTS_COLLECTION).doc(e.id), { isUpcoming: false });
    await batch.commit();

    await open(page, '/');
    const section = page.getByRole('region', { name: 'Upcoming Events' });
    const cards = section.locator('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.locator('.badge')).toHaveText('No Events');
    await expect(cards.getByRole('heading')).toHaveText('No Upcoming Events');
    await expect(cards).toContainText('Masjid premises');
    await expect(section.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
    for (const e of events) await expect(section).not.toContainText(e.title);

    // An administrator marks one event upcoming: the open page shows it without a reload.
    const chosen = events.find((e) => seededUpcoming.get(e.id))!;
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    await adminDb().collection(EVENTS_COLLECTION).doc(chosen.id).update({ isUpcoming: true });
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading')).toHaveText(chosen.title);
    await expect(cards.locator('.badge')).toHaveText('Upcoming');
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  },
);

test(
  'a jamat time missing from the document shows "Not available"',
  { tag: '@serial' },
  async ({ page }) => {
    await jamatDoc().update({ asr: FieldValue.delete(), jumma: FieldValue.delete() });
    await open(page, '/');
    const expected = PUBLIC_PRAYERS.map((p) =>
      p === 'asr' || p === 'jumma' ? 'Not available' : twelveHour(seededTimings[p]!),
    );
    const strip = page.getByRole('region', { name: 'Jamat times today' });
    await expect(strip.locator('.prayer-strip-name')).toHaveText(PRAYER_NAMES);
    await expect(strip.locator('.prayer-strip-time')).toHaveText(expected);
    const block = page.getByRole('region', { name: 'Jamat Timing' });
    await expect(block.locator('tbody').getByRole('rowheader')).toHaveText(PRAYER_NAMES);
    await expect(block.locator('.jamat-time')).toHaveText(expected);
  },
);

test(
  'a saved jamat time appears on the open page without a reload',
  { tag: '@serial' },
  async ({ page }) => {
    await open(page, '/');
    const strip = page.getByRole('region', { name: 'Jamat times today' });
    const block = page.getByRole('region', { name: 'Jamat Timing' });
    const fajrStrip = strip.locator('[data-prayer="fajr"] .prayer-strip-time');
    const fajrBlock = block.locator('tr[data-prayer="fajr"] .jamat-time');
    await expect(fajrStrip).toHaveText(twelveHour(seededTimings.fajr!));
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );

    // A time that differs from the seeded one (seven minutes later).
    const [h, m] = seededTimings.fajr!.split(':').map(Number) as [number, number];
    const total = h * 60 + m + 7;
    const changed = `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    await jamatDoc().update({ fajr: changed });

    await expect(fajrStrip).toHaveText(twelveHour(changed));
    await expect(fajrBlock).toHaveText(twelveHour(changed));
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    // The other prayers are untouched.
    await expect(strip.locator('[data-prayer="isha"] .prayer-strip-time')).toHaveText(
      twelveHour(seededTimings.isha!),
    );
  },
);
