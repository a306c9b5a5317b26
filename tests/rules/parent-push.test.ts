/**
 * Parents' notification devices and the record of what was sent to them are closed to every
 * client, the student and their qari included: only the functions read and write them (a parent
 * reaches them through the link's API, never through Firestore).
 */
import { describeAccessMatrix } from './roles.ts';

describeAccessMatrix('parent notification collections', [
  {
    doc: 'parentPushTokens/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    existing: {
      token: 'device-token-of-a-parent-0123456789abcdef',
      studentId: 'rules-student',
      linkHash: 'abc',
      language: 'ur',
    },
    write: { studentId: 'rules-signed-in' },
    allow: {},
  },
  {
    doc: 'parentPushSends/rules-student_2026-11-02',
    existing: { studentId: 'rules-student', kind: 'progress' },
    write: { kind: 'report' },
    allow: {},
  },
]);
