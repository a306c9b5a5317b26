/**
 * The Cloud Storage media store, through firebase-admin (production, or a Storage emulator that
 * answers). Audio is read through Firebase Storage download addresses, so `storage.rules` decide
 * who may read it (published recordings only).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { CloudStorageStore, UploadSessionOptions } from './types.ts';

/**
 * The options of Cloud Storage's resumable upload session: `contentLength` becomes the
 * `X-Upload-Content-Length` header, so Cloud Storage refuses an upload of any other size; `origin`
 * is the only origin Cloud Storage's CORS answers allow to send the bytes from a browser.
 */
export function resumableUploadOptions({ contentType, size, origin }: UploadSessionOptions) {
  return {
    origin,
    metadata: { contentType, contentLength: size, metadata: { declaredSize: String(size) } },
  };
}

/** A store on the project's default bucket; `emulatorHost` when a Storage emulator answers. */
export function cloudStorageStore({ emulatorHost }: { emulatorHost?: string }): CloudStorageStore {
  const bucket = getStorage(getApps()[0] ?? initializeApp()).bucket();
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return {
    kind: 'cloud-storage',

    async createUploadSession(path, options) {
      const [url] = await bucket.file(path).createResumableUpload(resumableUploadOptions(options));
      return url;
    },

    async put(path, bytes, contentType) {
      await bucket.file(path).save(Buffer.from(bytes), { contentType, resumable: false });
    },

    async stat(path) {
      const target = bucket.file(path);
      const [exists] = await target.exists();
      if (!exists) return undefined;
      const [meta] = await target.getMetadata();
      return {
        size: Number(meta.size),
        contentType: meta.contentType ?? 'application/octet-stream',
      };
    },

    async readStart(path, length) {
      const [bytes] = await bucket.file(path).download({ start: 0, end: length - 1 });
      return new Uint8Array(bytes);
    },

    async delete(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },

    downloadUrl(path) {
      return `${origin}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media`;
    },
  };
}
