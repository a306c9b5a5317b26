/**
 * Two devices, one day (issue 41 §1, decision 0044): when a save replaces a value its device had
 * not seen (a phone offline while the admin changed the same field, a form left open), the
 * replaced value is kept on the document, with who set it and who replaced it, and shown on the
 * day (`overwritten.<field>`) or beside the fees (`overwritten`). Run by the progress day's
 * trigger (`summariseProgressDay`) and by `recordFeesOverwrite`; the comparison itself is
 * `@masjid/domain/progress-overwrites`. The trigger's own write changes no `changes` entry, so
 * its run finds nothing more to record.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWritten, type Change } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { STUDENTS_COLLECTION, TEACHERS_COLLECTION } from '@masjid/domain/hifz';
import { FEES_SUBCOLLECTION, dayRecordSchema, feesRecordSchema } from '@masjid/domain/progress';
import { dayOverwrites, feesOverwrite } from '@masjid/domain/progress-overwrites';
import type * as z from 'zod/mini';
import { TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { db } from '../lib/firebase.ts';

/** The document's data parsed with `schema`, or undefined when absent or malformed. */
function parsed<T>(schema: z.ZodMiniType<T>, snap: DocumentSnapshot | undefined): T | undefined {
  if (!snap?.exists) return undefined;
  const result = schema.safeParse(snap.data());
  if (!result.success) logger.warn('A malformed document was not compared', snap.ref.path);
  return result.success ? result.data : undefined;
}

/** The qaris' names of `uids` (the admin, not a qari, has none). */
async function names(uids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(uids)];
  const snaps = unique.length
    ? await db.getAll(...unique.map((uid) => db.collection(TEACHERS_COLLECTION).doc(uid)))
    : [];
  const found = new Map<string, string>();
  for (const snap of snaps) {
    const name: unknown = snap.get('name');
    if (typeof name === 'string') found.set(snap.id, name);
  }
  return found;
}

/** `{byName?, replacedByName?}` of an overwrite, from `named`. */
const withNames = <T extends { by: string; replacedBy: string }>(
  entry: T,
  named: Map<string, string>,
) => {
  const byName = named.get(entry.by);
  const replacedByName = named.get(entry.replacedBy);
  return {
    ...entry,
    ...(byName === undefined ? {} : { byName }),
    ...(replacedByName === undefined ? {} : { replacedByName }),
  };
};

/** Records on the day the values a progress day's write replaced unseen. */
export async function recordDayOverwrites(change: Change<DocumentSnapshot> | undefined) {
  const after = parsed(dayRecordSchema, change?.after);
  if (!change || !after) return;
  const found = Object.entries(dayOverwrites(parsed(dayRecordSchema, change.before), after));
  if (found.length === 0) return;
  const named = await names(found.flatMap(([, e]) => [e.by, e.replacedBy]));
  await change.after.ref.update(
    Object.fromEntries(found.map(([field, e]) => [`overwritten.${field}`, withNames(e, named)])),
  );
}

/** Keeps beside a month's fees status (`fees/{YYYY-MM}`) the status a write replaced unseen. */
export const recordFeesOverwrite = onDocumentWritten(
  {
    ...TRIGGER_OPTIONS,
    document: `${STUDENTS_COLLECTION}/{studentId}/${FEES_SUBCOLLECTION}/{monthId}`,
  },
  async (event) => {
    const after = parsed(feesRecordSchema, event.data?.after);
    if (!event.data || !after) return;
    const found = feesOverwrite(parsed(feesRecordSchema, event.data.before), after);
    if (!found) return;
    const named = await names([found.by, found.replacedBy]);
    await event.data.after.ref.update({ overwritten: withNames(found, named) });
  },
);
