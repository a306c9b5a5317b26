/**
 * Live reads of the mosque's text content (`contentEntries`, @masjid/domain/content) for the public
 * pages: first `GET /api/content/{kind}` (one small cached JSON request, no Firebase SDK before
 * the first paint), then a Firestore listener once the page has settled, so a site admin's change
 * shows without a reload. A document that does not fit the schema is left out.
 */
import {
  CONTENT_COLLECTION,
  byOrder,
  contentEntrySchema,
  contentListResponseSchema,
  type ContentEntry,
  type ContentKind,
} from '@masjid/domain/content';
import { apiFetch } from '../api/client.ts';
import { storedConverter } from '../firebase/stored-converter.ts';
import { useLive, type LiveSource, type LiveState } from '../data/live-query.ts';
import { listenToCollection } from '../firebase/stored-docs.ts';

/** Stored entries, parsed with the content schema. */
export const contentConverter = storedConverter(contentEntrySchema);

/** The live source of the entries of `kind`. */
function contentSource(kind: ContentKind): LiveSource<ContentEntry[]> {
  return {
    key: ['content', kind],
    read: () =>
      apiFetch(`/content/${kind}`, contentListResponseSchema, { auth: false }).then((items) =>
        [...items].sort(byOrder),
      ),
    listen: listenToCollection(CONTENT_COLLECTION, contentConverter, {
      where: () => ['kind', '==', kind],
      arrange: (entries) => entries.sort(byOrder),
    }),
  };
}

/** The entries of `kind`, smallest order first, kept current. */
export function useContentList(kind: ContentKind): LiveState<ContentEntry[]> {
  return useLive(contentSource(kind));
}

/**
 * The entry of `kind` with `slug` (a page, a service), kept current; `null` when there is none
 * (yet), for the page to say so or show the not-found page. With two of one slug, the first in
 * order wins.
 */
export function useContentEntry(kind: ContentKind, slug: string): LiveState<ContentEntry | null> {
  const state = useContentList(kind);
  if (state.status !== 'ready') return state;
  return { ...state, data: state.data.find((entry) => entry.slug === slug) ?? null };
}
