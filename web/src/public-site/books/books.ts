/** A book of the library, hard-coded: its title, cover image and PDF. */
export interface Book {
  title: string;
  coverImagePath: string;
  pdfPath: string;
}

/**
 * The six books of /seerat. The PDFs are short samples made by
 * scripts/make-assets/books.mjs; replace them with the library's full copies when available.
 */
export const BOOKS: Book[] = [
  {
    title: 'The Life of the Prophet ﷺ',
    coverImagePath: '/images/books/life-of-the-prophet.webp',
    pdfPath: '/books/life-of-the-prophet.pdf',
  },
  {
    title: 'Consequences of Deeds',
    coverImagePath: '/images/books/consequences-of-deeds.webp',
    pdfPath: '/books/consequences-of-deeds.pdf',
  },
  {
    title: 'The Holy Quran: Selected Surahs in English',
    coverImagePath: '/images/books/quran-translation.webp',
    pdfPath: '/books/quran-translation.pdf',
  },
  {
    title: 'The Importance of Prayer',
    coverImagePath: '/images/books/importance-of-prayer.webp',
    pdfPath: '/books/importance-of-prayer.pdf',
  },
  {
    title: 'Forty Hadith of Imam an-Nawawi, Volume 1',
    coverImagePath: '/images/books/forty-hadith-vol-1.webp',
    pdfPath: '/books/forty-hadith-vol-1.pdf',
  },
  {
    title: 'Forty Hadith of Imam an-Nawawi, Volume 2',
    coverImagePath: '/images/books/forty-hadith-vol-2.webp',
    pdfPath: '/books/forty-hadith-vol-2.pdf',
  },
];
