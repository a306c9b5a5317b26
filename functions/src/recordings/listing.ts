/**
 * The recordings listing indexes (`recordingListings/{category}`, domain/src/recording-listing.ts,
 * decision 43): one document per category holding every published recording's key in listing
 * order, so page N of a listing costs the index and the page's recordings (1 + 12 reads) however
 * deep N is, where an offset was billed for every recording it skipped.
 *
 * Kept by `indexRecording`, a trigger on every recording written (the API's writes, the seed, a
 * hand edit in the console), and by the API's own writes before they answer (publish.ts), so a
 * site admin's change is listed at once. Each run, in a transaction, reads the indexes and the
 * recording as it now is, takes its key out and puts it back where it belongs if the recording is
 * still published in that category: idempotent, and runs in any order leave the truth. An index
 * that is missing (before its first write) or malformed is rebuilt from the category's recordings,
 * once, in a transaction (a read per recording).
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  RECORDINGS_COLLECTION,
  RECORDING_CATEGORIES,
  recordingSchema,
  type Recording,
  type RecordingCategory,
} from '@masjid/domain/recording';
import {
  RECORDING_LISTINGS_COLLECTION,
  RECORDING_LISTING_VERSION,
  isListableId,
  listingKey,
  listingKeysOf,
  recordingListingSchema,
  withListingKey,
  type RecordingListing,
} from '@masjid/domain/recording-listing';
import { TRIGGER_OPTIONS } from '../lib/global-options.ts';
import { db } from '../lib/firebase.ts';
import { stored, validDoc, validDocs } from '../lib/stored.ts';

/** Attempts of an index transaction: a batch of recordings written at once contends for it. */
const MAX_ATTEMPTS = 25;

const recordings = () =>
  db.collection(RECORDINGS_COLLECTION).withConverter(stored(recordingSchema));
const listingRef = (category: RecordingCategory) =>
  db
    .collection(RECORDING_LISTINGS_COLLECTION)
    .doc(category)
    .withConverter(stored(recordingListingSchema));

/** The listing of `published` (one category's valid recordings), stamped now. */
function listingOf(published: readonly Recording[]): RecordingListing {
  return {
    version: RECORDING_LISTING_VERSION,
    keys: listingKeysOf(published.filter((r) => isListableId(r.id))),
    updatedAt: new Date().toISOString(),
  };
}

/** Builds the index of `category` from its recordings in `tx` and stores it; returns it. */
async function rebuildIn(tx: Transaction, category: RecordingCategory): Promise<RecordingListing> {
  const listing = listingOf(
    validDocs(await tx.get(recordings().where('category', '==', category))),
  );
  tx.set(listingRef(category), { ...listing, id: category });
  return listing;
}

/** In-flight rebuilds of this instance: concurrent readers of a missing index share one. */
const rebuilding = new Map<RecordingCategory, Promise<RecordingListing>>();

/**
 * Builds the index of `category` from every recording of it (a read per recording: done once,
 * before the first write of this version, or for an index found malformed) and stores it.
 */
export function rebuildListing(category: RecordingCategory): Promise<RecordingListing> {
  const running = rebuilding.get(category);
  if (running) return running;
  logger.info('Rebuilding the recordings listing index', { category });
  const run = db
    .runTransaction((tx) => rebuildIn(tx, category), { maxAttempts: MAX_ATTEMPTS })
    .finally(() => rebuilding.delete(category));
  rebuilding.set(category, run);
  return run;
}

/** The index of `category`: one read, or its rebuild when it is missing or malformed. */
export async function readListing(category: RecordingCategory): Promise<RecordingListing> {
  return validDoc(await listingRef(category).get()) ?? rebuildListing(category);
}

/**
 * What each category's index should become given the stored recordings `docs` (of `ids`): `keys`
 * to store when `changed`, or `rebuild` for an index that is missing or malformed.
 */
function keysInLine(
  indexes: readonly DocumentSnapshot<RecordingListing>[],
  ids: readonly string[],
  docs: readonly DocumentSnapshot<Recording>[],
): ({ rebuild: true } | { rebuild: false; keys: string[]; changed: boolean })[] {
  const now = docs.map((doc) => (isListableId(doc.id) ? validDoc(doc) : undefined));
  return RECORDING_CATEGORIES.map((category, i) => {
    const current = validDoc(indexes[i]!);
    if (!current) return { rebuild: true };
    let keys = current.keys;
    ids.forEach((id, j) => {
      const recording = now[j];
      keys = withListingKey(
        keys,
        id,
        recording?.category === category ? listingKey(recording) : undefined,
      );
    });
    const same = keys.length === current.keys.length && keys.every((k, j) => k === current.keys[j]);
    return { rebuild: false, keys, changed: !same };
  });
}

/**
 * Brings every category's index in line with the stored recordings `ids` (see the module
 * comment). First a plain read of the indexes and the recordings: when they already agree (the
 * API synced its own write before the trigger runs), nothing more. Otherwise one transaction
 * reading them again and writing only an index that changes; an index missing or malformed is
 * rebuilt in the same transaction.
 */
export async function syncListings(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const indexRefs = RECORDING_CATEGORIES.map(listingRef);
  const docRefs = ids.map((id) => recordings().doc(id));
  const [indexes, docs] = await Promise.all([
    Promise.all(indexRefs.map((ref) => ref.get())),
    Promise.all(docRefs.map((ref) => ref.get())),
  ]);
  const planned = keysInLine(indexes, ids, docs);
  if (planned.every((plan) => !plan.rebuild && !plan.changed)) return;
  await db.runTransaction(
    async (tx) => {
      const plans = keysInLine(await tx.getAll(...indexRefs), ids, await tx.getAll(...docRefs));
      // Reads first (a transaction's rule), then the writes.
      const listings = await Promise.all(
        RECORDING_CATEGORIES.map(async (category, i): Promise<RecordingListing | undefined> => {
          const plan = plans[i]!;
          if (plan.rebuild)
            return listingOf(
              validDocs(await tx.get(recordings().where('category', '==', category))),
            );
          if (!plan.changed) return undefined;
          return {
            version: RECORDING_LISTING_VERSION,
            keys: plan.keys,
            updatedAt: new Date().toISOString(),
          };
        }),
      );
      RECORDING_CATEGORIES.forEach((category, i) => {
        const listing = listings[i];
        if (listing) tx.set(listingRef(category), { ...listing, id: category });
      });
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}

/**
 * Keeps the listing indexes in line with every recording written, whoever wrote it. Should the
 * index still not be written (a flood of writes at once outlasting the retries), it is deleted,
 * so the next read rebuilds it rather than serve a listing without this recording.
 */
export const indexRecording = onDocumentWritten(
  { ...TRIGGER_OPTIONS, document: `${RECORDINGS_COLLECTION}/{id}` },
  async (event) => {
    try {
      await syncListings([event.params.id]);
    } catch (err) {
      logger.error('Could not update the recordings listing index; it will be rebuilt', {
        id: event.params.id,
        err,
      });
      await Promise.all(RECORDING_CATEGORIES.map((category) => listingRef(category).delete()));
    }
  },
);
