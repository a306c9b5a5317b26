/**
 * A stored book and a stored slide as the functions write them (files in the media store), for
 * the rules tests and the rules/zod parity table: the site admin may change their text and order,
 * never their files.
 */
const image = (folder: string) => ({
  width: 1280,
  height: 540,
  sources: [
    {
      url: `/api/media/${folder}/a1b2c3-image-640.webp`,
      path: `${folder}/a1b2c3-image-640.webp`,
      type: 'image/webp',
      width: 640,
      height: 270,
    },
    {
      url: `/api/media/${folder}/a1b2c3-image-1280.jpg`,
      path: `${folder}/a1b2c3-image-1280.jpg`,
      type: 'image/jpeg',
      width: 1280,
      height: 540,
    },
  ],
});

export const STORED_BOOK = {
  title: 'The Life of the Prophet ﷺ',
  titleUr: 'سیرتِ نبوی ﷺ',
  author: 'Masjid Library',
  order: 0,
  pdf: {
    url: '/api/media/books/rules-book/a1b2c3-pdf.pdf',
    path: 'books/rules-book/a1b2c3-pdf.pdf',
    size: 12345,
  },
  cover: image('books/rules-book'),
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const STORED_SLIDE = {
  altEn: 'The mosque at dusk',
  altUr: 'شام کے وقت مسجد',
  headingEn: 'Welcome',
  headingUr: 'خوش آمدید',
  order: 0,
  image: image('slides/rules-slide'),
  createdAt: '2026-01-01T00:00:00.000Z',
};
