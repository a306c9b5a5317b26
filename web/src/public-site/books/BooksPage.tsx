import { useTranslation } from 'react-i18next';
import { typedTextProps } from '../../common/ui/typed-text.ts';
import { formatFileSize } from '../../common/ui/file-size.ts';
import { CardSection } from '../../common/ui/Card.tsx';
import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { StoredPicture } from '../../common/ui/StoredPicture.tsx';
import { useBooks } from '../../common/media/books-data.ts';
import './books.css';

/** Placeholder cards while the books load: the grid keeps its height, so nothing jumps. */
const PLACEHOLDERS = 6;

/**
 * The Books page, /seerat: the library's books in the site admin's order, each with its cover,
 * title (and Urdu title), author and a Download button that opens the PDF in a new tab. Live: a
 * book added, edited, moved or removed in the admin area shows without a reload.
 */
export function BooksPage() {
  const { t, i18n } = useTranslation('public');
  const state = useBooks();
  const urdu = i18n.language === 'ur';
  const banner = <PageBanner title={t('books.title')} lead={t('books.lead')} />;

  if (state.status === 'error')
    return (
      <>
        {banner}
        <div className="container section">
          <p className="error-text" role="alert">
            {t('books.loadFailed')}
          </p>
        </div>
      </>
    );
  if (state.status === 'ready' && state.data.length === 0)
    return (
      <>
        {banner}
        <div className="container section">
          <p className="status-text books-empty">{t('books.empty')}</p>
        </div>
      </>
    );
  return (
    <>
      {banner}
      <CardSection listClassName="books-grid">
        {state.status === 'loading'
          ? Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <li key={i} className="card book-card book-placeholder" aria-hidden="true">
                <div className="book-cover" />
                <div className="card-body" />
              </li>
            ))
          : state.data.map((book, index) => {
              const title = urdu && book.titleUr ? book.titleUr : book.title;
              const titleLang = urdu && book.titleUr ? 'ur' : 'en';
              return (
                <li key={book.id} className="card book-card" data-book={book.id}>
                  <StoredPicture
                    image={book.cover}
                    className="book-cover"
                    alt={t('books.coverOf', { title })}
                    sizes="(min-width: 1100px) 180px, (min-width: 700px) 30vw, 45vw"
                    eager={index < 2}
                  />
                  <div className="card-body">
                    <h2 lang={titleLang} dir={titleLang === 'ur' ? 'rtl' : 'ltr'}>
                      {title}
                    </h2>
                    {!urdu && book.titleUr ? (
                      <p className="book-title-ur" lang="ur" dir="rtl">
                        {book.titleUr}
                      </p>
                    ) : null}
                    <p className="book-author">
                      <span {...typedTextProps(book.author)}>{book.author}</span>
                    </p>
                    <a
                      className="btn book-download"
                      href={book.pdf.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('books.download')}
                      <span className="visually-hidden">
                        {' '}
                        {t('books.downloadDetail', {
                          title,
                          size: formatFileSize(book.pdf.size, i18n.language),
                        })}
                      </span>
                    </a>
                  </div>
                </li>
              );
            })}
      </CardSection>
    </>
  );
}
