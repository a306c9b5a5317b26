/**
 * `GET /content/{kind}`: the mosque's text content of one kind (pages, blog posts, activities,
 * courses, services, About cards, Noor habits), smallest `order` first. Public and cached by
 * Hosting's CDN for a minute; the pages read it for their first paint and then follow Firestore
 * live. The site admin writes Firestore directly under the rules (`contentEntries`).
 */
import { Router } from 'express';
import * as z from 'zod/mini';
import {
  CONTENT_COLLECTION,
  CONTENT_KINDS,
  byOrder,
  contentEntrySchema,
  type ContentEntry,
} from '@masjid/domain/content';
import { PUBLIC_LIST_CACHE, endpoint, route } from '../api/endpoint.ts';
import { db } from '../lib/firebase.ts';
import { stored, validDocs } from '../lib/stored.ts';

const contentParams = z.object({ kind: z.enum(CONTENT_KINDS) });

/** Every valid entry of `kind`, in order; a malformed document is logged and left out. */
async function listContent(kind: ContentEntry['kind']): Promise<ContentEntry[]> {
  const snap = await db
    .collection(CONTENT_COLLECTION)
    .withConverter(stored(contentEntrySchema))
    .where('kind', '==', kind)
    .get();
  // Sorted here rather than by the query, which would need a composite index.
  return validDocs(snap).sort(byOrder);
}

export function contentRouter(): Router {
  const router = Router();
  route(router, '/content/:kind', {
    get: endpoint(
      { role: 'public', params: contentParams, cache: PUBLIC_LIST_CACHE },
      ({ params }) => listContent(params.kind),
    ),
  });
  return router;
}
