/**
 * reactfire keeps every read it has made in one page-wide map (`globalThis.
 * _reactFirePreloadedObservables`), keyed by kind and path, and hands the same entry to the next
 * component that asks, even after sign-out. Reads tied to a session (the ID token's claims, the
 * portal's documents) are dropped from it when the session or the Firestore instance changes, so
 * the next user never sees the last one's data.
 */

/** Drops reactfire's cached reads whose key starts with `prefix` (e.g. 'firestore:'). */
export function forgetCachedReads(prefix: string): void {
  const cache: unknown = Reflect.get(globalThis, '_reactFirePreloadedObservables');
  if (!(cache instanceof Map)) return;
  for (const key of [...cache.keys()])
    if (typeof key === 'string' && key.startsWith(prefix)) cache.delete(key);
}
