/**
 * Reading lists of stored documents through `docConverter`: the converter throws
 * `StoredDataError` for a document that does not match its schema; in a list that one document
 * is left out (and logged) rather than failing the whole page.
 */
import type { FirestoreDataConverter, WhereFilterOp } from 'firebase/firestore';
import { PUBLIC_LIST_LIMIT, StoredDataError } from '@masjid/domain/firestore-converter';
import type { Listen } from '../data/live-query.ts';

/** What a converted snapshot offers: its data, parsed by the converter. */
interface ConvertedSnapshot<T> {
  data(): T;
}

/** The parsed data of `docs`, the malformed ones left out. */
export function readableDocs<T>(docs: readonly ConvertedSnapshot<T>[]): T[] {
  return docs.flatMap((doc) => {
    try {
      return [doc.data()];
    } catch (error) {
      if (!(error instanceof StoredDataError)) throw error;
      console.warn(error.message);
      return [];
    }
  });
}

/** What a converted query snapshot offers: where it came from and its documents. */
interface ConvertedQuerySnapshot<T> {
  metadata: { fromCache: boolean };
  empty: boolean;
  docs: readonly ConvertedSnapshot<T>[];
}

/**
 * A list listener's snapshot handler: hands `next` the readable documents (see `readableDocs`),
 * passed through `arrange` (a sort, say). An empty answer from the offline cache says nothing, so
 * it hands `undefined` (the value shown, such as the API's answer, stays).
 */
export function onReadableDocs<T>(
  next: (docs: T[] | undefined) => void,
  arrange: (docs: T[]) => T[] = (docs) => docs,
): (snap: ConvertedQuerySnapshot<T>) => void {
  return (snap) =>
    next(snap.metadata.fromCache && snap.empty ? undefined : arrange(readableDocs(snap.docs)));
}

/** A listened collection's filter: field, operator and value, as `where` takes them. */
export type CollectionFilter = readonly [field: string, op: WhereFilterOp, value: unknown];

/**
 * The `listen` of a live list: a Firestore listener on collection `name` (through `converter`),
 * narrowed by `where()` when given (asked when the listener starts, so a date in it is current),
 * handing on the readable documents arranged by `arrange` (see `onReadableDocs`). The Firestore SDK
 * is loaded when the listener starts.
 */
export function listenToCollection<T>(
  name: string,
  converter: FirestoreDataConverter<T>,
  options: { where?: () => CollectionFilter | undefined; arrange?: (docs: T[]) => T[] } = {},
): Listen<T[]> {
  return async (db, next, fail) => {
    const { collection, limit, onSnapshot, query, where } = await import('firebase/firestore');
    const docs = collection(db, name).withConverter(converter);
    const filter = options.where?.();
    // The rules refuse a visitor's list without a limit (PUBLIC_LIST_LIMIT).
    const bounded = limit(PUBLIC_LIST_LIMIT);
    return onSnapshot(
      filter ? query(docs, where(...filter), bounded) : query(docs, bounded),
      onReadableDocs(next, options.arrange),
      fail,
    );
  };
}
