/**
 * The site admin's content under the rules: videos, announcements and the mosque's details
 * (`site/details`) and the hall screen's settings (`site/display`). The role matrix for every role and operation (public read, site-admin writes),
 * and bad documents from the site admin refused with the stored document unchanged. The field
 * checks mirror @masjid/domain (their full table is in tests/security/rules-zod-parity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { EVERYONE, NOBODY, describeAccessMatrix, useRulesHarness } from './roles.ts';
import { DEMO_VIDEOS } from '../../seed/content/videos.ts';
import { demoSiteDetails } from '../../seed/content/site-details.ts';

const VIDEO = DEMO_VIDEOS[0]!.data;
const ANNOUNCEMENT = {
  text: 'Eid prayer at 7:00 AM',
  textUrdu: 'عید کی نماز صبح 7 بجے',
  startDay: '2026-11-10',
  endDay: '2026-11-12',
};
const DETAILS = demoSiteDetails;

const SITE_ADMIN_WRITES = {
  get: EVERYONE,
  list: EVERYONE,
  create: ['siteAdmin'],
  update: ['siteAdmin'],
  delete: ['siteAdmin'],
} as const;

describeAccessMatrix('site content collections', [
  {
    doc: 'videos/rules-naat',
    existing: VIDEO,
    write: { ...VIDEO, order: 5 },
    allow: SITE_ADMIN_WRITES,
  },
  {
    doc: 'announcements/rules-eid',
    existing: ANNOUNCEMENT,
    write: { ...ANNOUNCEMENT, endDay: '2026-11-13', screens: ['womensSection', 'entrance'] },
    allow: SITE_ADMIN_WRITES,
  },
  {
    doc: 'site/details',
    existing: DETAILS,
    write: { ...DETAILS, phone: '+92 21 1111 2222' },
    // One document: nobody lists `site` (jamat timings live there too) or deletes it.
    allow: {
      get: EVERYONE,
      list: NOBODY,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: NOBODY,
    },
  },
  {
    doc: 'site/display',
    existing: { nightFrom: '22:00', nightUntil: '04:30' },
    write: { nightFrom: '23:00', nightUntil: '04:00' },
    allow: {
      get: EVERYONE,
      list: NOBODY,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: NOBODY,
    },
  },
]);

describe('the rules check the content the site admin writes', () => {
  const harness = useRulesHarness();

  const cases: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'a video link instead of its id',
      'videos/bad',
      VIDEO,
      { ...VIDEO, youtubeId: 'https://youtu.be/x' },
    ],
    ['a video of another kind', 'videos/bad', VIDEO, { ...VIDEO, kind: 'song' }],
    ['a video with a fractional order', 'videos/bad', VIDEO, { ...VIDEO, order: 1.5 }],
    [
      'a notice without text',
      'announcements/bad',
      ANNOUNCEMENT,
      { startDay: '2026-11-10', endDay: '2026-11-12' },
    ],
    [
      'a notice ending before it starts',
      'announcements/bad',
      ANNOUNCEMENT,
      { ...ANNOUNCEMENT, endDay: '2026-11-01' },
    ],
    [
      'a notice with a javascript: link',
      'announcements/bad',
      ANNOUNCEMENT,
      { ...ANNOUNCEMENT, link: 'javascript:alert(1)' },
    ],
    ['a notice for no screen', 'announcements/bad', ANNOUNCEMENT, { ...ANNOUNCEMENT, screens: [] }],
    [
      'a notice for an unknown screen',
      'announcements/bad',
      ANNOUNCEMENT,
      { ...ANNOUNCEMENT, screens: ['mainHall', 'rooftop'] },
    ],
    ['details without an e-mail', 'site/details', DETAILS, { ...DETAILS, email: 'not-an-address' }],
    [
      'details with a blank name',
      'site/details',
      DETAILS,
      { ...DETAILS, name: { en: ' ', ur: '' } },
    ],
    [
      'details with a javascript: social link',
      'site/details',
      DETAILS,
      { ...DETAILS, social: [{ label: 'x', url: 'javascript:alert(1)' }] },
    ],
    [
      'a night window with one time',
      'site/display',
      { nightFrom: '22:00', nightUntil: '04:30' },
      { nightFrom: '22:00' },
    ],
    [
      'a night time on the 12-hour clock',
      'site/display',
      { nightFrom: '22:00', nightUntil: '04:30' },
      { nightFrom: '10:00 PM', nightUntil: '04:30' },
    ],
  ];
  it.each(cases)('refuses %s and keeps the stored document', async (_name, path, before, bad) => {
    await harness().admin.doc(path).set(before);
    await assertFails(harness().clients.siteAdmin.doc(path).set(bad));
    expect((await harness().admin.doc(path).get()).data()).toEqual(before);
  });
});
