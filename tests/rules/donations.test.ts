/**
 * Giving under the rules (issue 42 §3): donation accounts are public and written by the site
 * admin alone; monthly statements are read by a visitor only once published (a list must ask for
 * the published ones), and written by the site admin alone. Bad documents from the site admin are
 * refused with the stored document unchanged: an IBAN with wrong check digits (the rules recompute
 * mod 97, as ibantools does), a wallet without its number, a zakat account without its line.
 * Field checks mirror @masjid/domain (tests/security/rules-zod-parity.test.ts holds the table).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { PUBLIC_LIST_LIMIT } from '@masjid/domain/firestore-converter';
import { EVERYONE, describeAccessMatrix, useRulesHarness } from './roles.ts';
import { DEMO_DONATION_ACCOUNTS, demoDonationStatements } from '../../seed/content/donations.ts';

const ZAKAT = DEMO_DONATION_ACCOUNTS[0]!.data;
const STATEMENT = demoDonationStatements(new Date('2026-11-29T12:00:00Z'))[0]!.data;
const DRAFT = { ...STATEMENT, published: false };

const SITE_ADMIN_WRITES = {
  create: ['siteAdmin'],
  update: ['siteAdmin'],
  delete: ['siteAdmin'],
} as const;

describeAccessMatrix('giving collections', [
  {
    doc: 'donationAccounts/rules-zakat',
    existing: ZAKAT,
    write: { ...ZAKAT, bank: 'Another bank' },
    allow: { get: EVERYONE, list: EVERYONE, ...SITE_ADMIN_WRITES },
  },
  {
    // A list of the whole collection may hold unpublished ones: only the site admin's passes.
    doc: 'donationStatements/rules-published',
    existing: STATEMENT,
    write: { ...STATEMENT, income: 1 },
    allow: { get: EVERYONE, list: ['siteAdmin'], ...SITE_ADMIN_WRITES },
  },
  {
    doc: 'donationStatements/rules-draft',
    existing: DRAFT,
    write: { ...DRAFT, published: true },
    allow: { get: ['siteAdmin'], list: ['siteAdmin'], ...SITE_ADMIN_WRITES },
  },
]);

describe('a visitor reads the published statements', () => {
  const harness = useRulesHarness();

  it('by asking for the published ones, and never a draft', async () => {
    await harness().admin.doc('donationStatements/published').set(STATEMENT);
    await harness().admin.doc('donationStatements/draft').set(DRAFT);
    const visitor = harness().clients.visitor.collection('donationStatements');
    const published = visitor.where('published', '==', true).limit(PUBLIC_LIST_LIMIT);
    const snap = await assertSucceeds(published.get());
    expect(snap.docs.map((d) => d.id)).toContain('published');
    expect(snap.docs.map((d) => d.id)).not.toContain('draft');
    await assertFails(visitor.where('published', '==', false).limit(PUBLIC_LIST_LIMIT).get());
    await assertFails(visitor.doc('draft').get());
  });
});

describe('the rules check the giving documents the site admin writes', () => {
  const harness = useRulesHarness();

  const cases: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'an IBAN with one digit changed (check digits fail)',
      'donationAccounts/bad',
      ZAKAT,
      { ...ZAKAT, iban: 'PK30MEZN0001230100123457' },
    ],
    [
      'an IBAN with spaces',
      'donationAccounts/bad',
      ZAKAT,
      { ...ZAKAT, iban: 'PK30 MEZN 0001 2301 0012 3456' },
    ],
    [
      'a wallet without its number',
      'donationAccounts/bad',
      ZAKAT,
      { ...ZAKAT, wallet: 'jazzcash' },
    ],
    [
      'a zakat account without its line',
      'donationAccounts/bad',
      ZAKAT,
      { cause: 'zakat', title: 'Zakat', iban: ZAKAT.iban },
    ],
    ['a statement in paisa', 'donationStatements/bad', STATEMENT, { ...STATEMENT, income: 10.5 }],
    [
      'a statement of month 13',
      'donationStatements/bad',
      STATEMENT,
      { ...STATEMENT, month: '2026-13' },
    ],
  ];
  it.each(cases)('refuses %s and keeps the stored document', async (_name, path, before, bad) => {
    await harness().admin.doc(path).set(before);
    await assertFails(harness().clients.siteAdmin.doc(path).set(bad));
    expect((await harness().admin.doc(path).get()).data()).toEqual(before);
  });

  it('accepts every demo account (their IBANs pass the rules’ mod 97)', async () => {
    for (const { id, data } of DEMO_DONATION_ACCOUNTS)
      await assertSucceeds(harness().clients.siteAdmin.doc(`donationAccounts/${id}`).set(data));
  });
});
