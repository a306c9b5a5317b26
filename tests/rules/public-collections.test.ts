/**
 * Security rules of the public recordings: everyone may read them;
 * no client may write them. Jamat timings and events, which the site admin writes, are in
 * site-admin.test.ts.
 */
import { EVERYONE, describeAccessMatrix } from './roles.ts';

describeAccessMatrix('public collections', [
  {
    doc: 'recordings/rules-friday-bayan',
    existing: {
      title: 'Patience in times of hardship',
      category: 'friday',
      date: '2025-12-05',
      downloadURL: '/api/media/recordings/rules-friday-bayan/audio.mp3',
      storagePath: 'recordings/rules-friday-bayan/audio.mp3',
      contentType: 'audio/mpeg',
      size: 52000,
      createdAt: '2025-12-05T09:00:00.000Z',
    },
    // Not even the site admin writes here directly: the functions publish and delete a recording
    // together with its audio, so a client could only leave one without the other.
    write: { title: 'Changed' },
    allow: { get: EVERYONE, list: EVERYONE },
  },
]);
