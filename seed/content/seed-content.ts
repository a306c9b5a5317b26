/**
 * Writes the demo videos, announcements, site details, hall screen settings and giving accounts and statements into Firestore (the seed calls it),
 * each validated with its schema first.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { VIDEOS_COLLECTION, videoDocSchema } from '@masjid/domain/videos';
import { ANNOUNCEMENTS_COLLECTION, announcementDocSchema } from '@masjid/domain/announcements';
import { SITE_DETAILS_DOC, siteDetailsDocSchema } from '@masjid/domain/site-details';
import { DISPLAY_SETTINGS_DOC, displaySettingsDocSchema } from '@masjid/domain/display-settings';
import { DEMO_VIDEOS } from './videos.ts';
import { demoAnnouncements } from './announcements.ts';
import { demoSiteDetails } from './site-details.ts';
import {
  DONATION_ACCOUNTS_COLLECTION,
  DONATION_STATEMENTS_COLLECTION,
  donationAccountDocSchema,
  donationStatementDocSchema,
} from '@masjid/domain/donations';
import { DEMO_DONATION_ACCOUNTS, demoDonationStatements } from './donations.ts';

/** What `seedSiteContent` wrote, for the seed's summary. */
export interface SiteContentSummary {
  videos: number;
  announcements: number;
  donationAccounts: number;
  donationStatements: number;
}

/** Replaces the content collections with the demo content (`now` dates the announcements). */
export async function seedSiteContent(db: Firestore, now: Date): Promise<SiteContentSummary> {
  const videos = DEMO_VIDEOS.map(({ id, data }) => ({ id, data: videoDocSchema.parse(data) }));
  const announcements = demoAnnouncements(now).map(({ id, data }) => ({
    id,
    data: announcementDocSchema.parse(data),
  }));
  const details = siteDetailsDocSchema.parse(demoSiteDetails);
  // The hall screen dims from 22:00 to 04:30 (never before Isha or from Fajr on).
  const display = displaySettingsDocSchema.parse({ nightFrom: '22:00', nightUntil: '04:30' });
  const accounts = DEMO_DONATION_ACCOUNTS.map(({ id, data }) => ({
    id,
    data: donationAccountDocSchema.parse(data),
  }));
  const statements = demoDonationStatements(now).map(({ id, data }) => ({
    id,
    data: donationStatementDocSchema.parse(data),
  }));
  // A re-seed starts from the demo content: what a test or a demo added is removed.
  for (const name of [
    VIDEOS_COLLECTION,
    ANNOUNCEMENTS_COLLECTION,
    DONATION_ACCOUNTS_COLLECTION,
    DONATION_STATEMENTS_COLLECTION,
  ])
    await db.recursiveDelete(db.collection(name));
  const batch = db.batch();
  for (const { id, data } of videos) batch.set(db.collection(VIDEOS_COLLECTION).doc(id), data);
  for (const { id, data } of announcements)
    batch.set(db.collection(ANNOUNCEMENTS_COLLECTION).doc(id), data);
  for (const { id, data } of accounts)
    batch.set(db.collection(DONATION_ACCOUNTS_COLLECTION).doc(id), data);
  for (const { id, data } of statements)
    batch.set(db.collection(DONATION_STATEMENTS_COLLECTION).doc(id), data);
  batch.set(db.collection(SITE_DETAILS_DOC.collection).doc(SITE_DETAILS_DOC.id), details);
  batch.set(db.collection(DISPLAY_SETTINGS_DOC.collection).doc(DISPLAY_SETTINGS_DOC.id), display);
  await batch.commit();
  return {
    videos: videos.length,
    announcements: announcements.length,
    donationAccounts: accounts.length,
    donationStatements: statements.length,
  };
}
