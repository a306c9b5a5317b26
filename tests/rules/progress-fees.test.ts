/**
 * Security rules of progress and fees: written only by the student's qari or the
 * hifz admin, with every field's type and allowed value checked; read by those and the student;
 * nothing for anyone else. Then valid and invalid documents written by the qari.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import {
  appFirestore,
  describeAccessMatrix,
  serverTime,
  startRulesHarness,
  type RulesHarness,
} from './roles.ts';

const STUDENT_DOC = {
  'students/rules-student': {
    name: 'Muhammad Ahmed Raza',
    email: 'student@demo.test',
    teacherId: 'rules-qari',
    disabled: false,
  },
};
/** A day's fields (every one), as recorded by the qari. */
const FIELDS = {
  attendance: 'on-time',
  sabaq: 'very-good',
  sabqi: 'weak',
  manzil: 'not-memorised',
  newLessonStart: 'سورۃ البقرہ، آیت 40',
  mutala: 'done',
  libaas: 'suitable',
  namaz: { fajr: true, zuhr: true, asr: false, maghrib: true, isha: true },
};
const PARTS = { date: '2026-11-02', day: 2, month: 11, year: 2026, status: 'done' };
/** `fields` each credited to `by` at the server's time, as the app writes them. */
const credited = (
  fields: Record<string, unknown>,
  by = 'rules-qari',
  writeId = 'w1',
  seen: () => Record<string, unknown> = () => ({}),
) => ({
  ...fields,
  changes: Object.fromEntries(
    Object.keys(fields).map((field) => [field, { by, at: serverTime(), writeId, ...seen() }]),
  ),
});
/** The whole day as the qari writes it. */
const DAY = { ...PARTS, ...credited(FIELDS) };
/** The day as stored before (its `at` an ISO instant, as days were credited then). */
const STORED_DAY = {
  ...PARTS,
  ...FIELDS,
  changes: { sabaq: { by: 'rules-qari', at: '2026-11-02T10:00:00.000Z', writeId: 'w1' } },
};

/** What a save from the web client adds to each change: its device and what it had seen. */
const SEEN = () => ({ device: 'phone-1', seenAt: firebase.firestore.Timestamp.fromMillis(1e12) });
/** A value replaced unseen, as the trigger keeps it. */
const OVERWRITE = {
  value: 'very-good',
  by: 'rules-hifz-admin',
  at: '2026-11-06T10:00:00.000Z',
  replacedBy: 'rules-qari',
  replacedByName: 'Qari',
  replacedAt: '2026-11-06T11:00:00.000Z',
};
const STORED_FEES = { status: 'Pending', by: 'rules-qari', at: '2026-11-01T09:00:00.000Z' };
const FEES_OVERWRITE = {
  status: 'Not Paid',
  by: 'rules-hifz-admin',
  at: '2026-11-01T08:00:00.000Z',
  replacedBy: 'rules-qari',
  replacedAt: '2026-11-01T09:00:00.000Z',
};

describeAccessMatrix('progress and fees', [
  {
    doc: 'students/rules-student/progress/2026-11-02',
    also: STUDENT_DOC,
    existing: STORED_DAY,
    // A changed field credited to the writer at the server's time (two roles write here).
    write: (uid) => ({ ...PARTS, ...credited({ sabaq: 'weak' }, uid) }),
    allow: {
      get: ['admin', 'qari', 'student'],
      list: ['admin', 'qari', 'student'],
      create: ['admin', 'qari'],
      update: ['admin', 'qari'],
    },
  },
  {
    doc: 'students/rules-student/fees/2026-11',
    also: STUDENT_DOC,
    existing: { status: 'Pending', by: 'rules-qari', at: '2026-11-01T09:00:00.000Z' },
    // `by` must be the writer: only the qari's own write is valid here.
    write: { status: 'Paid', by: 'rules-qari', at: '2026-11-02T09:00:00.000Z' },
    allow: { get: ['admin', 'qari', 'student'], create: ['qari'], update: ['qari'] },
  },
  // Two devices (decision 0044): a save carrying its device and what it had seen, over a day
  // and fees the trigger has marked with a value replaced unseen.
  {
    doc: 'students/rules-student/progress/2026-11-06',
    also: STUDENT_DOC,
    existing: { ...STORED_DAY, date: '2026-11-06', day: 6, overwritten: { sabaq: OVERWRITE } },
    write: (uid) => ({
      ...PARTS,
      date: '2026-11-06',
      day: 6,
      ...credited({ sabaq: 'weak' }, uid, 'w1', SEEN),
    }),
    allow: {
      get: ['admin', 'qari', 'student'],
      list: ['admin', 'qari', 'student'],
      create: ['admin', 'qari'],
      update: ['admin', 'qari'],
    },
  },
  {
    doc: 'students/rules-student/fees/2026-11',
    also: STUDENT_DOC,
    existing: { ...STORED_FEES, overwritten: FEES_OVERWRITE },
    write: { ...STORED_FEES, status: 'Paid', seen: STORED_FEES.at, device: 'phone-1' },
    allow: { get: ['admin', 'qari', 'student'], create: ['qari'], update: ['qari'] },
  },
  // The old flag for all time (decision 0053): still read, never written.
  {
    doc: 'students/rules-student/fees/status',
    also: STUDENT_DOC,
    existing: STORED_FEES,
    write: { status: 'Paid', by: 'rules-qari', at: '2026-11-02T09:00:00.000Z' },
    allow: { get: ['admin', 'qari', 'student'] },
  },
]);

describe('what the qari may write', () => {
  let harness: RulesHarness;
  beforeAll(async () => {
    harness = await startRulesHarness();
    await harness.admin.doc('students/rules-student').set(STUDENT_DOC['students/rules-student']);
  });
  afterAll(async () => {
    await harness.close();
  });
  const day = (id: string) => harness.clients.qari.doc(`students/rules-student/progress/${id}`);
  const fees = () => harness.clients.qari.doc('students/rules-student/fees/2026-11');

  it('a whole day, and a day with only some fields', async () => {
    await assertSucceeds(day('2026-11-02').set(DAY));
    await assertSucceeds(
      day('2026-11-03').set({
        date: '2026-11-03',
        day: 3,
        month: 11,
        year: 2026,
        status: 'done',
        ...credited({ mutala: 'not-done' }),
      }),
    );
  });

  it.each([
    ['an unknown grade', { sabaq: 'excellent' }],
    ['an unknown attendance', { attendance: 'late' }],
    ['an unknown field', { homework: 'done' }],
    ['a namaz without isha', { namaz: { fajr: true, zuhr: true, asr: true, maghrib: true } }],
    ['a namaz that is not yes or no', { namaz: { ...FIELDS.namaz, isha: 'yes' } }],
    ['a lesson note over 200 characters', { newLessonStart: 'x'.repeat(201) }],
    ['a day that differs from the id', { day: 3 }],
    ['a date that differs from the id', { date: '2026-11-03' }],
    ['a status other than done', { status: 'absent' }],
    ['a month as text', { month: '11' }],
  ])('not %s', async (_what, change) => {
    await assertFails(day('2026-11-02').set({ ...DAY, ...change }));
  });

  it('marking a recorded day absent takes away its grades, namaz, libaas and mutala, as the day form saves it', async () => {
    const path = 'students/rules-student/progress/2026-11-04';
    await harness.admin.doc(path).set({ ...STORED_DAY, date: '2026-11-04', day: 4 });
    const entry = { by: 'rules-qari', at: serverTimestamp(), writeId: 'w2' };
    const away = ['sabaq', 'sabqi', 'manzil', 'mutala', 'libaas', 'namaz'];
    const { db, close } = appFirestore('qari');
    try {
      await assertSucceeds(
        setDoc(
          doc(db, path),
          {
            date: '2026-11-04',
            day: 4,
            month: 11,
            year: 2026,
            status: 'done',
            attendance: 'absent',
            ...Object.fromEntries(away.map((field) => [field, deleteField()])),
            changes: Object.fromEntries(['attendance', ...away].map((field) => [field, entry])),
          },
          { merge: true },
        ),
      );
    } finally {
      await close();
    }
    const stored = (await harness.admin.doc(path).get()).data() ?? {};
    expect(Object.keys(stored).filter((key) => away.includes(key))).toEqual([]);
    expect(stored.attendance).toBe('absent');
  });

  it('each changed field credited to its writer at the server’s time: the admin and the qari', async () => {
    const path = 'students/rules-student/progress/2026-11-05';
    const parts = { ...PARTS, date: '2026-11-05', day: 5 };
    for (const [role, uid] of [
      ['admin', 'rules-hifz-admin'],
      ['qari', 'rules-qari'],
    ] as const) {
      await harness.admin.doc(path).set({ ...STORED_DAY, ...parts });
      const ref = harness.clients[role].doc(path);
      await assertSucceeds(ref.set(credited({ sabaq: 'weak' }, uid), { merge: true }));
      await assertFails(ref.set({ sabqi: 'very-good' }, { merge: true }));
      await assertFails(ref.set(credited({ sabqi: 'very-good' }, 'rules-qari-x'), { merge: true }));
      const clock = { by: uid, at: '2026-11-05T10:00:00.000Z', writeId: 'w3' };
      await assertFails(ref.set({ manzil: 'weak', changes: { manzil: clock } }, { merge: true }));
      await assertFails(ref.set({ ...parts, ...FIELDS, sabaq: 'not-memorised' }));
      const stored = (await harness.admin.doc(path).get()).data() ?? {};
      expect(stored.changes.sabaq.by).toBe(uid);
      expect(stored.sabqi).toBe(FIELDS.sabqi);
    }
  });

  it('not a future day', async () => {
    const next = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const [y, m, d] = [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()];
    const id = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    await assertFails(
      day(id).set({ date: id, day: d, month: m, year: y, status: 'done', sabaq: 'weak' }),
    );
  });

  it('not a document id that is not a date, nor a deletion', async () => {
    await assertFails(day('latest').set(DAY));
    await assertFails(day('2026-11-02').delete());
  });

  it('fees: a month only Paid, Pending or Not Paid, in their own name; not the old flag', async () => {
    await assertSucceeds(
      fees().set({ status: 'Not Paid', by: 'rules-qari', at: '2026-11-02T09:00:00.000Z' }),
    );
    await assertFails(
      fees().set({ status: 'Half', by: 'rules-qari', at: '2026-11-02T09:00:00.000Z' }),
    );
    await assertFails(
      fees().set({ status: 'Paid', by: 'rules-hifz-admin', at: '2026-11-02T09:00:00.000Z' }),
    );
    await assertFails(
      fees().set({ status: 'Paid', by: 'rules-qari', at: '2026-11-02', note: 'x' }),
    );
    for (const id of ['other', '2026-13', '1999-11', 'status'])
      await assertFails(
        harness.clients.qari
          .doc(`students/rules-student/fees/${id}`)
          .set({ status: 'Paid', by: 'rules-qari', at: '2026-11-02T09:00:00.000Z' }),
      );
  });

  it("another qari may not write this student's progress or fees", async () => {
    await assertFails(
      harness.clients.otherQari
        .doc('students/rules-student/progress/2026-11-04')
        .set({ ...DAY, date: '2026-11-04', day: 4 }),
    );
    await assertFails(
      harness.clients.otherQari
        .doc('students/rules-student/fees/2026-11')
        .set({ status: 'Paid', by: 'rules-other-qari', at: 'x' }),
    );
  });
});

describe('two devices, one day (decision 0044)', () => {
  let harness: RulesHarness;
  beforeAll(async () => {
    harness = await startRulesHarness();
    await harness.admin.doc('students/rules-student').set(STUDENT_DOC['students/rules-student']);
  });
  afterAll(async () => {
    await harness.close();
  });
  const DATE = { ...PARTS, date: '2026-11-07', day: 7 };
  const path = 'students/rules-student/progress/2026-11-07';
  const marked = { ...STORED_DAY, ...DATE, overwritten: { sabaq: OVERWRITE } };

  it.each(['qari', 'admin'] as const)(
    'the %s may save with the device and what it had seen, keeping the overwritten record',
    async (role) => {
      await harness.admin.doc(path).set(marked);
      const uid = role === 'qari' ? 'rules-qari' : 'rules-hifz-admin';
      await assertSucceeds(
        harness.clients[role]
          .doc(path)
          .set({ ...DATE, ...credited({ sabqi: 'very-good' }, uid, 'w9', SEEN) }, { merge: true }),
      );
      expect((await harness.admin.doc(path).get()).data()?.overwritten).toEqual({
        sabaq: OVERWRITE,
      });
    },
  );

  it.each([
    ['a seenAt that is not a timestamp', () => ({ seenAt: '2026-11-07T10:00:00Z' })],
    ['a device id with a slash', () => ({ device: 'a/b' })],
    ['another key in the change', () => ({ device: 'phone-1', note: 'x' })],
  ])('not a change with %s', async (_what, seen) => {
    await harness.admin.doc(path).set(marked);
    await assertFails(
      harness.clients.qari.doc(path).set(
        { ...DATE, ...credited({ sabqi: 'very-good' }, 'rules-qari', 'w9', seen) },
        {
          merge: true,
        },
      ),
    );
  });

  it.each(['qari', 'admin'] as const)(
    'the %s may not write, change or remove the overwritten record of a day',
    async (role) => {
      const uid = role === 'qari' ? 'rules-qari' : 'rules-hifz-admin';
      const ref = harness.clients[role].doc(path);
      const save = { ...DATE, ...credited({ sabqi: 'very-good' }, uid, 'w9', SEEN) };
      await harness.admin.doc(path).delete();
      await assertFails(ref.set({ ...save, overwritten: { sabaq: OVERWRITE } }));
      await harness.admin.doc(path).set(marked);
      await assertFails(
        ref.set(
          { ...save, overwritten: { sabaq: { ...OVERWRITE, value: 'weak' } } },
          { merge: true },
        ),
      );
      await assertFails(
        ref.update({ ...save, 'overwritten.sabaq': firebase.firestore.FieldValue.delete() }),
      );
      await assertFails(ref.set(save));
    },
  );

  it('fees: the device and the status it had seen, merged; never the overwritten record', async () => {
    const ref = harness.clients.qari.doc('students/rules-student/fees/2026-11');
    await harness.admin
      .doc('students/rules-student/fees/2026-11')
      .set({ ...STORED_FEES, overwritten: FEES_OVERWRITE });
    const save = { status: 'Paid', by: 'rules-qari', at: '2026-11-02T09:00:00.000Z' };
    await assertSucceeds(ref.set({ ...save, seen: STORED_FEES.at, device: 'p1' }, { merge: true }));
    await assertSucceeds(ref.set({ ...save, seen: '', device: 'p1' }, { merge: true }));
    await assertFails(ref.set({ ...save, seen: 'yesterday', device: 'p1' }, { merge: true }));
    await assertFails(ref.set({ ...save, seen: '', device: 'a/b' }, { merge: true }));
    await assertFails(
      ref.set({ ...save, overwritten: { ...FEES_OVERWRITE, status: 'Paid' } }, { merge: true }),
    );
    // A whole-document write drops the record: refused (the app merges).
    await assertFails(ref.set({ ...save, seen: '', device: 'p1' }));
    await assertSucceeds(
      harness.clients.admin
        .doc('students/rules-student/fees/2026-11')
        .set({ ...save, by: 'rules-hifz-admin', seen: save.at, device: 'p2' }, { merge: true }),
    );
    expect(
      (await harness.admin.doc('students/rules-student/fees/2026-11').get()).data()?.overwritten,
    ).toEqual(FEES_OVERWRITE);
  });
});
