/**
 * Books, slides and uploaded event images under the rules. Books and slides are public; the
 * functions create and delete them together with their files (functions/src/api/media-collection.ts),
 * so no client may create or delete one, and the site admin may change only their text and order:
 * never the files (`pdf`, `cover`, `image`) nor `createdAt`. Event image records are closed to
 * clients. (A deep-link holder reads Firestore as a visitor: the links are resolved by the API.)
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { EVERYONE, NOBODY, describeAccessMatrix, useRulesHarness } from './roles.ts';
import { STORED_BOOK, STORED_SLIDE } from './media-fixtures.ts';

describeAccessMatrix('books, slides and event images', [
  {
    doc: 'books/rules-book',
    existing: STORED_BOOK,
    write: { title: 'Seerah for young readers', order: 3 },
    allow: { get: EVERYONE, list: EVERYONE, update: ['siteAdmin'], create: NOBODY, delete: NOBODY },
  },
  {
    doc: 'slides/rules-slide',
    existing: STORED_SLIDE,
    write: { altEn: 'The prayer hall in the morning', order: 2 },
    allow: { get: EVERYONE, list: EVERYONE, update: ['siteAdmin'], create: NOBODY, delete: NOBODY },
  },
  {
    doc: 'eventImages/rules-image',
    existing: {
      image: STORED_SLIDE.image,
      createdBy: 'rules-site-admin',
      expiresAt: new Date('2026-01-02T00:00:00Z'),
    },
    write: { createdBy: 'rules-site-admin' },
    allow: {},
  },
  {
    doc: 'contentImages/rules-image',
    existing: {
      image: STORED_SLIDE.image,
      createdBy: 'rules-site-admin',
      usedBy: 'blog-rules',
    },
    write: { createdBy: 'rules-site-admin' },
    allow: {},
  },
]);

describe('the site admin changes text and order, never the files', () => {
  const harness = useRulesHarness();

  const otherImage = {
    ...STORED_SLIDE.image,
    sources: [{ ...STORED_SLIDE.image.sources[0]!, url: 'https://evil.example/x.webp' }],
  };
  const refused: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'a book’s PDF',
      'books/rules-book',
      STORED_BOOK,
      { pdf: { ...STORED_BOOK.pdf, url: 'https://evil.example/x.pdf' } },
    ],
    ['a book’s cover', 'books/rules-book', STORED_BOOK, { cover: otherImage }],
    [
      'when a book was made',
      'books/rules-book',
      STORED_BOOK,
      { createdAt: '2020-01-01T00:00:00.000Z' },
    ],
    ['a slide’s image', 'slides/rules-slide', STORED_SLIDE, { image: otherImage }],
    [
      'when a slide was made',
      'slides/rules-slide',
      STORED_SLIDE,
      { createdAt: '2020-01-01T00:00:00.000Z' },
    ],
  ];
  it.each(refused)(
    'refuses a change to %s and keeps the document',
    async (_name, path, stored, change) => {
      await harness().admin.doc(path).set(stored);
      await assertFails(harness().clients.siteAdmin.doc(path).update(change));
      expect((await harness().admin.doc(path).get()).data()).toEqual(stored);
    },
  );

  it('takes a new title, Urdu title removed and a new place in the order', async () => {
    await harness().admin.doc('books/rules-book').set(STORED_BOOK);
    const { titleUr: _dropped, ...withoutUrdu } = STORED_BOOK;
    await assertSucceeds(
      harness()
        .clients.siteAdmin.doc('books/rules-book')
        .set({ ...withoutUrdu, title: 'Seerah', order: 4 }),
    );
    expect((await harness().admin.doc('books/rules-book').get()).data()).toEqual({
      ...withoutUrdu,
      title: 'Seerah',
      order: 4,
    });
  });
});
