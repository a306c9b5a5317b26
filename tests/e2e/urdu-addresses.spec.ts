/**
 * Urdu addresses: every public page has its Urdu twin under `/ur/...`, prerendered in Urdu (the
 * HTML Hosting sends, before any script runs: `lang`/`dir`, the Urdu title and heading, canonical
 * and `hreflang` links); the header's switch, visible on a phone without opening the menu, moves
 * between the two addresses of a page without a reload and is remembered; a visitor who chose Urdu
 * is sent from an English address to the Urdu one, and one who chose English is not trapped;
 * deep links into `/ur/events/{id}` and `/ur/bayan/{id}`, a reload under `/ur`, Back across the
 * two languages, signed-in pages (one address) and the Urdu not-found page. Read-only.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { RECORDINGS_COLLECTION } from '@masjid/domain/recording';
import {
  adminDb,
  closeAdmin,
  expect,
  open,
  site,
  storedEvents,
  test,
  keepScreen,
} from './support.ts';

test.afterAll(closeAdmin);

const SHOTS = '/tmp/wt-urdu-addr-shots';
const URDU_SCRIPT = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;

/**
 * The prerendered public pages, from the built site: `/events` for dist/events.html, etc., and
 * the home page (its built page is the `pages` function's template, served with its data).
 */
function prerenderedEnglishPages(): string[] {
  const dist = join(process.cwd(), 'web', 'dist');
  const files = readdirSync(dist)
    .filter((f) => f.endsWith('.html') && !['app.html', 'login.html', 'ur.html'].includes(f))
    .map((f) => `/${f.replace(/\.html$/, '')}`);
  return ['/', ...files];
}

const urduOf = (path: string) => (path === '/' ? '/ur' : `/ur${path}`);
const text = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.trim() ?? '';

test('the prerendered HTML of every /ur page is Urdu before any script runs', async ({
  request,
}) => {
  const pages = prerenderedEnglishPages();
  expect(pages.length).toBeGreaterThan(15);
  for (const english of pages) {
    const urdu = urduOf(english);
    const response = await request.get(urdu);
    expect(response.status(), urdu).toBe(200);
    const html = await response.text();
    expect(html, `${urdu}: <html lang dir>`).toContain('<html lang="ur" dir="rtl">');
    const title = text(html, /<title>([^<]*)<\/title>/);
    expect(title, `${urdu}: title`).toMatch(URDU_SCRIPT);
    expect(title, `${urdu}: title`).toContain(site.nameUrdu);
    expect(text(html, /<meta name="description" content="([^"]*)"/), urdu).toMatch(URDU_SCRIPT);
    const heading = text(html, /<h1[^>]*>([^<]*)</);
    expect(heading, `${urdu}: a heading in the prerendered body`).not.toBe('');
    expect(heading, `${urdu}: Urdu heading`).toMatch(URDU_SCRIPT);
    expect(heading, `${urdu}: Urdu heading`).not.toMatch(LATIN);
    // Nastaliq comes after the first paint (decision 52): not preloaded.
    expect(html, `${urdu}: the Urdu font not preloaded`).not.toMatch(/as="font"/);
    const base = site.websiteUrl;
    expect(html).toContain(`<link rel="canonical" href="${base}${urdu}" />`);
    for (const [lang, path] of [
      ['en', english],
      ['ur', urdu],
      ['x-default', english],
    ])
      expect(html, `${urdu}: hreflang ${lang}`).toContain(
        `<link rel="alternate" hreflang="${lang}" href="${base}${path}" />`,
      );
    // The hreflang links come before the inline script, which reads them.
    expect(html.indexOf('hreflang="ur"')).toBeLessThan(html.indexOf('<script>'));
    // The links of the page stay in Urdu; the switch leads to the English twin.
    // (The hall screen has no header: no brand and no switch there.)
    if (!urdu.endsWith('/display')) {
      expect(html).toMatch(/<a class="brand" href="\/ur"/);
      expect(html).toContain(`class="lang-switch" href="${english}"`);
    }

    const englishHtml = await (await request.get(english)).text();
    expect(englishHtml, english).toContain('<html lang="en" dir="ltr">');
    expect(englishHtml).toContain(`<link rel="canonical" href="${base}${english}" />`);
    expect(englishHtml).toContain(`<link rel="alternate" hreflang="ur" href="${base}${urdu}" />`);
  }
  // An address of no page under /ur answers 404 with the not-found page, in Urdu from the start.
  const missing = await request.get('/ur/events/no-such-event');
  expect(missing.status()).toBe(404);
  const notFound = await missing.text();
  expect(notFound).toContain('<html lang="ur" dir="rtl">');
  expect(text(notFound, /<title>([^<]*)<\/title>/)).toBe(`صفحہ نہیں ملا | ${site.nameUrdu}`);
});

/** The language switch in the header, outside the slide-in menu. */
const languageSwitch = (page: Page) => page.locator('.mainbar-inner > .lang-switch');

async function expectUrdu(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${path}$`) : path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(new RegExp(`${site.nameUrdu}$`));
}

async function expectEnglish(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

test('the switch moves between the two addresses, is remembered, and never traps', async ({
  page,
}, testInfo) => {
  const width = testInfo.project.name;
  mkdirSync(SHOTS, { recursive: true });
  const header = page.locator('header.site-header');
  // A listing's page 2: a query the page takes (the pages function redirects any other to the
  // address without it, functions/src/pages/serve.ts).
  const listing = page.getByRole('heading', { level: 1, name: 'بیان سنیں' });

  // A first visit (no choice stored, as a crawler): the English address stays English.
  await open(page, '/fridaybayan?page=2');
  await expectEnglish(page, '/fridaybayan\\?page=2');
  await expect(languageSwitch(page)).toBeVisible(); // on a phone too, with the menu closed
  await expect(languageSwitch(page)).toHaveAttribute('href', '/ur/fridaybayan?page=2');
  await keepScreen(header, { path: `${SHOTS}/header-en-${width}.png` });

  // Switching keeps the page, the query and the app (no reload).
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await languageSwitch(page).click();
  await expectUrdu(page, '/ur/fridaybayan\\?page=2');
  await expect(listing).toBeVisible();
  await expect(page).toHaveTitle(`بیان سنیں | ${site.nameUrdu}`);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ur');
  await expect(languageSwitch(page)).toHaveAttribute('href', '/fridaybayan?page=2');
  await keepScreen(header, { path: `${SHOTS}/header-ur-${width}.png` });

  // Links of an Urdu page stay in Urdu.
  await page.locator('.brand').click();
  await expectUrdu(page, /\/ur$/);
  await expect(page.getByRole('heading', { name: 'اوقاتِ جماعت' })).toBeVisible();
  // Back twice crosses into the English page the visitor came from: the address wins.
  await page.goBack();
  await expectUrdu(page, '/ur/fridaybayan\\?page=2');
  await page.goBack();
  await expectEnglish(page, '/fridaybayan\\?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Listen To Bayan' })).toBeVisible();

  // Remembered: an English address opened afresh (a shared link) is sent to its Urdu twin.
  await open(page, '/naat');
  await expectUrdu(page, '/ur/naat');
  await expect(page.getByRole('heading', { level: 1, name: 'نعت' })).toBeVisible();
  // A reload under /ur stays there.
  await page.reload();
  await expectUrdu(page, '/ur/naat');
  await expect(page.locator('#preloader')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'نعت' })).toBeVisible();
  await keepScreen(page, { path: `${SHOTS}/naat-ur-${width}.png` });

  // An unknown address under /ur: the Urdu not-found page, with a way back in Urdu.
  await open(page, '/ur/no-such-page', 404);
  await expectUrdu(page, '/ur/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'صفحہ نہیں ملا' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'صفحۂ اول پر جائیں' })).toHaveAttribute(
    'href',
    '/ur',
  );

  // Signed-in pages have one address: /ur/login becomes /login, still in Urdu.
  await open(page, '/ur/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(languageSwitch(page)).not.toHaveAttribute('href', /./); // a button there
  // From a signed-in page in Urdu, a public link opens the Urdu address.
  await page.locator('.brand').click();
  await expectUrdu(page, /\/ur$/);

  // A deliberate "English" is remembered, and English addresses stay English (no loop).
  await languageSwitch(page).click();
  await expectEnglish(page, '127.0.0.1:\\d+/');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await open(page, '/naat');
  await expectEnglish(page, '/naat');
  // An Urdu address still opens in Urdu: the address decides, the choice only redirects English.
  await open(page, '/ur/naat');
  await expectUrdu(page, '/ur/naat');
  await page.reload();
  await expectUrdu(page, '/ur/naat');
});

test('deep links into /ur/events/{id} and /ur/bayan/{id} open in Urdu, and shares stay Urdu', async ({
  page,
}) => {
  const event = (await storedEvents())[0]!;
  await open(page, `/ur/events/${event.id}`);
  await expectUrdu(page, `/ur/events/${event.id}`);
  // The Urdu title where the admin wrote one, else the English one.
  const eventTitle = event.titleUr ?? event.title;
  await expect(page).toHaveTitle(`${eventTitle} | ${site.nameUrdu}`);
  await expect(page.locator('main')).toContainText(eventTitle);

  const recording = (await adminDb().collection(RECORDINGS_COLLECTION).limit(1).get()).docs[0]!;
  const title = String(recording.get('titleUr') ?? recording.get('title'));
  await open(page, `/ur/bayan/${recording.id}`);
  await expectUrdu(page, `/ur/bayan/${recording.id}`);
  await expect(page).toHaveTitle(`${title} | ${site.nameUrdu}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Served from the app shell, the page still names its two versions once the app runs.
  const base = site.websiteUrl;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${base}/ur/bayan/${recording.id}`,
  );
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
    'href',
    `${base}/bayan/${recording.id}`,
  );
  // Share: without a share sheet the link is copied; it is the Urdu address.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.assign(navigator, { share: undefined }));
  await page.locator('.share button').first().click();
  await expect(page.locator('.share-note')).not.toBeEmpty();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/ur/bayan/${recording.id}$`),
  );
  // No choice was stored by following a link: the English address stays English.
  await open(page, `/bayan/${recording.id}`);
  await expectEnglish(page, `/bayan/${recording.id}`);
  await expect(page).toHaveTitle(`${String(recording.get('title'))} | ${site.name}`);
});
