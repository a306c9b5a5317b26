/**
 * Live Firestore reads for React through reactfire (`useFirestoreDoc`, `useFirestoreCollection`),
 * as a state rather than a throw: reactfire throws a failed read (permission-denied, a document
 * that does not match its converter's schema) into the nearest error boundary, while our pages
 * say in place what went wrong. Only for pages under `FirebaseProviders`. Refs and queries must
 * carry a `docConverter` (`withConverter`), so every value read here was parsed with its schema.
 */
import type { DocumentReference, Query } from 'firebase/firestore';
import { useFirestoreCollection, useFirestoreDoc } from 'reactfire';
import { readableDocs } from './stored-docs.ts';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: Error };

/** A read's failure as an Error. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** One document as it changes: its parsed data (undefined when missing) and whether a write of
 * this device is still on its way to the server. */
export interface LiveDoc<T> {
  data: T | undefined;
  pending: boolean;
}

/** Follows the document `ref`. */
export function useLiveDoc<T>(ref: DocumentReference<T>): Loaded<LiveDoc<T>> {
  // reactfire runs all its hooks before it throws, so catching keeps the order of hooks.
  try {
    const snap = useFirestoreDoc(ref);
    if (snap.status !== 'success') return { status: 'loading' };
    return {
      status: 'ready',
      data: { data: snap.data.data(), pending: snap.data.metadata.hasPendingWrites },
    };
  } catch (error) {
    return { status: 'error', error: asError(error) };
  }
}

/** Follows the results of `query`; a malformed document is left out (and logged). */
export function useLiveQuery<T>(query: Query<T>): Loaded<T[]> {
  try {
    const snap = useFirestoreCollection(query);
    if (snap.status !== 'success') return { status: 'loading' };
    return { status: 'ready', data: readableDocs(snap.data.docs) };
  } catch (error) {
    return { status: 'error', error: asError(error) };
  }
}

/** Follows the results of `query` (see useLiveQuery), put in order by `order`. */
export function useLiveList<T>(query: Query<T>, order: (list: T[]) => T[]): Loaded<T[]> {
  const list = useLiveQuery(query);
  return list.status === 'ready' ? { status: 'ready', data: order([...list.data]) } : list;
}

/** Sorts by the text field `key`, the latest (greatest) first: ISO days and times. */
export const latestFirst =
  <K extends string>(key: K) =>
  <T extends Record<K, string>>(list: T[]): T[] =>
    list.sort((a, b) => b[key].localeCompare(a[key]));
