/**
 * The calendar feed and the timetable PDF as files: the feed parsed back with ical.js (RFC 5545)
 * with the same UIDs on two generations; the PDF's page and its text read back with pdfjs-dist.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { PRAYER_LABELS_URDU } from '@masjid/domain/jamat';
import { site } from '@masjid/domain/site';
import { timetableMonth } from '@masjid/domain/timetable';
import { jamatCalendar } from './calendar-feed.ts';
import { timetablePdf } from './timetable-pdf.ts';
import { pdfText } from '../../../tests/api/pdf-text.ts';

const current = {
  fajr: '05:30',
  zuhr: '13:15',
  asr: '16:45',
  maghrib: '18:10',
  isha: '20:00',
  jumma: '13:30',
};
const changes = [{ id: 'c', effectiveDate: '2026-12-01', times: { fajr: '05:45' } }];

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
}

describe('jamat.ics', () => {
  // 28 November 2026, 10:00 in Karachi.
  const now = new Date('2026-11-28T05:00:00Z');

  it('holds the coming 60 days of jamat times in force, Jumma on Fridays', () => {
    const parsed = events(jamatCalendar(now, current, changes).toString());
    expect(parsed).toHaveLength(60 * 5);
    const fajr = (day: string) => parsed.find((e) => e.uid.startsWith(`jamat-${day}-fajr@`));
    expect(fajr('2026-11-30')?.startDate.toJSDate().toISOString()).toBe('2026-11-30T00:30:00.000Z');
    // From 1 December the scheduled 05:45 is in force.
    expect(fajr('2026-12-01')?.startDate.toJSDate().toISOString()).toBe('2026-12-01T00:45:00.000Z');
    const friday = parsed.find((e) => e.uid.startsWith('jamat-2026-12-04-zuhr@'));
    expect(friday?.summary).toBe('Jumma jamat');
    expect(friday?.startDate.toJSDate().toISOString()).toBe('2026-12-04T08:30:00.000Z');
  });

  it('keeps every UID across two generations, so calendar apps update rather than duplicate', () => {
    const first = events(jamatCalendar(now, current, []).toString());
    const second = events(
      jamatCalendar(new Date(now.getTime() + 60_000), current, changes).toString(),
    );
    expect(second.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    expect(new Set(first.map((e) => e.uid)).size).toBe(first.length);
  });
});

// Each PDF embeds and shapes the Urdu fonts: two of them took over 5 s (the default limit) in CI,
// where the unit tests share the CPU with the emulator tests.
describe('the timetable PDF', { timeout: 30_000 }, () => {
  const input = {
    current,
    scheduledChanges: changes,
    monthStarts: [{ hijriYear: 1448, hijriMonth: 9, startDate: '2027-02-09' }],
  };
  const prayers = ['fajr', 'zuhr', 'asr', 'maghrib', 'isha'] as const;

  it('is one A4 page in English whose text reads back', async () => {
    const bytes = await timetablePdf(2026, 12, timetableMonth(2026, 12, input), 'en');
    writeFileSync('/tmp/timetable-2026-12-en.pdf', bytes);
    const { pages, text } = await pdfText(new Uint8Array(bytes));
    expect(pages).toBe(1);
    for (const word of ['December 2026', 'Fajr', 'Zuhr', 'Asr', 'Maghrib', 'Isha', 'Jamat'])
      expect(text).toContain(word);
    // From 1 December the scheduled Fajr jamat.
    expect(text).toContain('5:45');
  });

  it('is one A4 page in Urdu whose words read back letter for letter, in Ramadan too', async () => {
    for (const [year, month, monthName] of [
      [2026, 11, 'نومبر'],
      [2027, 2, 'فروری'],
    ] as const) {
      const bytes = await timetablePdf(year, month, timetableMonth(year, month, input), 'ur');
      writeFileSync(`/tmp/timetable-${year}-${String(month).padStart(2, '0')}-ur.pdf`, bytes);
      const { pages, text } = await pdfText(new Uint8Array(bytes));
      expect(pages).toBe(1);
      for (const word of [
        site.nameUrdu,
        'نماز کے اوقات',
        monthName,
        String(year),
        ...prayers.map((p) => PRAYER_LABELS_URDU[p]),
        'جماعت',
        'آغاز',
        'طلوع',
        'غروب',
      ])
        expect(text).toContain(word);
      // Shaped Naskh alone read back ق for ف and lost the dots of ب، ت، ن، ی.
      expect(text).not.toContain('قروری');
      if (month === 2) for (const word of ['سحری', 'افطار', 'رمضان']) expect(text).toContain(word);
    }
  });
});
