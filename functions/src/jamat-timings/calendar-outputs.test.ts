/**
 * The calendar feed and the timetable PDF as files: the feed parsed back with ical.js (RFC 5545)
 * with the same UIDs on two generations, the PDF read back with pdfjs-dist (one page, the Urdu
 * month and prayer names as text).
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { timetableMonth } from '@masjid/domain/timetable';
import { jamatCalendar } from './calendar-feed.ts';
import { timetablePdf } from './timetable-pdf.ts';

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

// pdfjs-dist 5 expects Node 22's Promise.withResolvers; our machines run Node 20.
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  return { pages: pdf.numPages, text };
}

describe('the timetable PDF', () => {
  const input = {
    current,
    scheduledChanges: changes,
    monthStarts: [{ hijriYear: 1448, hijriMonth: 9, startDate: '2027-02-09' }],
  };

  it('is one A4 page in English with every day', async () => {
    const bytes = await timetablePdf(2026, 12, timetableMonth(2026, 12, input), 'en');
    writeFileSync('/tmp/timetable-2026-12-en.pdf', bytes);
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('December 2026');
    expect(text).toContain('Fajr');
    expect(text).toContain('31');
  });

  // Naskh draws several letters on one dotless glyph (the dots are marks), so text extraction
  // cannot tell them apart; the words are checked by eye (pdftoppm) and marked with ActualText.
  it('is one page in Urdu, set in Arabic script, with sehri and iftar in Ramadan', async () => {
    const bytes = await timetablePdf(2027, 2, timetableMonth(2027, 2, input), 'ur');
    writeFileSync('/tmp/timetable-2027-02-ur.pdf', bytes);
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toMatch(/[\u0600-\u06FF]{3}/);
    expect(text).toContain('2027');
    expect(text).toContain('1448');
    // Sehri on 9 February (1 Ramadan) ends at Fajr's start, 5:53.
    expect(text).toContain('5:53');
  });
});
