/**
 * `GET /api/eid-jamats/picture` and `GET /api/jumuah/picture` against the emulators (issue
 * 42 §1, decision 0051): a PNG 1080 pixels wide with drawn content (not one colour, tens of KB),
 * the Urdu picture another than the English, taller when the jamats need it; a strong ETag (304
 * when sent back) and the CDN's cache; 400 for another language and 404 `jamats-not-published`
 * while the coming Eid has no published jamats. Owns the coming Eid's document and `site/jumuah`
 * while it runs (put back afterwards).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  EID_JAMATS_COLLECTION,
  comingEid,
  eidJamatsId,
  type EidJamatsData,
} from '@masjid/domain/eid';
import { HIJRI_MONTH_STARTS_COLLECTION, hijriMonthStartDocSchema } from '@masjid/domain/hijri';
import { JUMUAH_DOC } from '@masjid/domain/jumuah';
import { karachiIsoToday } from '@masjid/domain/karachi-calendar';
import { adminDb, callApi, closeAdmin, expectApiError, restoreAfterwards } from './client.ts';
import { demoJumuah } from '../../seed/content/eid-jumuah.ts';
import { API_BASE } from '../emulators.ts';

afterAll(() => closeAdmin());

/** The PNG signature. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Calls `API_BASE + path` and reads the answer as bytes. */
async function callApiBytes(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${API_BASE}${path}`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Asserts a real picture: PNG, 1080 wide, at least 1080 high, many colours, > 20 KB. */
async function expectPicture(bytes: Buffer): Promise<{ height: number }> {
  expect(bytes.subarray(0, 8).equals(PNG)).toBe(true);
  expect(bytes.length).toBeGreaterThan(20_000);
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  expect(width).toBe(1080);
  expect(height).toBeGreaterThanOrEqual(1080);
  // Drawn text and panels, not one flat colour: the pixels vary in every channel.
  const { channels } = await sharp(bytes).stats();
  for (const channel of channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
  return { height };
}

/** The coming Eid as the server finds it: from today and the stored moon-sighting decisions. */
async function theComingEid() {
  const snap = await adminDb().collection(HIJRI_MONTH_STARTS_COLLECTION).get();
  const starts = snap.docs.flatMap((d) => {
    const parsed = hijriMonthStartDocSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  return comingEid(karachiIsoToday(), starts);
}

const JAMAT = { place: 'mainHall', language: 'urdu' } as const;

describe('GET /eid-jamats/picture', () => {
  let coming = { hijriYear: 0, eid: 'fitr' as EidJamatsData['eid'] };
  const eidDoc = () =>
    adminDb().collection(EID_JAMATS_COLLECTION).doc(eidJamatsId(coming.hijriYear, coming.eid));
  beforeAll(async () => {
    coming = await theComingEid();
  });
  restoreAfterwards(() => eidDoc());
  const write = (data: Omit<EidJamatsData, 'hijriYear' | 'eid'>) =>
    eidDoc().set({ hijriYear: coming.hijriYear, eid: coming.eid, ...data });

  it('draws the coming Eid in English and in Urdu, cached with an ETag', async () => {
    await write({
      published: true,
      jamats: [
        { ...JAMAT, time: '06:30', imam: 'Mufti Ahmed', imamUrdu: 'مفتی احمد' },
        { ...JAMAT, time: '07:30', place: 'courtyard', noteUrdu: 'اپنی جائے نماز ساتھ لائیں۔' },
      ],
    });
    const en = await callApiBytes('/eid-jamats/picture?lang=en');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('image/png');
    expect(en.headers.get('cache-control')).toContain('s-maxage=600');
    await expectPicture(en.bytes);
    const ur = await callApiBytes('/eid-jamats/picture?lang=ur');
    expect(ur.status).toBe(200);
    await expectPicture(ur.bytes);
    expect(ur.bytes.equals(en.bytes)).toBe(false);
    // English without a language.
    expect((await callApiBytes('/eid-jamats/picture')).bytes.equals(en.bytes)).toBe(true);

    const etag = en.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await callApiBytes('/eid-jamats/picture?lang=en', {
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('grows taller for five jamats with notes', async () => {
    const note = 'Bring your own prayer mat; the courtyard is not carpeted and fills early.';
    const times = ['06:00', '06:45', '07:30', '08:15', '09:00'];
    await write({ published: true, jamats: times.map((time) => ({ ...JAMAT, time, note })) });
    const res = await callApiBytes('/eid-jamats/picture?lang=en');
    expect(res.status).toBe(200);
    const { height } = await expectPicture(res.bytes);
    expect(height).toBeGreaterThan(1200);
  });

  it('answers 404 while the coming Eid is not published, and 400 for another language', async () => {
    await write({ published: false, jamats: [{ ...JAMAT, time: '07:00' }] });
    const res = await callApi('/eid-jamats/picture?lang=ur');
    expectApiError(res, 404, 'not-found', 'jamats-not-published');
    const bad = await callApi('/eid-jamats/picture?lang=fr');
    const body = expectApiError(bad, 400, 'bad-request', 'invalid-input');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['lang']);
  });
});

describe('GET /jumuah/picture', () => {
  restoreAfterwards(() => adminDb().doc(`${JUMUAH_DOC.collection}/${JUMUAH_DOC.id}`));

  it("draws the Jumu'ah jamats in English and in Urdu", async () => {
    await adminDb().doc(`${JUMUAH_DOC.collection}/${JUMUAH_DOC.id}`).set(demoJumuah);
    const en = await callApiBytes('/jumuah/picture?lang=en');
    expect(en.status).toBe(200);
    await expectPicture(en.bytes);
    const ur = await callApiBytes('/jumuah/picture?lang=ur');
    await expectPicture(ur.bytes);
    expect(ur.bytes.equals(en.bytes)).toBe(false);
    expectApiError(await callApi('/jumuah/picture?lang=de'), 400, 'bad-request');
  });
});
