/**
 * The change history, run for real in the Functions emulator (decision 0040): a site admin's save
 * of a text page, made as the admin screens make it (the page and its edit mark in one batch,
 * under the rules), is recorded with who (uid and e-mail), what (the page, the versions before
 * and after) and when; restoring the entry's earlier version brings the old text back and is
 * recorded as a restore by the same admin; a write without a mark names nobody; a jamat change
 * through `PUT /api/jamat-timings` names its caller; the Jumu'ah screen's one batch (`site/jumuah`
 * and the Jumma time, each with its mark) and an Eid's jamats are recorded, with who, and can be
 * put back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import * as z from 'zod/mini';
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import { JAMAT_TIMINGS_DOC } from '@masjid/domain/jamat';
import { JUMUAH_DOC } from '@masjid/domain/jumuah';
import { EID_JAMATS_COLLECTION, eidJamatsId } from '@masjid/domain/eid';
import {
  CHANGE_HISTORY_COLLECTION,
  EDIT_MARKS_COLLECTION,
  changeEntrySchema,
  editMarkPrefix,
  restoreOf,
  type ChangeEntry,
} from '@masjid/domain/change-history';
import { adminDb, closeAdmin, restoreAfterwards, sendJson } from './client.ts';
import { deleteUsers, testUser } from './tokens.ts';
import { DEMO_PROJECT_ID, FIRESTORE } from '../emulators.ts';

const ID = `history-${Math.random().toString(36).slice(2, 10)}`;
const PATH = `${CONTENT_COLLECTION}/${ID}`;
const PAGE = {
  kind: 'page',
  slug: ID,
  order: 10,
  title: { en: 'Jumuah etiquette', ur: 'جمعہ کے آداب' },
  body: { en: 'Come early and listen to the bayan.' },
};
const EDITED = { ...PAGE, body: { en: 'Come early, sit close and listen.' } };

let admin: { uid: string; email: string; token: string };
let app: FirebaseApp;
let db: Firestore;

/**
 * Saves as the admin screens do (web/src/site-admin/forms/marked-writes.ts): each of `writes`
 * (`[collection, id, data]`, the text page by default) with its edit mark, in one batch.
 */
async function saveWithMark(
  data: object,
  restoredFrom?: string,
  writes: [string, string, object][] = [[CONTENT_COLLECTION, ID, data]],
): Promise<void> {
  const batch = writeBatch(db);
  for (const [name, id, content] of writes) {
    batch.set(doc(db, name, id), content);
    const nonce = doc(collection(db, EDIT_MARKS_COLLECTION)).id;
    batch.set(doc(db, EDIT_MARKS_COLLECTION, `${editMarkPrefix(name, id)}${nonce}`), {
      by: admin.uid,
      at: serverTimestamp(),
      after: content,
      ...(restoredFrom ? { restoredFrom } : {}),
    });
  }
  await batch.commit();
}

/** The history of `docPath`, newest first, once `ready` holds for it (at most 15 s). */
async function historyOf(
  docPath: string,
  ready: (entries: (ChangeEntry & { id: string })[]) => boolean,
): Promise<(ChangeEntry & { id: string })[]> {
  // A cold trigger on a busy 2-core CI machine, beside two other API lanes, took over 15 s.
  const until = Date.now() + 40_000;
  for (;;) {
    const snap = await adminDb()
      .collection(CHANGE_HISTORY_COLLECTION)
      .where('docPath', '==', docPath)
      .get();
    const entries = snap.docs
      .map((d) => ({ ...z.parse(changeEntrySchema, d.data()), id: d.id }))
      .sort((a, b) => b.at.localeCompare(a.at));
    if (ready(entries) || Date.now() > until) return entries;
    await new Promise((r) => setTimeout(r, 250));
  }
}
const atLeast = (count: number) => (entries: unknown[]) => entries.length >= count;

beforeAll(async () => {
  admin = await testUser('history-admin', { siteAdmin: true });
  app = initializeApp({ projectId: DEMO_PROJECT_ID }, `history-${Date.now()}`);
  db = getFirestore(app);
  connectFirestoreEmulator(db, FIRESTORE.host, FIRESTORE.port, {
    mockUserToken: { sub: admin.uid, email: admin.email, siteAdmin: true },
  });
});

afterAll(async () => {
  await adminDb().doc(PATH).delete();
  await deleteApp(app);
  await deleteUsers([admin.uid]);
  await closeAdmin();
});

describe('a text page saved and restored by the site admin', () => {
  it(
    'records who, what and when, and a restore brings the previous text back',
    { timeout: 120_000 },
    async () => {
      const started = Date.now();
      // A page of this attempt's own (a retry finds no earlier attempt's entries), its create
      // recorded before the edit is saved: an admin's saves come seconds apart, and a busy
      // emulator may run two triggers of one document out of order.
      const id = `${ID}-${started}`;
      const path = `${CONTENT_COLLECTION}/${id}`;
      const save = (data: object, restoredFrom?: string) =>
        saveWithMark(data, restoredFrom, [[CONTENT_COLLECTION, id, data]]);
      await save(PAGE);
      await historyOf(path, atLeast(1));
      await save(EDITED);
      const [edit, create] = await historyOf(path, atLeast(2));
      expect(create).toMatchObject({ action: 'create', target: 'content', by: admin.uid });
      expect(edit).toMatchObject({
        target: 'content',
        docPath: path,
        action: 'update',
        by: admin.uid,
        byEmail: admin.email,
        summary: 'Jumuah etiquette',
        before: PAGE,
        after: EDITED,
      });
      expect(Date.parse(edit!.at)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(edit!.at)).toBeLessThanOrEqual(Date.now());

      const restore = restoreOf(edit!);
      expect(restore?.data).toEqual(PAGE);
      await save(restore!.data, edit!.id);
      expect((await adminDb().doc(path).get()).data()).toEqual(PAGE);
      const [restored] = await historyOf(path, atLeast(3));
      expect(restored).toMatchObject({
        action: 'update',
        by: admin.uid,
        restoredFrom: edit!.id,
        before: EDITED,
        after: PAGE,
      });
    },
  );

  it(
    'names nobody for a write that came without a mark (the functions, the seed)',
    { timeout: 90_000 },
    async () => {
      const before = (await historyOf(PATH, () => true)).length;
      await adminDb()
        .doc(PATH)
        .set({ ...PAGE, body: { en: 'Written by the server.' } });
      const [latest] = await historyOf(PATH, atLeast(before + 1));
      expect(latest?.after).toMatchObject({ body: { en: 'Written by the server.' } });
      expect(latest?.by).toBeUndefined();
      expect(latest?.byEmail).toBeUndefined();
    },
  );
});

describe('PUT /api/jamat-timings', () => {
  const timings = () =>
    adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);
  restoreAfterwards(timings);

  it(
    'is recorded with its caller and the times before and after',
    { timeout: 90_000 },
    async () => {
      const path = `${JAMAT_TIMINGS_DOC.collection}/${JAMAT_TIMINGS_DOC.id}`;
      const started = new Date().toISOString();
      const fajr = (await timings().get()).get('fajr') === '05:11' ? '05:12' : '05:11';
      const res = await sendJson('PUT', '/jamat-timings', { fajr }, admin.token);
      expect(res.status).toBe(200);
      const [latest] = await historyOf(path, ([newest]) => (newest?.at ?? '') >= started);
      expect(latest).toMatchObject({ target: 'jamatTimes', by: admin.uid, byEmail: admin.email });
      expect(latest?.after?.['fajr']).toBe(fajr);
    },
  );
});

describe("Jumu'ah and Eid jamats saved by the site admin", () => {
  const timings = () =>
    adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);
  const jumuah = () => adminDb().collection(JUMUAH_DOC.collection).doc(JUMUAH_DOC.id);
  restoreAfterwards(timings);
  restoreAfterwards(jumuah);
  const year = 1500 + Math.floor(Math.random() * 20);
  const eidId = eidJamatsId(year, 'adha');
  afterAll(() => adminDb().collection(EID_JAMATS_COLLECTION).doc(eidId).delete());

  it(
    "records the Jumu'ah batch for both documents with who, and an Eid with its name",
    { timeout: 120_000 },
    async () => {
      const started = new Date().toISOString();
      const jamats = [
        { bayanTime: '13:00', jamatTime: '13:25', place: 'mainHall', language: 'urdu' },
        { jamatTime: '14:20', place: 'courtyard', language: 'english' },
      ];
      const stored = (await timings().get()).data() ?? {};
      // As the Jumu'ah section saves: the list and the Jumma time = the first jamat's, one batch.
      await saveWithMark({}, undefined, [
        [JUMUAH_DOC.collection, JUMUAH_DOC.id, { jamats }],
        [JAMAT_TIMINGS_DOC.collection, JAMAT_TIMINGS_DOC.id, { ...stored, jumma: '13:25' }],
      ]);
      const fresh = ([newest]: ChangeEntry[]) => (newest?.at ?? '') >= started.slice(0, 19);
      const [list] = await historyOf('site/jumuah', fresh);
      expect(list).toMatchObject({
        target: 'jumuah',
        by: admin.uid,
        summary: '13:25 · 14:20',
        after: { jamats },
      });
      // The Jumma time's own entry: the earlier describe's restore of the timings (by the Admin
      // SDK, so with no one's mark) may be recorded after `started` too, and later than this one.
      const ours = (entry: ChangeEntry) =>
        entry.at >= started.slice(0, 19) && entry.after?.['jumma'] === '13:25';
      const times = (await historyOf('site/jamatTimings', (all) => all.some(ours))).find(ours);
      expect(times).toMatchObject({ target: 'jamatTimes', by: admin.uid });

      const eid = {
        hijriYear: year,
        eid: 'adha',
        published: false,
        jamats: [{ time: '06:45', place: 'courtyard', language: 'urdu' }],
      };
      await saveWithMark({}, undefined, [[EID_JAMATS_COLLECTION, eidId, eid]]);
      await saveWithMark({}, undefined, [
        [EID_JAMATS_COLLECTION, eidId, { ...eid, jamats: [{ ...eid.jamats[0], time: '07:15' }] }],
      ]);
      const [edit] = await historyOf(`${EID_JAMATS_COLLECTION}/${eidId}`, atLeast(2));
      expect(edit).toMatchObject({
        target: 'eidJamats',
        action: 'update',
        by: admin.uid,
        summary: `Eid ul-Adha ${year} AH`,
      });
      // The earlier version can be put back.
      expect(restoreOf(edit!)?.data).toEqual(eid);
    },
  );
});
