/**
 * The change history's rules (decision 0040): `changeHistory` is read only by the site admin and
 * written by nobody but the functions; an edit mark (`editMarks/{collection}~{id}~{nonce}`) is
 * written only by the site admin, in the same batch as the document it names, with the writer's
 * own uid, the request's time and the document's new content, and is read by nobody. Every role
 * of the matrix is tried.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { CONTENT_COLLECTION } from '@masjid/domain/content';
import {
  CHANGE_HISTORY_COLLECTION,
  EDIT_MARKS_COLLECTION,
  editMarkPrefix,
  type ChangeEntry,
} from '@masjid/domain/change-history';
import {
  NOBODY,
  ROLES,
  ROLE_IDENTITIES,
  appFirestore,
  describeAccessMatrix,
  useRulesHarness,
  type RoleName,
} from './roles.ts';

const PAGE = { kind: 'page', slug: 'history-rules', order: 10, title: { en: 'History rules' } };
/** A mark's id for document `collection/id` (a fixed nonce of 20 characters). */
const markId = (collection: string, id: string) =>
  `${editMarkPrefix(collection, id)}AbCdEf0123456789wxyz`;
const ENTRY: ChangeEntry = {
  target: 'content',
  docPath: `${CONTENT_COLLECTION}/rules-history`,
  action: 'update',
  at: '2026-11-20T10:00:00.000Z',
  by: 'rules-site-admin',
  summary: 'History rules',
  before: PAGE,
  after: { ...PAGE, title: { en: 'Renamed' } },
};

describeAccessMatrix('change history', [
  {
    doc: `${CHANGE_HISTORY_COLLECTION}/rules-entry`,
    existing: ENTRY,
    write: { ...ENTRY, by: 'someone-else' },
    allow: { get: ['siteAdmin'], list: ['siteAdmin'] },
  },
  {
    // A plain write of a mark (a time of the client's choosing, no document beside it) is
    // refused to every role; the marks the screens write are tried below.
    doc: `${EDIT_MARKS_COLLECTION}/${markId(CONTENT_COLLECTION, 'rules-history')}`,
    existing: { by: 'rules-site-admin', at: new Date('2026-11-20T10:00:00Z'), after: PAGE },
    write: { by: 'rules-site-admin', at: new Date(), after: PAGE },
    also: { [`${CONTENT_COLLECTION}/rules-history`]: PAGE },
    allow: { get: NOBODY, list: NOBODY },
  },
]);

/** Saves `data` (null: deletes) at `collection/id` with a mark built by `mark`, as the screens do. */
async function markedSave(
  db: Firestore,
  collection: string,
  id: string,
  data: Record<string, unknown> | null,
  mark: Record<string, unknown>,
): Promise<void> {
  const batch = writeBatch(db);
  const ref = doc(db, collection, id);
  if (data) batch.set(ref, data);
  else batch.delete(ref);
  batch.set(doc(db, EDIT_MARKS_COLLECTION, markId(collection, id)), mark);
  await batch.commit();
}

const markOf = (role: RoleName, after: unknown) => ({
  by: ROLE_IDENTITIES[role]?.uid ?? 'nobody',
  at: serverTimestamp(),
  after,
});

describe('edit marks: a document saved with its mark', () => {
  const harness = useRulesHarness();
  const clients = {} as Record<RoleName, { db: Firestore; close(): Promise<void> }>;
  beforeAll(() => {
    for (const role of ROLES) clients[role] = appFirestore(role);
  });
  afterAll(async () => {
    await Promise.all(ROLES.map((role) => clients[role].close()));
  });

  for (const role of ROLES) {
    const allowed = role === 'siteAdmin';
    it(`${role} ${allowed ? 'may' : 'may not'} save and delete a page with its mark`, async () => {
      const id = `rules-marked-${role}`;
      await harness().admin.doc(`${CONTENT_COLLECTION}/${id}`).set(PAGE);
      const db = clients[role].db;
      const edited = { ...PAGE, title: { en: `Edited by ${role}` } };
      const save = markedSave(db, CONTENT_COLLECTION, id, edited, markOf(role, edited));
      await (allowed ? assertSucceeds(save) : assertFails(save));
      const remove = markedSave(db, CONTENT_COLLECTION, id, null, markOf(role, null));
      await (allowed ? assertSucceeds(remove) : assertFails(remove));
    });
  }

  it('takes the jamat times with their mark, and a restore naming its history entry', async () => {
    const db = clients.siteAdmin.db;
    const times = {
      fajr: '05:30',
      zuhr: '13:15',
      asr: '16:45',
      maghrib: '18:05',
      isha: '20:00',
      jumma: '13:30',
    };
    await assertSucceeds(markedSave(db, 'site', 'jamatTimings', times, markOf('siteAdmin', times)));
    const id = 'rules-restored';
    await assertSucceeds(
      markedSave(db, CONTENT_COLLECTION, id, PAGE, {
        ...markOf('siteAdmin', PAGE),
        restoredFrom: 'AbCdEf0123456789wxyz',
      }),
    );
  });

  // The Jumu'ah screen's save (site/jumuah and the Jumma time, each with its mark, one batch) and
  // an Eid's jamats: the site admin only; a mark for another document of `site` is refused.
  for (const role of ROLES) {
    const allowed = role === 'siteAdmin';
    it(`${role} ${allowed ? 'may' : 'may not'} save the Jumu'ah jamats and an Eid with their marks`, async () => {
      const db = clients[role].db;
      const jumuah = { jamats: [{ jamatTime: '13:30', place: 'mainHall', language: 'urdu' }] };
      const times = { zuhr: '13:15', jumma: '13:30' };
      const batch = writeBatch(db);
      batch.set(doc(db, 'site', 'jumuah'), jumuah);
      batch.set(doc(db, EDIT_MARKS_COLLECTION, markId('site', 'jumuah')), markOf(role, jumuah));
      batch.set(doc(db, 'site', 'jamatTimings'), times);
      batch.set(
        doc(
          db,
          EDIT_MARKS_COLLECTION,
          `${editMarkPrefix('site', 'jamatTimings')}ZyXwVu9876543210abcd`,
        ),
        markOf(role, times),
      );
      await (allowed ? assertSucceeds(batch.commit()) : assertFails(batch.commit()));
      const eid = {
        hijriYear: 1449,
        eid: 'fitr',
        published: true,
        jamats: [{ time: '07:00', place: 'courtyard', language: 'urdu' }],
      };
      const save = markedSave(db, 'eidJamats', '1449-fitr', eid, markOf(role, eid));
      await (allowed ? assertSucceeds(save) : assertFails(save));
    });
  }

  it('refuses a mark for a document of `site` the history does not record', async () => {
    const display = { nightFrom: '22:00', nightUntil: '04:30' };
    await assertFails(
      markedSave(clients.siteAdmin.db, 'site', 'display', display, markOf('siteAdmin', display)),
    );
  });

  const refusals: [string, (after: unknown) => Record<string, unknown>, string?][] = [
    ['naming another writer', (after) => ({ ...markOf('siteAdmin', after), by: 'rules-qari' })],
    ['with a time of its own', (after) => ({ ...markOf('siteAdmin', after), at: new Date() })],
    ['whose content is not the saved one', () => markOf('siteAdmin', PAGE)],
    ['with an unknown field', (after) => ({ ...markOf('siteAdmin', after), note: 'x' })],
    ['without `after`', () => ({ by: 'rules-site-admin', at: serverTimestamp() })],
    ['with a bad restore id', (after) => ({ ...markOf('siteAdmin', after), restoredFrom: 'a/b' })],
  ];
  it.each(refusals)('refuses a mark %s, and the save with it', async (_name, mark) => {
    const id = 'rules-refused';
    await harness().admin.doc(`${CONTENT_COLLECTION}/${id}`).set(PAGE);
    const edited = { ...PAGE, title: { en: 'Not saved' } };
    await assertFails(
      markedSave(clients.siteAdmin.db, CONTENT_COLLECTION, id, edited, mark(edited)),
    );
    expect((await harness().admin.doc(`${CONTENT_COLLECTION}/${id}`).get()).data()).toEqual(PAGE);
  });

  it('refuses a mark whose id has no nonce', async () => {
    const id = 'rules-no-nonce';
    const db = clients.siteAdmin.db;
    const batch = writeBatch(db);
    batch.set(doc(db, CONTENT_COLLECTION, id), PAGE);
    batch.set(
      doc(db, EDIT_MARKS_COLLECTION, editMarkPrefix(CONTENT_COLLECTION, id)),
      markOf('siteAdmin', PAGE),
    );
    await assertFails(batch.commit());
  });

  it('refuses a mark for a collection the history does not record', async () => {
    const db = clients.siteAdmin.db;
    const mark = doc(db, EDIT_MARKS_COLLECTION, markId('site', 'details'));
    const batch = writeBatch(db);
    batch.set(mark, markOf('siteAdmin', null));
    await assertFails(batch.commit());
  });

  it('lets nobody read or delete a mark, not even the site admin', async () => {
    const path = markId(CONTENT_COLLECTION, 'rules-read');
    await harness()
      .admin.doc(`${EDIT_MARKS_COLLECTION}/${path}`)
      .set({ by: 'rules-site-admin', at: new Date(), after: null });
    const ref = doc(clients.siteAdmin.db, EDIT_MARKS_COLLECTION, path);
    await assertFails(getDoc(ref));
    await assertFails(deleteDoc(ref));
  });
});
