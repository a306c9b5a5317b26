/**
 * Collections whose documents own files in the media store (books, slides): one set of endpoints
 * that keeps a document and its files together, so nothing is left behind.
 *
 * - `GET /{name}`: the documents in their order (public, cached a minute by the CDN);
 * - `POST /{name}` (site admin, multipart): checks the typed fields with the domain schema and each
 *   file by its bytes and size, stores the files, then creates the document (last in the order);
 *   any failure deletes the files again;
 * - `PUT /{name}/{id}/files` (site admin, multipart): replaces one or more files; the new files
 *   get new names, the document points to them in a transaction, then the old files are deleted;
 * - `DELETE /{name}/{id}` (site admin): deletes the files, then the document;
 * - `GET /media/{name}/{id}/{file}`: the local-disk store's files, while their document exists
 *   (with Cloud Storage, storage.rules decide the same).
 *
 * Text fields and the order are edited by the site admin in Firestore directly (firestore.rules).
 */
import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import * as z from 'zod/mini';
import { DOC_ID_PATTERN } from '@masjid/domain/event';
import type { WithId } from '@masjid/domain/firestore-converter';
import { db, unlessAlreadyMade } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { mediaStore } from '../lib/media-store/store.ts';
import type { MediaStore } from '../lib/media-store/types.ts';
import { ApiError, fieldProblem } from './errors.ts';
import {
  fieldProblemsOf,
  type FieldProblem,
  type FieldProblems,
} from '@masjid/domain/field-problems';
import { PUBLIC_LIST_CACHE, endpoint, route } from './endpoint.ts';
import { multipartBodyLimit, readMultipartForm } from './multipart-files.ts';
import { serveLocalObject } from './serve-local-media.ts';
import { NOT_AN_IMAGE, isUploadImage, storeImage, type ImageRecipe } from './media-images.ts';
import { imagePaths } from '@masjid/domain/media-image';

/** One file a document owns. */
export interface MediaFileSpec {
  /** Largest size in bytes. */
  maxBytes: number;
  /** The problem when a new document is sent without it. */
  missing: FieldProblem;
  /** The problem when the bytes are not of the right kind, or undefined when they are. */
  check(bytes: Uint8Array): Promise<FieldProblem | undefined>;
  /**
   * Stores checked bytes as `{folder}/{name}…` and returns the document's value for the file and
   * every path written. Deletes what it wrote when it fails.
   */
  store(
    store: MediaStore,
    bytes: Uint8Array,
    place: { folder: string; name: string; field: string },
  ): Promise<{ value: unknown; paths: string[] }>;
}

/**
 * An image a document owns: at most `maxBytes`, refused (`not-an-image`) unless it is a picture
 * the pipeline takes, stored by `storeImage` with `recipe`; its value is the `StoredImage`.
 * `missingMessage` is the problem's message when a new document comes without it.
 */
export function imageFileSpec(
  maxBytes: number,
  missingMessage: string,
  recipe: ImageRecipe,
): MediaFileSpec {
  return {
    maxBytes,
    missing: fieldProblem('file-missing', missingMessage),
    check: async (bytes) =>
      (await isUploadImage(bytes)) ? undefined : fieldProblem('not-an-image', NOT_AN_IMAGE),
    async store(store, bytes, place) {
      const image = await storeImage(store, bytes, recipe, place);
      return { value: image, paths: imagePaths(image) };
    },
  };
}

/** A collection of documents with files; `T` is the stored document. */
export interface MediaCollectionSpec<T extends { order: number }> {
  /** Firestore collection, also the media store's folder and the API's path. */
  collection: string;
  /** The typed fields (strings; an empty optional one is left out). */
  fields: z.ZodMiniObject;
  /** The document as written (strict). */
  docSchema: z.ZodMiniType<Record<string, unknown>>;
  /** The document as read. */
  readSchema: z.ZodMiniType<T>;
  /** The files by form field name, which is also the document's field. */
  files: Record<string, MediaFileSpec>;
  /** Every media-store path a document refers to. */
  paths(doc: T): string[];
}

const idParams = z.object({
  id: z.string().check(z.regex(DOC_ID_PATTERN, 'Malformed id')),
});
const fileParams = z.object({
  id: z.string().check(z.regex(DOC_ID_PATTERN, 'Malformed id')),
  file: z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,128}$/, 'Malformed file name')),
});

/** Deletes media-store objects (absent ones are fine). */
async function deletePaths(paths: string[]): Promise<void> {
  const store = await mediaStore();
  await Promise.all(paths.map((path) => store.delete(path)));
}

/** The endpoints of one media collection (see the module comment). */
/**
 * The documents of a media collection (`slides`, `books`) in the site admin's order, each read
 * with `schema`; a malformed one is left out. What `GET /{collection}` answers.
 */
export async function listMediaCollection<T extends { order: number }>(
  collection: string,
  schema: MediaCollectionSpec<T>['readSchema'],
): Promise<WithId<T>[]> {
  return validDocs(
    await db.collection(collection).orderBy('order').withConverter(stored(schema)).get(),
  );
}

export function mediaCollectionRouter<T extends { order: number }>(
  spec: MediaCollectionSpec<T>,
): Router {
  const collection = () => db.collection(spec.collection);
  const converter = stored(spec.readSchema);
  const limits = Object.fromEntries(Object.entries(spec.files).map(([k, f]) => [k, f.maxBytes]));
  const notFound = () =>
    new ApiError('not-found', 'item-not-found', `No such ${spec.collection} document`);

  const list = () => listMediaCollection(spec.collection, spec.readSchema);

  async function find(id: string): Promise<WithId<T> | undefined> {
    return validDoc(await collection().doc(id).withConverter(converter).get());
  }

  /** Checks each sent file's bytes; ApiError 400 with a problem per bad file. */
  async function checkFiles(files: Record<string, Uint8Array>, errors: FieldProblems) {
    for (const [name, bytes] of Object.entries(files)) {
      const problem = await spec.files[name]?.check(bytes);
      if (problem) errors[name] ??= problem;
    }
    if (Object.keys(errors).length > 0)
      throw new ApiError('bad-request', 'invalid-input', 'Some fields are missing or invalid', {
        fields: errors,
      });
  }

  /** Stores the sent files under `{collection}/{id}/` with a fresh name prefix. */
  async function storeFiles(id: string, files: Record<string, Uint8Array>) {
    const store = await mediaStore();
    const prefix = randomBytes(6).toString('hex');
    const values: Record<string, unknown> = {};
    const paths: string[] = [];
    try {
      for (const [field, bytes] of Object.entries(files)) {
        const file = spec.files[field];
        if (!file) continue;
        const saved = await file.store(store, bytes, {
          folder: `${spec.collection}/${id}`,
          name: `${prefix}-${field}`,
          field,
        });
        values[field] = saved.value;
        paths.push(...saved.paths);
      }
    } catch (err) {
      await deletePaths(paths);
      throw err;
    }
    return { values, paths };
  }

  /**
   * Creates the item `id` of a multipart request (`ctx.newId`); a retry of a request that made it
   * already answers what it made.
   */
  async function create(req: Request, id: string): Promise<WithId<T>> {
    const form = await readMultipartForm(req, limits);
    const candidate = Object.fromEntries(
      Object.keys(spec.fields.def.shape).map((name) => [name, form.fields[name] ?? '']),
    );
    const parsed = z.safeParse(spec.fields, candidate);
    const errors = parsed.success ? {} : fieldProblemsOf(parsed.error);
    for (const [name, file] of Object.entries(spec.files))
      if (!form.files[name]) errors[name] ??= file.missing;
    await checkFiles(form.files, errors);
    if (!parsed.success)
      throw new ApiError('bad-request', 'invalid-input', 'Some fields are missing or invalid', {
        fields: errors,
      });

    const made = await find(id);
    if (made) return made;
    const { values, paths } = await storeFiles(id, form.files);
    try {
      const last = await collection()
        .orderBy('order', 'desc')
        .limit(1)
        .withConverter(converter)
        .get();
      const document = z.parse(spec.docSchema, {
        ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== '')),
        ...values,
        order: (validDocs(last)[0]?.order ?? -1) + 1,
        createdAt: new Date().toISOString(),
      });
      await collection().doc(id).create(document);
    } catch (err) {
      await deletePaths(paths);
      // A retry sent at the same time made it first.
      unlessAlreadyMade(err);
    }
    const created = await find(id);
    if (!created) throw notFound();
    return created;
  }

  async function replaceFiles(req: Request, id: string): Promise<WithId<T>> {
    const form = await readMultipartForm(req, limits);
    if (Object.keys(form.files).length === 0)
      throw new ApiError('bad-request', 'nothing-to-replace', 'Choose a file to replace', {
        fields: { _: fieldProblem('file-missing', 'Choose a file to replace') },
      });
    await checkFiles(form.files, {});
    if (!(await find(id))) throw notFound();
    const { values, paths } = await storeFiles(id, form.files);
    let previous: WithId<T> | undefined;
    try {
      await db.runTransaction(async (tx) => {
        const ref = collection().doc(id);
        previous = validDoc(await tx.get(ref.withConverter(converter)));
        if (!previous) throw notFound();
        tx.update(ref, values);
      });
    } catch (err) {
      await deletePaths(paths);
      throw err;
    }
    const updated = await find(id);
    if (!updated) throw notFound();
    const kept = new Set(spec.paths(updated));
    await deletePaths(previous ? spec.paths(previous).filter((p) => !kept.has(p)) : []);
    return updated;
  }

  async function remove(id: string): Promise<void> {
    const ref = collection().doc(id);
    if (!(await ref.get()).exists) throw notFound();
    // A malformed document is still deleted; its files go first when their paths are known.
    const doc = await find(id);
    if (doc) await deletePaths(spec.paths(doc));
    await ref.delete();
  }

  const router = Router();
  const base = `/${spec.collection}`;
  route(router, base, {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => list()),
    post: endpoint(
      {
        role: 'siteAdmin',
        bodyLimit: multipartBodyLimit(limits),
        form: 'multipart',
        creates: true,
      },
      async ({ req, res, newId }) => {
        const created = await create(req, newId);
        res.status(201).location(`/api${base}/${created.id}`);
        return created;
      },
    ),
  });
  route(router, `${base}/:id/files`, {
    put: endpoint(
      {
        role: 'siteAdmin',
        params: idParams,
        bodyLimit: multipartBodyLimit(limits),
        form: 'multipart',
      },
      ({ req, params }) => replaceFiles(req, params.id),
    ),
  });
  route(router, `${base}/:id`, {
    delete: endpoint({ role: 'siteAdmin', params: idParams }, async ({ res, params }) => {
      await remove(params.id);
      res.status(204).end();
    }),
  });
  route(router, `/media${base}/:id/:file`, {
    get: endpoint({ role: 'public', params: fileParams }, async ({ res, next, params }) => {
      const doc = await find(params.id);
      const path = `${spec.collection}/${params.id}/${params.file}`;
      if (!doc || !spec.paths(doc).includes(path))
        throw new ApiError('not-found', 'file-not-found', 'No such file');
      await serveLocalObject(res, next, path);
    }),
  });
  return router;
}
