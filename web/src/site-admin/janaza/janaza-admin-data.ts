/**
 * The site admin's janaza notices, straight from and to Firestore: read live through reactfire;
 * written under the rules (site admin only, every field checked as `janazaDocSchema`). Creating a
 * notice makes the functions send one push to the congregation.
 */
import { addDoc, collection, deleteDoc, doc, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  JANAZA_COLLECTION,
  janazaDocSchema,
  type JanazaData,
  type JanazaNotice,
} from '@masjid/domain/janaza';
import { firestore } from '../../common/firebase/firebase.ts';
import { useLiveQuery, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { janazaConverter } from '../../common/janaza/janaza-data.ts';

/** Every stored notice, the latest prayer first, kept current. */
export function useJanazaLive(): Loaded<JanazaNotice[]> {
  const db = useFirestore();
  const list = useLiveQuery(collection(db, JANAZA_COLLECTION).withConverter(janazaConverter));
  if (list.status !== 'ready') return list;
  return {
    status: 'ready',
    data: list.data.sort((a, b) => b.prayerAt.localeCompare(a.prayerAt)),
  };
}

/** The notice as written: empty optional fields left out, checked with the schema. */
function toDocument(data: JanazaData): JanazaData {
  return janazaDocSchema.parse(
    Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== '')),
  );
}

/** Posts a notice; returns its new id. */
export async function createJanaza(data: JanazaData): Promise<string> {
  const db = await firestore();
  return (await addDoc(collection(db, JANAZA_COLLECTION), toDocument(data))).id;
}

/** Replaces a notice's fields. */
export async function updateJanaza(id: string, data: JanazaData): Promise<void> {
  const db = await firestore();
  await setDoc(doc(db, JANAZA_COLLECTION, id), toDocument(data));
}

/** Deletes a notice. */
export async function deleteJanaza(id: string): Promise<void> {
  const db = await firestore();
  await deleteDoc(doc(db, JANAZA_COLLECTION, id));
}
