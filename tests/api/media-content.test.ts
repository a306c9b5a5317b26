/**
 * Uploads of books (PDF + cover), slides (an image resized on the server) and event images: each
 * file checked by its bytes (a `.pdf` name with PNG bytes is refused), by size, and only for the
 * site admin; a refused upload stores nothing; replacing a file deletes the old one; deleting a
 * book or slide deletes its files (no orphans); an event image goes when no event uses it.
 *
 * Cloud Storage has no emulator on our machines: the functions use the media store's local-disk
 * stand-in (functions/src/lib/media-store/local-disk.ts), and the checks of "no file left" look
 * into its folder, `MEDIA_STORE_DIR`. Everything else (Firestore, Auth, Functions, Hosting) is the
 * emulator suite.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BOOKS_COLLECTION,
  MAX_BOOK_PDF_BYTES,
  bookAnswerSchema,
  bookListSchema,
} from '@masjid/domain/book';
import { MAX_SLIDE_BYTES, SLIDES_COLLECTION, slideAnswerSchema } from '@masjid/domain/slide';
import { EVENTS_COLLECTION } from '@masjid/domain/event';
import { EVENT_IMAGES } from '@masjid/domain/event-image';
import { CONTENT_IMAGES } from '@masjid/domain/content-image';
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import { pictureAnswerSchema } from '@masjid/domain/picture-upload';
import { FieldValue } from 'firebase-admin/firestore';
import type { ApiErrorCode } from '@masjid/domain/api-error';
import { localMediaDir } from '../../functions/src/lib/media-store/local-disk.ts';
import { adminDb, callApi, closeAdmin, expectApiError, expectJson } from './client.ts';
import { deleteUsers, siteAdminCallers } from './tokens.ts';
import { ROOT } from '../emulators.ts';

const PDF = readFileSync(join(ROOT, 'seed', 'media', 'books', 'life-of-the-prophet.pdf'));
let PNG: Buffer;
let WIDE_JPEG: Buffer;

let siteAdmin: string;
let qari: string;
let plain: string;
let revoked: string;
const uids: string[] = [];
const createdBooks: string[] = [];
const createdSlides: string[] = [];

/**
 * Whether `id` is one of the demo seed's (`demo-book-…`, `demo-slide-…`): the seed test, in the
 * other API lane (vitest.config.ts), may write those while this file runs, so what this file
 * checks is left unchanged is everything else.
 */
const notSeeded = (id: string) => !id.startsWith('demo-');

/** The media store's folders of a collection (one per document), but the seed's. */
const folders = (collection: string) => {
  const dir = join(localMediaDir(), 'objects', collection);
  return existsSync(dir) ? readdirSync(dir).filter(notSeeded).sort() : [];
};
const filesOf = (collection: string, id: string) => {
  const dir = join(localMediaDir(), 'objects', collection, id);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => !f.endsWith('.meta.json'))
        .sort()
    : [];
};

/** What is stored of a collection, but the seed's: its document ids and its media folders. */
async function stored(collection: string) {
  const docs = await adminDb().collection(collection).get();
  return {
    docs: docs.docs
      .map((d) => d.id)
      .filter(notSeeded)
      .sort(),
    folders: folders(collection),
  };
}

function file(bytes: Buffer, name: string, type: string): [Blob, string] {
  return [new Blob([new Uint8Array(bytes)], { type }), name];
}

function bookForm(parts: {
  title?: string;
  titleUr?: string;
  author?: string;
  pdf?: [Blob, string];
  cover?: [Blob, string];
}): FormData {
  const body = new FormData();
  for (const key of ['title', 'titleUr', 'author'] as const)
    if (parts[key] !== undefined) body.set(key, parts[key]);
  if (parts.pdf) body.set('pdf', ...parts.pdf);
  if (parts.cover) body.set('cover', ...parts.cover);
  return body;
}

const goodBook = () =>
  bookForm({
    title: 'Test book',
    titleUr: 'آزمائشی کتاب',
    author: 'Test author',
    pdf: file(PDF, 'book.pdf', 'application/pdf'),
    cover: file(PNG, 'cover.png', 'image/png'),
  });

function send(method: string, path: string, body: FormData | undefined, token?: string) {
  return callApi(path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
}

async function addBook(): Promise<z.infer<typeof bookAnswerSchema>> {
  const res = await send('POST', '/books', goodBook(), siteAdmin);
  expect(res.status, res.text).toBe(201);
  const book = z.parse(bookAnswerSchema, res.json);
  createdBooks.push(book.id);
  return book;
}

/** GETs a file the API gave an address for (same-origin `/api/media/...`). */
const fetchFile = (url: string) => callApi(url.replace(/^\/api/, ''));

/**
 * Waits until `check` holds (triggers run after the write answers): up to 40 s, as the Functions
 * emulator queues this file's triggers behind every other lane's on a busy 2-core machine.
 */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

beforeAll(async () => {
  ({ siteAdmin, qari, plain, revoked } = await siteAdminCallers('media', uids));
  PNG = await sharp({
    create: { width: 900, height: 1200, channels: 3, background: '#1d6b4f' },
  })
    .png()
    .toBuffer();
  WIDE_JPEG = await sharp({
    create: { width: 2400, height: 1500, channels: 3, background: '#c9a227' },
  })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  for (const id of createdBooks) await send('DELETE', `/books/${id}`, undefined, siteAdmin);
  for (const id of createdSlides) await send('DELETE', `/slides/${id}`, undefined, siteAdmin);
  await deleteUsers(uids);
  await closeAdmin();
});

const refusals: [string, () => string | undefined, number, ApiErrorCode][] = [
  ['no token', () => undefined, 401, 'unauthenticated'],
  ['a revoked site admin', () => revoked, 401, 'unauthenticated'],
  ['a signed-in user without the claim', () => plain, 403, 'forbidden'],
  ['a qari', () => qari, 403, 'forbidden'],
];

describe('POST /books', () => {
  it('stores the PDF and a resized cover, then the book, last in the order', async () => {
    const before = await stored(BOOKS_COLLECTION);
    const book = await addBook();
    expect(book).toMatchObject({
      title: 'Test book',
      titleUr: 'آزمائشی کتاب',
      author: 'Test author',
    });
    const orders = (await adminDb().collection(BOOKS_COLLECTION).get()).docs
      .filter((d) => notSeeded(d.id))
      .map((d) => d.get('order'));
    expect(book.order).toBe(Math.max(...orders.map(Number)));
    expect(book.pdf.size).toBe(PDF.length);
    // The cover: WebP at 300 and 600 px and a 300 px JPEG, each with its real size.
    expect(book.cover.sources.map((s) => [s.type, s.width, s.height])).toEqual([
      ['image/webp', 300, 400],
      ['image/webp', 600, 800],
      ['image/jpeg', 300, 400],
    ]);
    expect(await stored(BOOKS_COLLECTION)).toEqual({
      docs: [...before.docs, book.id].sort(),
      folders: [...before.folders, book.id].sort(),
    });

    const pdf = await fetchFile(book.pdf.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
    const cover = await fetch(new URL(book.cover.sources[1]!.url, 'http://127.0.0.1:5000'));
    expect(cover.headers.get('content-type')).toMatch(/^image\/webp/);
    const meta = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 800]);

    const list = await callApi('/books');
    expectJson(list);
    expect(z.parse(bookListSchema, list.json).map((b) => b.id)).toContain(book.id);
  });

  it.each([
    [
      'a PDF that is PNG bytes named book.pdf',
      { pdf: () => file(PNG, 'book.pdf', 'application/pdf') },
      'pdf',
    ],
    [
      'a cover that is PDF bytes named cover.png',
      { cover: () => file(PDF, 'cover.png', 'image/png') },
      'cover',
    ],
    [
      'a cover that is text named cover.jpg',
      { cover: () => file(Buffer.from('not a picture '.repeat(50)), 'cover.jpg', 'image/jpeg') },
      'cover',
    ],
  ] as const)('answers 400 for %s, storing nothing', async (_what, swap, field) => {
    const before = await stored(BOOKS_COLLECTION);
    const body = goodBook();
    if ('pdf' in swap) body.set('pdf', ...swap.pdf());
    if ('cover' in swap) body.set('cover', ...swap.cover());
    const error = expectApiError(await send('POST', '/books', body, siteAdmin), 400, 'bad-request');
    expect(error.error.fields).toHaveProperty(field);
    expect(await stored(BOOKS_COLLECTION)).toEqual(before);
  });

  it('answers 400 with a message per missing field and file, storing nothing', async () => {
    const before = await stored(BOOKS_COLLECTION);
    const error = expectApiError(
      await send('POST', '/books', bookForm({ title: '  ', author: '' }), siteAdmin),
      400,
      'bad-request',
    );
    expect(Object.keys(error.error.fields ?? {}).sort()).toEqual([
      'author',
      'cover',
      'pdf',
      'title',
    ]);
    expect(await stored(BOOKS_COLLECTION)).toEqual(before);
  });

  it('answers 413 for a PDF over 25 MB, storing nothing', async () => {
    const before = await stored(BOOKS_COLLECTION);
    const big = Buffer.alloc(MAX_BOOK_PDF_BYTES + 1, 0x20);
    PDF.copy(big);
    const body = goodBook();
    body.set('pdf', ...file(big, 'big.pdf', 'application/pdf'));
    const error = expectApiError(
      await send('POST', '/books', body, siteAdmin),
      413,
      'payload-too-large',
    );
    expect(error.error.fields).toHaveProperty('pdf');
    expect(await stored(BOOKS_COLLECTION)).toEqual(before);
  });

  it.each(refusals)('refuses %s, storing nothing', async (_who, token, status, code) => {
    const before = await stored(BOOKS_COLLECTION);
    expectApiError(await send('POST', '/books', goodBook(), token()), status, code);
    expect(await stored(BOOKS_COLLECTION)).toEqual(before);
  });
});

describe('PUT /books/{id}/files', () => {
  it('replaces the cover: the new files in, the old ones deleted, the PDF kept', async () => {
    const book = await addBook();
    const oldFiles = filesOf(BOOKS_COLLECTION, book.id);
    const res = await send(
      'PUT',
      `/books/${book.id}/files`,
      bookForm({ cover: file(WIDE_JPEG, 'new.jpg', 'image/jpeg') }),
      siteAdmin,
    );
    expect(res.status, res.text).toBe(200);
    const updated = z.parse(bookAnswerSchema, res.json);
    expect(updated.pdf).toEqual(book.pdf);
    expect(updated.cover.width).toBe(2400);
    const files = filesOf(BOOKS_COLLECTION, book.id);
    expect(files).toHaveLength(4); // the PDF and the three cover files
    expect(files).toContain(book.pdf.path.split('/').pop());
    for (const old of book.cover.sources) expect(files).not.toContain(old.path.split('/').pop());
    expect(oldFiles).toHaveLength(4);
    expect((await fetchFile(book.cover.sources[0]!.url)).status).toBe(404);
  });

  it('refuses a PDF that is not one, keeping the book and its files as they were', async () => {
    const book = await addBook();
    const files = filesOf(BOOKS_COLLECTION, book.id);
    const error = expectApiError(
      await send(
        'PUT',
        `/books/${book.id}/files`,
        bookForm({ pdf: file(PNG, 'x.pdf', 'application/pdf') }),
        siteAdmin,
      ),
      400,
      'bad-request',
    );
    expect(error.error.fields).toHaveProperty('pdf');
    expect(filesOf(BOOKS_COLLECTION, book.id)).toEqual(files);
    expect((await adminDb().collection(BOOKS_COLLECTION).doc(book.id).get()).get('pdf')).toEqual(
      book.pdf,
    );
  });

  it('answers 404 for an unknown book, storing nothing', async () => {
    const before = await stored(BOOKS_COLLECTION);
    expectApiError(
      await send(
        'PUT',
        '/books/no-such-book/files',
        bookForm({ cover: file(PNG, 'c.png', 'image/png') }),
        siteAdmin,
      ),
      404,
      'not-found',
    );
    expect(await stored(BOOKS_COLLECTION)).toEqual(before);
  });
});

describe('DELETE /books/{id}', () => {
  it('deletes the files, then the book: nothing is left behind', async () => {
    const book = await addBook();
    expect(filesOf(BOOKS_COLLECTION, book.id)).toHaveLength(4);
    const res = await send('DELETE', `/books/${book.id}`, undefined, siteAdmin);
    expect(res.status, res.text).toBe(204);
    expect((await adminDb().collection(BOOKS_COLLECTION).doc(book.id).get()).exists).toBe(false);
    expect(folders(BOOKS_COLLECTION)).not.toContain(book.id);
    expect((await fetchFile(book.pdf.url)).status).toBe(404);
    expectApiError(
      await send('DELETE', `/books/${book.id}`, undefined, siteAdmin),
      404,
      'not-found',
    );
  });

  it.each(refusals)(
    'refuses %s, keeping the book and its files',
    async (_who, token, status, code) => {
      const book = await addBook();
      expectApiError(await send('DELETE', `/books/${book.id}`, undefined, token()), status, code);
      expect((await adminDb().collection(BOOKS_COLLECTION).doc(book.id).get()).exists).toBe(true);
      expect(filesOf(BOOKS_COLLECTION, book.id)).toHaveLength(4);
    },
  );
});

describe('slides', () => {
  const slideForm = (image: [Blob, string]) => {
    const body = new FormData();
    body.set('altEn', 'A test picture');
    body.set('altUr', 'آزمائشی تصویر');
    body.set('headingEn', 'Test slide');
    body.set('image', ...image);
    return body;
  };

  it('crops the picture to the slideshow frame and resizes it into WebP and a JPEG', async () => {
    const res = await send(
      'POST',
      '/slides',
      slideForm(file(WIDE_JPEG, 'wide.jpg', 'image/jpeg')),
      siteAdmin,
    );
    expect(res.status, res.text).toBe(201);
    const slide = z.parse(slideAnswerSchema, res.json);
    createdSlides.push(slide.id);
    // 2400 x 1500 cropped to 1280:540 is 2400 x 1013.
    expect([slide.image.width, slide.image.height]).toEqual([2400, 1013]);
    expect(slide.image.sources.map((s) => [s.type, s.width, s.height])).toEqual([
      ['image/webp', 640, 270],
      ['image/webp', 960, 405],
      ['image/webp', 1280, 540],
      ['image/webp', 1920, 810],
      ['image/jpeg', 1280, 540],
    ]);
    // The recorded sizes are the files' own.
    for (const source of slide.image.sources) {
      const bytes = readFileSync(join(localMediaDir(), 'objects', source.path));
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([source.width, source.height]);
      expect(meta.exif).toBeUndefined();
    }
    const del = await send('DELETE', `/slides/${slide.id}`, undefined, siteAdmin);
    expect(del.status).toBe(204);
    expect(folders(SLIDES_COLLECTION)).not.toContain(slide.id);
  });

  it('refuses text named .png and a picture over 10 MB, storing nothing', async () => {
    const before = await stored(SLIDES_COLLECTION);
    const notImage = expectApiError(
      await send('POST', '/slides', slideForm(file(PDF, 'slide.png', 'image/png')), siteAdmin),
      400,
      'bad-request',
      'invalid-input',
    );
    expect(notImage.error.fields?.image).toMatchObject({ code: 'not-an-image' });
    const big = Buffer.alloc(MAX_SLIDE_BYTES + 1, 0);
    WIDE_JPEG.copy(big);
    expectApiError(
      await send('POST', '/slides', slideForm(file(big, 'big.jpg', 'image/jpeg')), siteAdmin),
      413,
      'payload-too-large',
    );
    expect(await stored(SLIDES_COLLECTION)).toEqual(before);
  });

  it.each(refusals)('refuses %s, storing nothing', async (_who, token, status, code) => {
    const before = await stored(SLIDES_COLLECTION);
    expectApiError(
      await send('POST', '/slides', slideForm(file(PNG, 's.png', 'image/png')), token()),
      status,
      code,
    );
    expect(await stored(SLIDES_COLLECTION)).toEqual(before);
  });
});

/** An uploaded picture's owner: a document of its collection that names the picture. */
const pictureOwners = [
  {
    kind: EVENT_IMAGES,
    collection: EVENTS_COLLECTION,
    field: 'imageUrl',
    doc: (url: string) => ({
      title: 'Image test',
      imageUrl: url,
      date: '2026-12-05T14:00:00.000Z',
      registrationLink: 'https://forms.gle/x',
      description: 'An event for the image test.',
      isUpcoming: false,
    }),
    withoutPicture: { imageUrl: '/images/x.webp' },
  },
  {
    kind: CONTENT_IMAGES,
    collection: CONTENT_COLLECTION,
    field: 'image.src',
    doc: (url: string) => ({
      kind: 'blog',
      slug: `picture-test-${Date.now()}`,
      order: 99_000,
      title: { en: 'Picture test' },
      image: { src: url, alt: { en: 'A test picture' } },
    }),
    withoutPicture: { image: FieldValue.delete() },
  },
] as const;

describe.each(pictureOwners)('uploaded pictures in $kind.folder', (owner) => {
  const { kind } = owner;
  const imageForm = (image: [Blob, string]) => {
    const body = new FormData();
    body.set('image', ...image);
    return body;
  };
  const upload = async (bytes: Buffer) => {
    const res = await send(
      'POST',
      `/${kind.folder}`,
      imageForm(file(bytes, 'p.jpg', 'image/jpeg')),
      siteAdmin,
    );
    expect(res.status, res.text).toBe(201);
    return z.parse(pictureAnswerSchema, res.json);
  };
  const record = (id: string) => adminDb().collection(kind.collection).doc(id);
  const gone = async (image: { id: string; url: string }) => {
    await eventually(async () => !(await record(image.id).get()).exists, 'the record is deleted');
    expect(folders(kind.folder)).not.toContain(image.id);
    expect((await fetchFile(image.url)).status).toBe(404);
  };

  it('stores an upload, marks it used, deletes the one replaced, removed, or whose owner is deleted', async () => {
    const first = await upload(WIDE_JPEG);
    expect([first.width, first.height]).toEqual([960, 600]);
    expect((await fetchFile(first.url)).status).toBe(200);
    expect(filesOf(kind.folder, first.id)).toEqual([
      'image-480.webp',
      'image-960.jpg',
      'image-960.webp',
    ]);

    const doc = adminDb().collection(owner.collection).doc(`picture-test-${Date.now()}`);
    await doc.set(owner.doc(first.url));
    await eventually(
      async () => (await record(first.id).get()).get('usedBy') === doc.id,
      'the picture is marked used',
    );

    // Replaced: the first picture goes, the second is used.
    const second = await upload(WIDE_JPEG);
    await doc.set(owner.doc(second.url));
    await gone(first);
    await eventually(
      async () => (await record(second.id).get()).get('usedBy') === doc.id,
      'the new picture is marked used',
    );

    // Removed (the document no longer names an upload): the second goes too.
    await doc.update(owner.withoutPicture);
    await gone(second);

    // The owner deleted: its picture goes.
    const third = await upload(WIDE_JPEG);
    await doc.set(owner.doc(third.url));
    await eventually(
      async () => (await record(third.id).get()).get('usedBy') === doc.id,
      'the third picture is marked used',
    );
    await doc.delete();
    await gone(third);
    // Three uploads and six trigger runs waited on (up to 15 s each): beside the other API lane
    // (vitest.config.ts) the functions emulator's triggers answer in seconds, and 20 s ran out.
  }, 90_000);

  it('refuses a file that is not a picture (by its content), one too large, and callers who are not the site admin, storing nothing', async () => {
    const before = await stored(kind.collection);
    before.folders = folders(kind.folder);
    const notPicture = expectApiError(
      await send('POST', `/${kind.folder}`, imageForm(file(PDF, 'p.png', 'image/png')), siteAdmin),
      400,
      'bad-request',
    );
    expect(notPicture.error.fields).toHaveProperty('image');
    const big = Buffer.alloc(kind.maxBytes + 1, 0);
    WIDE_JPEG.copy(big);
    expectApiError(
      await send(
        'POST',
        `/${kind.folder}`,
        imageForm(file(big, 'big.jpg', 'image/jpeg')),
        siteAdmin,
      ),
      413,
      'payload-too-large',
    );
    for (const [, token, status, code] of refusals)
      expectApiError(
        await send('POST', `/${kind.folder}`, imageForm(file(PNG, 'p.png', 'image/png')), token()),
        status,
        code,
      );
    expect({ ...(await stored(kind.collection)), folders: folders(kind.folder) }).toEqual(before);
  });
});
