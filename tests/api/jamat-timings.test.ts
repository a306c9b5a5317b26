/**
 * `GET /api/jamat-timings` through Hosting. The test owns `site/jamatTimings`
 * while it runs and puts back whatever was there before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { JAMAT_TIMINGS_DOC, jamatTimingsSchema } from '@masjid/domain/jamat';
import {
  adminDb,
  callApi,
  closeAdmin,
  expectApiError,
  expectJson,
  restoreAfterwards,
} from './client.ts';
import { demoJamatTimings } from '../../seed/demo-data.ts';

const ref = () => adminDb().collection(JAMAT_TIMINGS_DOC.collection).doc(JAMAT_TIMINGS_DOC.id);

afterAll(closeAdmin);

describe('GET /api/jamat-timings', () => {
  restoreAfterwards(ref);

  it('returns all six stored times as JSON', async () => {
    const stored = { ...demoJamatTimings };
    await ref().set(stored);
    const res = await callApi('/jamat-timings');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(jamatTimingsSchema.parse(res.json)).toEqual(stored);
    // The same for every visitor: Hosting's CDN may keep it a minute (errors stay no-store).
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('returns the well-formed keys and leaves out malformed and unknown ones', async () => {
    await ref().set({
      fajr: '05:45',
      zuhr: '13:15',
      asr: '25:61',
      maghrib: 1745,
      isha: '7:30 PM',
      jumma: '',
      Fajr: '05:00',
      tahajjud: '03:30',
    });
    const res = await callApi('/jamat-timings');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.json).toEqual({ fajr: '05:45', zuhr: '13:15' });
  });

  it('returns an empty object when nothing is stored', async () => {
    await ref().delete();
    const res = await callApi('/jamat-timings');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.json).toEqual({});
  });

  it.each(['POST', 'DELETE', 'PATCH'])(
    'answers %s with 405 and Allow: GET, PUT',
    async (method) => {
      const res = await callApi('/jamat-timings', {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'DELETE' ? undefined : JSON.stringify({ fajr: '05:30' }),
      });
      expectApiError(res, 405, 'method-not-allowed');
      expect(res.headers.get('allow')).toBe('GET, PUT');
      expect((await ref().get()).exists).toBe(false);
    },
  );
});
