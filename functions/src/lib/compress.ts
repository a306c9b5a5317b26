/**
 * Compression of the functions' answers (the `pages` HTML, the API's JSON, the calendar feeds).
 * Firebase Hosting's documentation promises gzip or Brotli for the files deployed to it and says
 * nothing of what a function answers through a rewrite, and the Hosting emulator passes a
 * function's answer on as it is: a data page's 40 KB of HTML would reach a phone as 40 KB. With
 * this middleware it is about 10 KB: Brotli when the browser offers it, else gzip, with
 * `Vary: Accept-Encoding` so a cache keeps one copy per encoding (an answer already compressed is
 * not compressed again on the way). The library compresses only types listed as compressible
 * (text, JSON, SVG; not audio, JPEG, WebP or PDF), and an answer under 1 KB of known length goes
 * as it is; a part of a file (206, `Content-Range`) is never compressed, since its range counts the
 * file's own bytes.
 */
import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Brotli quality 6 of 11: a data page (about 40 KB) is compressed in about 3 ms to 10.3 KB.
 * Quality 4 (the library's default) gives 11.1 KB, no smaller than gzip; 11 gives 9.2 KB in
 * about 57 ms, too slow for every render (measured on the home page, 2026-11-27).
 */
const BROTLI_QUALITY = 6;

/** The middleware that compresses an Express app's answers (see the module comment). */
export function compressAnswers(): RequestHandler {
  return compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    filter: (req, res) =>
      res.statusCode !== 206 &&
      res.getHeader('Content-Range') === undefined &&
      compression.filter(req, res),
  });
}
