/** The library's books, live, in the site admin's order (public /seerat and the admin screen). */
import { BOOKS_COLLECTION, bookListSchema, bookSchema, type Book } from '@masjid/domain/book';
import { storedConverter } from '../firebase/stored-converter.ts';
import { useLive, type LiveState } from '../data/live-query.ts';
import { orderedCollectionSource } from './ordered-collection.ts';

/** Stored books, parsed with the book schema. */
export const bookConverter = storedConverter(bookSchema);

const booksSource = orderedCollectionSource(BOOKS_COLLECTION, bookSchema, bookListSchema);

/** Every book, first in the order first. */
export function useBooks(): LiveState<Book[]> {
  return useLive(booksSource);
}
