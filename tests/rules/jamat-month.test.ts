/**
 * Security rules of scheduled jamat changes (`jamatChanges`), the notice setting
 * (`site/jamatNotice`), the history of applied changes (`jamatHistory`, written only by the
 * functions) and moon-sighting decisions (`hijriMonthStarts`): everyone reads what the public pages
 * show; only the site admin writes, and reads the history. The document checks are in
 * tests/security/rules-zod-parity.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import {
  hijriMonthStartId,
  monthStartProblem,
  type HijriMonthStartData,
} from '@masjid/domain/hijri';
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

/** The day `days` after `date` (`YYYY-MM-DD`). */
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('a moon-sighting decision keeps each month 29 or 30 days, as the domain says', () => {
  const harness = useRulesHarness();
  const BEFORE = { hijriYear: 1450, hijriMonth: 6, startDate: '2028-10-16' };
  const AFTER = { hijriYear: 1450, hijriMonth: 8, startDate: '2028-12-14' };
  const DHUL_HIJJAH = { hijriYear: 1450, hijriMonth: 12, startDate: '2029-04-12' };
  const rajab = (days: number) => ({
    hijriYear: 1450,
    hijriMonth: 7,
    startDate: plus(BEFORE.startDate, days),
  });
  const rows: {
    name: string;
    recorded: HijriMonthStartData[];
    doc: HijriMonthStartData;
    ok: boolean;
  }[] = [
    { name: 'a day after the month before began', recorded: [BEFORE], doc: rajab(1), ok: false },
    { name: '29 days after', recorded: [BEFORE], doc: rajab(29), ok: true },
    { name: '30 days after', recorded: [BEFORE], doc: rajab(30), ok: true },
    { name: '31 days after', recorded: [BEFORE], doc: rajab(31), ok: false },
    { name: 'before the month before began', recorded: [BEFORE], doc: rajab(-3), ok: false },
    { name: '29 days before the next month', recorded: [BEFORE, AFTER], doc: rajab(30), ok: true },
    { name: '28 days before the next month', recorded: [BEFORE, AFTER], doc: rajab(31), ok: false },
    {
      name: 'Muharram a day after Dhu al-Hijjah',
      recorded: [DHUL_HIJJAH],
      doc: { hijriYear: 1451, hijriMonth: 1, startDate: plus(DHUL_HIJJAH.startDate, 1) },
      ok: false,
    },
    {
      name: 'Muharram 30 days after Dhu al-Hijjah',
      recorded: [DHUL_HIJJAH],
      doc: { hijriYear: 1451, hijriMonth: 1, startDate: plus(DHUL_HIJJAH.startDate, 30) },
      ok: true,
    },
  ];

  for (const row of rows)
    it(`${row.ok ? 'accepts' : 'refuses'} a start ${row.name}`, async () => {
      const { admin, clients } = harness();
      const path = (d: HijriMonthStartData) =>
        `hijriMonthStarts/${hijriMonthStartId(d.hijriYear, d.hijriMonth)}`;
      for (const d of [BEFORE, AFTER, DHUL_HIJJAH, row.doc]) await admin.doc(path(d)).delete();
      for (const d of row.recorded) await admin.doc(path(d)).set(d);
      const rules = await clients.siteAdmin
        .doc(path(row.doc))
        .set(row.doc)
        .then(
          () => true,
          () => false,
        );
      expect({ rules, domain: monthStartProblem(row.doc, row.recorded) === null }).toEqual({
        rules: row.ok,
        domain: row.ok,
      });
    });
});
