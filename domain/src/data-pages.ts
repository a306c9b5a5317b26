/**
 * The public pages whose first HTML carries their data (the functions' `pages`, behind Hosting):
 * which address is which page, and the names under which the page's data travels in the HTML's
 * JSON block (`<script type="application/json" id="page-data">`), so the server that writes the
 * block and the app that reads it agree.
 */
import * as z from 'zod/mini';
import { languageOfPath, withoutLanguage, type AddressLanguage } from './language-address.ts';
import { DOC_ID_PATTERN } from './event.ts';
import { parsePageParam, recordingAnswerSchema, type RecordingCategory } from './recording.ts';

/** The id of the JSON block that carries a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** A data page, from its address. */
export type DataPage = { lang: AddressLanguage } & (
  | { kind: 'events' }
  | { kind: 'recordings'; category: RecordingCategory; page: number }
  /** `id` as the address decodes; `wellFormed` when it could name a recording (DOC_ID_PATTERN). */
  | { kind: 'bayan'; id: string; wellFormed: boolean }
);

/** The listing addresses and their category (as in the app's routes). */
const LISTINGS: Record<string, RecordingCategory> = {
  '/fridaybayan': 'friday',
  '/sundaybayan': 'morningdars',
};

/**
 * The data page at `pathname` (English or `/ur/...`) with the address's `?page=` (listings
 * only; a malformed one means page 1, as the app reads it), or undefined for any other address.
 */
export function dataPageAt(pathname: string, pageParam?: string | null): DataPage | undefined {
  const lang = languageOfPath(pathname);
  const path = withoutLanguage(pathname).replace(/(.)\/$/, '$1');
  if (path === '/events') return { lang, kind: 'events' };
  const category = LISTINGS[path];
  if (category) return { lang, kind: 'recordings', category, page: parsePageParam(pageParam) ?? 1 };
  const bayan = /^\/bayan\/([^/]+)$/.exec(path);
  if (!bayan) return undefined;
  const id = decoded(bayan[1] ?? '');
  return { lang, kind: 'bayan', id, wellFormed: DOC_ID_PATTERN.test(id) };
}

/** A path segment decoded as the app's router decodes it (left as it is when malformed). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The names of the values in a page's JSON block. Each value has the shape the REST API answers
 * for the same read: `events` as `GET /api/events`; a listing page as `{recordings, total}`
 * (`GET /api/get-recordings/{category}?page=` and the count); `recording` as `GET
 * /api/get-recording/{id}`, or null for an unknown id.
 */
export const pageDataKeys = {
  events: 'events:all',
  recordingsPage: (category: RecordingCategory, page: number) =>
    `recordings:${category}:page:${page}`,
  recording: (id: string) => `recording:${id}`,
};

/** A listing page's value: the page's recordings and the category's count. */
export const recordingsPageDataSchema = z.object({
  recordings: z.array(recordingAnswerSchema),
  total: z.number(),
});

/** A bayan page's value: the recording, or null when its id names none. */
export const bayanDataSchema = z.nullable(recordingAnswerSchema);
