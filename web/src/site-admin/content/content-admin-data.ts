/**
 * The site admin's content entries, straight from and to Firestore (`contentEntries`): reads live
 * through reactfire; writes are allowed by the rules only for the site admin, with every field
 * checked as `contentEntryDocSchema` does, with the edit mark of the change history. Each write
 * resolves when the server has accepted it and throws when it refuses.
 */
import { collection, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  CONTENT_COLLECTION,
  byOrder,
  contentEntryDocSchema,
  type ContentEntry,
  type ContentEntryData,
  type ContentKind,
} from '@masjid/domain/content';
import { writeWithMark } from '../forms/marked-writes.ts';
import { moveInOrder } from '../forms/reorder.ts';
import { useLiveById, useLiveQuery, type Loaded } from '../../common/firebase/firestore-reads.ts';
import { contentConverter } from '../../common/content/content-data.ts';

/** The entries of `kind`, smallest order first, kept current. */
export function useContentEntriesLive(kind: ContentKind): Loaded<ContentEntry[]> {
  const db = useFirestore();
  const entries = useLiveQuery(
    query(
      collection(db, CONTENT_COLLECTION).withConverter(contentConverter),
      where('kind', '==', kind),
    ),
  );
  if (entries.status !== 'ready') return entries;
  return { status: 'ready', data: [...entries.data].sort(byOrder) };
}

/** One entry by id, kept current; an unknown or malformed id is an error. */
export function useContentEntryLive(id: string): Loaded<ContentEntry> {
  return useLiveById(CONTENT_COLLECTION, contentConverter, id);
}

/** Adds an entry (checked with the shared schema first); returns its new id. */
export function createContentEntry(data: ContentEntryData): Promise<string> {
  return writeWithMark(CONTENT_COLLECTION, undefined, contentEntryDocSchema.parse(data));
}

/** Replaces an entry's fields (edit). */
export async function updateContentEntry(id: string, data: ContentEntryData): Promise<void> {
  await writeWithMark(CONTENT_COLLECTION, id, contentEntryDocSchema.parse(data));
}

/** Deletes an entry. */
export async function deleteContentEntry(id: string): Promise<void> {
  await writeWithMark(CONTENT_COLLECTION, id, null);
}

/** Moves `entries[index]` one place up (`-1`) or down (`+1`), renumbering the kind 10, 20, … */
export async function moveContentEntry(
  entries: readonly ContentEntry[],
  index: number,
  step: -1 | 1,
): Promise<void> {
  await moveInOrder(CONTENT_COLLECTION, entries, index, step, { first: 10, step: 10 });
}
