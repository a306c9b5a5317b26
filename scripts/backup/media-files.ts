/**
 * The media half of `npm run backup` and `npm run restore`. On the emulators the media store is a
 * folder on local disk (functions/src/lib/media-store/local-disk.ts: `objects/<path>` with
 * `<path>.meta.json` beside it): its files are listed with their SHA-256 and copied into the
 * backup, and copied back on restore. In production the objects of the Cloud Storage bucket are
 * listed (name, size, type, MD5) through the Admin SDK; their bytes are kept by the bucket's soft
 * delete and a second bucket (docs/deploy.md, section 10), and a restore checks them against the list.
 */
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import * as z from 'zod/mini';

/** One stored object: its path in the store, bytes, type, and a hash of its bytes. */
export interface StoredFile {
  name: string;
  size: number;
  contentType: string;
  /** Hex SHA-256 (local disk) or base64 MD5 (Cloud Storage's own). */
  sha256?: string;
  md5?: string;
}

const META = '.meta.json';
/** `<path>.meta.json` beside an object (local-disk.ts). */
const metaSchema = z.object({ contentType: z.string() });

/** Every object of the local-disk store under `dir` (none when the folder is absent). */
export async function listLocalMedia(dir: string): Promise<StoredFile[]> {
  const objects = join(dir, 'objects');
  const names = await readdir(objects, { recursive: true }).catch(() => []);
  const files: StoredFile[] = [];
  for (const name of names.sort()) {
    const file = join(objects, name);
    if (name.endsWith(META) || !(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    const meta = z.safeParse(
      metaSchema,
      JSON.parse(await readFile(file + META, 'utf8').catch(() => '{}')),
    );
    files.push({
      name: relative(objects, file).split(sep).join('/'),
      size: bytes.length,
      contentType: meta.success ? meta.data.contentType : 'application/octet-stream',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return files;
}

/** Copies the store's objects (with their `.meta.json`) from `fromDir` to `toDir`. */
export async function copyLocalMedia(fromDir: string, toDir: string): Promise<void> {
  await cp(join(fromDir, 'objects'), join(toDir, 'objects'), { recursive: true, force: true });
}

/** Removes every object of the local-disk store under `dir` (unfinished uploads too). */
export async function wipeLocalMedia(dir: string): Promise<void> {
  await rm(join(dir, 'objects'), { recursive: true, force: true });
  await rm(join(dir, 'uploads'), { recursive: true, force: true });
}

/** Every object of the Cloud Storage bucket `bucket` (the project's default when undefined). */
export async function listBucket(app: App, bucket?: string): Promise<StoredFile[]> {
  const [files] = await getStorage(app).bucket(bucket).getFiles({ autoPaginate: true });
  return files.map((f) => ({
    name: f.name,
    size: Number(f.metadata.size ?? 0),
    contentType: f.metadata.contentType ?? 'application/octet-stream',
    ...(f.metadata.md5Hash ? { md5: f.metadata.md5Hash } : {}),
  }));
}

/** Objects of `expected` that `actual` lacks or holds with other bytes. */
export function missingFiles(expected: StoredFile[], actual: StoredFile[]): StoredFile[] {
  const have = new Map(actual.map((f) => [f.name, f]));
  return expected.filter((f) => {
    const other = have.get(f.name);
    return !other || other.size !== f.size || other.sha256 !== f.sha256 || other.md5 !== f.md5;
  });
}
