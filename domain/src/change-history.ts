/**
 * The history of the site admin's changes (issue 39 §5, decision 0040): the functions record
 * every write of the public site's text content, announcements, janaza notices, jamat times and
 * scheduled jamat changes in `changeHistory/{id}` (who, what, when, the version before and
 * after); the site admin reads it and puts an earlier version back.
 *
 * Who: the admin screens write, in the same batch as the document, an edit mark
 * `editMarks/{collection}~{docId}~{nonce}` holding the writer's uid, the request's time and the document
 * as it is after the write; the rules accept a mark only with the writer's own uid, that time and
 * exactly that content, so the trigger can trust a mark that matches the write it sees.
 */
import * as z from 'zod/mini';
import { isoInstantSchema } from './iso-instant.ts';
import { CONTENT_COLLECTION, contentEntryDocSchema } from './content.ts';
import { ANNOUNCEMENTS_COLLECTION, announcementDocSchema } from './announcements.ts';
import { JANAZA_COLLECTION } from './janaza.ts';
import { JAMAT_TIMINGS_DOC, jamatTimingsDocSchema } from './jamat.ts';
import { JAMAT_CHANGES_COLLECTION } from './jamat-schedule.ts';
import { JUMUAH_DOC, jumuahDocSchema } from './jumuah.ts';
import { EID_JAMATS_COLLECTION, eidJamatsDocSchema } from './eid.ts';

/** Firestore collection of the history (site admin reads; only the functions write). */
export const CHANGE_HISTORY_COLLECTION = 'changeHistory';
/** Firestore collection of the edit marks (the site admin writes; only the functions read). */
export const EDIT_MARKS_COLLECTION = 'editMarks';

/** Entries kept per document (the oldest beyond are deleted when a new one is recorded). */
export const HISTORY_PER_DOCUMENT = 25;
/** Days an entry is kept. */
export const HISTORY_DAYS = 90;
/** Entries the history screen shows, newest first. */
export const HISTORY_SHOWN = 100;

/**
 * What a history entry is about; the jamat times are the one document `site/jamatTimings`, the
 * Jumu'ah jamats the one document `site/jumuah`.
 */
export const HISTORY_TARGETS = [
  'content',
  'announcement',
  'janaza',
  'jamatTimes',
  'jamatChange',
  'jumuah',
  'eidJamats',
] as const;
export type HistoryTarget = (typeof HISTORY_TARGETS)[number];

/** The Firestore collection of each target. */
export const TARGET_COLLECTION: Record<HistoryTarget, string> = {
  content: CONTENT_COLLECTION,
  announcement: ANNOUNCEMENTS_COLLECTION,
  janaza: JANAZA_COLLECTION,
  jamatTimes: JAMAT_TIMINGS_DOC.collection,
  jamatChange: JAMAT_CHANGES_COLLECTION,
  jumuah: JUMUAH_DOC.collection,
  eidJamats: EID_JAMATS_COLLECTION,
};

/** The one document of the targets that are a single document of `site`. */
export const TARGET_DOC: Partial<Record<HistoryTarget, string>> = {
  jamatTimes: JAMAT_TIMINGS_DOC.id,
  jumuah: JUMUAH_DOC.id,
};

/** The target of a document path, when its writes are recorded. */
export function targetOfPath(collection: string, id: string): HistoryTarget | undefined {
  return HISTORY_TARGETS.find(
    (target) =>
      TARGET_COLLECTION[target] === collection &&
      (TARGET_DOC[target] === undefined || TARGET_DOC[target] === id),
  );
}

/**
 * The prefix of the edit marks' ids of document `collection/id`; a mark's id is the prefix and a
 * random 20-character nonce (the rules read the document's path from it), one mark per write.
 */
export function editMarkPrefix(collection: string, id: string): string {
  return `${collection}~${id}~`;
}

/** A document's fields as stored in the history (the version before or after a change). */
export const storedVersionSchema = z.record(z.string(), z.unknown());
export type StoredVersion = z.infer<typeof storedVersionSchema>;

/** An edit mark as stored (`at` is a Firestore timestamp, read by the functions only). */
export const editMarkSchema = z.object({
  by: z.string(),
  at: z.custom<{ toMillis(): number }>(
    (v) => typeof v === 'object' && v !== null && 'toMillis' in v,
  ),
  after: z.nullable(storedVersionSchema),
  restoredFrom: z.optional(z.string()),
});

/** One recorded change, as the functions write it. */
export const changeEntrySchema = z.object({
  target: z.enum(HISTORY_TARGETS),
  /** The document's path, `contentEntries/{id}`. */
  docPath: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  /** When the change was saved (UTC, so entries sort as text). */
  at: isoInstantSchema,
  /** The site admin's uid and e-mail; absent when no matching edit mark came with the write
   * (the functions' own writes, the seed, an older screen). */
  by: z.optional(z.string()),
  byEmail: z.optional(z.string()),
  /** The entry whose earlier version this change put back. */
  restoredFrom: z.optional(z.string()),
  /** A short readable name of the document: a title, a notice's text, a day. */
  summary: z.string(),
  before: z.optional(storedVersionSchema),
  after: z.optional(storedVersionSchema),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

/** Longest summary, in characters. */
const SUMMARY_MAX = 120;

function firstText(...values: unknown[]): string {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'object' && value !== null) {
      const local = firstText(...Object.values(value));
      if (local) return local;
    }
  }
  return '';
}

/**
 * A short readable name of a stored version: a content entry's title, an announcement's text, the
 * deceased's name, a scheduled change's day; empty for the jamat times (the screen shows what
 * changed). English first, else Urdu; at most 120 characters.
 */
export function summaryOf(target: HistoryTarget, version: StoredVersion): string {
  const text = {
    content: () => firstText(version['title']),
    announcement: () => firstText(version['text'], version['textUrdu']),
    janaza: () => firstText(version['name'], version['nameUrdu']),
    jamatTimes: () => '',
    jamatChange: () => firstText(version['effectiveDate']),
    // The jamat times, `13:30 · 14:15`.
    jumuah: () => {
      const jamats = version['jamats'];
      if (!Array.isArray(jamats)) return '';
      return jamats
        .map((j: unknown) =>
          typeof j === 'object' && j !== null && 'jamatTime' in j ? firstText(j.jamatTime) : '',
        )
        .filter(Boolean)
        .join(' · ');
    },
    eidJamats: () => {
      const { hijriYear, eid } = version;
      if (typeof hijriYear !== 'number') return '';
      return `${eid === 'adha' ? 'Eid ul-Adha' : 'Eid ul-Fitr'} ${hijriYear} AH`;
    },
  }[target]();
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

/** Whether a change only renumbered a list (moving an entry up or down): not recorded. */
export function onlyOrderChanged(before: StoredVersion, after: StoredVersion): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('order');
  return [...keys].every((key) => JSON.stringify(before[key]) === JSON.stringify(after[key]));
}

/** The document schema of each target whose earlier versions the site admin may put back. */
const RESTORABLE: Partial<Record<HistoryTarget, { parse(data: unknown): object }>> = {
  content: contentEntryDocSchema,
  announcement: announcementDocSchema,
  jamatTimes: jamatTimingsDocSchema,
  jumuah: jumuahDocSchema,
  eidJamats: eidJamatsDocSchema,
};

/**
 * What restoring an entry writes: the document's collection and id and its version before the
 * change, checked with the document's schema; undefined when the target cannot be restored
 * (janaza notices and scheduled changes: restoring would send a push or apply a past change),
 * the change created the document, or the earlier version no longer passes the schema.
 */
export function restoreOf(
  entry: ChangeEntry,
): { collection: string; id: string; data: object } | undefined {
  const schema = RESTORABLE[entry.target];
  const [collection, id] = entry.docPath.split('/');
  if (!schema || !entry.before || !collection || !id) return undefined;
  try {
    return { collection, id, data: schema.parse(entry.before) };
  } catch {
    return undefined;
  }
}
