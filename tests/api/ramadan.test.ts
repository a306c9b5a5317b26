/**
 * `GET /api/ramadan` against the emulators: every stored year's Ramadan, the earliest first, as
 * the shared schema reads it (a malformed document left out, not failing the list), public and
 * cached a minute at the CDN; a query key it does not take is refused (400). Its own years (1510,
 * 1511), deleted afterwards.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RAMADAN_COLLECTION, ramadanWithIdSchema } from '@masjid/domain/ramadan';
import { adminDb, callApi, closeAdmin, expectApiError } from './client.ts';

const years = () => adminDb().collection(RAMADAN_COLLECTION);
const IDS = ['1511', '1510', 'api-bad-ramadan'];

afterAll(async () => {
  await Promise.all(IDS.map((id) => years().doc(id).delete()));
  await closeAdmin();
});

describe('GET /ramadan', () => {
  it('lists the stored years, earliest first, leaving a malformed one out', async () => {
    await years().doc('1511').set({ hijriYear: 1511, published: false, taraweehTime: '21:00' });
    await years()
      .doc('1510')
      .set({
        hijriYear: 1510,
        published: true,
        taraweehTime: '20:45',
        fitrana: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
        amountsAuthority: 'Darul Ifta',
        amountsAnnouncedOn: '2027-02-01',
      });
    // Amounts with no one who announced them: the schema refuses it.
    await years()
      .doc('api-bad-ramadan')
      .set({
        hijriYear: 1512,
        published: true,
        taraweehTime: '20:45',
        fitrana: { wheat: 1, barley: 1, dates: 1, raisins: 1 },
      });
    const res = await callApi('/ramadan');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    const listed = z.parse(z.array(ramadanWithIdSchema), res.json);
    const ours = listed.filter((r) => IDS.includes(r.id));
    expect(ours.map((r) => r.id)).toEqual(['1510', '1511']);
    expect(ours[0]).toMatchObject({
      hijriYear: 1510,
      fitrana: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
      amountsAuthority: 'Darul Ifta',
    });
    const order = listed.map((r) => r.hijriYear);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('refuses a query key it does not take', async () => {
    expectApiError(await callApi('/ramadan?year=1448'), 400, 'bad-request', 'unknown-query-key');
  });
});
