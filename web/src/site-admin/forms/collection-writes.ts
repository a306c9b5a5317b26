/**
 * Writes of an admin collection whose documents the site admin writes whole (videos,
 * announcements): each is checked with the collection's document schema first, the same one the
 * rules mirror, with empty optional fields left out. Collections the change history records
 * (announcements, janaza notices, scheduled jamat changes) are written with their edit mark.
 * Every write goes through `savedToSite`, so this device shows it on the public pages at once.
 */
import { addDoc, collection, deleteDoc, doc, setDoc } from 'firebase/firestore';
import { firestore } from '../../common/firebase/firebase.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';
import { isRecorded, writeWithMark } from './marked-writes.ts';

/** Adds, replaces and deletes documents of `name`; `schema.parse` throws on a bad document. */
export function collectionWrites<T extends object>(
  name: string,
  schema: { parse: (data: unknown) => T },
) {
  const toDocument = (data: T): T =>
    schema.parse(
      Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== '')),
    );
  if (isRecorded(name))
    return {
      toDocument,
      create: (data: T): Promise<string> => writeWithMark(name, undefined, toDocument(data)),
      save: async (data: T, id?: string): Promise<void> => {
        await writeWithMark(name, id, toDocument(data));
      },
      remove: async (id: string): Promise<void> => {
        await writeWithMark(name, id, null);
      },
    };
  return {
    /** The document as written (throws when the schema refuses it). */
    toDocument,
    /** Adds a document; returns its new id. */
    create: async (data: T): Promise<string> => {
      const db = await firestore();
      return (await savedToSite(addDoc(collection(db, name), toDocument(data)))).id;
    },
    /** Replaces document `id`, or adds one when there is no `id`. */
    save: async (data: T, id?: string): Promise<void> => {
      const db = await firestore();
      await savedToSite<unknown>(
        id
          ? setDoc(doc(db, name, id), toDocument(data))
          : addDoc(collection(db, name), toDocument(data)),
      );
    },
    /** Deletes a document. */
    remove: async (id: string): Promise<void> => {
      const db = await firestore();
      await savedToSite(deleteDoc(doc(db, name, id)));
    },
  };
}
