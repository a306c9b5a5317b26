/**
 * The site admin's announcements, straight from and to Firestore: read live through reactfire;
 * written under the rules (site admin only, every field checked as `announcementDocSchema`).
 */
import { collection } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ANNOUNCEMENTS_COLLECTION,
  announcementDocSchema,
  type Announcement,
} from '@masjid/domain/announcements';
import { collectionWrites } from '../forms/collection-writes.ts';
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

const writes = collectionWrites(ANNOUNCEMENTS_COLLECTION, announcementDocSchema);
/** Adds an announcement; returns its new id. */
export const createAnnouncement = writes.create;
/** Replaces an announcement's fields. */
export const updateAnnouncement = writes.update;
/** Deletes an announcement. */
export const deleteAnnouncement = writes.remove;
