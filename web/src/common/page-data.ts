/**
 * The data a page's HTML was rendered with on the server (the functions' `pages`): written into
 * the HTML as a JSON block (`<script type="application/json" id="page-data">`, which the browser
 * never runs, so the Content-Security-Policy has nothing to allow), read once when the app starts,
 * so the page's queries begin with the values already on screen instead of fetching them again.
 *
 * A query takes its value with `useServedValue` as its `initialData` (with `initialDataUpdatedAt:
 * servedTime`): on the server from `PageDataContext`, in the browser from the block, used once, as
 * if it had just been fetched when the server read it, and aging like any other
 * (data/query-client.ts reads it again once the page has settled when it may be out of date).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { PAGE_DATA_ELEMENT_ID, SERVED_AT_KEY } from '@masjid/domain/page-data-keys';

/** A page's values by name (`pageDataKeys`), each in the shape of its REST answer. */
export type PageData = Record<string, unknown>;

const pageDataSchema = z.record(z.string(), z.unknown());

/** The block of the document the app started in; empty without one (or when malformed). */
function readBlock(): PageData {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const served = readBlock();

/**
 * The value named `key` of the document's data block, parsed with `schema`, then forgotten (it
 * describes the moment the page was served, so only the first reader may use it); undefined when
 * absent, already taken, or not of that shape.
 */
export function takeServedValue<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
  if (!(key in served)) return undefined;
  const value = served[key];
  delete served[key];
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const servedAt = z.number().safeParse(served[SERVED_AT_KEY]);

/** When the server read the page's data (epoch ms); undefined without a data block. */
export function servedTime(): number | undefined {
  return servedAt.success ? servedAt.data : undefined;
}

/** The values a server render passes to the page's hooks (none in the browser). */
export const PageDataContext = createContext<PageData | undefined>(undefined);

/** A value a page may be served with: its name in the block (`pageDataKeys`) and its schema. */
export interface ServedValue<T> {
  key: string;
  schema: z.ZodMiniType<T>;
}

/**
 * The `initialData` of a query that may start from the value `served` of its page: in a server
 * render the value passed to it (`PageDataContext`), in the browser the document's block's (taken
 * once: see `takeServedValue`); undefined when the page has none (or none of that shape).
 */
export function useServedValue<T>(served: ServedValue<T> | undefined): () => T | undefined {
  const page = useContext(PageDataContext);
  return () => {
    if (!served) return undefined;
    if (!page) return takeServedValue(served.key, served.schema);
    if (!(served.key in page)) return undefined;
    const parsed = served.schema.safeParse(page[served.key]);
    return parsed.success ? parsed.data : undefined;
  };
}

/** The value named `key` of the server render, parsed with `schema`; undefined in the browser. */
export function useRenderedValue<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
  const value = useContext(PageDataContext)?.[key];
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Resolves after the page's load event, when the main thread is idle (at most 2 s later). */
export const pageSettled: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const idle = () =>
          'requestIdleCallback' in window
            ? requestIdleCallback(() => resolve(), { timeout: 2000 })
            : setTimeout(resolve, 200);
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      });

/** A store that never changes: `useSyncExternalStore` here only tells hydration from rendering. */
const unchanging = () => () => {};

/**
 * Whether this render may show the values of today (the date, sun and prayer start times, a
 * notice due today): on the server only when rendering at the time of a request (the functions'
 * `pages`, which passes the page's data), never into the HTML prerendered at build time, which
 * would keep the day of the deploy; in the browser always, except while hydrating a page, where
 * it answers what the server did (the page has a data block: it was rendered at request time), so
 * the first render matches the HTML, and the times fill in right after. A page served with them
 * gets the same text from the app's first render instead of a dash that the app replaces
 * (issue 17).
 */
export function useRendersToday(): boolean {
  const data = useContext(PageDataContext);
  return useOnDevice() || data !== undefined || servedTime() !== undefined;
}

/**
 * False while the page is rendered on the server or hydrated from its HTML, true in every render
 * on the device after that: for values only the browser knows (the address's host, its hash),
 * which must not differ from the server's HTML while React hydrates it (a differing attribute is
 * never corrected there), and are written right after.
 */
export function useOnDevice(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * The JSON block for `data`, to put in the page's HTML. `<` is escaped (as `\u003c`, which JSON
 * reads back as `<`), so no value can close the element or open a comment.
 */
export function pageDataBlock(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
