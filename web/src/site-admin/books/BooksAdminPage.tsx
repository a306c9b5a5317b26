import { useMemo } from 'react';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { useTranslation } from 'react-i18next';
import {
  BOOKS_COLLECTION,
  MAX_BOOK_COVER_BYTES,
  MAX_BOOK_PDF_BYTES,
  bookAnswerSchema,
  bookFieldsSchema,
  type BookData,
} from '@masjid/domain/book';
import { fallbackSource, megabytes } from '@masjid/domain/media-image';
import { formatFileSize } from '../../common/ui/file-size.ts';
import { bookConverter } from '../../common/media/books-data.ts';
import {
  MediaCollectionAdmin,
  type MediaCollectionConfig,
} from '../media-uploads/MediaCollectionAdmin.tsx';

/**
 * `/manage-books`: the books of /seerat. Add one (title, optional Urdu title, author, a PDF of at
 * most 25 MB and a cover picture, checked by content on the server), edit its text or replace its
 * files, move it up or down, and delete it with its files after a confirmation naming it.
 */
export function BooksAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const config = useMemo<MediaCollectionConfig<BookData>>(
    () => ({
      collection: BOOKS_COLLECTION,
      converter: bookConverter,
      answer: bookAnswerSchema,
      fieldsSchema: bookFieldsSchema,
      textFields: [
        { name: 'title', label: t('booksAdmin.fieldTitle'), maxLength: 200, lang: 'en' },
        { name: 'titleUr', label: t('booksAdmin.fieldTitleUr'), maxLength: 200, lang: 'ur' },
        { name: 'author', label: t('booksAdmin.fieldAuthor'), maxLength: 120, lang: 'en' },
      ],
      fileFields: [
        {
          name: 'pdf',
          label: t('booksAdmin.fieldPdf'),
          replaceLabel: t('booksAdmin.replacePdf'),
          hint: t('booksAdmin.pdfHint', { mb: megabytes(MAX_BOOK_PDF_BYTES) }),
          accept: 'application/pdf,.pdf',
          maxBytes: MAX_BOOK_PDF_BYTES,
          preview: false,
        },
        {
          name: 'cover',
          label: t('booksAdmin.fieldCover'),
          replaceLabel: t('booksAdmin.replaceCover'),
          hint: t('booksAdmin.coverHint', { mb: megabytes(MAX_BOOK_COVER_BYTES) }),
          accept: 'image/jpeg,image/png,image/webp,image/avif',
          maxBytes: MAX_BOOK_COVER_BYTES,
          preview: true,
          current: (book) => fallbackSource(book.cover).url,
        },
      ],
      name: (book) => book.title,
      render: (book) => (
        <>
          <img
            className="media-thumb media-thumb-book"
            src={fallbackSource(book.cover).url}
            alt=""
            width={60}
            height={84}
          />
          <div className="media-item-text">
            <h2 lang="en" dir="ltr">
              {book.title}
            </h2>
            {book.titleUr ? (
              <p lang="ur" dir="rtl">
                {book.titleUr}
              </p>
            ) : null}
            <p>
              <TypedText text={book.author} />
            </p>
            <p>
              <a href={book.pdf.url} target="_blank" rel="noopener noreferrer">
                {t('booksAdmin.openPdf', { size: formatFileSize(book.pdf.size, i18n.language) })}
              </a>
            </p>
          </div>
        </>
      ),
      text: {
        title: t('booksAdmin.title'),
        lead: t('booksAdmin.lead'),
        addHeading: t('booksAdmin.add'),
        addSubmit: t('booksAdmin.addSubmit'),
        save: t('booksAdmin.save'),
        empty: t('booksAdmin.empty'),
        added: (name) => t('booksAdmin.added', { name }),
        saved: (name) => t('booksAdmin.saved', { name }),
        deleted: (name) => t('booksAdmin.deleted', { name }),
        confirmDeleteKey: 'booksAdmin.confirmDelete',
      },
    }),
    [t, i18n.language],
  );
  return <MediaCollectionAdmin config={config} />;
}
