/**
 * Serving objects of the local-disk store over HTTP (`/api/media/...`), with `Accept-Ranges`,
 * `206` and `Content-Range` (audio seeking needs them). The caller decides first whether the
 * object is published; with Cloud Storage, `storage.rules` decide and this answers 404.
 */
import type { NextFunction, Response } from 'express';
import { ApiError } from './errors.ts';
import { mediaStore } from '../lib/media-store/store.ts';

const noSuchFile = () => new ApiError('not-found', 'file-not-found', 'No such file');

/** Sends the local store's object at `path`; ApiError 404 when there is none (or no local store). */
export async function serveLocalObject(
  res: Response,
  next: NextFunction,
  path: string,
): Promise<void> {
  const store = await mediaStore();
  if (store.kind !== 'local-disk') throw noSuchFile();
  const object = await store.stat(path);
  if (!object) throw noSuchFile();
  res.set('Cache-Control', 'public, max-age=3600');
  res.sendFile(
    store.file(path),
    {
      acceptRanges: true,
      lastModified: true,
      dotfiles: 'allow', // the store may sit in a dot-folder such as .emulators/
      headers: { 'Content-Type': object.contentType },
    },
    (err?: Error & { status?: number }) => {
      if (!err || res.headersSent) return;
      if (err.status === 416) {
        res.status(416).set('Content-Range', `bytes */${object.size}`).end();
        return;
      }
      next(err.status === 404 ? noSuchFile() : err);
    },
  );
}
