/**
 * The public reads of the site admin's content through Hosting: `GET /api/videos` (display order,
 * malformed ones left out), `GET /api/announcements` (past ones left out, by Karachi day) and
 * `GET /api/site-details` (the stored details; the configuration's when none or a malformed one is
 * stored). Each is cached by the CDN for a minute. The tests write their own documents and remove
 * them; site/details is put back.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VIDEOS_COLLECTION, videoWithIdSchema } from '@masjid/domain/videos';
import { ANNOUNCEMENTS_COLLECTION, announcementWithIdSchema } from '@masjid/domain/announcements';
import {
  SITE_DETAILS_DOC,
  siteDetailsFallback,
  siteDetailsSchema,
} from '@masjid/domain/site-details';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { DISPLAY_SETTINGS_DOC } from '@masjid/domain/display-settings';
import { adminDb, callApi, closeAdmin, expectJson, restoreAfterwards } from './client.ts';

const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';
const dayFrom = (days: number) => karachiIsoToday(Date.now() + days * 86_400_000);

afterAll(closeAdmin);

describe('GET /api/videos', () => {
  const ids = ['api-video-b', 'api-video-a', 'api-video-bad'];
  afterAll(async () => {
    await Promise.all(ids.map((id) => adminDb().collection(VIDEOS_COLLECTION).doc(id).delete()));
  });

  it('answers every well-formed video, lowest order first, cached a minute', async () => {
    const videos = adminDb().collection(VIDEOS_COLLECTION);
    await videos
      .doc('api-video-b')
      .set({ youtubeId: 'bbbbbbbbbbb', title: 'B', kind: 'bayan', order: 0 });
    await videos
      .doc('api-video-a')
      .set({ youtubeId: 'aaaaaaaaaaa', title: 'A', kind: 'bayan', order: 0 });
    await videos
      .doc('api-video-bad')
      .set({ youtubeId: 'not an id', title: 'Bad', kind: 'bayan', order: 1 });
    const res = await callApi('/videos');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const list = z.array(videoWithIdSchema).parse(res.json);
    expect(list.map((v) => v.id)).not.toContain('api-video-bad');
    const ours = list.filter((v) => v.id.startsWith('api-video-')).map((v) => v.id);
    expect(ours).toEqual(['api-video-a', 'api-video-b']);
    const orders = list.map((v) => v.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /api/announcements', () => {
  const notices = {
    'api-notice-past': { text: 'Past', startDay: dayFrom(-10), endDay: dayFrom(-1) },
    'api-notice-today': { text: 'Today', startDay: dayFrom(0), endDay: dayFrom(0) },
    'api-notice-later': { textUrdu: 'بعد میں', startDay: dayFrom(3), endDay: dayFrom(4) },
  };
  afterAll(async () => {
    await Promise.all(
      Object.keys(notices).map((id) =>
        adminDb().collection(ANNOUNCEMENTS_COLLECTION).doc(id).delete(),
      ),
    );
  });

  it('answers the current and upcoming notices and leaves the past ones out', async () => {
    for (const [id, data] of Object.entries(notices))
      await adminDb().collection(ANNOUNCEMENTS_COLLECTION).doc(id).set(data);
    const res = await callApi('/announcements');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const ids = z
      .array(announcementWithIdSchema)
      .parse(res.json)
      .map((a) => a.id);
    expect(ids).toContain('api-notice-today');
    expect(ids).toContain('api-notice-later');
    expect(ids).not.toContain('api-notice-past');
  });
});

describe('GET /api/site-details', () => {
  const ref = () => adminDb().collection(SITE_DETAILS_DOC.collection).doc(SITE_DETAILS_DOC.id);
  restoreAfterwards(ref);

  it('answers the stored details', async () => {
    await ref().set({ ...siteDetailsFallback, phone: '+92 21 9999 0000' });
    const res = await callApi('/site-details');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(siteDetailsSchema.parse(res.json).phone).toBe('+92 21 9999 0000');
  });

  it('answers the configuration when none or a malformed document is stored', async () => {
    await ref().delete();
    expect((await callApi('/site-details')).json).toEqual(siteDetailsFallback);
    await ref().set({ ...siteDetailsFallback, email: 'not-an-address' });
    expect((await callApi('/site-details')).json).toEqual(siteDetailsFallback);
  });
});

describe('GET /api/display-settings', () => {
  const ref = () =>
    adminDb().collection(DISPLAY_SETTINGS_DOC.collection).doc(DISPLAY_SETTINGS_DOC.id);
  restoreAfterwards(ref);

  it('answers the stored night window, cached a minute', async () => {
    await ref().set({ nightFrom: '22:30', nightUntil: '04:00' });
    const res = await callApi('/display-settings');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(res.json).toEqual({ nightFrom: '22:30', nightUntil: '04:00' });
  });

  it('answers no night mode when none or a malformed document is stored', async () => {
    await ref().delete();
    expect((await callApi('/display-settings')).json).toEqual({});
    await ref().set({ nightFrom: '22:30' });
    expect((await callApi('/display-settings')).json).toEqual({});
  });
});
