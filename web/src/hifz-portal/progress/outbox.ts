/**
 * The teacher's outbox: every day saved on this device, until the server has it.
 * Firestore keeps the writes themselves (persistent cache, in a queue per signed-in user) and
 * sends them when the network returns; this list remembers, across reloads and restarts, which
 * saves are still on their way, so that a save the server refuses (for example because the
 * student was moved to another qari meanwhile) is shown to the teacher instead of vanishing.
 *
 * Kept in localStorage per user (`hifz-outbox:<uid>`), like Firestore's own queue: on a device
 * shared by several teachers each sees, settles and is told of only their own saves, and a
 * user's list outlives their sign-out until they sign in again (docs/decisions/0045).
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

/** The key of `uid`'s list. */
const PREFIX = 'hifz-outbox:';
/**
 * The one list of versions before the lists per user. Sign-out emptied it then, so what it holds
 * is the saves of the user signed in when this version first runs: the first list read adopts it.
 */
const SHARED_KEY = 'hifz-outbox';
const NONE: OutboxEntry[] = [];
const listeners = new Set<() => void>();
const cache = new Map<string, OutboxEntry[]>();

function parse(json: string | null): OutboxEntry[] {
  try {
    const stored: unknown = JSON.parse(json ?? '[]');
    return (Array.isArray(stored) ? stored : []).flatMap((item) => {
      const parsed = storedEntrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function read(uid: string): OutboxEntry[] {
  let entries = cache.get(uid);
  if (entries) return entries;
  const shared = localStorage.getItem(SHARED_KEY);
  if (shared !== null) {
    localStorage.removeItem(SHARED_KEY);
    if (localStorage.getItem(PREFIX + uid) === null) localStorage.setItem(PREFIX + uid, shared);
  }
  entries = parse(localStorage.getItem(PREFIX + uid));
  cache.set(uid, entries);
  return entries;
}

function write(uid: string, entries: OutboxEntry[]) {
  cache.set(uid, entries);
  if (entries.length > 0) localStorage.setItem(PREFIX + uid, JSON.stringify(entries));
  else localStorage.removeItem(PREFIX + uid);
  listeners.forEach((notify) => notify());
}

// Another tab's saves and acknowledgements.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === null) cache.clear();
    else if (e.key.startsWith(PREFIX)) cache.delete(e.key.slice(PREFIX.length));
    else return;
    listeners.forEach((notify) => notify());
  });

/** Adds `uid`'s save (replacing one of the same `writeId`). */
export function addToOutbox(uid: string, entry: OutboxEntry): void {
  write(uid, [...read(uid).filter((e) => e.writeId !== entry.writeId), entry]);
}

/** The server has `uid`'s save: forget it. */
export function acknowledge(uid: string, writeId: string): void {
  write(
    uid,
    read(uid).filter((e) => e.writeId !== writeId),
  );
}

/** The server refused the save: keep it, with the reason, until the teacher dismisses it. */
export function markRefused(uid: string, writeId: string, reason: OutboxRefusal): void {
  write(
    uid,
    read(uid).map((e) => (e.writeId === writeId ? { ...e, refused: reason } : e)),
  );
}

export function dismiss(uid: string, writeId: string): void {
  acknowledge(uid, writeId);
}

/** `uid`'s list: saves waiting for the server, and refused ones not yet dismissed. */
export function outboxEntries(uid: string): OutboxEntry[] {
  return read(uid);
}

/** How many of `uid`'s saves are still waiting for the server (refused ones not counted). */
export function waitingSaves(uid: string): number {
  return read(uid).filter((e) => !e.refused).length;
}

/**
 * True when any user of this device has saves waiting for the server: Firestore's cache, which
 * holds their writes, must then stay on the device (sign-out, hifz-api.ts).
 */
export function anyUserWaiting(): boolean {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
  return keys.some(
    (key) =>
      (key === SHARED_KEY || key.startsWith(PREFIX)) &&
      parse(localStorage.getItem(key)).some((e) => !e.refused),
  );
}

/** `uid`'s outbox, kept current in the component; empty while no one is signed in. */
export function useOutbox(uid: string | undefined): OutboxEntry[] {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => (uid ? read(uid) : NONE),
    () => NONE,
  );
}
