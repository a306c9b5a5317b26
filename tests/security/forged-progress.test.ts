/**
 * Attack (issue 40, item 6): forge the progress record. A qari writes a student's day straight to
 * Firestore (the public web key and the qari's own sign-in) and changes `sabaq` without touching
 * `changes.sabaq`, or rewrites the day without any `changes`, so the record goes on crediting the
 * hifz admin who wrote it before; or credits the change with a time of their choosing (the
 * device's clock). The rules must refuse all three: every field a write changes carries a new
 * `changes` entry naming the writer at the server's time (`serverTimestamp()`, `request.time`).
 * The client's own save (a serverTimestamp in `at`) is accepted and stored with the server's time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { PROGRESS_SUBCOLLECTION } from '@masjid/domain/progress';
import { adminDb, closeAdmin } from '../api/client.ts';
import { appFirestore, ROLE_IDENTITIES } from '../rules/roles.ts';
import { DEMO_PROJECT_ID } from '../emulators.ts';

const run = Math.random().toString(36).slice(2, 8);
const studentId = `forged-progress-${run}`;
const QARI = ROLE_IDENTITIES.qari!.uid;
const ADMIN = ROLE_IDENTITIES.admin!.uid;
const DATE = '2026-11-02';
const PARTS = { date: DATE, day: 2, month: 11, year: 2026, status: 'done' };
const path = `${STUDENTS_COLLECTION}/${studentId}/${PROGRESS_SUBCOLLECTION}/${DATE}`;
/** The day as the hifz admin saved it: sabaq very good, credited to the admin. */
const ADMINS_DAY = {
  ...PARTS,
  sabaq: 'very-good',
  changes: { sabaq: { by: ADMIN, at: '2026-11-02T10:00:00.000Z', writeId: 'by-admin' } },
};

const qari = appFirestore('qari', DEMO_PROJECT_ID);

/** True when the rules let the qari write `data` (merged when `merge`) over the admin's day. */
async function qariMayWrite(data: Record<string, unknown>, merge = true): Promise<boolean> {
  await adminDb().doc(path).set(ADMINS_DAY);
  try {
    await setDoc(doc(qari.db, path), data, { merge });
    return true;
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'permission-denied') return false;
    throw err;
  }
}

beforeAll(async () => {
  await adminDb()
    .collection(STUDENTS_COLLECTION)
    .doc(studentId)
    .set({ name: 'Forged Progress', email: `${studentId}@demo.test`, teacherId: QARI });
});
afterAll(async () => {
  await qari.close();
  await adminDb().recursiveDelete(adminDb().collection(STUDENTS_COLLECTION).doc(studentId));
  await closeAdmin();
});

describe('a qari forging the progress record', () => {
  it('may not change sabaq and leave the credit with the admin', async () => {
    expect(await qariMayWrite({ ...PARTS, sabaq: 'weak' })).toBe(false);
    expect((await adminDb().doc(path).get()).get('sabaq')).toBe('very-good');
  });

  it('may not rewrite the day without any `changes`', async () => {
    expect(await qariMayWrite({ ...PARTS, sabaq: 'not-memorised' }, false)).toBe(false);
  });

  it("may not credit the change with the device's clock", async () => {
    const change = { by: QARI, at: new Date().toISOString(), writeId: 'by-qari' };
    expect(await qariMayWrite({ ...PARTS, sabaq: 'weak', changes: { sabaq: change } })).toBe(false);
  });

  it("saves the change credited to the qari at the server's time, as the portal does", async () => {
    const before = Date.now();
    const change = { by: QARI, at: serverTimestamp(), writeId: 'by-qari' };
    expect(await qariMayWrite({ ...PARTS, sabaq: 'weak', changes: { sabaq: change } })).toBe(true);
    const stored = (await adminDb().doc(path).get()).data() ?? {};
    expect(stored.sabaq).toBe('weak');
    expect(stored.changes.sabaq.by).toBe(QARI);
    const at: number = stored.changes.sabaq.at.toMillis();
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  });
});
