/**
 * The site admin's side of the collections whose documents own uploaded files (books, slides):
 * live reads through reactfire in the admin's order; creating, replacing files and deleting
 * through the API (the functions keep a document and its files together); text fields and the
 * order written to Firestore directly (the rules accept them from the site admin only, with the
 * files unchanged). Each write resolves when the server accepted it and throws when it refused.
 */
import {
  collection,
  deleteField,
  doc,
  orderBy,
  query,
  updateDoc,
  type FirestoreDataConverter,
  type DocumentData,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import * as z from 'zod/mini';
import { noContentResponse } from '@masjid/domain/api-responses';
import type { WithId } from '@masjid/domain/firestore-converter';
import { apiFetch } from '../../common/api/client.ts';
import { firestore } from '../../common/firebase/firebase.ts';
import { moveInOrder } from '../forms/reorder.ts';
import { useLiveQuery, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** The documents of `name`, first in the order first, kept current. */
export function useOrderedCollection<T>(
  name: string,
  converter: FirestoreDataConverter<WithId<T>, DocumentData>,
): Loaded<WithId<T>[]> {
  const db = useFirestore();
  return useLiveQuery(query(collection(db, name), orderBy('order')).withConverter(converter));
}

/** `POST /api/{name}` with the form (fields and files); the created document. */
export function createWithFiles<T>(name: string, form: FormData, answer: z.ZodMiniType<T>) {
  return savedToSite(apiFetch(`/${name}`, answer, { method: 'POST', form, creates: true }));
}

/** `PUT /api/{name}/{id}/files` with the new files; the updated document. */
export function replaceFiles<T>(
  name: string,
  id: string,
  form: FormData,
  answer: z.ZodMiniType<T>,
) {
  return savedToSite(
    apiFetch(`/${name}/${encodeURIComponent(id)}/files`, answer, { method: 'PUT', form }),
  );
}

/** `DELETE /api/{name}/{id}`: the files, then the document. */
export async function deleteWithFiles(name: string, id: string): Promise<void> {
  await savedToSite(
    apiFetch(`/${name}/${encodeURIComponent(id)}`, noContentResponse, { method: 'DELETE' }),
  );
}

/**
 * Writes the typed fields of a document; an optional field left empty is removed rather than
 * stored empty.
 */
export async function updateFields(
  name: string,
  id: string,
  fields: Record<string, string | undefined>,
): Promise<void> {
  const db = await firestore();
  await savedToSite(
    updateDoc(
      doc(db, name, id),
      Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, value ? value : deleteField()]),
      ),
    ),
  );
}

/** Moves `items[index]` by `delta` places (-1 up, +1 down), renumbering the list 0, 1, 2… */
export const move = moveInOrder;
