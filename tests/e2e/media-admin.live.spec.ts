/**
 * The site admin's books and slideshow, on a phone (375 px) and on a desktop: add a book (PDF and
 * cover) and a slide (a picture resized on the server), edit, move up, delete after a
 * confirmation that names it; a visitor's open /seerat and / show each change without a reload.
 * After deleting, neither the document nor a file in the media store remains (the local store of
 * our machines, `MEDIA_STORE_DIR`: Cloud Storage has no emulator). A book's add whose answer is
 * lost is retried by the client and adds one book. Screenshots, English and Urdu,
 * go to /tmp/wt-media-shots/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { BOOKS_COLLECTION } from '@masjid/domain/book';
import { SLIDES_COLLECTION } from '@masjid/domain/slide';
import { localMediaDir } from '../../functions/src/lib/media-store/local-disk.ts';
import {
  adminDb,
  closeAdmin,
  confirmDeleteNaming,
  expect,
  named,
  open,
  shortenLiveRefresh,
  signedInAs,
  PHONE,
  test,
  keepScreen,
  KEEP_SCREENS,
} from './support.ts';
import { expectNoSidewaysScroll } from './page-width.ts';

test.use({ storageState: signedInAs('siteAdmin') });

const SHOTS = '/tmp/wt-media-shots';
mkdirSync(SHOTS, { recursive: true });
const PDF = join(process.cwd(), 'seed', 'media', 'books', 'importance-of-prayer.pdf');

test.afterAll(closeAdmin);

/** A picture of `width` x `height` in one colour with a lighter band (PNG bytes). */
async function picture(width: number, height: number, colour: string): Promise<Buffer> {
  const band = await sharp({
    create: { width, height: Math.round(height / 3), channels: 3, background: '#f3e7b5' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: band, top: Math.round(height / 3), left: 0 }])
    .png()
    .toBuffer();
}

async function shot(page: Page, name: string): Promise<void> {
  if (!KEEP_SCREENS) return;
  // Every picture loaded first, so the screenshot shows what a reader sees.
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );
  await keepScreen(page, { path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The folder of a document's files in the local media store. */
const folder = (collection: string, id: string) => join(localMediaDir(), 'objects', collection, id);

/** The width the screens are used at (their desktop layout is swept in sweep-admin.spec.ts). */
const label = 'phone';
const view = PHONE;

test(
  `books: add, edit, move up, delete; /seerat follows live (${label})`,
  { tag: '@serial' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Test book ${label} ${Date.now()}`;
    const visitorContext = await browser.newContext({ ...view });
    await shortenLiveRefresh(visitorContext);
    const visitor = await visitorContext.newPage();
    try {
      await open(visitor, '/seerat');
      const cards = visitor.locator('.books-grid li[data-book]');
      await expect(cards.first()).toBeVisible();
      const before = await cards.count();

      await open(page, '/manage-books');
      await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();
      const addForm = page.getByRole('form', { name: 'Add a book' });

      // Nothing typed or chosen: a message per field, nothing sent.
      await addForm.getByRole('button', { name: 'Add book' }).click();
      await expect(addForm.getByText('This field is required')).toHaveCount(2);
      await expect(addForm.getByText('Choose a file')).toHaveCount(2);

      await addForm.getByLabel('Title (English)').fill(title);
      await addForm.getByLabel('Title in Urdu (optional)').fill('آزمائشی کتاب');
      await addForm.getByLabel('Author').fill('Test Author');
      await addForm.getByLabel('The book (PDF)').setInputFiles(PDF);
      await addForm.getByLabel('Cover picture').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await picture(600, 840, '#7a2e2e'),
      });
      await expect(
        addForm.getByRole('img', { name: 'Preview of the chosen picture' }),
      ).toBeVisible();
      await shot(page, `${label}-books-admin-form`);
      // The first answer is lost on its way back (the server did add the book): the client sends
      // the request again with the same Idempotency-Key and the book is added once (issue 41 §2).
      let cut = 0;
      await page.route('**/api/books', async (route) => {
        if (route.request().method() !== 'POST' || cut++ > 0) return route.fallback();
        await route.fetch();
        await route.abort('connectionreset');
      });
      await addForm.getByRole('button', { name: 'Add book' }).click();
      await expect(page.getByText(`The book “${title}” was added.`)).toBeVisible({
        timeout: 30_000,
      });
      expect(cut, 'the add was sent again after its lost answer').toBe(2);
      await page.unroute('**/api/books');
      const added = await adminDb().collection(BOOKS_COLLECTION).where('title', '==', title).get();
      expect(added.size).toBe(1);
      const item = page.locator('li.media-item', { hasText: title });
      await expect(item).toBeVisible();
      const id = await item.getAttribute('data-id');
      expect(id).toBeTruthy();

      // The visitor's page shows it, last, without a reload.
      await expect(cards).toHaveCount(before + 1);
      await expect(cards.last().getByRole('heading')).toHaveText(title);
      await shot(visitor, `${label}-seerat-added`);

      // Edit the title.
      await item.getByRole('button', { name: named('Edit', title) }).click();
      const editForm = page.getByRole('form', { name: `Edit ${title}` });
      await editForm.getByLabel('Title (English)').fill(`${title} (2nd ed.)`);
      await shot(page, `${label}-books-admin-edit`);
      await editForm.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`The book “${title} (2nd ed.)” was saved.`)).toBeVisible();
      await expect(cards.last().getByRole('heading')).toHaveText(`${title} (2nd ed.)`);

      // Move it up one place.
      const edited = page.locator('li.media-item', { hasText: `${title} (2nd ed.)` });
      await edited.getByRole('button', { name: named('Move up', `${title} (2nd ed.)`) }).click();
      await expect(cards.nth(before - 1).getByRole('heading')).toHaveText(`${title} (2nd ed.)`);
      await shot(page, `${label}-books-admin-list`);

      // Delete after a confirmation that names it; its files go too.
      await edited.getByRole('button', { name: named('Delete', `${title} (2nd ed.)`) }).click();
      await confirmDeleteNaming(page, `${title} (2nd ed.)`);
      await expect(
        page.getByText(`The book “${title} (2nd ed.)” was deleted, with its PDF and cover.`),
      ).toBeVisible();
      await expect(cards).toHaveCount(before);
      expect((await adminDb().collection(BOOKS_COLLECTION).doc(id!).get()).exists).toBe(false);
      expect(existsSync(folder(BOOKS_COLLECTION, id!))).toBe(false);
      await expectNoSidewaysScroll(page, `the books admin (${view.viewport.width} px)`);
    } finally {
      await visitorContext.close();
    }
  },
);

test(
  `slides: add, edit, move up, delete; the home page follows live (${label})`,
  { tag: '@serial' },
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const heading = `Test slide ${label} ${Date.now()}`;
    const visitorContext = await browser.newContext({
      ...view,
      reducedMotion: 'reduce',
    });
    await shortenLiveRefresh(visitorContext);
    const visitor = await visitorContext.newPage();
    try {
      await open(visitor, '/');
      const dots = visitor.locator('.slide-dot');
      await expect(dots.first()).toBeVisible();
      const before = await dots.count();

      await open(page, '/manage-slides');
      const addForm = page.getByRole('form', { name: 'Add a slide' });
      await addForm
        .getByLabel('What the picture shows, in English (for screen readers)')
        .fill('A test picture in green and gold');
      await addForm
        .getByLabel('What the picture shows, in Urdu (for screen readers)')
        .fill('سبز اور سنہری آزمائشی تصویر');
      await addForm.getByLabel('Heading in English (optional)').fill(heading);
      await addForm.getByLabel('Heading in Urdu (optional)').fill('آزمائشی سلائیڈ');
      await addForm.locator('input[type="file"][name="image"]').setInputFiles({
        name: 'slide.png',
        mimeType: 'image/png',
        buffer: await picture(2000, 1200, '#1d6b4f'),
      });
      await shot(page, `${label}-slides-admin-form`);
      await addForm.getByRole('button', { name: 'Add slide' }).click();
      await expect(page.getByText(`The slide “${heading}” was added.`)).toBeVisible({
        timeout: 30_000,
      });
      const item = page.locator('li.media-item', { hasText: heading });
      const id = await item.getAttribute('data-id');

      // The visitor's home page has one more slide, without a reload.
      await expect(dots).toHaveCount(before + 1);
      await dots.last().click();
      await expect(visitor.locator('.slide.is-active h2')).toHaveText(heading);
      const img = visitor.locator('.slide.is-active img');
      await expect(img).toHaveAttribute('width', '2000');
      await expect(img).toHaveAttribute('height', '844');
      await shot(visitor, `${label}-home-slide-added`);

      await item.getByRole('button', { name: named('Edit', heading) }).click();
      const editForm = page.getByRole('form', { name: `Edit ${heading}` });
      await editForm.getByLabel('Heading in English (optional)').fill(`${heading} edited`);
      await editForm.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`The slide “${heading} edited” was saved.`)).toBeVisible();
      await expect(visitor.locator('.slide.is-active h2')).toHaveText(`${heading} edited`);

      const edited = page.locator('li.media-item', { hasText: `${heading} edited` });
      await edited.getByRole('button', { name: named('Move up', `${heading} edited`) }).click();
      await expect(visitor.locator(`.slide[data-slide="${before - 1}"] h2`)).toHaveText(
        `${heading} edited`,
      );
      await shot(page, `${label}-slides-admin-list`);

      await edited.getByRole('button', { name: named('Delete', `${heading} edited`) }).click();
      await confirmDeleteNaming(page, `${heading} edited`);
      await expect(
        page.getByText(`The slide “${heading} edited” was deleted, with its picture.`),
      ).toBeVisible();
      await expect(dots).toHaveCount(before);
      expect((await adminDb().collection(SLIDES_COLLECTION).doc(id!).get()).exists).toBe(false);
      expect(existsSync(folder(SLIDES_COLLECTION, id!))).toBe(false);
      await expectNoSidewaysScroll(page, `the slides admin (${view.viewport.width} px)`);
    } finally {
      await visitorContext.close();
    }
  },
);
