/**
 * Security rules of the public recordings (issue 2; spec 3 and 6): everyone may read them; no
 * client may write them. Jamat timings and events, which the site admin writes, are in
 * site-admin.test.ts.
 */
import { EVERYONE, describeAccessMatrix } from './roles.ts';

describeAccessMatrix('public collections', [
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
