/**
 * `GET /api/content/{kind}` through Hosting: the entries of one kind, smallest order first, with
 * their ids; malformed documents left out; cached by the CDN for a minute. Test documents have
 * ids starting with `test-content-` and are deleted afterwards; the seed's entries may be present.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_COLLECTION,
  contentListResponseSchema,
  type ContentEntryData,
} from '@masjid/domain/content';
import { adminDb, callApi, closeAdmin, expectApiError, expectJson } from './client.ts';

const course = (slug: string, order: number): ContentEntryData => ({
  kind: 'course',
  slug,
  order,
  title: { en: `Test course ${slug}`, ur: 'آزمائشی کورس' },
  details: { en: 'When: Friday' },
});
const valid: Record<string, ContentEntryData> = {
  'test-content-late': course('late', 99_000),
  'test-content-early': course('early', 0),
};
const malformed: Record<string, Record<string, unknown>> = {
  'test-content-bad-title': { ...course('bad', 5), title: 'not a map' },
  'test-content-bad-slug': { ...course('Bad Slug', 6) },
};
const col = () => adminDb().collection(CONTENT_COLLECTION);

beforeAll(async () => {
  const batch = adminDb().batch();
  for (const [id, data] of Object.entries({ ...valid, ...malformed }))
    batch.set(col().doc(id), data);
  await batch.commit();
});
afterAll(async () => {
  const batch = adminDb().batch();
  for (const id of [...Object.keys(valid), ...Object.keys(malformed)]) batch.delete(col().doc(id));
  await batch.commit();
  await closeAdmin();
});

describe('GET /api/content/{kind}', () => {
  it('lists the entries of the kind in order, without malformed ones, cached a minute', async () => {
    const res = await callApi('/content/course');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const entries = contentListResponseSchema.parse(res.json);
    expect(entries.every((e) => e.kind === 'course')).toBe(true);
    const orders = entries.map((e) => e.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(entries[0]).toEqual({ id: 'test-content-early', ...valid['test-content-early'] });
    expect(entries.at(-1)).toEqual({ id: 'test-content-late', ...valid['test-content-late'] });
    for (const id of Object.keys(malformed)) expect(entries.map((e) => e.id)).not.toContain(id);
  });

  it('answers 400 for an unknown kind, and 405 for a write', async () => {
    expectApiError(await callApi('/content/video'), 400, 'bad-request');
    const res = await callApi('/content/course', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(course('x', 1)),
    });
    expectApiError(res, 405, 'method-not-allowed');
  });
});
