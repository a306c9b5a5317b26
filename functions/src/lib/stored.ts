/**
 * Reads of stored documents through their domain schemas: `stored(schema)` is the Admin SDK
 * converter built on `docConverter` (`@masjid/domain/firestore-converter`), so every read is
 * parsed, carries its id, and a document that does not match throws `StoredDataError`.
 */
import type {
  DocumentData,
  DocumentSnapshot,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QuerySnapshot,
  WithFieldValue,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type * as z from 'zod/mini';
import { StoredDataError, docConverter, type WithId } from '@masjid/domain/firestore-converter';

/**
 * The Admin SDK converter of a document type. Reads parse with `schema`; writes (rarely made
 * through it) store the fields without the id.
 */
export function stored<T extends object>(schema: z.ZodMiniType<T>): FirestoreDataConverter<WithId<T>> {
  const converter = docConverter(schema);
  return {
    toFirestore(model: WithFieldValue<WithId<T>> | PartialWithFieldValue<WithId<T>>): DocumentData {
      const { id: _id, ...fields } = model;
      return fields;
    },
    fromFirestore: (snapshot) => converter.fromFirestore(snapshot),
  };
}

/**
 * A document's data when it exists and matches its schema; a malformed one is logged and treated
 * as absent, so a single bad document (written by hand in the console) does not take a whole
 * listing down.
 */
export function validDoc<T>(snap: DocumentSnapshot<T>): T | undefined {
  try {
    return snap.data();
  } catch (err) {
    if (!(err instanceof StoredDataError)) throw err;
    logger.warn('Skipping a malformed document', { path: err.path, problem: err.message });
    return undefined;
  }
}

/** The documents of a query that match their schema (see `validDoc`). */
export function validDocs<T>(snap: QuerySnapshot<T>): T[] {
  return snap.docs.flatMap((doc) => validDoc(doc) ?? []);
}
