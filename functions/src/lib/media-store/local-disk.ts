/**
 * The local-disk media store, for machines where no Storage emulator runs. Objects are files under
 * `<dir>/objects/<path>` with their content type beside them in `<path>.meta.json`; a resumable
 * upload is `<dir>/uploads/<session>.json` plus the bytes so far in `<session>.part`. The functions
 * serve both over HTTP: `PUT /media-uploads/{session}` (./routes.ts) and the published audio with
 * byte ranges (recordings/routes.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  mkdir,
  readdir,
  readFile,
  rename,
  open,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import * as z from 'zod/mini';
import { platform } from '../config.ts';
import type { LocalDiskStore, StoredObject } from './types.ts';

/** Unfinished local uploads are refused after this long, in milliseconds (as Cloud Storage's week, shorter). */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The store's folder: `MEDIA_STORE_DIR` (set by `npm start` and `npm test`) or one in the temp dir. */
export function localMediaDir(): string {
  return platform().mediaStoreDir;
}

/** `<session>.json`: an upload in progress. */
const sessionSchema = z.object({
  path: z.string(),
  /** The site origin whose pages may send the bytes. */
  origin: z.string(),
  size: z.number(),
  contentType: z.string(),
  /** Bytes taken so far; `size` once the upload is complete (the session then answers 200). */
  received: z.number(),
  expiresAt: z.number(),
});
type Session = z.infer<typeof sessionSchema>;

/** `<path>.meta.json` beside an object. */
const metaSchema = z.object({ contentType: z.string() });

const SESSION_ID = /^[a-f0-9]{64}$/;
const CONTENT_RANGE = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/;

/** A store on local disk under `dir`. */
export function localDiskStore(dir: string): LocalDiskStore {
  const objects = join(dir, 'objects');
  const uploads = join(dir, 'uploads');

  const file = (path: string) => {
    const target = resolve(objects, path);
    if (!target.startsWith(objects + sep) || path.endsWith('.meta.json'))
      throw new Error(`Bad media path: ${path}`);
    return target;
  };
  const sessionFile = (id: string) => join(uploads, `${id}.json`);

  async function readSession(id: string): Promise<Session | undefined> {
    if (!SESSION_ID.test(id)) return undefined;
    try {
      return z.parse(sessionSchema, JSON.parse(await readFile(sessionFile(id), 'utf8')));
    } catch {
      return undefined;
    }
  }

  async function dropSession(id: string) {
    await rm(sessionFile(id), { force: true });
    await rm(join(uploads, `${id}.part`), { force: true });
  }

  /** Drops the sessions past their time (finished ones stay until then, to answer 200). */
  async function dropExpiredSessions() {
    const names: string[] = await readdir(uploads).catch(() => []);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const id = name.slice(0, -'.json'.length);
      const session = await readSession(id);
      if (session && session.expiresAt < Date.now()) await dropSession(id);
    }
  }

  async function put(path: string, bytes: Uint8Array, contentType: string) {
    const target = file(path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(`${target}.meta.json`, JSON.stringify({ contentType }));
    await writeFile(target, bytes);
  }

  return {
    kind: 'local-disk',
    dir,
    file,

    async createUploadSession(path, { contentType, size, origin }) {
      file(path); // checks the path
      await mkdir(uploads, { recursive: true });
      await dropExpiredSessions();
      const id = randomBytes(32).toString('hex');
      const session: Session = {
        path,
        origin,
        size,
        contentType,
        received: 0,
        expiresAt: Date.now() + SESSION_LIFETIME_MS,
      };
      await writeFile(sessionFile(id), JSON.stringify(session));
      await writeFile(join(uploads, `${id}.part`), new Uint8Array());
      return `/api/media-uploads/${id}`;
    },

    async acceptChunk(id, contentRange, bytes, requestOrigin) {
      const session = await readSession(id);
      if (!session || session.expiresAt < Date.now()) {
        if (session) await dropSession(id);
        return { status: 404, message: 'No such upload, or it has expired' };
      }
      if (requestOrigin !== undefined && requestOrigin !== session.origin)
        return { status: 403, message: 'This upload may only be sent from the site' };
      const match = CONTENT_RANGE.exec(contentRange ?? '');
      if (!match) return { status: 400, message: 'Send Content-Range: bytes first-last/total' };
      const [, first, last, total] = match;
      if (total !== '*' && Number(total) !== session.size)
        return Number(total) > session.size
          ? { status: 413, message: 'The file is larger than the upload announced' }
          : { status: 400, message: 'The total size differs from the upload announced' };
      // A finished upload answers every later request, the status query included, with 200, as
      // Cloud Storage does: a client whose last chunk's answer was lost learns it is done.
      if (session.received >= session.size) return { status: 200, size: session.size };
      if (first === undefined || last === undefined)
        return { status: 308, received: session.received };
      const start = Number(first);
      const end = Number(last);
      if (end < start || end - start + 1 !== bytes.length)
        return { status: 400, message: 'Content-Range does not match the bytes sent' };
      if (end >= session.size)
        return { status: 413, message: 'The file is larger than the upload announced' };
      // A chunk that does not continue where the upload stands is not taken; 308 says where to go on.
      if (start !== session.received) return { status: 308, received: session.received };
      // Written at its offset, not appended: the same chunk sent again while the first is still
      // being written (a client that lost the answer) writes the same bytes to the same place.
      try {
        const part = await open(join(uploads, `${id}.part`), 'r+');
        try {
          await part.write(bytes, 0, bytes.length, start);
        } finally {
          await part.close();
        }
        session.received = end + 1;
        if (session.received < session.size) {
          await writeFile(sessionFile(id), JSON.stringify(session));
          return { status: 308, received: session.received };
        }
        const target = file(session.path);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: session.contentType }));
        await rename(join(uploads, `${id}.part`), target);
        // Kept, complete, until it expires or its object is deleted: it answers 200 meanwhile.
        await writeFile(sessionFile(id), JSON.stringify(session));
        return { status: 201, size: session.size };
      } catch (err) {
        // The same last chunk twice at once: the other request has moved the finished file.
        const done = await stat(file(session.path)).catch(() => undefined);
        if (done?.size === session.size) return { status: 200, size: session.size };
        throw err;
      }
    },

    put,

    async stat(path): Promise<StoredObject | undefined> {
      const target = file(path);
      try {
        const [info, meta] = await Promise.all([
          stat(target),
          readFile(`${target}.meta.json`, 'utf8'),
        ]);
        return {
          size: info.size,
          contentType: z.parse(metaSchema, JSON.parse(meta)).contentType,
        };
      } catch {
        return undefined;
      }
    },

    async readStart(path, length) {
      const handle = await open(file(path), 'r');
      try {
        const buffer = new Uint8Array(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async delete(path) {
      const target = file(path);
      await rm(target, { force: true });
      await rm(`${target}.meta.json`, { force: true });
      // Folders the object leaves empty go too (recordings/{id}/), up to the store's root.
      for (
        let folder = dirname(target);
        folder.startsWith(objects + sep);
        folder = dirname(folder)
      ) {
        try {
          await rmdir(folder);
        } catch {
          break; // not empty, or already gone
        }
      }
      const names: string[] = await readdir(uploads).catch(() => []);
      for (const name of names.filter((n) => n.endsWith('.json'))) {
        const id = name.slice(0, -'.json'.length);
        const session = await readSession(id);
        if (session?.path === path) await dropSession(id);
      }
    },

    downloadUrl(path) {
      return `/api/media/${path.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
}
