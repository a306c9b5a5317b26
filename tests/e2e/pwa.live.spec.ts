/**
 * The installable, offline-capable site and its push notifications, in Chromium against
 * the emulators: the manifest and service worker, the home page offline, the reload offer after a
 * deploy, a push message shown by the service worker, and the 'Get notifications' control, which
 * on our machines (no FCM servers) must say notifications are unavailable and break nothing.
 *
 * The push tests (tagged `@push`) run in the full browser (project `full-browser`, beside `e2e`):
 * Chromium's headless shell has no notifications; the others in the pool with the service worker
 * on (WITH_SERVICE_WORKER). Each writes only its own device token; the one that writes dist/sw.js (a
 * simulated deploy, put back once the test has seen it take over, which every open page would
 * take as a new version) is `@alone`: last, by itself.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { PUSH_TOKENS_COLLECTION } from '@masjid/domain/push';
import { ASSETS_CACHE, STOP_OFFLINE_COPY_MESSAGE } from '../../web/src/common/pwa/offline-cache.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-data.ts';
import {
  PRAYER_NAMES,
  adminDb,
  closeAdmin,
  expect,
  expectNoSeriousA11yViolations,
  open,
  saveScreen,
  site,
  storedJamatTimings,
  submitSignIn,
  test,
  twelveHour,
  PUBLIC_PRAYERS,
  controlledByServiceWorker,
  offlineCopyMissing,
  WITH_SERVICE_WORKER,
} from './support.ts';

test.describe.configure({ mode: 'parallel' });
test.afterAll(closeAdmin);
// The site as a returning reader has it: the service worker registers and controls the pages.
test.use(WITH_SERVICE_WORKER);

const ORIGIN = 'http://127.0.0.1:5000';
const SW_FILE = join(process.cwd(), 'web', 'dist', 'sw.js');

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/**
 * Signs the demo qari in at /hifz-login once the service worker controls that page (so the
 * portal's pages, and its offline copy, go through it); `beforeSignIn` runs on the controlled page
 * first.
 */
async function signInQariUnderServiceWorker(
  page: Page,
  beforeSignIn?: () => Promise<void>,
): Promise<void> {
  await open(page, '/hifz-login');
  await controlledByServiceWorker(page);
  await beforeSignIn?.();
  await submitSignIn(page, 'qari@demo.test');
  await expect(page).toHaveURL(/\/dashboard-qari$/);
}

test('the site is installable: a manifest with name, theme and icons, and one service worker', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await open(page, '/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: site.name, start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toBe(
    await page.locator('meta[name="theme-color"]').getAttribute('content'),
  );
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    const [w, h] = pngSize(await res.body());
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);

  await controlledByServiceWorker(page);
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL),
  );
  expect(workers).toEqual([`${ORIGIN}/sw.js`]);
  // The app shell is precached.
  const shell = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys())
        if (new URL(req.url).pathname === '/app.html') return true;
    }
    return false;
  });
  expect(shell).toBe(true);
});

test('offline, a reload of / shows the last jamat timings, computed times and an out-of-date note', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const timings = await storedJamatTimings();
  await open(page, '/');
  const strip = page.locator('section.prayer-strip');
  await expect(strip.locator('li').first()).toContainText(twelveHour(timings.fajr!));
  await controlledByServiceWorker(page);
  // One visit under the worker's control, as a returning reader's would be.
  await page.reload();
  await expect(strip.locator('li').first()).toContainText(twelveHour(timings.fajr!));

  await context.setOffline(true);
  try {
    await page.reload();
    for (const [i, prayer] of PUBLIC_PRAYERS.entries()) {
      const item = strip.locator('li').nth(i);
      await expect(item).toContainText(PRAYER_NAMES[i]!);
      await expect(item).toContainText(twelveHour(timings[prayer]!));
    }
    await expect(strip).toContainText('Offline: these times may be out of date.');
    const block = page.locator('.jamat-block');
    // (Beside the scheduled change's notice, also a status, kept from the page offline.)
    await expect(block.locator('.jamat-stale[role="status"]')).toContainText(
      /Offline: jamat times as last seen on .+\. They may be out of date\./,
    );
    await expect(block.locator('tr[data-prayer="zuhr"] .jamat-time')).toHaveText(
      twelveHour(timings.zuhr!),
    );
    // Today's sun and prayer start times are computed on the device.
    await expect(block.locator('.jamat-sun')).toContainText(/Sunrise: \d{1,2}:\d{2}\s?[AP]M/i);
    await expect(block.locator('tr[data-prayer="fajr"] .jamat-start')).toHaveText(
      /^\d{1,2}:\d{2}\s?[AP]M$/i,
    );
    await saveScreen(page, testInfo, 'home-offline');
  } finally {
    await context.setOffline(false);
  }
  // Back online, a fresh read replaces the remembered one and the note goes.
  await page.reload();
  await expect(page.locator('.jamat-stale')).toHaveCount(0);
});

test(
  'after a deploy, an open page offers a reload into the new version',
  { tag: '@alone' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, '/');
    await controlledByServiceWorker(page);
    const original = readFileSync(SW_FILE);
    try {
      // A new build: any byte of sw.js changed.
      writeFileSync(SW_FILE, Buffer.concat([original, Buffer.from(`\n// deploy ${Date.now()}\n`)]));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      const offer = page
        .getByRole('status')
        .filter({ hasText: 'A new version of this site is ready.' });
      await expect(offer).toBeVisible({ timeout: 30_000 });
      await expect(
        page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
      ).resolves.toBe(true);
      await Promise.all([
        page.waitForEvent('load', { timeout: 30_000 }),
        offer.getByRole('button', { name: 'Reload' }).click(),
      ]);
      await expect(page.locator('#preloader')).toBeHidden();
      await expect(page.getByText('A new version of this site is ready.')).toHaveCount(0);
      // The new version now controls the page; none is left waiting. (The deploy stays in place
      // until this is seen: an update check after the reload would otherwise find the old
      // sw.js put back, a version newer than the one in control, and install it.)
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            return { waiting: !!reg?.waiting, controlled: !!navigator.serviceWorker.controller };
          }),
        )
        .toEqual({ waiting: false, controlled: true });
    } finally {
      writeFileSync(SW_FILE, original);
    }
  },
);

/** Delivers a push message to the site's service worker as the push service would (CDP). */
async function deliverPush(context: BrowserContext, page: Page, data: unknown): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${ORIGIN}/`)).toBe(true);
  const { registrationId } = registrations.find(
    (r) => r.scopeURL === `${ORIGIN}/` && !r.isDeleted,
  )!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: ORIGIN,
    registrationId,
    data: JSON.stringify(data),
  });
}

test(
  'a push message is shown by the service worker in the reader’s language, with its link',
  { tag: '@push' },
  async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['notifications'], { origin: ORIGIN });
    await open(page, '/');
    await controlledByServiceWorker(page);
    // The FCM data message of a new Friday bayan, for an Urdu reader (functions/src/push).
    await deliverPush(context, page, {
      from: '000000000000',
      data: {
        kind: 'recording',
        title: 'جمعہ کا نیا بیان',
        body: 'صبر اور شکر',
        link: '/bayan/demo-friday-01',
        lang: 'ur',
        tag: 'recording-demo-friday-01',
      },
    });
    // One that would open another site is not shown.
    await deliverPush(context, page, {
      data: { kind: 'event', title: 'Phish', body: 'x', link: 'https://evil.example/', lang: 'en' },
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            dir: n.dir,
            lang: n.lang,
            tag: n.tag,
            data: n.data as unknown,
          })),
        ),
      )
      .toEqual([
        {
          title: 'جمعہ کا نیا بیان',
          body: 'صبر اور شکر',
          dir: 'rtl',
          lang: 'ur',
          tag: 'recording-demo-friday-01',
          data: { link: '/bayan/demo-friday-01' },
        },
      ]);
  },
);

/** Counts calls of Notification.requestPermission (a permission prompt) from page load on. */
const COUNT_PROMPTS = () => {
  const original = Notification.requestPermission.bind(Notification);
  (window as unknown as { prompts: number }).prompts = 0;
  Notification.requestPermission = (() => {
    (window as unknown as { prompts: number }).prompts += 1;
    return original();
  }) as typeof Notification.requestPermission;
};
const prompts = (page: Page) =>
  page.evaluate(() => (window as unknown as { prompts: number }).prompts);

test(
  'Get notifications asks only when pressed; without FCM it says so and the site goes on',
  { tag: '@push' },
  async ({ page, context }, testInfo) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['notifications'], { origin: ORIGIN });
    await context.addInitScript(COUNT_PROMPTS);
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await open(page, '/');
    await controlledByServiceWorker(page); // past the start-up work of the page
    expect(await prompts(page)).toBe(0);

    const footer = page.locator('footer.site-footer');
    await footer.getByRole('button', { name: 'Get notifications' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      'Notifications are not available right now. Please try again later.',
      { timeout: 30_000 },
    );
    expect(await prompts(page)).toBe(1);
    expect(logs).toContain('No FCM token generated.');
    // Still offered, for another try later.
    await expect(footer.getByRole('button', { name: 'Get notifications' })).toBeEnabled();
    await saveScreen(page, testInfo, 'notifications-unavailable');
    await expectNoSeriousA11yViolations(page, testInfo);

    // The rest of the site is unaffected.
    await footer.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test(
  'a browser that refuses permission is told notifications are blocked, in Urdu too',
  { tag: '@push' },
  async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ur'));
    await open(page, '/');
    const footer = page.locator('footer.site-footer');
    await footer.getByRole('button', { name: 'اطلاعات حاصل کریں' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      'اس ویب سائٹ کی اطلاعات براؤزر میں بند ہیں۔ اطلاعات کے لیے براؤزر کی سائٹ سیٹنگز میں اجازت دیں۔',
    );
    await expect(footer.getByRole('button', { name: 'اطلاعات حاصل کریں' })).toHaveCount(0);
  },
);

/**
 * A device that turned notifications on at `savedAt` as a visitor: its token stored in Firestore
 * and in the page's localStorage, notifications allowed. Returns the token's document.
 */
async function subscribedDevice(
  context: BrowserContext,
  name: string,
  savedAt: Timestamp,
): Promise<DocumentReference> {
  const token = `${name}:APA91b${createHash('sha256').update(`${name}${Date.now()}`).digest('hex')}`;
  const ref = adminDb()
    .collection(PUSH_TOKENS_COLLECTION)
    .doc(createHash('sha256').update(token).digest('hex'));
  await ref.set({ token, userId: null, language: 'en', createdAt: savedAt, lastSeenAt: savedAt });
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  await context.addInitScript(
    ({ stored, at }) => {
      if (!localStorage.getItem('pushToken')) {
        localStorage.setItem('pushToken', stored);
        localStorage.setItem('pushRefreshedAt', at);
      }
    },
    { stored: token, at: String(savedAt.toMillis()) },
  );
  return ref;
}

test(
  'a subscribed device refreshes its token at start-up and can turn notifications off',
  { tag: '@push' },
  async ({ page, context }, testInfo) => {
    test.setTimeout(60_000);
    // A device that turned notifications on two days ago (FCM gave it this token then).
    const twoDaysAgo = Timestamp.fromMillis(Date.now() - 2 * 86_400_000);
    const ref = await subscribedDevice(context, 'e2e-device', twoDaysAgo);
    await context.addInitScript(COUNT_PROMPTS);

    await open(page, '/');
    const footer = page.locator('footer.site-footer');
    await expect(footer.getByRole('status')).toHaveText('Notifications are on for this device.');
    // Start-up refresh: the server saw the device again, with nothing asked of the reader.
    await expect
      .poll(async () => ((await ref.get()).get('lastSeenAt') as Timestamp).toMillis(), {
        timeout: 40_000,
      })
      .toBeGreaterThan(twoDaysAgo.toMillis() + 86_400_000);
    expect((await ref.get()).get('createdAt')).toEqual(twoDaysAgo);
    expect(await prompts(page)).toBe(0);
    await saveScreen(page, testInfo, 'notifications-on');

    await footer.getByRole('button', { name: 'Turn off notifications' }).click();
    await expect(footer.getByRole('button', { name: 'Get notifications' })).toBeVisible();
    await expect.poll(async () => (await ref.get()).exists).toBe(false);
    // The device forgets its token once the server has answered (it may still be answering when
    // the document is gone).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pushToken'))).toBeNull();
  },
);

test(
  'a subscribed device signed into the hifz portal is saved for that user',
  { tag: '@push' },
  async ({ page, context }) => {
    test.setTimeout(60_000);
    // Saved as a visitor's device just now, so the start-up refresh is not due.
    const ref = await subscribedDevice(context, 'e2e-portal', Timestamp.now());
    await signInQariUnderServiceWorker(page);
    const qari = DEMO_ACCOUNTS.find((a) => a.email === 'qari@demo.test')!;
    await expect
      .poll(async () => (await ref.get()).get('userId') as string | null, { timeout: 20_000 })
      .toBe(qari.uid);
    await ref.delete();
  },
);

test('a portal device is kept for offline use even while the teacher goes from page to page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInQariUnderServiceWorker(page, async () => {
    // Two files of an earlier build: one fetched 30 days ago and still in use when the deploy came;
    // one the copy found gone from the list 8 days ago.
    await page.evaluate(async (assetsCache) => {
      const cache = await caches.open(assetsCache);
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toUTCString();
      const file = (headers: Record<string, string>) =>
        new Response('export {};', {
          headers: { 'Content-Type': 'text/javascript', ...headers },
        });
      await cache.put('/assets/earlier-build-fetched.js', file({ Date: daysAgo(30) }));
      await cache.put(
        '/assets/earlier-build-left.js',
        file({ Date: daysAgo(30), 'X-Left-Build-At': daysAgo(8) }),
      );
    }, ASSETS_CACHE);
  });
  // A full page load every 2-3 s, as a teacher opening pages on a phone: the copy is the service
  // worker's, so no page load restarts it or cuts it off (run in the page, it never finished).
  const started = Date.now();
  let copy = await offlineCopyMissing(page);
  expect(copy.listed).toBeGreaterThan(20);
  while (copy.missing > 0 && Date.now() - started < 60_000) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(2_000);
    copy = await offlineCopyMissing(page);
  }
  expect(copy.missing, 'files of /asset-list.json not in the offline copy').toBe(0);
  // Once the copy is done, a file of an earlier build is kept a week from when the copy first found
  // it gone from the list (a tab opened before the deploy may still ask for it), then dropped.
  await expect
    .poll(() =>
      page.evaluate(async (assetsCache) => {
        const cache = await caches.open(assetsCache);
        const fetched = await cache.match('/assets/earlier-build-fetched.js');
        return {
          fetched: fetched?.headers.has('X-Left-Build-At') ? 'kept, marked' : String(fetched),
          left: String(await cache.match('/assets/earlier-build-left.js')),
        };
      }, ASSETS_CACHE),
    )
    .toEqual({ fetched: 'kept, marked', left: 'undefined' });
});

test('the offline copy ends when the page is about to let a new version take over', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInQariUnderServiceWorker(page);
  const listed = (await offlineCopyMissing(page)).listed;
  // Some files are in (the pages' own, then the copy's from 5 s after the ask), most are still to
  // come. Stopped before it starts or during it, the copy keeps nothing more.
  await expect
    .poll(async () => (await offlineCopyMissing(page)).missing, { timeout: 60_000 })
    .toBeLessThan(listed - 20);
  // What applyUpdate posts before the new version is told to take over.
  await page.evaluate(
    (type) => navigator.serviceWorker.controller?.postMessage({ type }),
    STOP_OFFLINE_COPY_MESSAGE,
  );
  // The fetches under way end; nothing more is kept.
  await page.waitForTimeout(1_500);
  const stopped = (await offlineCopyMissing(page)).missing;
  await page.waitForTimeout(4_000);
  expect(stopped, 'files still missing once stopped').toBeGreaterThan(0);
  expect((await offlineCopyMissing(page)).missing, 'files missing 4 s later').toBe(stopped);
});
