/**
 * Live reads of a public collection kept in the site admin's order (books, slides): first from
 * the REST API (`GET /api/{collection}`), then from a Firestore listener, each document parsed
 * with its domain schema; a malformed one is left out.
 */
import * as z from 'zod/mini';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, type LiveSource } from '../data/live-query.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';

/** The live source of `collection`, in `order`; `list` parses the API's answer. */
export function orderedCollectionSource<T extends { order: number }>(
  collection: string,
  schema: z.ZodMiniType<T>,
  list: z.ZodMiniType<(T & { id: string })[]>,
): LiveSource<(T & { id: string })[]> {
  const converter = storedConverter(schema);
  const byOrder = (a: T, b: T) => a.order - b.order;
  return {
    key: [collection],
    ...apiRead(
      `/${collection}`,
      z.pipe(
        list,
        z.transform((items) => items.sort(byOrder)),
      ),
    ),
    // An empty answer from the offline cache is ignored (the API's answer, if any, stays).
    listen: listenToCollection(collection, converter, { arrange: (items) => items.sort(byOrder) }),
  };
}
