/**
 * Site-admin writes under the rules: the role matrix of jamat timings and events for
 * every role and operation, and the schema checks the rules make on the site admin's own writes
 * (keys, types, time format, link schemes, ISO dates). The checks mirror @masjid/domain.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { EVERYONE, NOBODY, describeAccessMatrix, useRulesHarness } from './roles.ts';
import { demoJamatTimings } from '../../seed/demo-data.ts';

const TIMINGS = demoJamatTimings;
const EVENT = {
  title: 'Seerat Conference',
  imageUrl: '/images/events/seerat-conference.webp',
  date: '2026-12-05T14:00:00.000Z',
  registrationLink: 'https://forms.gle/rules-test',
  description: 'Talks on the life of the Prophet (peace be upon him).',
  location: 'Main prayer hall',
  isUpcoming: true,
};

describeAccessMatrix('site-admin collections', [
  {
    doc: 'site/jamatTimings',
    existing: TIMINGS,
    write: { ...TIMINGS, fajr: '05:30' },
    allow: {
      get: EVERYONE,
      list: NOBODY,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: NOBODY,
    },
  },
  {
    doc: 'events/rules-seerat-conference',
    existing: EVENT,
    write: { ...EVENT, isUpcoming: false },
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
]);

describe('the rules check what the site admin writes', () => {
  const harness = useRulesHarness();

  const siteAdmin = () => harness().clients.siteAdmin;

  describe('jamat timings', () => {
    const badTimings: [string, Record<string, unknown>][] = [
      ['an hour past 23', { ...TIMINGS, fajr: '25:00' }],
      ['minutes past 59', { ...TIMINGS, zuhr: '13:61' }],
      ['an empty string', { ...TIMINGS, asr: '' }],
      ['a 12-hour time', { ...TIMINGS, maghrib: '5:45 PM' }],
      ['a number', { ...TIMINGS, isha: 1930 }],
      ['an unknown key', { ...TIMINGS, tahajjud: '03:30' }],
    ];
    it.each(badTimings)('refuses %s', async (_name, data) => {
      await harness().admin.doc('site/jamatTimings').set(TIMINGS);
      await assertFails(siteAdmin().doc('site/jamatTimings').set(data));
      const stored = await harness().admin.doc('site/jamatTimings').get();
      expect(stored.data()).toEqual(TIMINGS);
    });

    it('accepts six valid times, and a single one merged in', async () => {
      await assertSucceeds(
        siteAdmin()
          .doc('site/jamatTimings')
          .set({ ...TIMINGS, jumma: '13:45' }),
      );
      await assertSucceeds(
        siteAdmin().doc('site/jamatTimings').set({ fajr: '06:00' }, { merge: true }),
      );
      const stored = await harness().admin.doc('site/jamatTimings').get();
      expect(stored.data()).toEqual({ ...TIMINGS, jumma: '13:45', fajr: '06:00' });
    });
  });

  describe('events', () => {
    const { location: _location, ...withoutLocation } = EVENT;
    const badEvents: [string, Record<string, unknown>][] = [
      ['a missing title', { ...EVENT, title: undefined }],
      ['a blank title', { ...EVENT, title: '   ' }],
      ['a title over 200 characters', { ...EVENT, title: 'x'.repeat(201) }],
      ['a javascript: registration link', { ...EVENT, registrationLink: 'javascript:alert(1)' }],
      ['a data: image', { ...EVENT, imageUrl: 'data:image/png;base64,AAAA' }],
      ['a javascript: video link', { ...EVENT, videoUrl: 'javascript:alert(1)' }],
      ['a date that is not ISO', { ...EVENT, date: '5 December 2026' }],
      ['isUpcoming as a string', { ...EVENT, isUpcoming: 'true' }],
      ['an unknown key', { ...EVENT, html: '<script>alert(1)</script>' }],
      ['a missing description', { ...EVENT, description: undefined }],
    ];
    it.each(badEvents)('refuses %s', async (_name, data) => {
      const clean = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
      await assertFails(siteAdmin().doc('events/rules-bad').set(clean));
      const stored = await harness().admin.doc('events/rules-bad').get();
      expect(stored.exists).toBe(false);
    });

    it('accepts an event without the optional fields, and one with a video', async () => {
      await assertSucceeds(siteAdmin().doc('events/rules-minimal').set(withoutLocation));
      await assertSucceeds(
        siteAdmin()
          .doc('events/rules-video')
          .set({ ...EVENT, videoUrl: 'https://www.youtube.com/watch?v=abc123' }),
      );
    });

    it('lets the site admin flip isUpcoming alone, but not break the event on update', async () => {
      await harness().admin.doc('events/rules-flip').set(EVENT);
      await assertSucceeds(siteAdmin().doc('events/rules-flip').update({ isUpcoming: false }));
      await assertFails(
        siteAdmin().doc('events/rules-flip').update({ registrationLink: 'ftp://x' }),
      );
      await assertFails(siteAdmin().doc('events/rules-flip').update({ extra: 1 }));
    });
  });
});
