/**
 * Security rules of scheduled jamat changes (`jamatChanges`), the notice setting
 * (`site/jamatNotice`), the history of applied changes (`jamatHistory`, written only by the
 * functions) and moon-sighting decisions (`hijriMonthStarts`): everyone reads what the public pages
 * show; only the site admin writes, and reads the history. The document checks are in
 * tests/security/rules-zod-parity.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { EVERYONE, NOBODY, describeAccessMatrix, useRulesHarness } from './roles.ts';

const CHANGE = { effectiveDate: '2026-12-01', times: { fajr: '05:45' } };
const DECISION = { hijriYear: 1448, hijriMonth: 9, startDate: '2027-02-08' };
const HISTORY = {
  effectiveDate: '2026-12-01',
  before: { fajr: '05:30' },
  after: { fajr: '05:45' },
  changeId: 'x',
  appliedAt: '2026-11-30T19:05:00.000Z',
};

describeAccessMatrix('scheduled jamat changes and moon sighting', [
  {
    doc: 'jamatChanges/rules-change',
    existing: CHANGE,
    write: { ...CHANGE, times: { fajr: '05:50', isha: '19:45' } },
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
  {
    doc: 'site/jamatNotice',
    existing: { noticeDays: 7 },
    write: { noticeDays: 3 },
    allow: {
      get: EVERYONE,
      list: NOBODY,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: NOBODY,
    },
  },
  {
    doc: 'jamatHistory/rules-entry',
    existing: HISTORY,
    write: { ...HISTORY, after: { fajr: '06:00' } },
    allow: {
      get: ['siteAdmin'],
      list: ['siteAdmin'],
      create: NOBODY,
      update: NOBODY,
      delete: NOBODY,
    },
  },
  {
    doc: 'hijriMonthStarts/1448-09',
    existing: DECISION,
    write: { ...DECISION, startDate: '2027-02-09' },
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['siteAdmin'],
      update: ['siteAdmin'],
      delete: ['siteAdmin'],
    },
  },
]);

describe('a moon-sighting decision is stored under its own month', () => {
  const harness = useRulesHarness();

  it('refuses a decision whose id names another month, and leaves nothing', async () => {
    const admin = harness().clients.siteAdmin;
    await assertFails(admin.doc('hijriMonthStarts/1448-10').set(DECISION));
    await assertFails(admin.doc('hijriMonthStarts/1448-9').set(DECISION));
    expect((await harness().admin.doc('hijriMonthStarts/1448-10').get()).exists).toBe(false);
  });
});
