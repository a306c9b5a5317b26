/**
 * The site admin edits the text pages (`contentEntries`) in the browser, at phone width (375 px)
 * and at desktop width: adds a blog post (after the form has refused a blank title and a picture
 * on another host, saving nothing), edits it, moves it up, deletes it after a confirmation that
 * names it, and edits the About page; an open public page shows each change without a reload. A
 * text saved by mistake is put back from the change history (`/admin-history`).
 * Screenshots of the editor and the pages, in English and Urdu, go to /tmp/wt-pages-shots (or
 * SHOTS_DIR). Its `@serial` tests run in the `serial-hifz` lane (they change shared documents) and put the
 * demo texts back.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import { CONTENT_IMAGES } from '@masjid/domain/content-image';
import { localMediaDir } from '../../functions/src/lib/media-store/local-disk.ts';
import { DEMO_CONTENT } from '../../seed/content/pages.ts';
import {
  adminDb,
  closeAdmin,
  confirmDeleteNaming,
  expect,
  open,
  signedInAs,
  test,
  keepScreen,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

test.afterAll(closeAdmin);
test.use({ storageState: signedInAs('siteAdmin') });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/wt-pages-shots';
mkdirSync(SHOTS, { recursive: true });

/**
 * Puts the demo texts back and removes every entry the tests added. The demo pictures stay as the
 * seed uploaded them (DEMO_CONTENT names their seed files, not their stored addresses).
 */
async function restoreDemoContent(): Promise<void> {
  const db = adminDb();
  const col = db.collection(CONTENT_COLLECTION);
  const demoIds = new Set(DEMO_CONTENT.map((e) => e.id));
  const batch = db.batch();
  const images = new Map<string, unknown>();
  for (const doc of (await col.get()).docs)
    if (!demoIds.has(doc.id)) batch.delete(doc.ref);
    else if (doc.get('image')) images.set(doc.id, doc.get('image'));
  for (const { id, data } of DEMO_CONTENT) {
    const { image: _seedFile, ...text } = data;
    batch.set(col.doc(id), images.has(id) ? { ...text, image: images.get(id) } : text);
  }
  await batch.commit();
}

/** The id of an uploaded text-page picture named by its address. */
const pictureId = (src: string | null) => /content-images\/([A-Za-z0-9]+)\//.exec(src ?? '')?.[1];

/** Waits until the upload record of a picture is gone, and its files with it. */
async function expectPictureGone(id: string): Promise<void> {
  await expect
    .poll(async () => (await adminDb().collection(CONTENT_IMAGES.collection).doc(id).get()).exists)
    .toBe(false);
  expect(existsSync(join(localMediaDir(), 'objects', CONTENT_IMAGES.folder, id))).toBe(false);
}

const SEED_PICTURES = join(process.cwd(), 'seed', 'media', 'content');

async function shot(page: Page, name: string): Promise<void> {
  await keepScreen(page, { path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The width the editor is used at (its desktop layout is swept in sweep-admin.spec.ts). */
const name = 'phone';

test.describe('content editor', () => {
  test.afterEach(restoreDemoContent);

  test(
    'add, edit, reorder and delete a blog post; the open blog page follows',
    { tag: '@serial' },
    async ({ page, context }) => {
      // Two uploads, four saves and a deletion, each followed on the open page: 25-50 s on CI's
      // 2 cores, where the default 45 s cut it short.
      test.setTimeout(90_000);
      const title = `E2E post ${name}`;
      const blog = await context.newPage();
      await open(blog, '/blog');
      const posts = blog.locator('main article');
      await expect(posts).toHaveCount(3);

      await open(page, '/manage-content');
      await expect(page.getByRole('heading', { level: 1, name: 'Pages and lists' })).toBeVisible();
      await page.getByRole('link', { name: 'Blog posts' }).click();
      await expect(page.locator('.content-admin-item')).toHaveCount(3);
      await expectNoSidewaysScroll(page, `admin-blog-list-${name}`);
      await shot(page, `admin-blog-list-${name}`);

      // Refused: a blank title and a picture on another host; nothing is saved.
      await page.getByRole('link', { name: /^Add new/ }).click();
      await expect(page).toHaveURL(/\/manage-content\/new\?kind=blog$/);
      const urduTitle = page.locator('#f-title\\.ur');
      await expect(urduTitle).toHaveAttribute('lang', 'ur');
      await expect(urduTitle).toHaveAttribute('dir', 'rtl');
      await page.locator('#f-image\\.alt\\.en').fill('A description without its picture');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked above.');
      // The focus is on the first field in error (the footer may be far below it on a phone).
      await expect(page.locator('#f-title\\.en')).toBeFocused();
      await expect(page.locator('#err-title-en')).toHaveText('This field is required.');
      await expect(page.locator('#err-image-src')).toHaveText(
        'Choose a picture, or clear its description.',
      );
      await expect(page.locator('#f-title\\.en')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSidewaysScroll(page, `admin-blog-errors-${name}`);
      await shot(page, `admin-blog-errors-${name}`);
      expect(
        (await adminDb().collection(CONTENT_COLLECTION).where('kind', '==', 'blog').get()).size,
      ).toBe(3);

      // Added.
      await page.locator('#f-title\\.en').fill(title);
      await urduTitle.fill('آزمائشی تحریر');
      await page.locator('#f-date').fill('2026-11-20');
      await page.locator('#f-details\\.en').fill('By the E2E test');
      await page.locator('#f-summary\\.en').fill('First words of the test post.');
      // The picture is uploaded when chosen (checked and resized on the server) and previewed.
      const pictureInput = page.locator('input[type="file"][name="image.src"]');
      await pictureInput.setInputFiles(join(SEED_PICTURES, 'blog', 'good-neighbour.webp'));
      const preview = page.locator('.picture-upload-field img.file-preview');
      await expect(preview).toHaveAttribute(
        'src',
        /^\/api\/media\/content-images\/[A-Za-z0-9]+\/image-800\.webp$/,
      );
      const firstPicture = pictureId(await preview.getAttribute('src'))!;
      await page.locator('#f-image\\.alt\\.en').fill('Four figures under a heart');
      await expect(preview).toHaveAccessibleName('Four figures under a heart');
      await expectNoSidewaysScroll(page, `admin-blog-picture-${name}`);
      await shot(page, `admin-blog-picture-${name}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/manage-content\?kind=blog$/);
      await expect(page.getByText(`Saved “${title}”.`)).toBeVisible();
      await expect(posts).toHaveCount(4);
      const post = posts.filter({ hasText: title });
      await expect(post).toContainText('First words of the test post.');
      await expect(post).toContainText('20 November 2026');
      await expect(post).toContainText('By the E2E test');
      await expect(post.getByRole('img', { name: 'Four figures under a heart' })).toHaveAttribute(
        'src',
        new RegExp(firstPicture),
      );

      // Edited.
      await page.getByRole('link', { name: new RegExp(`^Edit\\W+${title}$`) }).click();
      await expect(page.locator('#f-title\\.en')).toHaveValue(title);
      await page.locator('#f-summary\\.en').fill('Changed words of the test post.');
      // Replaced: the new picture shows on the open page, the old one is deleted with its files.
      await expect(preview).toHaveAttribute('src', new RegExp(firstPicture));
      await pictureInput.setInputFiles(join(SEED_PICTURES, 'blog', 'seeking-knowledge.webp'));
      await expect(preview).not.toHaveAttribute('src', new RegExp(firstPicture));
      const secondPicture = pictureId(await preview.getAttribute('src'))!;
      await shot(page, `admin-blog-edit-${name}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Saved “${title}”.`)).toBeVisible();
      await expect(post).toContainText('Changed words of the test post.');
      await expect(post.getByRole('img')).toHaveAttribute('src', new RegExp(secondPicture));
      await expectPictureGone(firstPicture);

      // Moved up: from last to third.
      await expect(posts.last()).toContainText(title);
      await page.getByRole('button', { name: new RegExp(`^Move up\\W+${title}$`) }).click();
      await expect(page.getByText(`“${title}” moved.`)).toBeVisible();
      await expect(posts.nth(2)).toContainText(title);
      await expect(page.locator('.content-admin-item').nth(2)).toContainText(title);

      // Deleted, after a confirmation naming it.
      await page.getByRole('button', { name: new RegExp(`^Delete\\W+${title}$`) }).click();
      await confirmDeleteNaming(page, title);
      await expect(page.getByText(`“${title}” deleted.`)).toBeVisible();
      await expect(posts).toHaveCount(3);
      await expect(blog.getByText(title)).toHaveCount(0);
      await expectPictureGone(secondPicture);
    },
  );

  test(
    'edit the About page; the open page follows, in English and Urdu',
    { tag: '@serial' },
    async ({ page, context }) => {
      const about = await context.newPage();
      await open(about, '/about');
      const heading = about.locator('main .about-intro h2.section-title');
      await expect(heading).toHaveText('A House of Prayer for the Neighbourhood');

      await open(page, '/manage-content');
      await page.getByRole('link', { name: /^Edit\W+About Mosque$/ }).click();
      await expect(page.locator('#f-title\\.en')).toHaveValue(
        'A House of Prayer for the Neighbourhood',
      );
      await page.locator('#f-title\\.en').fill('A House of Prayer for Everyone');
      await page.locator('#f-title\\.ur').fill('سب کے لیے عبادت کا گھر');
      await page
        .locator('#f-body\\.en')
        .fill('First paragraph.\n\n## A heading\nUnder the heading.');
      await expectNoSidewaysScroll(page, `admin-page-edit-${name}`);
      await shot(page, `admin-page-edit-${name}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved “A House of Prayer for Everyone”.')).toBeVisible();

      await expect(heading).toHaveText('A House of Prayer for Everyone');
      await expect(about.locator('main .content-sections h3')).toHaveText('A heading');
      await expect(about.locator('main')).toContainText('Under the heading.');
      await expectNoSidewaysScroll(about, `about-en-${name}`);
      await shot(about, `about-en-${name}`);

      // In Urdu the Urdu title shows, marked as Urdu.
      await about.evaluate(() => localStorage.setItem('lang', 'ur'));
      await about.reload();
      const urdu = about.locator('main .about-intro h2.section-title');
      await expect(urdu).toHaveText('سب کے لیے عبادت کا گھر');
      await expect(urdu).toHaveAttribute('lang', 'ur');
      await expect(urdu).toHaveAttribute('dir', 'rtl');
      await expectNoSidewaysScroll(about, `about-ur-${name}`);
      await shot(about, `about-ur-${name}`);
      for (const path of ['/blog', '/services', '/services-detail-helpingpoor', '/courses']) {
        await open(about, path);
        await expect(about.locator('main .status-text')).toHaveCount(0);
        await expectNoSidewaysScroll(about, `${path.slice(1)}-ur-${name}`);
        await shot(about, `${path.slice(1)}-ur-${name}`);
      }
      // The editor in Urdu (the language is the context's): a post with its seeded picture, the
      // labels and the menu in Urdu, nothing beyond the window's width.
      await open(page, '/manage-content/edit/blog-ramadan-reflections');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('.picture-upload-field img.file-preview')).toHaveAttribute(
        'src',
        /\/api\/media\/content-images\/demo-blog-ramadan-reflections\//,
      );
      await expect(page.getByRole('button', { name: 'تصویر ہٹائیں' })).toBeVisible();
      await expectNoSidewaysScroll(page, `admin-blog-edit-ur-${name}`);
      await shot(page, `admin-blog-edit-ur-${name}`);
      await about.evaluate(() => localStorage.setItem('lang', 'en'));
    },
  );
});

test(
  'an unknown service address shows the not-found page; no content says so',
  { tag: '@serial' },
  async ({ page }) => {
    await open(page, '/services-detail-no-such-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // With no blog posts at all, the blog says there is nothing yet.
    const posts = await adminDb().collection(CONTENT_COLLECTION).where('kind', '==', 'blog').get();
    try {
      const batch = adminDb().batch();
      for (const doc of posts.docs) batch.delete(doc.ref);
      await batch.commit();
      await open(page, '/blog');
      await expect(page.getByText('Nothing here yet. Please check back soon.')).toBeVisible();
      await shot(page, 'blog-empty-phone');
    } finally {
      await restoreDemoContent();
    }
  },
);

test('a text saved by mistake is put back from the change history', async ({ page }) => {
  const id = `history-e2e-${Date.now().toString(36)}`;
  const title = `History check ${id}`;
  const ref = adminDb().collection(CONTENT_COLLECTION).doc(id);
  await ref.set({
    kind: 'page',
    slug: id,
    order: 10,
    title: { en: title },
    body: { en: 'The first text.' },
  });
  try {
    await open(page, `/manage-content/edit/${id}`);
    await expect(page.locator('#f-body\\.en')).toHaveValue('The first text.');
    await page.locator('#f-body\\.en').fill('A text saved by mistake.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved “${title}”.`)).toBeVisible();

    // The functions record a change a moment after it is saved (longer while other tests run).
    const recorded = { timeout: 30_000 };
    await open(page, '/admin-history');
    const ofPage = page.locator('[data-history-id]').filter({ hasText: title });
    const change = ofPage.filter({ hasText: 'Changed ·' });
    // The e-mail is isolated (U+2068 … U+2069) so that it keeps its direction in Urdu.
    const byAdmin = /By\W+siteadmin@demo\.test/;
    await expect(change).toContainText(byAdmin, recorded);
    await change.getByRole('button', { name: /^Restore the previous version/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText(/is back as it was before the change of/)).toBeVisible();
    await expect.poll(async () => (await ref.get()).get('body.en')).toBe('The first text.');
    await expect(ofPage.filter({ hasText: 'Restored ·' })).toContainText(byAdmin, recorded);
    await expectNoSidewaysScroll(page, 'admin-history-phone');
    await shot(page, 'admin-history-phone');
  } finally {
    await ref.delete();
  }
});
