/**
 * The site admin's announcements, straight from and to Firestore: read live through reactfire;
 * written under the rules (site admin only, every field checked as `announcementDocSchema`).
 */
import {
  ANNOUNCEMENTS_COLLECTION,
  announcementDocSchema,
  type Announcement,
} from '@masjid/domain/announcements';
import { collectionWrites } from '../forms/collection-writes.ts';
import {
  latestFirst,
  useLiveCollection,
  type Loaded,
} from '../../common/firebase/firestore-reads.ts';
import { announcementConverter } from '../../common/site-content/announcements-data.ts';

/** Every announcement, the latest first day first, kept current. */
export function useAnnouncementsLive(): Loaded<Announcement[]> {
  return useLiveCollection(
    ANNOUNCEMENTS_COLLECTION,
    announcementConverter,
    latestFirst('startDay'),
  );
}

/** Adds, replaces and deletes announcements (checked with the document schema). */
export const announcementWrites = collectionWrites(ANNOUNCEMENTS_COLLECTION, announcementDocSchema);
