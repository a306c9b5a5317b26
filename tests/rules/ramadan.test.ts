/**
 * Ramadan years under the rules: everyone reads them (/ramadan, the hall screen), only the site
 * admin writes and deletes them (every role of the matrix tried), each at its own year; a bad
 * document from the site admin is refused with the stored one unchanged. The field checks mirror
 * @masjid/domain/ramadan (their full table is in tests/security/rules-zod-parity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { EVERYONE, describeAccessMatrix, useRulesHarness } from './roles.ts';
import { demoRamadan } from '../../seed/content/ramadan.ts';

const RAMADAN = { ...demoRamadan(new Date('2026-11-29T05:00:00Z')), hijriYear: 1448 };

describeAccessMatrix('ramadan', [
  {
    doc: 'ramadan/1448',
    existing: RAMADAN,
    write: { ...RAMADAN, taraweehTime: '21:00' },
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
]);

describe('the rules check the Ramadan the site admin writes', () => {
  const harness = useRulesHarness();
  const cases: [string, string, Record<string, unknown>][] = [
    ['a year stored under another year', 'ramadan/1449', RAMADAN],
    [
      'amounts without who announced them',
      'ramadan/1448',
      { ...RAMADAN, amountsAuthority: ' ', amountsAuthorityUrdu: '' },
    ],
    [
      'a fitrana without raisins',
      'ramadan/1448',
      { ...RAMADAN, fitrana: { wheat: 1, barley: 1, dates: 1 } },
    ],
    [
      'five later starts',
      'ramadan/1448',
      { ...RAMADAN, taraweehChanges: Array(5).fill({ fromNight: 2, time: '21:00' }) },
    ],
    ['a start in words', 'ramadan/1448', { ...RAMADAN, taraweehTime: 'after Isha' }],
    ['an unknown field', 'ramadan/1448', { ...RAMADAN, eidJamat: '07:30' }],
  ];
  it.each(cases)('refuses %s and keeps the stored year', async (_name, path, bad) => {
    await harness().admin.doc(path).set(RAMADAN);
    await assertFails(harness().clients.siteAdmin.doc(path).set(bad));
    expect((await harness().admin.doc(path).get()).data()).toEqual(RAMADAN);
  });
});
