/**
 * `docConverter(schema)` typed for the web SDK's `withConverter`: reads come back as the schema's
 * type with the id. (Left to itself, TypeScript infers the converter's model type from its
 * `toFirestore` side, the partial one, and every read would look partial.)
 */
import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';
import type * as z from 'zod/mini';
import { docConverter, type WithId } from '@masjid/domain/firestore-converter';

/** The converter of `schema` for `withConverter`. */
export function storedConverter<T extends object>(
  schema: z.ZodMiniType<T>,
): FirestoreDataConverter<WithId<T>, DocumentData> {
  const converter = docConverter(schema);
  return {
    // Our writes go through plain references; this only drops the id, as `docConverter` does.
    toFirestore(model: DocumentData): DocumentData {
      const { id: _id, ...fields } = model;
      return fields;
    },
    fromFirestore: (snapshot) => converter.fromFirestore(snapshot),
  };
}
