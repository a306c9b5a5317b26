/**
 * Everything outside the public and portal collections is closed to every client: deep links,
 * other `site` documents, sub-collections of public documents, unknown collections.
 * A collection that opens moves its rows to the matching test file.
 */
import { describeAccessMatrix } from './roles.ts';

describeAccessMatrix('closed collections', [
  {
    // A parent's deep link: the hash of a token → the student. Functions only.
    doc: 'deepLinks/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    existing: { studentId: 'rules-student', createdAt: '2026-01-01T00:00:00.000Z' },
    write: { studentId: 'rules-signed-in' },
    allow: {},
  },
  {
    // A sanad and the hash of its verify code (decision 0054): no client reads, lists or writes
    // one, not the owner either; the owner issues and revokes through the API, anyone verifies
    // a code through it.
    doc: 'sanads/rules-sanad',
    existing: {
      studentId: 'rules-student',
      studentName: 'Rules Student',
      completedOn: '2026-11-20',
      teachers: [{ id: 'rules-qari', name: 'Rules Qari' }],
      madrasa: { en: 'Madrasa', ur: 'مدرسہ' },
      issuedBy: 'rules-admin',
      issuedAt: '2026-11-21T10:00:00.000Z',
      nonce: 'abc',
      codeHash: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      revoked: false,
    },
    write: { revoked: true },
    allow: {},
  },
  {
    doc: 'studentLinks/rules-student',
    existing: { nonce: 'abc', tokenHash: 'def', createdAt: '2026-01-01T00:00:00.000Z' },
    write: { nonce: 'changed' },
    allow: {},
  },
  {
    // The last fee receipt number of a year (decision 0053): the functions' transaction only.
    doc: 'feeReceiptCounters/2026',
    existing: { last: 7 },
    write: { last: 0 },
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
    // Failed-attempt counters of POST /login and the deep links: only the functions touch them.
    doc: 'throttle/acct_0123456789abcdef',
    existing: { failures: 6 },
    write: { failures: 0 },
    allow: {},
  },
  {
    // Idempotency keys of the API's creates and their first answers (decision 46): functions only.
    doc: 'idempotencyKeys/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    existing: { fingerprint: 'abc', state: 'answered', status: 201, body: '{}' },
    write: { state: 'started' },
    allow: {},
  },
  {
    // Recording uploads in progress: only the functions touch them.
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
    // A category's recordings listing index (decision 43): kept by the functions only; the
    // listings are read through the API.
    doc: 'recordingListings/friday',
    existing: { version: 1, keys: ['20261127000000000rules-recording'], updatedAt: 'x' },
    write: { keys: [] },
    allow: {},
  },
  {
    // Push device tokens: saved and removed only through POST /save-token and
    // /remove-token; no client may read another device's token or write one for anybody.
    doc: 'pushTokens/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    existing: {
      token: 'rules-device-token-0123456789abcdef0123456789',
      userId: 'rules-signed-in',
      language: 'en',
    },
    write: { userId: 'rules-signed-in' },
    allow: {},
  },
  {
    // What each notification did: written by the triggers only.
    doc: 'pushSends/rules-trigger-event',
    existing: { kind: 'event', recipients: 3 },
    write: { recipients: 0 },
    allow: {},
  },
  {
    doc: 'anything/else/deeply/nested',
    existing: { a: 1 },
    write: { a: 2 },
    allow: {},
  },
]);
