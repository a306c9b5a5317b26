/**
 * `GET /api/events` and `GET /api/events/{id}` through Hosting. Test documents
 * have ids starting with `test-` and are deleted afterwards; other events in the project (seed
 * data) may be present and are only checked for order and shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EVENTS_COLLECTION, eventShape, type EventData } from '@masjid/domain/event';
import { adminDb, callApi, closeAdmin, expectApiError, expectJson } from './client.ts';

const listedEventSchema = z.strictObject({ ...eventShape, id: z.string().check(z.minLength(1)) });

const base: EventData = {
  title: 'Test event',
  imageUrl: '/images/events/family-night.webp',
  date: '2026-01-01T14:00:00.000Z',
  registrationLink: 'https://forms.gle/test-event',
  description: 'An event written by the API tests.',
  location: 'Community hall',
  isUpcoming: false,
};

const valid: Record<string, EventData> = {
  'test-evt-newest': {
    ...base,
    title: 'Test: Eid Milan',
    date: '2031-04-20T14:00:00.000Z',
    isUpcoming: true,
    videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  },
  'test-evt-middle': {
    ...base,
    title: 'Test: Quran competition',
    date: '2026-02-01T05:00:00.000Z',
  },
  'test-evt-oldest': {
    ...base,
    title: 'Test: Seerat conference',
    date: '2019-11-10T14:00:00.000Z',
  },
};

const malformed: Record<string, Record<string, unknown>> = {
  'test-evt-no-title': { ...base, title: undefined, date: '2030-01-01T14:00:00.000Z' },
  'test-evt-js-link': {
    ...base,
    date: '2029-01-01T14:00:00.000Z',
    registrationLink: 'javascript:alert(1)',
  },
  'test-evt-bad-upcoming': { ...base, date: '2028-01-01T14:00:00.000Z', isUpcoming: 'yes' },
};

const testIds = [...Object.keys(valid), ...Object.keys(malformed)];
const col = () => adminDb().collection(EVENTS_COLLECTION);

beforeAll(async () => {
  const batch = adminDb().batch();
  for (const [id, data] of Object.entries(valid)) batch.set(col().doc(id), data);
  for (const [id, data] of Object.entries(malformed)) {
    batch.set(
      col().doc(id),
      Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
    );
  }
  await batch.commit();
});

afterAll(async () => {
  const batch = adminDb().batch();
  for (const id of testIds) batch.delete(col().doc(id));
  await batch.commit();
  await closeAdmin();
});

describe('GET /api/events', () => {
  it('lists well-formed events, latest date first, and skips malformed documents', async () => {
    const res = await callApi('/events');
    expect(res.status).toBe(200);
    expectJson(res);
    const events = z.array(listedEventSchema).parse(res.json);

    const ours = events.filter((e) => e.id.startsWith('test-evt-'));
    expect(ours.map((e) => e.id)).toEqual([
      'test-evt-newest',
      'test-evt-middle',
      'test-evt-oldest',
    ]);
    for (const event of ours) expect(event).toEqual({ id: event.id, ...valid[event.id] });

    const times = events.map((e) => new Date(e.date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const id of Object.keys(malformed)) expect(events.map((e) => e.id)).not.toContain(id);
  });
});

describe('GET /api/events/{id}', () => {
  it('returns one event with its id', async () => {
    const res = await callApi('/events/test-evt-newest');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(listedEventSchema.parse(res.json)).toEqual({
      id: 'test-evt-newest',
      ...valid['test-evt-newest'],
    });
  });

  it('answers 404 with a JSON error for an unknown id', async () => {
    expectApiError(await callApi('/events/test-evt-does-not-exist'), 404, 'not-found');
  });

  it('answers 404 for a stored but malformed event', async () => {
    expectApiError(await callApi('/events/test-evt-js-link'), 404, 'not-found');
  });

  it.each([
    ['a dot', 'bad.id'],
    ['a space', 'bad%20id'],
    ['200 characters', 'x'.repeat(200)],
    ['an encoded slash', 'a%2Fb'],
  ])('answers 400 for an id with %s', async (_what, id) => {
    expectApiError(await callApi(`/events/${id}`), 400, 'bad-request');
  });
});

describe('methods and unknown paths', () => {
  it.each([
    ['PUT', '/events', 'GET, POST'],
    ['DELETE', '/events', 'GET, POST'],
    ['PATCH', '/events', 'GET, POST'],
    ['POST', '/events/test-evt-middle', 'GET, PUT, DELETE'],
    ['PATCH', '/events/test-evt-middle', 'GET, PUT, DELETE'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const res = await callApi(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'DELETE' ? undefined : JSON.stringify({ ...base, isUpcoming: true }),
    });
    expectApiError(res, 405, 'method-not-allowed');
    expect(res.headers.get('allow')).toBe(allow);
  });

  it('leaves the events unchanged after refused writes', async () => {
    const snap = await col().doc('test-evt-middle').get();
    expect(snap.data()).toEqual(valid['test-evt-middle']);
  });

  it.each(['/no-such-thing', '/events/test-evt-middle/extra', '/jamat-timings/fajr', '/'])(
    'answers 404 with a JSON error for the unknown path %s',
    async (path) => {
      expectApiError(await callApi(path), 404, 'not-found');
    },
  );

  it('answers 404 JSON also for unknown paths with other methods', async () => {
    expectApiError(
      await callApi('/no-such-thing', { method: 'POST', body: '{' }),
      404,
      'not-found',
    );
  });
});
