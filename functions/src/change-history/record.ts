/**
 * The change history (decision 0040): Firestore triggers on the site admin's content,
 * announcements, janaza notices, jamat times, scheduled jamat changes, Jumu'ah and Eid jamats
 * (decision 0049) write one
 * `changeHistory/{eventId}` entry per change (who, what, when, the versions before and after),
 * then trim the document's history to its last `HISTORY_PER_DOCUMENT` entries and the whole
 * history to `HISTORY_DAYS` days.
 *
 * Who comes from the edit mark the screens write in the same batch
 * (`editMarks/{collection}~{id}~{nonce}`, one per write): the rules accept one only with the
 * writer's own uid, the request's time and the document's content after the write, so a mark is
 * trusted when its content equals this change's result and its time is this change's. Without
 * one (the functions' own writes, the seed) `by` stays empty.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  onDocumentWritten,
  type Change,
  type DocumentSnapshot,
} from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import {
  CHANGE_HISTORY_COLLECTION,
  EDIT_MARKS_COLLECTION,
  HISTORY_DAYS,
  HISTORY_PER_DOCUMENT,
  TARGET_COLLECTION,
  TARGET_DOC,
  editMarkPrefix,
  editMarkSchema,
  onlyOrderChanged,
  storedVersionSchema,
  summaryOf,
  type ChangeEntry,
  type HistoryTarget,
  type StoredVersion,
} from '@masjid/domain/change-history';
import { TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { app, db } from '../lib/firebase.ts';

/** Most a trusted mark's time may differ from the change's commit time, in milliseconds. */
const MARK_SKEW_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

function versionOf(snap: DocumentSnapshot | undefined): StoredVersion | undefined {
  if (!snap?.exists) return undefined;
  const parsed = z.safeParse(storedVersionSchema, snap.data());
  return parsed.success ? parsed.data : undefined;
}

/** Marks older than this are deleted when a change of their document is recorded. */
const MARK_KEPT_MS = 10 * 60_000;

/**
 * The writer named by the edit mark of this change (its content is the change's result, its time
 * the change's commit time); the document's marks used or older than `MARK_KEPT_MS` are deleted.
 */
async function markedWriter(
  collection: string,
  id: string,
  after: StoredVersion | undefined,
  committedAt: number,
): Promise<{ by: string; restoredFrom?: string } | undefined> {
  const prefix = editMarkPrefix(collection, id);
  const snap = await db
    .collection(EDIT_MARKS_COLLECTION)
    .orderBy(FieldPath.documentId())
    .startAt(prefix)
    .endAt(`${prefix}\uf8ff`)
    .get();
  let writer: { by: string; restoredFrom?: string } | undefined;
  const done = db.batch();
  let deleted = 0;
  for (const doc of snap.docs) {
    const mark = z.safeParse(editMarkSchema, doc.data());
    const at = mark.success ? mark.data.at.toMillis() : 0;
    const matches =
      mark.success &&
      !writer &&
      Math.abs(at - committedAt) <= MARK_SKEW_MS &&
      isDeepStrictEqual(mark.data.after ?? undefined, after);
    if (matches) {
      const { by, restoredFrom } = mark.data;
      writer = { by, ...(restoredFrom ? { restoredFrom } : {}) };
    }
    if (matches || at < committedAt - MARK_KEPT_MS) {
      done.delete(doc.ref);
      deleted += 1;
    }
  }
  if (deleted > 0) await done.commit();
  return writer;
}

async function emailOf(uid: string): Promise<string | undefined> {
  try {
    return (await getAuth(app).getUser(uid)).email;
  } catch {
    return undefined;
  }
}

/** Deletes the document's entries beyond the newest `HISTORY_PER_DOCUMENT`, and old entries. */
async function trimHistory(docPath: string, now: number): Promise<void> {
  const history = db.collection(CHANGE_HISTORY_COLLECTION);
  const cutoff = new Date(now - HISTORY_DAYS * DAY_MS).toISOString();
  const [beyond, old] = await Promise.all([
    history
      .where('docPath', '==', docPath)
      .orderBy('at', 'desc')
      .offset(HISTORY_PER_DOCUMENT)
      .select()
      .get(),
    history.where('at', '<', cutoff).limit(100).select().get(),
  ]);
  const batch = db.batch();
  for (const doc of [...beyond.docs, ...old.docs]) batch.delete(doc.ref);
  if (!beyond.empty || !old.empty) await batch.commit();
}

/**
 * Records one change of document `collection/id` (of `target`) as entry `entryId` (the event's
 * id, so a retried event writes the same entry). `eventTime` is the commit time of a delete.
 * Unchanged writes and a list's renumbering are not recorded.
 */
export async function recordChange(
  target: HistoryTarget,
  collection: string,
  id: string,
  change: Change<DocumentSnapshot> | undefined,
  entryId: string,
  eventTime: string,
): Promise<ChangeEntry | undefined> {
  const before = versionOf(change?.before);
  const after = versionOf(change?.after);
  if (isDeepStrictEqual(before, after)) return undefined;
  if (before && after && onlyOrderChanged(before, after)) return undefined;
  const committedAt = change?.after.updateTime?.toMillis() ?? Date.parse(eventTime);
  const writer = await markedWriter(collection, id, after, committedAt);
  const byEmail = writer ? await emailOf(writer.by) : undefined;
  const entry: ChangeEntry = {
    target,
    docPath: `${collection}/${id}`,
    action: !before ? 'create' : !after ? 'delete' : 'update',
    at: new Date(committedAt).toISOString(),
    ...(writer ? { by: writer.by } : {}),
    ...(byEmail ? { byEmail } : {}),
    ...(writer?.restoredFrom ? { restoredFrom: writer.restoredFrom } : {}),
    summary: summaryOf(target, after ?? before ?? {}),
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  };
  await db.collection(CHANGE_HISTORY_COLLECTION).doc(entryId).set(entry);
  await trimHistory(entry.docPath, committedAt);
  logger.info('Change recorded', { docPath: entry.docPath, action: entry.action, by: entry.by });
  return entry;
}

/**
 * The trigger recording the changes of `target` (a collection, or one document of `site`: the
 * jamat times, the Jumu'ah jamats).
 */
function historyTrigger(target: HistoryTarget) {
  const collection = TARGET_COLLECTION[target];
  const single = TARGET_DOC[target];
  const document = `${collection}/${single ?? '{id}'}`;
  return onDocumentWritten({ ...TRIGGER_OPTIONS, timeoutSeconds: 60, document }, async (event) => {
    const id = event.data?.after.ref.id ?? single ?? String(event.params['id']);
    await recordChange(target, collection, id, event.data, event.id, event.time);
  });
}

export const historyOfContent = historyTrigger('content');
export const historyOfAnnouncements = historyTrigger('announcement');
export const historyOfJanaza = historyTrigger('janaza');
export const historyOfJamatTimes = historyTrigger('jamatTimes');
export const historyOfJamatChanges = historyTrigger('jamatChange');
export const historyOfJumuah = historyTrigger('jumuah');
export const historyOfEidJamats = historyTrigger('eidJamats');
