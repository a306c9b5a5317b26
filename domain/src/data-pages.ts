/**
 * The public pages whose first HTML carries their data (the functions' `pages`, behind Hosting):
 * which address is which page, and the shapes of the values of its JSON block (their names are in
 * page-data-keys.ts), so the server that writes the block and the app that reads it agree.
 */
import * as z from 'zod/mini';
import { languageOfPath, withoutLanguage, type AddressLanguage } from './language-address.ts';
import { DOC_ID_PATTERN } from './event.ts';
import { parsePageParam, recordingAnswerSchema, type RecordingCategory } from './recording.ts';

/** A data page, from its address. */
export type DataPage = { lang: AddressLanguage } &
  /** `/` and `/ur`: the values of HOME_API_PATHS. */
  (
    | { kind: 'home' }
    | { kind: 'events' }
    | { kind: 'recordings'; category: RecordingCategory; page: number }
    /** `id` as the address decodes; `wellFormed` when it could name a recording (DOC_ID_PATTERN). */
    | { kind: 'bayan'; id: string; wellFormed: boolean }
    /** `/events/{id}`: `id` and `wellFormed` as a bayan's. */
    | { kind: 'event'; id: string; wellFormed: boolean }
    /**
     * `/dashboard-student`, a parent's link with its `?token=` (parent-link-page.ts); undefined
     * without one (the student's own dashboard: the app shell, as before).
     */
    | { kind: 'parentLink'; token: string | undefined }
    /** `/verify/{code}`: a sanad's verification (sanad.ts), `code` as the address decodes. */
    | { kind: 'verify'; code: string }
  );

/** The listing addresses and their category (as in the app's routes). */
const LISTINGS: Record<string, RecordingCategory> = {
  '/fridaybayan': 'friday',
  '/sundaybayan': 'morningdars',
};

/**
 * The data page at `pathname` (English or `/ur/...`) with the address's query (`?page=` of a
 * listing, where a malformed one means page 1, as the app reads it; `?token=` of a parent's
 * link), or undefined for any other address.
 */
export function dataPageAt(pathname: string, query?: URLSearchParams): DataPage | undefined {
  const lang = languageOfPath(pathname);
  const path = withoutLanguage(pathname).replace(/(.)\/$/, '$1');
  if (path === '/') return { lang, kind: 'home' };
  if (path === '/events') return { lang, kind: 'events' };
  if (path === '/dashboard-student')
    return { lang, kind: 'parentLink', token: query?.get('token') || undefined };
  const category = LISTINGS[path];
  if (category)
    return { lang, kind: 'recordings', category, page: parsePageParam(query?.get('page')) ?? 1 };
  const verify = /^\/verify\/([^/]+)$/.exec(path);
  if (verify) return { lang, kind: 'verify', code: decoded(verify[1] ?? '') };
  const one = /^\/(bayan|events)\/([^/]+)$/.exec(path);
  if (!one) return undefined;
  const id = decoded(one[2] ?? '');
  const kind = one[1] === 'bayan' ? 'bayan' : 'event';
  return { lang, kind, id, wellFormed: DOC_ID_PATTERN.test(id) };
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
 * The REST reads the home page (and the site layout around it) starts from, served in its HTML
 * as their answers (keys `pageDataKeys.api(path)`): the janaza notices, the jamat times with their
 * scheduled changes and the moon-sighting decisions, the announcements, the slides, the events,
 * the mosque's details, the Jumu'ah jamats and the published Eids' jamats. Each is the `GET /api{path}` the page would otherwise fetch.
 */
export const HOME_API_PATHS = [
  '/janaza',
  '/jamat-timings',
  '/jamat-changes',
  '/hijri-months',
  '/announcements',
  '/slides',
  '/events',
  '/site-details',
  '/jumuah',
  '/eid-jamats',
] as const;

/** One of HOME_API_PATHS. */
export type HomeApiPath = (typeof HOME_API_PATHS)[number];

/** A listing page's value: the page's recordings and the category's count. */
export const recordingsPageDataSchema = z.object({
  recordings: z.array(recordingAnswerSchema),
  total: z.number(),
});

/** A bayan page's value: the recording, or null when its id names none. */
export const bayanDataSchema = z.nullable(recordingAnswerSchema);
