/**
 * Reads every document of a Firestore database (every collection and subcollection, also those
 * under documents that do not exist themselves) or of a selection, writes documents back with a
 * BulkWriter, and deletes a selection recursively: the Firestore half of `npm run backup` and
 * `npm run restore`, through the Admin SDK (`listCollections`, `listDocuments`, `getAll`,
 * `recursiveDelete`, `bulkWriter`).
 */
import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { decodeFields, encodeFields, type RestValue } from './firestore-values.ts';

/** One document of a backup: its path (`students/u1/progress/2026-11-02`) and typed fields. */
export interface BackupDocument {
  path: string;
  fields: Record<string, RestValue>;
}

/**
 * Part of a database: the documents at `paths` with everything under them, and the top-level
 * documents whose `studentId` field is `studentId` (a student's parents' links and devices).
 * Undefined: the whole database.
 */
export interface Selection {
  paths: string[];
  studentId?: string;
}

/**
 * A student's documents: the profile with its subcollections (progress days, fees, summary,
 * memorisation, month notes), the link record and account status under the same id, and the
 * top-level documents naming the student (deepLinks, parentPushTokens, parentPushSends).
 */
export function studentSelection(uid: string): Selection {
  return {
    paths: [`students/${uid}`, `studentLinks/${uid}`, `accountStatus/${uid}`],
    studentId: uid,
  };
}

/** Whether `path` lies in the selection (`fields` for the `studentId` match). */
export function selected(
  selection: Selection | undefined,
  doc: { path: string; fields: Record<string, RestValue> },
): boolean {
  if (!selection) return true;
  if (selection.paths.some((p) => doc.path === p || doc.path.startsWith(`${p}/`))) return true;
  const owner = doc.fields.studentId;
  return (
    selection.studentId !== undefined &&
    doc.path.split('/').length === 2 &&
    owner !== undefined &&
    'stringValue' in owner &&
    owner.stringValue === selection.studentId
  );
}

const CHUNK = 100;

/** The documents at `refs` that exist, and everything under each of them. */
async function readDocuments(
  db: Firestore,
  refs: DocumentReference[],
  out: BackupDocument[],
): Promise<void> {
  for (let i = 0; i < refs.length; i += CHUNK) {
    const chunk = refs.slice(i, i + CHUNK);
    for (const snap of await db.getAll(...chunk)) {
      const data = snap.data();
      if (data) out.push({ path: snap.ref.path, fields: encodeFields(data, snap.ref.path) });
    }
    const subcollections = await Promise.all(chunk.map((ref) => ref.listCollections()));
    for (const collection of subcollections.flat()) await readCollection(db, collection, out);
  }
}

/** Every document of a collection, with its subcollections (missing parents included). */
async function readCollection(
  db: Firestore,
  collection: CollectionReference,
  out: BackupDocument[],
): Promise<void> {
  await readDocuments(db, await collection.listDocuments(), out);
}

/** Top-level documents whose `studentId` is `uid`, as references. */
async function documentsNaming(db: Firestore, uid: string): Promise<DocumentReference[]> {
  const found = await Promise.all(
    (await db.listCollections()).map((c) => c.where('studentId', '==', uid).select().get()),
  );
  return found.flatMap((q) => q.docs.map((d) => d.ref));
}

/** The selection's documents (or the whole database), sorted by path. */
export async function readDatabase(
  db: Firestore,
  selection?: Selection,
): Promise<BackupDocument[]> {
  const out: BackupDocument[] = [];
  if (!selection) {
    for (const collection of await db.listCollections()) await readCollection(db, collection, out);
  } else {
    const refs = selection.paths.map((p) => db.doc(p));
    if (selection.studentId) refs.push(...(await documentsNaming(db, selection.studentId)));
    await readDocuments(db, refs, out);
  }
  const unique = new Map(out.map((d) => [d.path, d]));
  return [...unique.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Deletes the selection (or every collection), subcollections included. */
export async function deleteDatabase(db: Firestore, selection?: Selection): Promise<void> {
  const targets: Array<CollectionReference | DocumentReference> = selection
    ? [
        ...selection.paths.map((p) => db.doc(p)),
        ...(selection.studentId ? await documentsNaming(db, selection.studentId) : []),
      ]
    : await db.listCollections();
  for (const target of targets) await db.recursiveDelete(target);
}

/** Writes `documents` (whole, replacing any document at the same path); the number written. */
export async function writeDocuments(db: Firestore, documents: BackupDocument[]): Promise<number> {
  const writer = db.bulkWriter();
  let failed = 0;
  writer.onWriteError((error) => {
    if (error.failedAttempts < 5) return true;
    failed += 1;
    console.error(`Could not write ${error.documentRef.path}: ${error.message}`);
    return false;
  });
  for (const doc of documents)
    void writer.set(db.doc(doc.path), decodeFields(doc.fields, db)).catch(() => undefined);
  await writer.close();
  if (failed) throw new Error(`${failed} documents could not be written`);
  return documents.length;
}

/** Documents per collection path (`students/u1/progress`: 31), sorted. */
export function countByCollection(documents: BackupDocument[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { path } of documents) {
    const collection = path.slice(0, path.lastIndexOf('/'));
    counts[collection] = (counts[collection] ?? 0) + 1;
  }
  return counts;
}
