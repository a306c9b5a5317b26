/**
 * Where a data page's values travel in its HTML (see data-pages.ts): the JSON block's id and the
 * names of its values. Apart, so that the home page's first bundle, which reads the events, does
 * not carry the recordings' schemas.
 */
import type { RecordingCategory } from './recording.ts';

/** The id of the JSON block that carries a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The block's value that says when the server read the data (epoch ms): a copy the CDN kept for
 * a while (`stale-while-revalidate`) is refreshed by the app as soon as the page has settled.
 */
export const SERVED_AT_KEY = 'servedAt';

/**
 * The names of the values in a page's JSON block. Each value has the shape the REST API answers
 * for the same read: `events` as `GET /api/events`; a listing page as `{recordings, total}`
 * (`GET /api/get-recordings/{category}?page=` and the count); `recording` as `GET
 * /api/get-recording/{id}`, or null for an unknown id; `event` as `GET /api/events/{id}`, or null;
 * `api(path)` as `GET /api{path}` (the home page's values, data-pages.ts HOME_API_PATHS);
 * `parentLink` as parent-link-page.ts; `verify(code)` as `GET /api/verify/{code}`, or null.
 */
export const pageDataKeys = {
  events: 'events:all',
  recordingsPage: (category: RecordingCategory, page: number) =>
    `recordings:${category}:page:${page}`,
  recording: (id: string) => `recording:${id}`,
  event: (id: string) => `event:${id}`,
  api: (path: string) => `api:${path}`,
  parentLink: 'parentLink',
  /** A sanad's verification as `GET /api/verify/{code}` answers it, or null (sanad.ts). */
  verify: (code: string) => `verify:${code}`,
};
