/**
 * `GET /api/eid-jamats` and `GET /api/jumuah` against the emulators (issue 42 §1): the published
 * Eids, earliest first, an unpublished or malformed one left out; the Jumu'ah jamats with the
 * Jumma time in force. Public and cached a minute at the CDN; a query key they do not take is
 * refused (400). Its own Eid years (1510, 1511), deleted afterwards; `site/jumuah` set to the seed's.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { EID_JAMATS_COLLECTION, eidJamatsResponseSchema } from '@masjid/domain/eid';
import { jumuahResponseSchema } from '@masjid/domain/jumuah';
import { adminDb, callApi, closeAdmin, expectApiError } from './client.ts';
import { demoJumuah } from '../../seed/content/eid-jumuah.ts';

const eids = () => adminDb().collection(EID_JAMATS_COLLECTION);
const IDS = ['1511-fitr', '1510-adha', '1510-fitr', 'api-bad-eid'];
const JAMAT = { time: '07:00', place: 'courtyard', language: 'urdu' };

afterAll(async () => {
  await Promise.all(IDS.map((id) => eids().doc(id).delete()));
  await closeAdmin();
});

describe('GET /eid-jamats', () => {
  it('lists the published Eids, earliest first, leaving out unpublished and malformed ones', async () => {
    await eids()
      .doc('1511-fitr')
      .set({ hijriYear: 1511, eid: 'fitr', published: true, jamats: [JAMAT] });
    await eids()
      .doc('1510-adha')
      .set({
        hijriYear: 1510,
        eid: 'adha',
        published: true,
        jamats: [{ ...JAMAT, imam: 'Mufti Ahmed' }],
      });
    await eids()
      .doc('1510-fitr')
      .set({ hijriYear: 1510, eid: 'fitr', published: false, jamats: [JAMAT] });
    await eids()
      .doc('api-bad-eid')
      .set({
        hijriYear: 1512,
        eid: 'fitr',
        published: true,
        jamats: [{ ...JAMAT, place: 'roof' }],
      });
    const res = await callApi('/eid-jamats');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    const listed = z.parse(eidJamatsResponseSchema, res.json);
    expect(listed.filter((e) => IDS.includes(e.id)).map((e) => e.id)).toEqual([
      '1510-adha',
      '1511-fitr',
    ]);
    expect(listed.find((e) => e.id === '1510-adha')?.jamats[0]?.imam).toBe('Mufti Ahmed');
  });

  it('refuses a query key it does not take', async () => {
    expectApiError(await callApi('/eid-jamats?year=1448'), 400, 'bad-request', 'unknown-query-key');
  });
});

describe('GET /jumuah', () => {
  it('answers the stored Jumu`ah jamats, the first at the Jumma time in force', async () => {
    await adminDb().doc('site/jumuah').set(demoJumuah);
    const res = await callApi('/jumuah');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    const { jamats } = z.parse(jumuahResponseSchema, res.json);
    const timings = (await adminDb().doc('site/jamatTimings').get()).data();
    expect(jamats.map((j) => j.place)).toEqual(['mainHall', 'courtyard']);
    expect(jamats[0]?.jamatTime).toBe(timings?.jumma ?? demoJumuah.jamats[0]?.jamatTime);
    expect(jamats[1]).toEqual(demoJumuah.jamats[1]);
  });

  it('refuses a query key it does not take', async () => {
    expectApiError(await callApi('/jumuah?day=friday'), 400, 'bad-request', 'unknown-query-key');
  });
});
