/**
 * Two devices, one day (issue 41 §1, decision 0044): which values a save replaced without its
 * device having seen them. A day is saved field by field and merged, so fields changed on two
 * devices both stay; for the same field the later save to reach the server wins. When that save
 * was made on another device without the replaced change (a phone offline, a form left open),
 * the replaced value is kept in the day's `overwritten.<field>` and shown on the day. The same for
 * the fees status. Pure: used by the functions' trigger and the tests.
 */
import {
  DAY_FIELDS,
  type DayField,
  type DayRecord,
  type FeesRecord,
  type Overwrite,
} from './progress.ts';

/** An overwrite without the writers' names (the trigger adds them). */
export type UnnamedOverwrite = Omit<Overwrite, 'byName' | 'replacedByName'>;

/**
 * The fields of `after` whose change replaced, unseen, a change stored in `before`: the new change
 * came from a device (`device`) other than the one of the replaced change, the replaced change is
 * later than all its device had seen (`seenAt`, none: nothing), and the value differs. Each with
 * the replaced value (null: none) and who set and replaced it when. Saves without `device`
 * (the API's) and changes not yet stamped by the server are not compared.
 */
export function dayOverwrites(
  before: DayRecord | undefined,
  after: DayRecord,
): Partial<Record<DayField, UnnamedOverwrite>> {
  const found: Partial<Record<DayField, UnnamedOverwrite>> = {};
  for (const field of DAY_FIELDS) {
    const replaced = before?.changes?.[field];
    const change = after.changes?.[field];
    if (!before || !replaced || !change || replaced.writeId === change.writeId) continue;
    if (!change.device || change.device === replaced.device) continue;
    if (!replaced.at || !change.at) continue;
    if (change.seenAt && Date.parse(replaced.at) <= Date.parse(change.seenAt)) continue;
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    found[field] = {
      value: before[field] ?? null,
      by: replaced.by,
      at: replaced.at,
      replacedBy: change.by,
      replacedAt: change.at,
    };
  }
  return found;
}

/**
 * The fees status `before` that `after` replaced unseen: `after` was saved on a device (`device`)
 * other than `before`'s, which had shown another status record (`seen`, the `at` of the record
 * shown; '' for none), and the status differs. `at` of both are the devices' times.
 */
export function feesOverwrite(
  before: FeesRecord | undefined,
  after: FeesRecord,
): (Omit<UnnamedOverwrite, 'value'> & { status: FeesRecord['status'] }) | undefined {
  if (!before || after.device === undefined || after.seen === undefined) return undefined;
  if (after.device === before.device || after.seen === before.at) return undefined;
  if (before.status === after.status) return undefined;
  return {
    status: before.status,
    by: before.by,
    at: before.at,
    replacedBy: after.by,
    replacedAt: after.at,
  };
}
