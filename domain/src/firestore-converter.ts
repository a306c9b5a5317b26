/**
 * One way to read stored documents: a Firestore data converter built from a document type's zod
 * schema. Every read of Firestore data, in the web client and in functions, goes through
 * `docConverter(schema)` with `withConverter`, so code never trusts a document's shape unchecked.
 *
 * The converter is written against the small part of a snapshot that both SDKs share (`id` and
 * `data()`), so the same object serves `firebase/firestore` and `firebase-admin/firestore`.
 */
import * as z from 'zod/mini';

/** What a converter reads of a snapshot; web and Admin SDK snapshots both have it. */
export interface StoredSnapshot {
  readonly id: string;
  readonly ref: { readonly path: string };
  data(): unknown;
}

/** A stored document that does not match its schema: the path and zod's first complaint. */
export class StoredDataError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    super(
      `Stored document ${path} does not match its schema` +
        (first ? `: ${first.path.join('.') || '(document)'} ${first.message}` : ''),
    );
    this.name = 'StoredDataError';
  }
}

/** A document's fields with its id, as the app uses it. */
export type WithId<T> = T & { id: string };

/**
 * Parses a snapshot's data with `schema`; throws `StoredDataError` when it does not match. The id
 * is added from the snapshot (an `id` field inside the stored data is ignored).
 */
export function parseStored<T extends object>(
  schema: z.ZodMiniType<T>,
  snapshot: StoredSnapshot,
): WithId<T> {
  const parsed = z.safeParse(schema, snapshot.data());
  if (!parsed.success) throw new StoredDataError(snapshot.ref.path, parsed.error.issues);
  return { ...parsed.data, id: snapshot.id };
}

/**
 * A converter for `withConverter`: reads parse with `schema` and carry the id; writes store the
 * fields without the id. Writes are not parsed here (field values such as `serverTimestamp()`
 * are not plain data); writers validate with the schema before writing.
 */
export function docConverter<T extends object>(schema: z.ZodMiniType<T>) {
  return {
    toFirestore(model: Partial<WithId<T>>): Record<string, unknown> {
      const { id: _id, ...fields } = model;
      return fields;
    },
    fromFirestore(snapshot: StoredSnapshot): WithId<T> {
      return parseStored(schema, snapshot);
    },
  };
}

/**
 * The most documents a client's list query of a public collection may ask for (its `limit`): the
 * rules refuse a visitor's list without one or with a larger one (firestore.rules
 * `isBoundedList`, which holds the same number), so a scripted read cannot cost a whole
 * collection. Every web query of a public collection sets it.
 */
export const PUBLIC_LIST_LIMIT = 500;
