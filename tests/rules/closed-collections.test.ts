/**
 * Everything outside the public collections is closed to every client for now (issue 2): hifz
 * profiles, other `site` documents, sub-collections of public documents, unknown collections.
 * Later issues open parts of it; their rows then move to the matching test file.
 */
import { describeAccessMatrix } from './roles.ts';

describeAccessMatrix('closed collections', [
  {
    // The student's own profile: closed even to that student (rules-student is the student's uid).
    doc: 'students/rules-student',
    existing: { name: 'Muhammad Ahmed Raza', email: 'student@demo.test', teacherId: 'rules-qari' },
    write: { teacherId: 'rules-signed-in' },
    allow: {},
  },
  {
    doc: 'teachers/rules-qari',
    existing: { name: 'Qari Muhammad Usman', email: 'qari@demo.test' },
    write: { name: 'Changed' },
    allow: {},
  },
  {
    doc: 'site/settings',
    existing: { hijriOffsetDays: 0 },
    write: { hijriOffsetDays: 1 },
    allow: {},
  },
  {
    doc: 'events/rules-event/private/notes',
    existing: { note: 'not public' },
    write: { note: 'changed' },
    allow: {},
  },
  {
    doc: 'users/rules-signed-in',
    existing: { pushToken: 'abc' },
    write: { pushToken: 'def' },
    allow: {},
  },
  {
    // Failed sign-in counters of POST /login (issue 3): only the functions touch them.
    doc: 'loginThrottle/acct_0123456789abcdef',
    existing: { failures: 6 },
    write: { failures: 0 },
    allow: {},
  },
  {
    // Recording uploads in progress (issue 4): only the functions touch them.
    doc: 'recordingUploads/rules-upload',
    existing: {
      category: 'friday',
      title: 'Unfinished',
      date: '2025-12-05',
      contentType: 'audio/mpeg',
      size: 1000,
      storagePath: 'recordings/rules-upload/audio.mp3',
      createdBy: 'rules-site-admin',
    },
    write: { size: 1 },
    allow: {},
  },
  {
    doc: 'anything/else/deeply/nested',
    existing: { a: 1 },
    write: { a: 2 },
    allow: {},
  },
]);
