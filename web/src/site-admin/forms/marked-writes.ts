/**
 * Writes of the documents whose changes the history records (text content, announcements, janaza
 * notices, jamat times, scheduled changes; decision 0040): each write goes in one batch with the
 * document's edit mark, which names the signed-in site admin, so the history says who made it.
 * The rules accept the mark only with the writer's own uid, the request's time and the document's
 * new content.
 */
import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { EDIT_MARKS_COLLECTION, editMarkPrefix, targetOfPath } from '@masjid/domain/change-history';
import { firestore } from '../../common/firebase/firebase.ts';
import { firebaseAuth } from '../../common/firebase/auth.ts';
import { savedToSite } from '../../common/data/saved-to-site.ts';

/** Whether writes of collection `name` (document `id`) are recorded in the history. */
export function isRecorded(name: string, id = 'any'): boolean {
  return targetOfPath(name, id) !== undefined;
}

/**
 * Writes `data` to `name/id` (a new document when `id` is undefined), or deletes it when `data`
 * is null, with its edit mark; `restoredFrom` names the history entry a restore puts back.
 * Resolves with the document's id when the server has accepted both (the device then shows the
 * change at once: `savedToSite`); throws when the rules refuse.
 */
export async function writeWithMark(
  name: string,
  id: string | undefined,
  data: object | null,
  restoredFrom?: string,
): Promise<string> {
  const [written] = await writeAllWithMarks([{ name, id, data, restoredFrom }]);
  return written!;
}

/** One write of `writeAllWithMarks`: `data` to `name/id` (see writeWithMark). */
export interface MarkedWrite {
  name: string;
  id: string | undefined;
  data: object | null;
  restoredFrom?: string | undefined;
}

/**
 * Writes every one of `writes` in ONE batch (all or none), each with its edit mark; resolves
 * with their ids, in order, once the server has accepted them; throws when the rules refuse one.
 */
export async function writeAllWithMarks(writes: readonly MarkedWrite[]): Promise<string[]> {
  const [db, auth] = await Promise.all([firestore(), firebaseAuth()]);
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('Sign in first');
  const batch = writeBatch(db);
  const ids = writes.map(({ name, id, data, restoredFrom }) => {
    const ref = id ? doc(db, name, id) : doc(collection(db, name));
    if (data) batch.set(ref, data);
    else batch.delete(ref);
    const nonce = doc(collection(db, EDIT_MARKS_COLLECTION)).id;
    batch.set(doc(db, EDIT_MARKS_COLLECTION, `${editMarkPrefix(name, ref.id)}${nonce}`), {
      by: uid,
      at: serverTimestamp(),
      after: data,
      ...(restoredFrom ? { restoredFrom } : {}),
    });
    return ref.id;
  });
  await savedToSite(batch.commit());
  return ids;
}
