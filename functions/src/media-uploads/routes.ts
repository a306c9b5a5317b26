/**
 * The local-disk store's upload address, `PUT /media-uploads/{session}` (Cloud Storage's resumable
 * protocol: `Content-Range: bytes first-last/total` per chunk, 308 with `Range` until the last,
 * then 201; `bytes *\/total` asks where it stands: 308, with `Range` once bytes were taken, or 200
 * once complete). The session id is the capability, as with Cloud Storage's session addresses; it was
 * handed out only to a site admin (recordings/uploads.ts). 404 when Cloud Storage is in use.
 */
import { Router, type Request } from 'express';
import * as z from 'zod/mini';
import { UPLOAD_CHUNK_BYTES } from '@masjid/domain/recording';
import { ApiError } from '../api/errors.ts';
import { endpoint, route } from '../api/endpoint.ts';
import { mediaStore } from '../lib/media-store/store.ts';

/**
 * The request's bytes: read by the functions framework into `rawBody` (or by the endpoint wrapper,
 * within `UPLOAD_CHUNK_BYTES`).
 */
function chunkOf(req: Request & { rawBody?: Buffer }): Uint8Array {
  if (req.rawBody) return req.rawBody;
  return Buffer.isBuffer(req.body) ? req.body : new Uint8Array();
}

export function mediaUploadsRouter(): Router {
  const router = Router();
  route(router, '/media-uploads/:session', {
    put: endpoint(
      {
        role: 'public',
        params: z.object({ session: z.string() }),
        bodyLimit: UPLOAD_CHUNK_BYTES,
        form: 'bytes',
      },
      async ({ req, res, params }) => {
        const store = await mediaStore();
        if (store.kind !== 'local-disk')
          throw new ApiError('not-found', 'upload-not-found', 'No such upload');
        const result = await store.acceptChunk(
          params.session,
          req.get('content-range'),
          chunkOf(req),
          req.get('origin'),
        );
        switch (result.status) {
          case 308:
            if (result.received > 0) res.set('Range', `bytes=0-${result.received - 1}`);
            res.status(308).end();
            return undefined;
          case 200:
          case 201:
            res.status(result.status);
            return { size: result.size };
          case 403:
            throw new ApiError('forbidden', 'upload-from-elsewhere', result.message);
          case 404:
            throw new ApiError('not-found', 'upload-not-found', result.message);
          case 413:
            throw new ApiError('payload-too-large', 'upload-out-of-order', result.message);
          default:
            throw new ApiError('bad-request', 'upload-out-of-order', result.message);
        }
      },
    ),
  });
  return router;
}
