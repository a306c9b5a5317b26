/**
 * Drill (issue 41 §1, decision 0044): two devices, one day. A qari's phone goes offline
 * (`disableNetwork` on its web-SDK Firestore, signed in through the Auth emulator) and records
 * days; meanwhile the hifz admin, online on another device, changes the same days; then the phone
 * comes back (`enableNetwork`) and its queued writes reach the server under the rules. Saves are
 * written exactly as the portal writes them (`dayWrite`, `feesWrite`).
 *
 * Checked: fields changed on one device only all stay (merged, each credited to its writer); a
 * field changed on both keeps the later save's value, and the value it replaced unseen is kept on
 * the day (`overwritten.<field>`, by the functions' trigger) with who set it and who replaced it;
 * a save made after seeing the other value records nothing. Both orders, a week of offline days,
 * and the fees status.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  getDocFromCache,
  getDocFromServer,
  getFirestore,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import * as z from 'zod/mini';
import { karachiDay } from '@masjid/domain/karachi-calendar';
import { monthKey } from '@masjid/domain/month-report';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION, type FeesStatus } from '@masjid/domain/hifz';
import {
  FEES_SUBCOLLECTION,
  PROGRESS_SUBCOLLECTION,
  dayRecordSchema,
  feesRecordSchema,
  type DayFields,
  type DayRecord,
  type FeesRecord,
} from '@masjid/domain/progress';
import { dayWrite } from '../../web/src/hifz-portal/progress/day-write.ts';
import { feesWrite } from '../../web/src/hifz-portal/progress/fees-write.ts';
import { adminDb, closeAdmin } from './client.ts';
import { TEST_PASSWORD, deleteUsers, testUser } from './tokens.ts';
import { AUTH, DEMO_PROJECT_ID, FIRESTORE } from '../emulators.ts';

const run = Math.random().toString(36).slice(2, 8);
const studentId = `two-devices-${run}`;
const QARI_NAME = 'Qari Two Devices';

/** A device: its own web app and Firestore, signed in as `user`, with its device id. */
interface Device {
  app: FirebaseApp;
  db: Firestore;
  uid: string;
  id: string;
}
let phone: Device;
let office: Device;
let users: string[] = [];

async function device(name: string, user: { uid: string; email: string }): Promise<Device> {
  const app = initializeApp(
    { projectId: DEMO_PROJECT_ID, apiKey: 'demo-key' },
    `two-devices-${name}-${run}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH.host}:${AUTH.port}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, user.email, TEST_PASSWORD);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, FIRESTORE.host, FIRESTORE.port);
  return { app, db, uid: user.uid, id: `${name}-${run}` };
}

const dayPath = (date: string) =>
  `${STUDENTS_COLLECTION}/${studentId}/${PROGRESS_SUBCOLLECTION}/${date}`;
const feesPath = `${STUDENTS_COLLECTION}/${studentId}/${FEES_SUBCOLLECTION}/${monthKey(karachiDay())}`;

/** The day as `on` shows it: from its cache offline, from the server online. */
async function shown(on: Device, date: string, offline = false): Promise<DayRecord | undefined> {
  const ref = doc(on.db, dayPath(date));
  const snap = await (offline
    ? getDocFromCache(ref).catch(() => undefined)
    : getDocFromServer(ref));
  return snap?.exists() ? z.parse(dayRecordSchema, snap.data()) : undefined;
}

/**
 * Saves `fields` of the day `date` on `on` as the day form does, against the day as it showed it
 * (`seen`). Resolves when the server has the save (a save made offline: once the device is back).
 */
function saveDay(
  on: Device,
  date: string,
  fields: DayFields,
  seen: DayRecord | undefined,
): Promise<void> {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const data = dayWrite(
    {
      date: { year, month, day },
      fields,
      changed: Object.keys(fields).filter((f): f is keyof DayFields => f in fields),
      by: on.uid,
      seen: seen?.changes,
    },
    crypto.randomUUID(),
    on.id,
  );
  return setDoc(doc(on.db, dayPath(date)), data, { merge: true });
}

// The trigger's runs wait their turn behind the other API lanes' triggers on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** The stored day once `ready` holds (the trigger has run), at most 15 s. */
async function storedDay(date: string, ready: (d: DayRecord) => boolean): Promise<DayRecord> {
  // The trigger waits its turn behind the other lanes' triggers on a busy machine.
  const until = Date.now() + 40_000;
  for (;;) {
    const data = (await adminDb().doc(dayPath(date)).get()).data();
    const day = data ? z.parse(dayRecordSchema, data) : undefined;
    if (day && (ready(day) || Date.now() > until)) return day;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits for the trigger's run on a write that should record nothing: 1 s, then the day. */
async function settledDay(date: string): Promise<DayRecord> {
  await new Promise((r) => setTimeout(r, 1000));
  return storedDay(date, () => true);
}

beforeAll(async () => {
  const qari = await testUser('two-devices-qari', { role: 'qari' });
  const admin = await testUser('two-devices-admin', { role: 'admin' });
  users = [qari.uid, admin.uid];
  await adminDb()
    .collection(TEACHERS_COLLECTION)
    .doc(qari.uid)
    .set({ name: QARI_NAME, email: qari.email });
  await adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .set({ name: 'Two Devices', email: `${studentId}@demo.test`, teacherId: qari.uid });
  phone = await device('phone', qari);
  office = await device('office', admin);
}, 30_000);

afterAll(async () => {
  await Promise.all([deleteApp(phone.app), deleteApp(office.app)]);
  await adminDb().recursiveDelete(adminDb().collection(STUDENTS_COLLECTION).doc(studentId));
  await adminDb().collection(TEACHERS_COLLECTION).doc(users[0]!).delete();
  await deleteUsers(users);
  await closeAdmin();
});

describe('two devices, one day', () => {
  it('phone offline, admin online on the same day, phone back after: fields merge and the admin’s replaced sabaq is kept and named', async () => {
    const date = '2026-10-01';
    await saveDay(phone, date, { attendance: 'on-time', sabaq: 'very-good' }, undefined);
    const before = await shown(phone, date);
    await disableNetwork(phone.db);
    const queued = saveDay(phone, date, { sabaq: 'weak', mutala: 'done' }, before);
    await saveDay(
      office,
      date,
      { sabaq: 'not-memorised', libaas: 'suitable' },
      await shown(office, date),
    );
    await enableNetwork(phone.db);
    await queued;

    const day = await storedDay(date, (d) => d.overwritten?.sabaq !== undefined);
    expect(day).toMatchObject({
      attendance: 'on-time',
      sabaq: 'weak',
      mutala: 'done',
      libaas: 'suitable',
    });
    expect(day.changes?.sabaq?.by).toBe(phone.uid);
    expect(day.changes?.libaas?.by).toBe(office.uid);
    expect(day.overwritten).toEqual({
      sabaq: {
        value: 'not-memorised',
        by: office.uid,
        at: day.changes?.libaas?.at,
        replacedBy: phone.uid,
        replacedByName: QARI_NAME,
        replacedAt: day.changes?.sabaq?.at,
      },
    });
  });

  it('phone offline syncs first; the admin’s form opened before overwrites unseen (recorded), one opened after does not', async () => {
    const date = '2026-10-02';
    await saveDay(phone, date, { attendance: 'on-time', sabaq: 'very-good' }, undefined);
    const before = await shown(phone, date);
    await disableNetwork(phone.db);
    const queued = saveDay(phone, date, { sabaq: 'weak' }, before);
    const adminsForm = await shown(office, date); // opened while the phone is offline
    await enableNetwork(phone.db);
    await queued;
    await saveDay(office, date, { sabaq: 'not-memorised' }, adminsForm);

    const day = await storedDay(date, (d) => d.overwritten?.sabaq !== undefined);
    expect(day.sabaq).toBe('not-memorised');
    expect(day.overwritten?.sabaq).toMatchObject({
      value: 'weak',
      by: phone.uid,
      byName: QARI_NAME,
      replacedBy: office.uid,
    });
    expect(day.overwritten?.sabaq).not.toHaveProperty('replacedByName');

    // The admin opens the day again, now showing the phone's mutala, and changes it: seen, so
    // nothing more is recorded.
    await saveDay(phone, date, { mutala: 'done' }, await shown(phone, date));
    await saveDay(office, date, { mutala: 'not-done' }, await shown(office, date));
    const after = await settledDay(date);
    expect(after.mutala).toBe('not-done');
    expect(Object.keys(after.overwritten ?? {})).toEqual(['sabaq']);
  });

  it('a week offline: seven days saved on the phone, one also changed online meanwhile; all seven arrive and only that day carries a record', async () => {
    const dates = Array.from({ length: 7 }, (_, i) => `2026-10-${String(10 + i).padStart(2, '0')}`);
    await disableNetwork(phone.db);
    const queued = [];
    for (const date of dates) {
      queued.push(
        saveDay(
          phone,
          date,
          { attendance: 'on-time', sabaq: 'very-good', sabqi: 'weak' },
          await shown(phone, date, true),
        ),
      );
      // Each day's portion in a write of its own, as the portal saves it.
      queued.push(
        saveDay(
          phone,
          date,
          { sabaqPortion: { from: { surah: 2, ayah: 1 }, to: { surah: 2, ayah: 5 } } },
          await shown(phone, date, true),
        ),
      );
    }
    const edited = dates[3]!;
    await saveDay(
      office,
      edited,
      { sabaq: 'weak', namaz: { fajr: true, zuhr: true, asr: true, maghrib: true, isha: false } },
      await shown(office, edited),
    );
    await enableNetwork(phone.db);
    await Promise.all(queued);

    const marked = await storedDay(edited, (d) => d.overwritten?.sabaq !== undefined);
    expect(marked).toMatchObject({ sabaq: 'very-good', sabqi: 'weak', namaz: { isha: false } });
    expect(marked.overwritten).toEqual({
      sabaq: expect.objectContaining({ value: 'weak', by: office.uid, replacedBy: phone.uid }),
    });
    await new Promise((r) => setTimeout(r, 1000));
    for (const date of dates) {
      const day = await storedDay(date, () => true);
      expect(day, date).toMatchObject({ attendance: 'on-time', sabaq: 'very-good', sabqi: 'weak' });
      expect(day.sabaqPortion, date).toEqual({
        from: { surah: 2, ayah: 1 },
        to: { surah: 2, ayah: 5 },
      });
      if (date !== edited) expect(day.overwritten, date).toBeUndefined();
    }
  });
});

describe('fees on two devices', () => {
  /** The fees record as `on` shows it. */
  async function feesShown(on: Device): Promise<string> {
    const snap = await getDocFromServer(doc(on.db, feesPath));
    return snap.exists() ? z.parse(feesRecordSchema, snap.data()).at : '';
  }
  const saveFees = (on: Device, status: FeesStatus, seen: string) =>
    setDoc(doc(on.db, feesPath), feesWrite(status, on.uid, seen, on.id), { merge: true });
  async function storedFees(ready: (f: FeesRecord) => boolean): Promise<FeesRecord> {
    const until = Date.now() + 15_000;
    for (;;) {
      const fees = z.parse(feesRecordSchema, (await adminDb().doc(feesPath).get()).data());
      if (ready(fees) || Date.now() > until) return fees;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('both orders: the later status is kept and the one it replaced unseen is shown beside it', async () => {
    await saveFees(phone, 'Not Paid', '');
    // The phone offline marks Paid; the admin online marks Pending; the phone comes back.
    const seen = await feesShown(phone);
    await disableNetwork(phone.db);
    const queued = saveFees(phone, 'Paid', seen);
    await saveFees(office, 'Pending', await feesShown(office));
    await enableNetwork(phone.db);
    await queued;
    const first = await storedFees((f) => f.overwritten?.status === 'Pending');
    expect(first).toMatchObject({ status: 'Paid', by: phone.uid });
    expect(first.overwritten).toMatchObject({
      status: 'Pending',
      by: office.uid,
      replacedBy: phone.uid,
      replacedByName: QARI_NAME,
    });

    // The other order: the admin's view is from before the phone's next save reached the server.
    const adminsView = await feesShown(office);
    await saveFees(phone, 'Not Paid', await feesShown(phone));
    await saveFees(office, 'Pending', adminsView);
    const second = await storedFees((f) => f.overwritten?.status === 'Not Paid');
    expect(second).toMatchObject({ status: 'Pending', by: office.uid });
    expect(second.overwritten).toMatchObject({
      status: 'Not Paid',
      by: phone.uid,
      replacedBy: office.uid,
    });
  });
});
