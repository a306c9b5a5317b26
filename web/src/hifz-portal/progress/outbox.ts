/**
 * The teacher's outbox: every day saved on this device, until the server has it.
 * Firestore keeps the writes themselves (persistent cache) and sends them when the network
 * returns; this list remembers, across reloads and restarts, which saves are still on their way,
 * so that a save the server refuses (for example because the student was moved to another qari
 * meanwhile) is shown to the teacher instead of vanishing. Kept in localStorage per user.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { DAY_FIELDS, type DayField } from '@masjid/domain/progress';

export interface OutboxEntry {
  writeId: string;
  studentId: string;
  studentName: string;
  /** `YYYY-MM-DD` */
  date: string;
  fields: DayField[];
  /** ISO instant of the save. */
  at: string;
  /**
   * Set when the server refused the save: why, one of OUTBOX_REFUSALS (an older version stored an
   * English sentence here: it is shown as a plain refusal).
   */
  refused?: string;
}

/** Why the server refused a save, worded by the screen (`hifzProgress.outbox.reasons`). */
export const OUTBOX_REFUSALS = ['not-your-student', 'not-accepted', 'refused'] as const;
export type OutboxRefusal = (typeof OUTBOX_REFUSALS)[number];

/** The refusal `value` names, or a plain refusal for anything else (an older version's text). */
export function outboxRefusal(value: string): OutboxRefusal {
  return OUTBOX_REFUSALS.find((refusal) => refusal === value) ?? 'refused';
}

/** The stored list; an entry that does not match (an older version's) is dropped. */
const storedEntrySchema = z.object({
  writeId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  date: z.string(),
  fields: z.array(z.enum(DAY_FIELDS)),
  at: z.string(),
  refused: z.optional(z.string()),
});

const KEY = 'hifz-outbox';
const listeners = new Set<() => void>();
let cache: OutboxEntry[] | undefined;

function read(): OutboxEntry[] {
  if (cache) return cache;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    cache = (Array.isArray(stored) ? stored : []).flatMap((item) => {
      const parsed = storedEntrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    cache = [];
  }
  return cache;
}

function write(entries: OutboxEntry[]) {
  cache = entries;
  localStorage.setItem(KEY, JSON.stringify(entries));
  listeners.forEach((notify) => notify());
}

// Another tab's saves and acknowledgements.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    cache = undefined;
    listeners.forEach((notify) => notify());
  });

export function addToOutbox(entry: OutboxEntry): void {
  write([...read().filter((e) => e.writeId !== entry.writeId), entry]);
}

/** The server has the save: forget it. */
export function acknowledge(writeId: string): void {
  write(read().filter((e) => e.writeId !== writeId));
}

/** The server refused the save: keep it, with the reason, until the teacher dismisses it. */
export function markRefused(writeId: string, reason: OutboxRefusal): void {
  write(read().map((e) => (e.writeId === writeId ? { ...e, refused: reason } : e)));
}

export function dismiss(writeId: string): void {
  acknowledge(writeId);
}

/** Forgets everything (sign-out). */
export function clearOutbox(): void {
  write([]);
}

export function outboxEntries(): OutboxEntry[] {
  return read();
}

/** The outbox, kept current in the component. */
export function useOutbox(): OutboxEntry[] {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    read,
    () => [],
  );
}
