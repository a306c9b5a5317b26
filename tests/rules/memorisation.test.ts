/**
 * Security rules of what was recited and the memorisation record: a day's portions
 * (`sabaqPortion`, `sabqiPortion`, `manzilPortion`) go through the progress days' rules, and the
 * record (`students/{id}/memorisation/record`: the teacher's corrections and the manzil cycle) is
 * written only by the student's qari or the hifz admin, in their own name, and read by those and
 * the student. A parent's link reads both through the REST API, never Firestore directly, so the
 * deep-link holder is a visitor here.
 */
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describeAccessMatrix, serverTime, useRulesHarness } from './roles.ts';

const STUDENT_DOC = {
  'students/rules-student': {
    name: 'Muhammad Ahmed Raza',
    email: 'student@demo.test',
    teacherId: 'rules-qari',
    disabled: false,
  },
};
const portion = (fs: number, fa: number, ts: number, ta: number) => ({
  from: { surah: fs, ayah: fa },
  to: { surah: ts, ayah: ta },
});
const DAY = {
  date: '2026-11-02',
  day: 2,
  month: 11,
  year: 2026,
  status: 'done',
  attendance: 'on-time',
  sabaq: 'very-good',
  sabaqPortion: portion(78, 1, 78, 20),
};
const SUMMARY = {
  version: 1,
  days: { '2026-11-02': [5980, 5999, 0, 0, 0, 0] },
  updatedAt: '2026-11-02T09:00:00.000Z',
};
const RECORD = { memorised: [30], cycle: { paras: 1, days: 1 }, at: '2026-11-02T09:00:00.000Z' };

describeAccessMatrix('portions and the memorisation record', [
  {
    doc: 'students/rules-student/progress/2026-11-02',
    also: STUDENT_DOC,
    existing: DAY,
    // One portion a write, credited to its writer at the server's time, as the app saves it.
    write: (uid) => ({
      ...DAY,
      sabqiPortion: portion(78, 1, 78, 20),
      changes: {
        attendance: { by: uid, at: serverTime(), writeId: 'w-matrix' },
        sabaq: { by: uid, at: serverTime(), writeId: 'w-matrix' },
        sabaqPortion: { by: uid, at: serverTime(), writeId: 'w-matrix' },
        sabqiPortion: { by: uid, at: serverTime(), writeId: 'w-matrix' },
      },
    }),
    allow: {
      get: ['admin', 'qari', 'student'],
      list: ['admin', 'qari', 'student'],
      create: ['admin', 'qari'],
      update: ['admin', 'qari'],
    },
  },
  {
    doc: 'students/rules-student/memorisation/record',
    also: STUDENT_DOC,
    existing: { ...RECORD, by: 'rules-qari' },
    // `by` must be the writer: only the qari's own write is valid here.
    write: { ...RECORD, memorised: [29, 30], by: 'rules-qari' },
    allow: { get: ['admin', 'qari', 'student'], create: ['qari'], update: ['qari'] },
  },
  {
    doc: 'students/rules-student/memorisation/record',
    also: STUDENT_DOC,
    existing: { ...RECORD, by: 'rules-hifz-admin' },
    write: { ...RECORD, cycle: { paras: 30, days: 15 }, by: 'rules-hifz-admin' },
    allow: { get: ['admin', 'qari', 'student'], create: ['admin'], update: ['admin'] },
  },
  {
    // The portions summary: the functions' alone to write (a trigger on the days), read as the
    // days are; no role may write it, the student's own qari and the hifz admin included.
    doc: 'students/rules-student/summary/portions',
    also: STUDENT_DOC,
    existing: SUMMARY,
    write: { ...SUMMARY, days: { '2026-11-02': [6236, 6236, 0, 0, 0, 0] } },
    allow: { get: ['admin', 'qari', 'student'] },
  },
]);

describe("the memorisation record: one document, in the writer's name", () => {
  const harness = useRulesHarness();
  const record = (id: string) =>
    harness().clients.qari.doc(`students/rules-student/memorisation/${id}`);

  it('refuses another document id, another writer and a deletion', async () => {
    await harness().admin.doc('students/rules-student').set(STUDENT_DOC['students/rules-student']);
    await assertSucceeds(record('record').set({ ...RECORD, by: 'rules-qari' }));
    await assertFails(record('other').set({ ...RECORD, by: 'rules-qari' }));
    await assertFails(record('record').set({ ...RECORD, by: 'rules-hifz-admin' }));
    await assertFails(record('record').delete());
    await assertFails(
      harness()
        .clients.otherQari.doc('students/rules-student/memorisation/record')
        .set({ ...RECORD, by: 'rules-other-qari' }),
    );
  });

  it('accepts a day saved field by field with a portion and its change entry', async () => {
    const day = harness().clients.qari.doc('students/rules-student/progress/2026-11-05');
    const change = { by: 'rules-qari', at: serverTime(), writeId: 'w-portion' };
    await assertSucceeds(
      day.set(
        {
          date: '2026-11-05',
          day: 5,
          month: 11,
          year: 2026,
          status: 'done',
          manzilPortion: portion(1, 1, 2, 141),
          changes: { manzilPortion: change },
        },
        { merge: true },
      ),
    );
    await assertFails(
      day.set(
        {
          sabaqPortion: portion(2, 1, 2, 5),
          changes: { sabaqPortion: { ...change, by: 'someone' } },
        },
        { merge: true },
      ),
    );
  });

  it('accepts a whole day saved as the client saves it: the other fields, then each portion', async () => {
    const day = harness().clients.qari.doc('students/rules-student/progress/2026-11-06');
    const parts = { date: '2026-11-06', day: 6, month: 11, year: 2026, status: 'done' };
    const save = (fields: Record<string, unknown>, writeId: string) => {
      const change = { by: 'rules-qari', at: serverTime(), writeId };
      return day.set(
        {
          ...parts,
          ...fields,
          changes: Object.fromEntries(Object.keys(fields).map((f) => [f, change])),
        },
        { merge: true },
      );
    };
    await assertSucceeds(
      save(
        {
          attendance: 'on-time',
          sabaq: 'very-good',
          sabqi: 'weak',
          manzil: 'very-good',
          newLessonStart: 'سورۃ البقرہ، آیت 151',
          mutala: 'done',
          libaas: 'suitable',
          namaz: { fajr: true, zuhr: true, asr: true, maghrib: true, isha: false },
        },
        'w-fields',
      ),
    );
    await assertSucceeds(save({ sabaqPortion: portion(2, 142, 2, 150) }, 'w-sabaq'));
    await assertSucceeds(save({ sabqiPortion: portion(2, 100, 2, 141) }, 'w-sabqi'));
    await assertSucceeds(save({ manzilPortion: portion(78, 1, 114, 6) }, 'w-manzil'));
  });
});
