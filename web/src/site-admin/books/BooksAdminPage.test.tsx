/**
 * The books screen's form (the media forms' pattern, MediaCollectionAdmin): the required fields
 * and files marked in the label, and the refusals following the language the reader switches to.
 */
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, press, refusal } from '../../common/testing/form-queries.ts';
import { renderAdmin } from '../testing.tsx';
import { BooksAdminPage } from './BooksAdminPage.tsx';

vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: vi.fn() }));
vi.mock('../../common/ui/use-page-title.ts', () => ({ usePageTitle: () => {} }));
const books = vi.hoisted((): { data: unknown[] } => ({ data: [] }));
vi.mock('../media-uploads/media-admin-data.ts', () => ({
  useOrderedCollection: () => ({ status: 'ready', data: books.data }),
  createWithFiles: vi.fn(),
  deleteWithFiles: vi.fn(),
  replaceFiles: vi.fn(),
  updateFields: vi.fn(),
  move: vi.fn(),
}));

let i18n: I18n | undefined;
function Page() {
  i18n = useTranslation().i18n;
  return <BooksAdminPage />;
}

describe('the books form', () => {
  it('marks the title, the PDF and the cover required, and not the Urdu title', async () => {
    await renderAdmin(<Page />);
    const required = (label: RegExp) =>
      screen.getByLabelText(label).getAttribute('aria-required') === 'true';
    expect(required(/^Title \(English\)/)).toBe(true);
    expect(required(/^The book \(PDF\)/)).toBe(true);
    expect(required(/^Cover picture/)).toBe(true);
    expect(required(/^Title in Urdu/)).toBe(false);
  });

  it('words its refusals in the language the reader switches to', async () => {
    await renderAdmin(<Page />);
    press('Add book');
    expect(await refusal('title')).toBe('This field is required');
    await i18n?.changeLanguage('ur');
    await vi.waitFor(() => expect(fieldError('title')).toBe('یہ خانہ ضروری ہے'));
  });

  it('gives a book\'s PDF its stored size, not "1 MB" (issue 39 §4/§5)', async () => {
    books.data = [
      {
        id: 'b1',
        title: 'Seerat',
        author: 'A. Author',
        order: 0,
        createdAt: '2026-11-01T00:00:00.000Z',
        pdf: { url: '/media/books/b1/book.pdf', path: 'books/b1/book.pdf', size: 16_384 },
        cover: {
          width: 300,
          height: 400,
          sources: [
            {
              url: '/media/books/b1/cover.jpg',
              path: 'books/b1/cover.jpg',
              type: 'image/jpeg',
              width: 300,
            },
          ],
        },
      },
    ];
    await renderAdmin(<Page />);
    expect(screen.getByRole('link', { name: /^Open the PDF/ }).textContent).toBe(
      'Open the PDF (16 kB)',
    );
    books.data = [];
  });
});
