/**
 * Jumu'ah and Eid jamats under the rules (issue 42 §1): everyone reads them (/eid, home, the hall
 * screen), only the site admin writes and deletes them (every role of the matrix tried), an Eid at
 * its own year and Eid; a bad document from the site admin is refused with the stored one
 * unchanged. The field checks mirror @masjid/domain/jumuah and @masjid/domain/eid (their full table
 * is in tests/security/rules-zod-parity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { EVERYONE, describeAccessMatrix, useRulesHarness } from './roles.ts';
import { demoEidJamats, demoJumuah } from '../../seed/content/eid-jumuah.ts';

const EID = { ...demoEidJamats(new Date('2026-11-29T05:00:00Z')), hijriYear: 1448, eid: 'fitr' };
const [FIRST, SECOND] = demoJumuah.jamats;

describeAccessMatrix('eid and jumuah jamats', [
  {
    doc: 'eidJamats/1448-fitr',
    existing: EID,
    write: { ...EID, published: false },
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
  {
    doc: 'site/jumuah',
    existing: demoJumuah,
    write: { jamats: [FIRST] },
    allow: {
      get: EVERYONE,
      list: [],
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
]);

describe('the rules check the Eid and Jumu`ah jamats the site admin writes', () => {
  const harness = useRulesHarness();
  const cases: [string, string, Record<string, unknown>][] = [
    ['an Eid stored under another year', 'eidJamats/1449-fitr', EID],
    ['an Eid stored under the other Eid', 'eidJamats/1448-adha', EID],
    ['an Eid with a stored day', 'eidJamats/1448-fitr', { ...EID, date: '2027-03-09' }],
    [
      'Eid jamats out of order',
      'eidJamats/1448-fitr',
      { ...EID, jamats: [...EID.jamats].reverse() },
    ],
    ['Jumu`ah jamats out of order', 'site/jumuah', { jamats: [SECOND, FIRST] }],
    ['a Jumu`ah jamat on the roof', 'site/jumuah', { jamats: [{ ...FIRST, place: 'roof' }] }],
    ['no Jumu`ah jamat', 'site/jumuah', { jamats: [] }],
  ];
  it.each(cases)('refuses %s and keeps the stored document', async (_name, path, bad) => {
    const stored = path.startsWith('site/') ? demoJumuah : EID;
    await harness().admin.doc(path).set(stored);
    await assertFails(harness().clients.siteAdmin.doc(path).set(bad));
    expect((await harness().admin.doc(path).get()).data()).toEqual(stored);
  });
});
