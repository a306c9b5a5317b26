/**
 * The plain reads of stored documents through their schemas (`stored`, `validDocs`): a whole
 * collection, or one document at a known place.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import type { WithId } from '@masjid/domain/firestore-converter';
import { db } from './firebase.ts';
import { stored, validDocs } from './stored.ts';

/**
 * Every document of collection `name` that matches `schema`, with its id, in Firestore's order;
 * a malformed one is logged and left out (see `validDoc`).
 */
export async function readValidCollection<T extends object>(
  name: string,
  schema: z.ZodMiniType<T>,
): Promise<WithId<T>[]> {
  return validDocs(await db.collection(name).withConverter(stored(schema)).get());
}

/**
 * The snapshot of the document at `place`, read through `schema`: its `data()` is undefined when
 * the document does not exist and throws `StoredDataError` when it does not match (`validDoc`
 * turns that into undefined).
 */
export function readStoredDoc<T extends object>(
  place: { collection: string; id: string },
  schema: z.ZodMiniType<T>,
): Promise<DocumentSnapshot<WithId<T>>> {
  return db.collection(place.collection).doc(place.id).withConverter(stored(schema)).get();
}
