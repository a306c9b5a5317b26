/**
 * Security rules of the public collections (issue 2; spec 3 and 6): everyone may read jamat
 * timings, events and recordings; no client may write them (site admin writes go through the API).
 */
import { EVERYONE, NOBODY, describeAccessMatrix } from './roles.ts';

describeAccessMatrix('public collections', [
  {
    doc: 'site/jamatTimings',
    existing: {
      fajr: '05:45',
      zuhr: '13:15',
      asr: '16:30',
      maghrib: '17:45',
      isha: '19:30',
      jumma: '13:30',
    },
    write: { fajr: '05:30' },
    // Only the one document may be read; the `site` collection cannot be listed.
    allow: { get: EVERYONE, list: NOBODY },
  },
  {
    doc: 'events/rules-seerat-conference',
    existing: {
      title: 'Seerat Conference',
      imageUrl: '/images/events/seerat-conference.webp',
      date: '2026-12-05T14:00:00.000Z',
      registrationLink: 'https://forms.gle/rules-test',
      description: 'Talks on the life of the Prophet (peace be upon him).',
      location: 'Main prayer hall',
      isUpcoming: true,
    },
    write: { isUpcoming: false },
    allow: { get: EVERYONE, list: EVERYONE },
  },
  {
    doc: 'recordings/rules-friday-bayan',
    existing: {
      title: 'Friday bayan: patience',
      category: 'friday',
      date: '5 December 2025',
      downloadURL: 'https://example.com/bayan.mp3',
    },
    write: { title: 'Changed' },
    allow: { get: EVERYONE, list: EVERYONE },
  },
]);
