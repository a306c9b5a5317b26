/**
 * Live reads of the announcements for the home page: first `GET /api/announcements` (those not yet
 * past), then a Firestore listener on the same query, parsed with the shared schema.
 */
import {
  ANNOUNCEMENTS_COLLECTION,
  announcementSchema,
  announcementWithIdSchema,
  type Announcement,
} from '@masjid/domain/announcements';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import * as z from 'zod/mini';
import { storedConverter } from '../firebase/stored-converter.ts';
import { apiRead, useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { rememberOnDevice } from '../data/remember.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';
import { validItemsSchema } from '../data/valid-items.ts';

/** Stored announcements, parsed with the announcement schema. */
export const announcementConverter = storedConverter(announcementSchema);

const announcementsSource: LiveSource<Announcement[]> = {
  key: ['announcements'],
  // Offline, the hall screen still shows the notices last read on this device.
  remember: rememberOnDevice(z.array(announcementWithIdSchema)),
  ...apiRead('/announcements', validItemsSchema(announcementWithIdSchema)),
  // Past notices are never shown: the query leaves them on the server.
  listen: listenToCollection(ANNOUNCEMENTS_COLLECTION, announcementConverter, {
    where: () => ['endDay', '>=', karachiIsoToday()],
  }),
};

/** The announcements not yet past, kept current (pick the current ones with the clock). */
export function useAnnouncements(): LiveState<Announcement[]> {
  return useLive(announcementsSource);
}
