/**
 * Giving's public reads through Hosting (issue 42 §3): `GET /api/donation-accounts` (zakat first,
 * an account whose stored IBAN fails its check digits left out) and `GET /api/donation-statements`
 * (the published ones only, newest month first). Both cached by the CDN for a minute. The tests
 * write their own documents and remove them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  DONATION_ACCOUNTS_COLLECTION,
  DONATION_STATEMENTS_COLLECTION,
  donationAccountWithIdSchema,
  donationStatementWithIdSchema,
} from '@masjid/domain/donations';
import { adminDb, callApi, closeAdmin, expectJson } from './client.ts';

const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';

afterAll(closeAdmin);

describe('GET /api/donation-accounts', () => {
  const accounts = {
    'api-account-madrasa': { cause: 'madrasa', title: 'A madrasa', raastId: '03451234567' },
    'api-account-zakat': {
      cause: 'zakat',
      title: 'A zakat fund',
      iban: 'PK36SCBL0000001123456702',
      note: 'Kept apart.',
    },
    // Written past the rules (the Admin SDK): one check digit wrong.
    'api-account-bad-iban': {
      cause: 'sadaqah',
      title: 'Bad IBAN',
      iban: 'PK36SCBL0000001123456703',
    },
  };
  afterAll(async () => {
    await Promise.all(
      Object.keys(accounts).map((id) =>
        adminDb().collection(DONATION_ACCOUNTS_COLLECTION).doc(id).delete(),
      ),
    );
  });

  it('answers the accounts zakat first, leaves out a wrong IBAN, cached a minute', async () => {
    for (const [id, data] of Object.entries(accounts))
      await adminDb().collection(DONATION_ACCOUNTS_COLLECTION).doc(id).set(data);
    const res = await callApi('/donation-accounts');
    expect(res.status).toBe(200);
    expectJson(res);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const list = z.array(donationAccountWithIdSchema).parse(res.json);
    const ours = list.filter((a) => a.id.startsWith('api-account-')).map((a) => a.id);
    expect(ours).toEqual(['api-account-zakat', 'api-account-madrasa']);
    expect(list[0]?.cause).toBe('zakat');
  });
});

describe('GET /api/donation-statements', () => {
  const statement = { cause: 'upkeep', income: 1000, spending: 500, balance: 500 };
  const statements = {
    'api-statement-older': { ...statement, month: '2001-01', published: true },
    'api-statement-newer': { ...statement, month: '2001-02', published: true },
    'api-statement-draft': { ...statement, month: '2001-03', published: false },
  };
  afterAll(async () => {
    await Promise.all(
      Object.keys(statements).map((id) =>
        adminDb().collection(DONATION_STATEMENTS_COLLECTION).doc(id).delete(),
      ),
    );
  });

  it('answers the published statements only, newest month first', async () => {
    for (const [id, data] of Object.entries(statements))
      await adminDb().collection(DONATION_STATEMENTS_COLLECTION).doc(id).set(data);
    const res = await callApi('/donation-statements');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const list = z.array(donationStatementWithIdSchema).parse(res.json);
    expect(list.every((s) => s.published)).toBe(true);
    const ours = list.filter((s) => s.id.startsWith('api-statement-')).map((s) => s.id);
    expect(ours).toEqual(['api-statement-newer', 'api-statement-older']);
  });
});
