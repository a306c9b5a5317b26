/**
 * The site admin's content for the public pages' first paint, one small cached JSON each:
 * `GET /videos` (every naat and video bayan, in display order), `GET /announcements` (those not yet
 * past in Karachi), `GET /site-details` (the mosque's details; the site configuration's values
 * until the site admin first saves them) and `GET /display-settings` (the hall screen's night
 * mode; `{}` until saved). The site admin writes Firestore directly under the rules.
 */
import { Router } from 'express';
import { VIDEOS_COLLECTION, sortVideos, videoSchema, type Video } from '@masjid/domain/videos';
import {
  ANNOUNCEMENTS_COLLECTION,
  announcementSchema,
  type Announcement,
} from '@masjid/domain/announcements';
import {
  DISPLAY_SETTINGS_DOC,
  displaySettingsFallback,
  displaySettingsSchema,
  type DisplaySettings,
} from '@masjid/domain/display-settings';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';
import { readStoredDoc, readValidCollection } from '../lib/stored-reads.ts';
import { readSiteDetails } from '../lib/site-details.ts';

/** Every video, kinds together, lowest `order` first; a malformed one is left out. */
async function listVideos(): Promise<Video[]> {
  return sortVideos(await readValidCollection(VIDEOS_COLLECTION, videoSchema));
}

/** The announcements whose last day is today or later in Karachi, by first day. */
export async function listAnnouncements(): Promise<Announcement[]> {
  const snap = await db
    .collection(ANNOUNCEMENTS_COLLECTION)
    .withConverter(stored(announcementSchema))
    .where('endDay', '>=', karachiIsoToday())
    .get();
  return validDocs(snap).sort((a, b) => a.startDay.localeCompare(b.startDay));
}

/** The hall screen's stored settings; none (no night mode) while none or a malformed one is stored. */
export async function readDisplaySettings(): Promise<DisplaySettings> {
  const found = validDoc(await readStoredDoc(DISPLAY_SETTINGS_DOC, displaySettingsSchema));
  if (!found) return displaySettingsFallback;
  const { id: _id, ...settings } = found;
  return settings;
}

export function siteContentRouter(): Router {
  const router = Router();
  route(router, '/videos', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listVideos()),
  });
  route(router, '/announcements', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => listAnnouncements()),
  });
  route(router, '/site-details', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => readSiteDetails()),
  });
  route(router, '/display-settings', {
    get: endpoint({ role: 'public', cache: PUBLIC_LIST_CACHE }, () => readDisplaySettings()),
  });
  return router;
}
