/**
 * Security rules of the hifz portal's people, for every role: visitor,
 * signed-in user without a role, site admin, hifz admin, the student's qari, another qari and the
 * student, against get, list, create, update and delete. Nobody writes from a client (accounts,
 * roles and assignments are written by the functions), so nobody can change their own role or
 * teacher. A qari's list of students must filter on the qari's own id.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describeAccessMatrix, startRulesHarness, type RulesHarness } from './roles.ts';

const STUDENT = {
  name: 'Muhammad Ahmed Raza',
  email: 'student@demo.test',
  teacherId: 'rules-qari',
  disabled: false,
};

describeAccessMatrix('hifz portal', [
  {
    doc: 'students/rules-student',
    existing: STUDENT,
    // The student (or anyone) moving the student to another qari, or renaming them.
    write: { ...STUDENT, teacherId: 'rules-other-qari' },
    allow: { get: ['admin', 'qari', 'student'], list: ['admin'] },
  },
  {
    doc: 'teachers/rules-qari',
    existing: { name: 'Qari Muhammad Usman', email: 'qari@demo.test', disabled: false },
    write: { name: 'Qari Usman', email: 'qari@demo.test', disabled: false },
    allow: { get: ['admin', 'qari'], list: ['admin'] },
  },
  {
    doc: 'teachers/rules-other-qari',
    existing: { name: 'Qaria Sumaira Noor', email: 'qari2@demo.test', disabled: false },
    write: { name: 'Changed', email: 'qari2@demo.test', disabled: true },
    allow: { get: ['admin', 'otherQari'], list: ['admin'] },
  },
]);

describe("a qari's list of students", () => {
  let harness: RulesHarness;
  beforeAll(async () => {
    harness = await startRulesHarness();
    await harness.admin.doc('students/rules-student').set(STUDENT);
    await harness.admin
      .doc('students/rules-other-student')
      .set({ ...STUDENT, name: 'Ayesha Siddiqui', teacherId: 'rules-other-qari' });
  });
  afterAll(async () => {
    await harness.close();
  });

  const students = (role: 'qari' | 'otherQari' | 'student') =>
    harness.clients[role].collection('students');

  it('returns with a filter on the qari’s own id', async () => {
    await assertSucceeds(students('qari').where('teacherId', '==', 'rules-qari').get());
    await assertSucceeds(students('otherQari').where('teacherId', '==', 'rules-other-qari').get());
  });

  it('is refused with another qari’s id or without a filter', async () => {
    await assertFails(students('qari').where('teacherId', '==', 'rules-other-qari').get());
    await assertFails(students('qari').get());
  });

  it('is refused to a student, even filtered on their qari', async () => {
    await assertFails(students('student').where('teacherId', '==', 'rules-qari').get());
  });
});
