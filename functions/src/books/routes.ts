/**
 * Books API (the library page, /seerat): `GET /books`, `POST /books` (multipart: title, titleUr,
 * author, pdf, cover), `PUT /books/{id}/files` (a new pdf and/or cover), `DELETE /books/{id}`, and
 * the local store's files at `/media/books/{id}/{file}` (see api/media-collection.ts). A PDF is
 * recognised by its bytes (file-type), at most 25 MB; the cover is resized into WebP and JPEG.
 */
import type { Router } from 'express';
import { fileTypeFromBuffer } from 'file-type/core';
import {
  BOOKS_COLLECTION,
  BOOK_COVER_FALLBACK_WIDTH,
  BOOK_COVER_WIDTHS,
  MAX_BOOK_COVER_BYTES,
  MAX_BOOK_PDF_BYTES,
  bookFieldsSchema,
  bookDocSchema,
  bookPaths,
  bookSchema,
  type BookData,
  type BookPdf,
} from '@masjid/domain/book';
import { fieldProblem } from '../api/errors.ts';
import { imageFileSpec, mediaCollectionRouter } from '../api/media-collection.ts';

export const NOT_A_PDF = 'This file is not a PDF. Choose the book as a PDF file.';

export function booksRouter(): Router {
  return mediaCollectionRouter<BookData>({
    collection: BOOKS_COLLECTION,
    fields: bookFieldsSchema,
    docSchema: bookDocSchema,
    readSchema: bookSchema,
    paths: bookPaths,
    files: {
      pdf: {
        maxBytes: MAX_BOOK_PDF_BYTES,
        missing: fieldProblem('file-missing', "Choose the book's PDF"),
        async check(bytes) {
          const kind = await fileTypeFromBuffer(bytes);
          return kind?.mime === 'application/pdf'
            ? undefined
            : fieldProblem('not-a-pdf', NOT_A_PDF);
        },
        async store(store, bytes, { folder, name }) {
          const path = `${folder}/${name}.pdf`;
          await store.put(path, bytes, 'application/pdf');
          const value: BookPdf = { url: store.downloadUrl(path), path, size: bytes.length };
          return { value, paths: [path] };
        },
      },
      cover: imageFileSpec(MAX_BOOK_COVER_BYTES, 'Choose a cover image', {
        widths: BOOK_COVER_WIDTHS,
        fallbackWidth: BOOK_COVER_FALLBACK_WIDTH,
      }),
    },
  });
}
