/**
 * Security rules of the qari's month note (`students/{id}/monthNotes/{YYYY-MM}`, shown in the
 * parent's monthly report): written by the student's qari or the hifz admin with `by` = the writer,
 * read by them and the student; nobody else (a parent's link holder is a visitor to Firestore: the
 * report reaches them through the API). Never listed, never deleted.
 */
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describeAccessMatrix, useRulesHarness } from './roles.ts';

const STUDENT_DOC = {
  'students/rules-student': {
    name: 'Muhammad Ahmed Raza',
    email: 'student@demo.test',
    teacherId: 'rules-qari',
    disabled: false,
  },
};
const NOTE = { text: 'ماشاءاللہ، سبق اچھا رہا۔', by: 'rules-qari', at: '2026-10-31T09:00:00.000Z' };

describeAccessMatrix('month notes', [
  {
    doc: 'students/rules-student/monthNotes/2026-10',
    also: STUDENT_DOC,
    existing: NOTE,
    // `by` must be the writer: only the qari's own write is valid here.
    write: { ...NOTE, text: 'Manzil needs more time.' },
    allow: { get: ['admin', 'qari', 'student'], create: ['qari'], update: ['qari'] },
  },
]);

describe('what a month note may be', () => {
  const harness = useRulesHarness();
  const note = (id: string, as: 'qari' | 'admin' = 'qari') =>
    harness().clients[as].doc(`students/rules-student/monthNotes/${id}`);

  it('the admin writes it as themself; a note in another name or at a bad id is refused', async () => {
    await harness().admin.doc('students/rules-student').set(STUDENT_DOC['students/rules-student']);
    await assertSucceeds(note('2026-09', 'admin').set({ ...NOTE, by: 'rules-hifz-admin' }));
    await assertFails(note('2026-08', 'admin').set(NOTE));
    for (const id of ['2026-13', '1999-12', '2026-1', 'october'])
      await assertFails(note(id).set(NOTE));
    await assertFails(note('2026-10').delete());
  });
});
