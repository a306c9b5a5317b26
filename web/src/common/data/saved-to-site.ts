/**
 * A site admin's save, on the device that made it: once the write has succeeded, the device shows
 * the change at once (docs/decisions/0007, "How soon a saved change shows"): the save is noted
 * (site-saves.ts), and every value read from the API is marked out of date, in this tab here and in
 * the site's other tabs through the `storage` event (live-query.ts listens).
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { listening } from './live-listeners.ts';
import { noteSiteSave } from './site-saves.ts';

/**
 * Marks the values of `client` read from the API as out of date: those on screen are read again at
 * once (past the CDN's copies: site-saves.ts), the others when next shown. Values a listener feeds
 * are current already.
 */
export function forgetReadValues(client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => !listening(query) });
}

/**
 * `write` (a site admin's save of the public site's data), after which, once it has succeeded,
 * this device shows the change at once (see above). Resolves and rejects as `write` does.
 */
export async function savedToSite<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  noteSiteSave();
  void forgetReadValues();
  return result;
}
