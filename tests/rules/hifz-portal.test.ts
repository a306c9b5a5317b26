/**
 * Security rules of the hifz portal's people, for every role: visitor,
 * signed-in user without a role, site admin, hifz admin, the student's qari, another qari and the
 * student, against get, list, create, update and delete. Nobody writes from a client (accounts,
 * roles and assignments are written by the functions), so nobody can change their own role or
 * teacher. A qari's list of students must filter on the qari's own id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getDocs } from 'firebase/firestore';
import { qariStudentsQuery } from '../../web/src/hifz-portal/students/qari-students-query.ts';
import {
  appFirestore,
  describeAccessMatrix,
  startRulesHarness,
  type RulesHarness,
} from './roles.ts';

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
  /** The dashboard's own query, as `role` would run it for the qari `teacherId`. */
  const dashboardQuery = async (role: 'qari' | 'otherQari' | 'student', teacherId: string) => {
    const client = appFirestore(role);
    try {
      return await getDocs(qariStudentsQuery(client.db, teacherId));
    } finally {
      await client.close();
    }
  };

  it('returns with a filter on the qari’s own id (the dashboard’s query)', async () => {
    const mine = await assertSucceeds(dashboardQuery('qari', 'rules-qari'));
    expect(mine.docs.map((d) => d.data().name)).toEqual(['Muhammad Ahmed Raza']);
    await assertSucceeds(dashboardQuery('otherQari', 'rules-other-qari'));
  });

  it('is refused with another qari’s id or without a filter', async () => {
    await assertFails(dashboardQuery('qari', 'rules-other-qari'));
    await assertFails(students('qari').get());
  });

  it('is refused to a student, even filtered on their qari', async () => {
    await assertFails(dashboardQuery('student', 'rules-qari'));
  });
});
