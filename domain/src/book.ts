/**
 * Books of the library page (/seerat): a PDF and a cover image in the media store, a title, an
 * author and an optional Urdu title, in the site admin's order. The functions create and delete a
 * book with its files; the site admin edits the text and the order in Firestore directly (the
 * rules keep the files as the functions stored them).
 */
import * as z from 'zod/mini';
import { imageUrlSchema, text } from './event.ts';
import { orderedMediaSchemas, storagePathSchema, storedImageSchema } from './media-image.ts';

/** Firestore collection of books. */
export const BOOKS_COLLECTION = 'books';

/** Largest PDF taken, in bytes: the whole upload must fit one function request (32 MB). */
export const MAX_BOOK_PDF_BYTES = 25 * 1024 * 1024;
/** Largest cover image taken, in bytes. */
export const MAX_BOOK_COVER_BYTES = 5 * 1024 * 1024;
/** Widths of a cover's WebP files, in pixels: the card shows it 300 px wide (600 on sharp screens). */
export const BOOK_COVER_WIDTHS = [300, 600] as const;
/** Width of the cover's JPEG fallback, in pixels. */
export const BOOK_COVER_FALLBACK_WIDTH = 300;

/** The fields the site admin types. */
export const bookFieldsShape = {
  title: text(200, 'Title is required'),
  titleUr: z.optional(text(200)),
  author: text(120, 'Author is required'),
};
export const bookFieldsSchema = z.object(bookFieldsShape);
export type BookFields = z.infer<typeof bookFieldsSchema>;

/** The stored PDF: where it is, its address and its size in bytes. */
export const bookPdfSchema = z.strictObject({
  url: imageUrlSchema,
  path: storagePathSchema,
  size: z.int().check(z.gte(1), z.lte(MAX_BOOK_PDF_BYTES)),
});
export type BookPdf = z.infer<typeof bookPdfSchema>;

/**
 * A book as read (unknown keys dropped), a book document as written (the rules refuse unknown
 * keys too), a book as `GET /books` answers it (with its id), and that answer.
 */
export const {
  schema: bookSchema,
  docSchema: bookDocSchema,
  answerSchema: bookAnswerSchema,
  listSchema: bookListSchema,
} = orderedMediaSchemas(bookFieldsShape, {
  pdf: bookPdfSchema,
  cover: storedImageSchema,
});
export type BookData = z.infer<typeof bookSchema>;
export type Book = BookData & { id: string };

/** Every media-store path of a book. */
export function bookPaths(book: Pick<BookData, 'pdf' | 'cover'>): string[] {
  return [book.pdf.path, ...book.cover.sources.map((s) => s.path)];
}
