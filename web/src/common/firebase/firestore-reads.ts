/**
 * Live Firestore reads for React through reactfire (`useFirestoreDoc`, `useFirestoreCollection`),
 * as a state rather than a throw: reactfire throws a failed read (permission-denied, a document
 * that does not match its converter's schema) into the nearest error boundary, while our pages
 * say in place what went wrong. Only for pages under `FirebaseProviders`. Refs and queries must
 * carry a `docConverter` (`withConverter`), so every value read here was parsed with its schema.
 */
import {
  collection,
  doc,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { DOC_ID_PATTERN } from '@masjid/domain/event';
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

const NOT_FOUND = new Error('Document not found');

/**
 * The document `id` of the collection `name` (read with `converter`), kept current; an id that
 * cannot name a document, a missing document or a failed read is an error.
 */
export function useLiveById<T>(
  name: string,
  converter: FirestoreDataConverter<T>,
  id: string,
): Loaded<T> {
  const db = useFirestore();
  const valid = DOC_ID_PATTERN.test(id);
  // Hooks run on every render, so an invalid id still reads something: a document never written.
  const read = useLiveDoc(doc(db, name, valid ? id : '_invalid').withConverter(converter));
  if (read.status === 'loading') return read;
  if (!valid || read.status === 'error' || !read.data.data)
    return { status: 'error', error: read.status === 'error' ? read.error : NOT_FOUND };
  return { status: 'ready', data: read.data.data };
}

/** The whole collection `name` (read with `converter`), kept current, put in order by `order`. */
export function useLiveCollection<T>(
  name: string,
  converter: FirestoreDataConverter<T>,
  order: (list: T[]) => T[],
): Loaded<T[]> {
  const db = useFirestore();
  return useLiveList(collection(db, name).withConverter(converter), order);
}
