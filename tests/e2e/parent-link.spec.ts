/**
 * The parents' link `/dashboard-student?token=…` keeps its token to itself and to the parent:
 * Hosting serves it with `Referrer-Policy: no-referrer`, the page adds `<meta name="referrer"
 * content="no-referrer">` while it is shown, the token moves from the query to the fragment once
 * read (`#token=…`, never sent in a request or a Referer), so a reload, a new tab of the copied
 * address or a bookmark still shows the dashboard, and the service worker never stores the page in
 * its page cache. Read-only. The page comes with the child's month in its first HTML (the
 * functions' `pages`), and the parent's phone downloads no Firebase SDK.
 */
import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { deepLinkSchema } from '@masjid/domain/hifz';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import {
  controlledByServiceWorker,
  demoParentToken,
  expect,
  guardContext,
  open,
  test,
  WITH_SERVICE_WORKER,
} from './support.ts';

// A phone that has visited the site before: the service worker controls its pages.
test.use(WITH_SERVICE_WORKER);

const STUDENT_ID = 'demo-student-ahmed';

test('the token moves to the fragment: no request or Referer carries it, a new tab and a bookmark open the child, no cache keeps the page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/login', {
    data: { email: 'owner@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { idToken } = (await login.json()) as { idToken: string };
  const res = await request.get(`/api/students/${STUDENT_ID}/deep-link`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(res.status()).toBe(200);
  const { token } = z.parse(deepLinkSchema, await res.json());

  // A phone that has visited the site before: the service worker controls the next navigation.
  await open(page, '/');
  await controlledByServiceWorker(page);

  // Every request the parent's pages make, with its Referer: none may carry the token but the
  // link itself and the API's by-token reads, and none may leave the site.
  const sent: { url: string; referer: string | undefined }[] = [];
  const watch = (tab: Page) =>
    tab.on('request', (r) => sent.push({ url: r.url(), referer: r.headers()['referer'] }));
  watch(page);

  const answer = await page.goto(`/dashboard-student?token=${token}`);
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByText(/^Progress for /)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard-student#token=${token}$`));
  expect(await page.evaluate(() => location.search)).toBe('');
  await expect(page.locator('meta[name="referrer"][content="no-referrer"]')).toHaveCount(1);
  expect(await page.evaluate(() => document.referrer)).toBe('');
  // No manifest: "Add to Home screen" keeps this address (the site's would start at its home).
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  const kept = page.url();

  // A reload of the same tab still shows the dashboard. The reload has no served answers (the
  // fragment never reaches the server), so its three reads go to the api function at once; on
  // CI's 2 cores the emulator ran each for 3-8 s on fresh workers, past the default 10 s once
  // the app's start is added.
  await page.reload();
  await expect(page.getByText(/^Progress for /)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(kept);

  // The address copied into a new tab of the same browser (no sessionStorage of the first tab).
  const tab = await page.context().newPage();
  watch(tab);
  await tab.goto(kept);
  await expect(tab.getByText(/^Progress for /)).toBeVisible({ timeout: 20_000 });
  await tab.close();

  // A bookmark or home-screen shortcut opened another day: a browser with nothing of this visit.
  const later = await browser.newContext();
  const violations = await guardContext(later);
  const bookmark = await later.newPage();
  watch(bookmark);
  await bookmark.goto(kept);
  await expect(bookmark.getByText(/^Progress for /)).toBeVisible({ timeout: 20_000 });
  await expect(bookmark).toHaveURL(kept);
  await later.close();
  expect(violations).toEqual([]);

  const site = new URL(kept).origin;
  expect(sent.filter(({ url }) => /^https?:/.test(url) && new URL(url).origin !== site)).toEqual(
    [],
  );
  expect(sent.filter(({ referer }) => referer?.includes(token))).toEqual([]);
  expect(
    sent.filter(
      ({ url }) =>
        url.includes(token) && !url.includes('/by-token/') && !url.endsWith(`?token=${token}`),
    ),
  ).toEqual([]);

  // The service worker's caches hold no address of this page, with or without the token.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0); // the home page and the shell are there
  expect(
    // A credential in an address: the link's query or the API's by-token paths (script files
    // named after their module, such as parent-link-token-….js, are no credential).
    cached.filter(
      (url) =>
        url.includes('token=') || url.includes('/by-token/') || url.includes('/dashboard-student'),
    ),
  ).toEqual([]);
});

test('an unknown token shows the refusal and is not kept for the next reload, nor is a bookmark of a replaced link', async ({
  page,
}) => {
  const unknown = 'not-a-real-token-but-well-shaped-123';
  // The server finds no student for it: the refusal, answered 404.
  await open(page, `/dashboard-student?token=${unknown}`, 404);
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired link');
  await expect(page).toHaveURL(/\/dashboard-student$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.reload();
  // Without a token the page asks a student to sign in.
  await expect(page).toHaveURL(/\/hifz-login/);

  // A bookmark of a link since replaced: the app asks the API, which refuses it; the refusal
  // stays on screen and the address lets go of the token, so a reload tries nothing.
  await open(page, `/dashboard-student#token=${unknown}`);
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired link', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard-student$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.reload();
  await expect(page).toHaveURL(/\/hifz-login/);
});

test("the parent's page arrives with the month and the paras, asks for none of them again, and loads no Firebase SDK; a receipt opens", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = demoParentToken(STUDENT_ID);
  const linkReads: string[] = [];
  const scriptUrls = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/by-token/')) linkReads.push(request.url());
    if (request.resourceType() === 'script') scriptUrls.add(request.url());
  });
  // Each script the page asked for, read again by its address (the built files are immutable):
  // a response's own body is lost when its requester ends first (the ICU worker ends once
  // warm, web/src/app/intl-warmup), and Playwright's response.text() then fails or hangs.
  const firebaseScripts = async () => {
    const urls = [...scriptUrls];
    const texts = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
    return urls.filter((_, i) => texts[i]!.includes('@firebase/'));
  };
  // The first HTML, before any script: the name and the 30 paras are in it.
  const html = await (await page.request.get(`/dashboard-student?token=${token}`)).text();
  expect(html).toContain('data-prerendered="en"');
  expect(html.match(/data-para="/g)).toHaveLength(30);

  await open(page, `/dashboard-student?token=${token}`);
  await expect(page.getByText(/^Progress for /)).toBeVisible();
  await expect(page.locator('[data-para]')).toHaveCount(30);
  expect(await page.locator('.calendar-day').count()).toBeGreaterThanOrEqual(28);
  await page.waitForLoadState('networkidle');
  // The app started from the served answers: no read of the link went out.
  expect(linkReads).toEqual([]);
  expect(scriptUrls.size).toBeGreaterThan(0);
  expect(await firebaseScripts()).toEqual([]);

  // Last month is read through the API (the seed records every day of it), still without Firebase.
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect.poll(() => linkReads.some((url) => url.includes('/progress?'))).toBe(true);
  // (The emulated function may answer after another test's PDF: seconds on a busy machine.)
  await expect(page.locator('.calendar-day.has-data').first()).toBeVisible({ timeout: 30_000 });
  expect(await firebaseScripts()).toEqual([]);

  // Last month's fees are its own (the seed: part paid, Pending), and its receipt opens as a PDF.
  await expect(page.getByTestId('fees-status')).toHaveAttribute('data-status', 'Pending');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Receipt \d{4}-\d{4} \(PDF\)$/ }).click();
  expect((await downloaded).suggestedFilename()).toMatch(/^receipt-\d{4}-\d{4}-en\.pdf$/);
});
