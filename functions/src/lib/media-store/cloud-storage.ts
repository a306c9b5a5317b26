/**
 * The Cloud Storage media store, through firebase-admin (production, or a Storage emulator that
 * answers). Audio is read through Firebase Storage download addresses, so `storage.rules` decide
 * who may read it (published recordings only).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { CloudStorageStore } from './types.ts';

/** A store on the project's default bucket; `emulatorHost` when a Storage emulator answers. */
export function cloudStorageStore({ emulatorHost }: { emulatorHost?: string }): CloudStorageStore {
  const bucket = getStorage(getApps()[0] ?? initializeApp()).bucket();
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return {
    kind: 'cloud-storage',

    async createUploadSession(path, { contentType, size, origin: siteOrigin }) {
      const [url] = await bucket.file(path).createResumableUpload({
        metadata: { contentType, metadata: { declaredSize: String(size) } },
        ...(siteOrigin ? { origin: siteOrigin } : {}),
      });
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
