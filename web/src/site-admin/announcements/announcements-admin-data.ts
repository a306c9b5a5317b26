/**
 * The site admin's announcements, straight from and to Firestore: read live through reactfire;
 * written under the rules (site admin only, every field checked as `announcementDocSchema`).
 */
import { addDoc, collection, deleteDoc, doc, setDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ANNOUNCEMENTS_COLLECTION,
  announcementDocSchema,
  type Announcement,
  type AnnouncementData,
} from '@masjid/domain/announcements';
import { firestore } from '../../common/firebase/firebase.ts';
import { useLiveQuery, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { announcementConverter } from '../../common/site-content/announcements-data.ts';

/** Every announcement, the latest first day first, kept current. */
export function useAnnouncementsLive(): Loaded<Announcement[]> {
  const db = useFirestore();
  const list = useLiveQuery(
    collection(db, ANNOUNCEMENTS_COLLECTION).withConverter(announcementConverter),
  );
  if (list.status !== 'ready') return list;
  return {
    status: 'ready',
    data: list.data.sort((a, b) => b.startDay.localeCompare(a.startDay)),
  };
}

/** The announcement as written: empty optional fields left out, checked with the schema. */
function toDocument(data: AnnouncementData): AnnouncementData {
  return announcementDocSchema.parse(
    Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== '')),
  );
}

/** Adds an announcement; returns its new id. */
export async function createAnnouncement(data: AnnouncementData): Promise<string> {
  const db = await firestore();
  return (await addDoc(collection(db, ANNOUNCEMENTS_COLLECTION), toDocument(data))).id;
}

/** Replaces an announcement's fields. */
export async function updateAnnouncement(id: string, data: AnnouncementData): Promise<void> {
  const db = await firestore();
  await setDoc(doc(db, ANNOUNCEMENTS_COLLECTION, id), toDocument(data));
}

/** Deletes an announcement. */
export async function deleteAnnouncement(id: string): Promise<void> {
  const db = await firestore();
  await deleteDoc(doc(db, ANNOUNCEMENTS_COLLECTION, id));
}
