/**
 * The Firestore listeners that feed live queries (live-query.ts), by query hash: kept apart from
 * live-query.ts, which loads the Firebase SDK's module, so that what only asks whether a query is
 * fed by one (saved-to-site.ts) does not.
 */
import type { Unsubscribe } from 'firebase/firestore';

/** The listeners started, by query hash; each stops when its query leaves the cache. */
export const listeners = new Map<string, Promise<Unsubscribe | undefined>>();

/** Whether a listener feeds `query` (its values are then current without asking the API). */
export const listening = (query: { queryHash: string }): boolean => listeners.has(query.queryHash);
