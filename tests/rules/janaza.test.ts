/**
 * Janaza notices under the rules: everyone reads them (home page, hall screen), only the site admin
 * writes and deletes them (every role of the matrix tried), and a bad notice from the site admin
 * is refused with the stored one unchanged. The field checks mirror @masjid/domain/janaza (their
 * full table is in tests/security/rules-zod-parity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { EVERYONE, describeAccessMatrix, useRulesHarness } from './roles.ts';
import { demoJanaza } from '../../seed/content/janaza.ts';

const NOTICE = demoJanaza(new Date('2026-11-23T05:00:00Z'));

describeAccessMatrix('janaza notices', [
  {
    doc: 'janazaNotices/rules-janaza',
    existing: NOTICE,
    write: { ...NOTICE, place: 'Main hall' },
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
]);

describe('the rules check the janaza notices the site admin writes', () => {
  const harness = useRulesHarness();
  const cases: [string, Record<string, unknown>][] = [
    ['a notice without a name', { ...NOTICE, name: '', nameUrdu: ' ' }],
    ['a notice without a place', { prayerAt: NOTICE.prayerAt, name: 'x' }],
    ['a prayer time in words', { ...NOTICE, prayerAt: 'after Asr' }],
    ['an unknown field', { ...NOTICE, expiresAt: 'never' }],
    ['a notify choice that is not true or false', { ...NOTICE, notify: 'no' }],
  ];
  it.each(cases)('refuses %s and keeps the stored notice', async (_name, bad) => {
    const path = 'janazaNotices/rules-bad';
    await harness().admin.doc(path).set(NOTICE);
    await assertFails(harness().clients.siteAdmin.doc(path).set(bad));
    expect((await harness().admin.doc(path).get()).data()).toEqual(NOTICE);
  });
});

describe("the site admin's choice to notify subscribers (issue 39 §5)", () => {
  const harness = useRulesHarness();
  it.each([true, false])('takes notify: %s', async (notify) => {
    const path = `janazaNotices/rules-notify-${String(notify)}`;
    await assertSucceeds(
      harness()
        .clients.siteAdmin.doc(path)
        .set({ ...NOTICE, notify }),
    );
    expect((await harness().admin.doc(path).get()).get('notify')).toBe(notify);
  });
});
