import { Card } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { BOOKS } from './books.ts';
import './books.css';

/**
 * The Books page, /seerat: six hard-coded books, each with its cover, its title and a Download
 * button that opens the PDF in a new tab.
 */
export function BooksPage() {
  return (
    <>
      <CardGridPage
        title="Books"
        lead="Read the seerah, the Quran in translation, hadith and more. Each book opens as a PDF."
        listClassName="books-grid"
        footer={
          <p className="books-note">
            These PDFs are short samples; the full books can be read in the mosque library.
          </p>
        }
      >
        {BOOKS.map((book) => (
          <Card
            key={book.pdfPath}
            className="book-card"
            image={{
              src: book.coverImagePath,
              alt: `Cover of ${book.title}`,
              width: 300,
              height: 420,
              className: 'book-cover',
            }}
          >
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
          </Card>
        ))}
      </CardGridPage>
    </>
  );
}
