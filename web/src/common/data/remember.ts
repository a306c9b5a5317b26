/**
 * Values kept on this device for offline visits (the hall screen's times, janaza and
 * announcements, the home page's times): TanStack Query's per-query persister
 * (`experimental_createQueryPersister`) in localStorage. A query with one restores its value from
 * there when it has none, then reads it again at once: offline that read fails and the value is
 * shown as remembered (live-query.ts `savedAt`). Each value is parsed
 * with its schema when read back; one that no longer fits is dropped and read afresh. Kept until
 * replaced, however old (the screens say how old), or until a sign-out (`forgetRemembered`).
 */
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/query-persist-client-core';
import {
  notifyManager,
  type Query,
  type QueryFunctionContext,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query';
import * as z from 'zod/mini';

/** A persister of the values of one schema (`experimental_createQueryPersister`'s, in part). */
export interface Remembered {
  /** A query's `persister`: restores the query's value when it has none, stores each one read. */
  persisterFn: <T, K extends QueryKey>(
    queryFn: (context: QueryFunctionContext<K>) => T | Promise<T>,
    context: QueryFunctionContext<K>,
    query: Query,
  ) => Promise<T>;
  /** Stores `query`'s value as it is now. */
  persistQuery: (query: Query) => Promise<void>;
}

/** localStorage, where it can be used (not on the server, nor where the browser forbids it). */
function deviceStorage(): AsyncStorage | undefined {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return undefined;
  }
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Storage full or private mode: nothing remembered.
      }
    },
    removeItem: (key) => storage.removeItem(key),
    entries: () => {
      const entries: [string, string][] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        const value = key === null ? null : storage.getItem(key);
        if (key !== null && value !== null) entries.push([key, value]);
      }
      return entries;
    },
  };
}

const device = typeof window === 'undefined' ? undefined : deviceStorage();

/** What the persister stores of a query (it stores the whole state; only these are read back). */
const storedQuerySchema = z.object({
  buster: z.string(),
  queryHash: z.string(),
  queryKey: z.array(z.unknown()),
  state: z.object({ data: z.unknown(), dataUpdatedAt: z.number() }),
});

/** The state of a query restored with `data`, read at `dataUpdatedAt` (epoch ms). */
function restoredState<T>(data: T, dataUpdatedAt: number): QueryState<T, Error> {
  return {
    data,
    dataUpdatedAt,
    dataUpdateCount: 0,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  };
}

/**
 * Remembers on the device (`storage`: localStorage) the values of the queries it is given to,
 * each parsed by `schema` when read back.
 */
export function rememberOnDevice<T>(
  schema: z.ZodMiniType<T>,
  storage: AsyncStorage | undefined = device,
): Remembered {
  const persister = experimental_createQueryPersister({
    storage,
    maxAge: Infinity,
    // Read again below: the persister's own refetch leaves a failed read (offline) unhandled.
    refetchOnRestore: false,
    deserialize: (text): PersistedQuery => {
      const stored = storedQuerySchema.parse(JSON.parse(text));
      const { data, dataUpdatedAt } = stored.state;
      return { ...stored, state: restoredState(schema.parse(data), dataUpdatedAt) };
    },
  });
  return {
    persistQuery: persister.persistQuery,
    persisterFn: async (queryFn, context, query) => {
      let read = false;
      const data = await persister.persisterFn(
        (readContext) => {
          read = true;
          return queryFn(readContext);
        },
        context,
        query,
      );
      // A value restored from the device is read again at once, after the persister has given it
      // its time (both scheduled on the query's notifier, in turn); a failure is the query's state.
      if (!read) notifyManager.schedule(() => void query.fetch().catch(() => undefined));
      return data;
    },
  };
}

/** Forgets every value remembered on this device (`storage`: localStorage), at sign-out. */
export async function forgetRemembered(storage: AsyncStorage | undefined = device): Promise<void> {
  await experimental_createQueryPersister({ storage }).removeQueries();
}
