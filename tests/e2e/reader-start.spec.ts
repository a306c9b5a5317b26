/**
 * A page the `pages` function served with its content starts the app only once it is needed
 * (web/src/app/reader-start/, issue 17): a reader who only reads downloads a few KB of the page's
 * own script, not the app, and still has a working menu, moving slides and a language switch
 * that remembers the choice. Pressing a control that needs the app starts it, and the press takes
 * effect; the app starts by itself when the page's values are due to be read again. The minute
 * between refreshes is production's here (the suite shortens it to 2 s elsewhere). Checks of the
 * same page before the app share its load: `/` (slides, then a press), `/events` on a phone (the
 * menus, then the calendar's link).
 */
import type { Page } from '@playwright/test';
import { PARENT_TOKEN_KEY } from '../../web/src/hifz-portal/students/parent-token-store.ts';
import { TAB_LANGUAGE_KEY } from '../../web/src/app/i18n/language-storage.ts';
import {
  DEMO_STUDENT,
  demoParentToken,
  DESKTOP,
  expect,
  keepLiveRefresh,
  PHONE,
  startApp,
  test,
} from './support.ts';

/** How long a month read through the API may take: the functions emulator's cold workers answer
 * in seconds on a busy machine (ms). */
const API_READ_MS = 30_000;

/** The page's own scripts: its entry and what it shares with the app (web/vite.config.ts). */
const PAGE_SCRIPTS = /^\/assets\/(reader-start|page-behaviour)-[\w-]+\.js$/;

/** The app takes the page over, started by the page's own script (not by the tests' startApp). */
async function appStartedByItself(page: Page): Promise<void> {
  await expect(page.locator('#root'), 'the app has taken over').not.toHaveAttribute(
    'data-prerendered',
  );
}

/** Collects the address of every script `page` requests from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * The page's own script has run (it hides the loading bar: the page is whole), and `ms` have
 * passed without the app.
 */
async function readFor(page: Page, ms: number): Promise<void> {
  await expect(page.locator('#preloader'), 'no loading bar over a whole page').toBeHidden();
  await page.waitForTimeout(ms);
  await expect(page.locator('#root'), 'the served HTML is still the page').toHaveAttribute(
    'data-prerendered',
  );
}

test.beforeEach(async ({ page }) => {
  await keepLiveRefresh(page);
});

/**
 * Reads `path` for 6 s without the app: the slides move on by the page's own script, dot and all,
 * and no script of the app is requested (`scripts`, from scriptsOf).
 */
async function slidesMoveWithoutApp(page: Page, path: string, scripts: string[]): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.slide.is-active')).toHaveAttribute('data-slide', '0');
  await readFor(page, 6_000);
  await expect(page.locator('.slide.is-active')).toHaveAttribute('data-slide', '1');
  await expect(page.locator('.slide-dot').nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.slide[data-slide="0"]')).toHaveAttribute('aria-hidden', 'true');
  expect(scripts.filter((script) => PAGE_SCRIPTS.test(script))).toHaveLength(2);
  expect(
    scripts.filter((script) => !PAGE_SCRIPTS.test(script)),
    'no script of the app',
  ).toEqual([]);
}

test('/: a reader who only reads gets moving slides and no app; pressing a control that needs the app starts it, and the press takes effect', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await slidesMoveWithoutApp(page, '/', scripts);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play video: Event Highlights' }).click();
  await appStartedByItself(page);
  // The press was kept and given to the app: the video's player replaced its poster.
  await expect(page.locator('iframe')).toHaveCount(1);
});

test('/ur: a reader who only reads gets moving slides and no app', async ({ page }) => {
  await slidesMoveWithoutApp(page, '/ur', scriptsOf(page));
});

/**
 * The calendar's subscribe link on /events, before the app has started (the page's own script
 * writes the address a phone opens in its calendar app: served, it is the feed's path, a one-off
 * download), then once the app has started (as the app writes it on the device).
 */
async function subscribeLinkBeforeAndAfterApp(page: Page): Promise<void> {
  const feed = `webcal://${new URL(page.url()).host}/api/calendar/events.ics`;
  const subscribe = page.getByRole('link', { name: 'Subscribe to events' });
  await expect(subscribe).toHaveAttribute('href', feed);
  await expect(page.locator('#root'), 'still before the app').toHaveAttribute('data-prerendered');
  await startApp(page);
  await appStartedByItself(page);
  await expect(subscribe).toHaveAttribute('href', feed);
}

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${width}`, () => {
    test.use(viewport);
    const onPhone = width === 'phone';
    test(`the menus open and close before the app has started${
      onPhone
        ? "; the calendar's subscribe link opens the calendar app before the app, and after"
        : ''
    }`, async ({ page, isMobile }) => {
      const scripts = scriptsOf(page);
      await page.goto('/events');
      await readFor(page, 500);
      const toggle = page.locator('.menu-toggle');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (isMobile) {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(toggle.getByText('Close menu')).toBeAttached();
        await expect(nav.getByRole('link', { name: 'Activities' })).toBeVisible();
      }
      const spirituality = nav.getByRole('button', { name: 'Spirituality & Bayanat' });
      await spirituality.click();
      await expect(spirituality).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Naat' })).toBeVisible();
      await nav.getByRole('button', { name: 'About Us' }).click();
      await expect(spirituality).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Naat' })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeHidden();
      if (isMobile) {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await page.locator('.menu-backdrop').click({ position: { x: 10, y: 400 } });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
      expect(scripts.filter((script) => !PAGE_SCRIPTS.test(script))).toEqual([]);
      // The same page, on a phone (the link is the same at every width).
      if (onPhone) await subscribeLinkBeforeAndAfterApp(page);
    });
  });
}

test('the app starts by itself once the page is due to be read again', async ({ page }) => {
  // A refresh interval of 4 s on this page (the tests' way of shortening the minute).
  await page.addInitScript(() => localStorage.setItem('live:refresh-ms', '4000'));
  await page.goto('/fridaybayan');
  await readFor(page, 1_000);
  await appStartedByItself(page);
});

test('the language switch pressed before the app remembers the choice', async ({ page }) => {
  await page.goto('/events');
  await readFor(page, 500);
  // The press loads the Urdu page from the server, which a busy machine may take a while to serve.
  await page.locator('header a.lang-switch').click({ timeout: 20_000 });
  await expect(page).toHaveURL('/ur/events');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // An English address opened later moves to its Urdu twin.
  await page.goto('/fridaybayan');
  await expect(page).toHaveURL('/ur/fridaybayan');
});

test(
  "a parent's token leaves the query for the fragment before the app has started",
  DEMO_STUDENT,
  async ({ page }) => {
    const token = demoParentToken();
    await page.goto(`/dashboard-student?token=${token}`);
    await readFor(page, 500);
    await expect(page.getByText(/^Progress for /)).toBeVisible();
    await expect(page).toHaveURL(`/dashboard-student#token=${token}`);
    // The tab keeps it where the app reads it (a reload of the tab opens the child's month again,
    // parent-link.spec.ts).
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PARENT_TOKEN_KEY)).toBe(token);
  },
);

/** The fragment that keeps a parent's Urdu link in the address once read. */
const URDU_FRAGMENT = `#token=${demoParentToken()}&lang=ur`;

/**
 * A parent's Urdu link opened on a phone that remembers English (the link's address makes it
 * Urdu), read for half a second without the app.
 */
async function openUrduLinkBeforeApp(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`/ur/dashboard-student?token=${demoParentToken()}`);
  await readFor(page, 500);
}

test(
  "a parent's Urdu link reloaded before the app has started opens the month in Urdu again",
  DEMO_STUDENT,
  async ({ page }) => {
    test.setTimeout(90_000);
    await openUrduLinkBeforeApp(page);
    await expect(page).toHaveURL(`/ur/dashboard-student${URDU_FRAGMENT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await page.reload();
    // Served without a token now (a fragment is not sent): the app opens the month from the
    // fragment's token.
    await expect(page).toHaveURL(`/dashboard-student${URDU_FRAGMENT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('.para-grid [data-para]')).toHaveCount(30, { timeout: API_READ_MS });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\d{4}/);
    await expect(page.getByText(/^Progress for /)).toBeHidden();
  },
);

test(
  "Back to a parent's Urdu link from another page opens the month in Urdu again",
  DEMO_STUDENT,
  async ({ page }) => {
    test.setTimeout(90_000);
    await openUrduLinkBeforeApp(page);
    await startApp(page);
    await appStartedByItself(page);
    // The app moves the link to the portal's one address, in Urdu for this tab.
    await expect(page).toHaveURL(`/dashboard-student${URDU_FRAGMENT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The parent's page is sent with no-store, so Back loads it again (no back-forward cache):
    // an address come back to is not one opened afresh, and the tab's Urdu stays.
    await page.goBack();
    await expect(page).toHaveURL(`/dashboard-student${URDU_FRAGMENT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('.para-grid [data-para]')).toHaveCount(30, { timeout: API_READ_MS });
    await expect(page.getByText(/^Progress for /)).toBeHidden();
  },
);

test(
  'an English link opened after an Urdu one in the same tab stays English, also reloaded',
  DEMO_STUDENT,
  async ({ page }) => {
    test.setTimeout(90_000);
    const tabLanguage = () => page.evaluate((key) => sessionStorage.getItem(key), TAB_LANGUAGE_KEY);
    const token = demoParentToken();
    await page.goto(`/ur/dashboard-student?token=${token}`);
    await readFor(page, 0);
    // The Urdu link keeps Urdu for the tab, as the app would (its reload stays Urdu, above).
    expect(await tabLanguage()).toBe('ur');
    await page.goto(`/dashboard-student?token=${token}`);
    await readFor(page, 500);
    expect(await tabLanguage()).toBeNull();
    await expect(page.getByText(/^Progress for /)).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.para-grid [data-para]')).toHaveCount(30, { timeout: API_READ_MS });
    await expect(page.getByText(/^Progress for /)).toBeVisible();
  },
);

test(
  "the month report's link pressed before the app opens the report in the link's Urdu",
  DEMO_STUDENT,
  async ({ page }) => {
    test.setTimeout(90_000);
    await openUrduLinkBeforeApp(page);
    // Kept until the app has taken over, then given to it.
    await page.locator('a[href^="/dashboard-student/report?month="]').click();
    await expect(page).toHaveURL(
      /^[^?]*\/dashboard-student\/report\?month=\d{4}-\d{2}#token=[\w-]+&lang=ur$/,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByTestId('report-image')).toBeVisible({ timeout: API_READ_MS });
  },
);

test('a link that opens no child is forgotten before the app has started', async ({ page }) => {
  // Shaped like a token, known to no student: the server's refusal (404).
  const answer = await page.goto(`/dashboard-student?token=${'x'.repeat(43)}`);
  expect(answer?.status()).toBe(404);
  await readFor(page, 500);
  await expect(page).toHaveURL('/dashboard-student');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), PARENT_TOKEN_KEY)).toBeNull();
  // The app, once started, goes on showing the refusal.
  await startApp(page);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired link');
  await expect(page).toHaveURL('/dashboard-student');
});
