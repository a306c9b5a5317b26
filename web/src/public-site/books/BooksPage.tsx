import { PageBanner } from '../../common/ui/PageBanner.tsx';
import { BOOKS } from './books.ts';
import './books.css';

/**
 * The Books page, /seerat (spec 2.7): six hard-coded books, each with its cover, its title and a
 * Download button that opens the PDF in a new tab.
 */
export function BooksPage() {
  return (
    <>
      <PageBanner
        title="Books"
        lead="Read the seerah, the Quran in translation, hadith and more. Each book opens as a PDF."
      />
      <section className="container section">
        <ul className="books-grid" role="list">
          {BOOKS.map((book) => (
            <li key={book.pdfPath} className="card book-card">
              <img
                className="book-cover"
                src={book.coverImagePath}
                alt={`Cover of ${book.title}`}
                width={300}
                height={420}
                loading="lazy"
                decoding="async"
              />
              <div className="card-body">
                <h2>{book.title}</h2>
                <a
                  className="btn book-download"
                  href={book.pdfPath}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Download
                  <span className="visually-hidden"> {book.title} (PDF, opens in a new tab)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        <p className="books-note">
          These PDFs are short samples; the full books can be read in the mosque library.
        </p>
      </section>
    </>
  );
}
