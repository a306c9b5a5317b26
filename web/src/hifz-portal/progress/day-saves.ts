/**
 * Saving a day of progress, straight to Firestore under the rules, with the persistent cache: the
 * change applies at once on this device, also offline, and the outbox (`outbox.ts`) remembers it
 * until the server has it, so a save the server refuses is shown instead of vanishing.
 */
import { doc, getDocFromServer, setDoc, waitForPendingWrites } from 'firebase/firestore';
import {
  changeMillis,
  PROGRESS_SUBCOLLECTION,
  isoDay,
  type DayFields,
  type DayRecord,
  dayRecordSchema,
} from '@masjid/domain/progress';
import { STUDENTS_COLLECTION } from '@masjid/domain/hifz';
import { storedConverter } from '../../common/firebase/stored-converter.ts';

import { firestore } from '../../common/firebase/firebase.ts';
import { firebaseAuth } from '../../common/firebase/auth.ts';
import { deviceId } from './device.ts';
import { dayWrite, type DayWriteInput } from './day-write.ts';
import {
  acknowledge,
  addToOutbox,
  markRefused,
  outboxEntries,
  type OutboxEntry,
} from './outbox.ts';

/** Stored days, parsed with their schema. */
export const dayConverter = storedConverter(dayRecordSchema);

/**
 * True for the rules' refusal. Checked by its code, not by class: the error may come from another
 * copy of the SDK's classes than the one imported here (`instanceof FirestoreError` was false).
 */
const isPermissionDenied = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === 'permission-denied';

/** The fields of a day that hold a portion; each is saved in a write of its own. */
const PORTION_FIELDS: ReadonlyArray<keyof DayFields> = [
  'sabaqPortion',
  'sabqiPortion',
  'manzilPortion',
];

type DaySave = DayWriteInput & {
  /** The student's id, and name for the outbox. */
  studentId: string;
  studentName: string;
};

/**
 * Saves the changed fields of a day (merged, each with who, when and the save's id). Applies at
 * once on this device, also offline; the server's answer arrives later and settles the outbox.
 * Resolves as soon as the change is written locally. Each portion goes in a write of its own,
 * after the other fields: the rules may evaluate only 1000 expressions for one write, and
 * checking three portions with a whole day's other fields and their change entries passes that.
 */
export async function saveDay(input: DaySave): Promise<void> {
  const plain = input.changed.filter((f) => !PORTION_FIELDS.includes(f));
  const groups = [
    plain,
    ...input.changed.filter((f) => PORTION_FIELDS.includes(f)).map((f) => [f]),
  ];
  for (const changed of groups) if (changed.length > 0) await saveFields({ ...input, changed });
}

/** The signed-in user's id (the owner of the outbox list the save goes in), if any. */
async function signedInUid(): Promise<string | undefined> {
  return (await firebaseAuth()).currentUser?.uid;
}

/**
 * One write of `saveDay`: the `changed` fields with their change entries, and the entry in the
 * signed-in user's outbox. Firestore queues the write for that user only (docs/decisions/0045),
 * so the entry is settled in their list even if another user signs in meanwhile.
 */
async function saveFields(input: DaySave): Promise<void> {
  const db = await firestore();
  const uid = await signedInUid();
  if (!uid) throw new Error('A day can only be saved when signed in');
  const { year, month, day } = input.date;
  const date = isoDay(year, month, day);
  const at = new Date().toISOString(); // this device's time, for the outbox only
  const writeId = crypto.randomUUID();
  const data = dayWrite(input, writeId, deviceId());
  addToOutbox(uid, {
    writeId,
    studentId: input.studentId,
    studentName: input.studentName,
    date,
    fields: input.changed,
    at,
  });
  const ref = doc(db, STUDENTS_COLLECTION, input.studentId, PROGRESS_SUBCOLLECTION, date);
  setDoc(ref, data, { merge: true }).then(
    () => acknowledge(uid, writeId),
    (err: unknown) => {
      console.error('The server refused a progress save', err);
      markRefused(uid, writeId, isPermissionDenied(err) ? 'not-your-student' : 'refused');
    },
  );
}

/** True when the stored day carries the save `entry` (or a later change of each of its fields). */
function landed(entry: OutboxEntry, changes: DayRecord['changes'] = {}): boolean {
  return entry.fields.every((f) => {
    const change = changes[f];
    return (
      change &&
      (change.writeId === entry.writeId || (changeMillis(change.at) ?? 0) > Date.parse(entry.at))
    );
  });
}

/**
 * The outbox entries of `uid` (the signed-in user, whose writes the month's pending marks are)
 * for `studentId` saved before a reload, against the server's copy of the month: once no write of
 * a day is pending, a save found on its fields is acknowledged; one whose fields carry no later
 * change either was refused by the server.
 */
export function reconcileMonth(
  uid: string,
  studentId: string,
  days: ReadonlyMap<string, { record: DayRecord; pending: boolean }>,
): void {
  for (const entry of outboxEntries(uid)) {
    if (entry.studentId !== studentId || entry.refused) continue;
    const day = days.get(entry.date);
    if (day?.pending) continue;
    if (landed(entry, day?.record.changes)) acknowledge(uid, entry.writeId);
    else markRefused(uid, entry.writeId, 'not-accepted');
  }
}

/**
 * Settles the signed-in user's outbox after a reload, a restart or their next sign-in: once every
 * pending write of theirs has been sent (`waitForPendingWrites`, which waits for the signed-in
 * user's queue only), each save still listed is checked against the server's copy of its day.
 * Saves found there (or overtaken by a later change) are forgotten; the others were refused and
 * are listed as "Not saved". Another user's list is never touched: their writes are not sent
 * while they are signed out, so checking them would wrongly find them refused. Does nothing
 * offline or signed out.
 */
export async function reconcileOutbox(): Promise<void> {
  const uid = await signedInUid();
  if (!uid || !navigator.onLine) return;
  const entries = outboxEntries(uid).filter((e) => !e.refused);
  if (entries.length === 0) return;
  const db = await firestore();
  await waitForPendingWrites(db);
  // A sign-out or another user's sign-in meanwhile: their writes were not sent; leave the list.
  if ((await signedInUid()) !== uid) return;
  for (const entry of entries) {
    const ref = doc(
      db,
      STUDENTS_COLLECTION,
      entry.studentId,
      PROGRESS_SUBCOLLECTION,
      entry.date,
    ).withConverter(dayConverter);
    try {
      const snap = await getDocFromServer(ref);
      if (landed(entry, snap.data()?.changes)) acknowledge(uid, entry.writeId);
      else markRefused(uid, entry.writeId, 'not-accepted');
    } catch (err) {
      if (isPermissionDenied(err)) markRefused(uid, entry.writeId, 'not-your-student');
    }
  }
}
