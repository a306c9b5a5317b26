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
import { JAMAT_ALARM_MINUTES, JAMAT_FEED_DAYS, jamatCalendar } from './calendar-feed.ts';
import { timetablePdf } from './timetable-pdf.ts';
import { pdfText, pdfTextItems, type PdfTextItem } from '../../../tests/api/pdf-text.ts';

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

  it('reminds of each jamat 15 minutes before it (VALARM)', () => {
    const ics = jamatCalendar(now, current, changes).toString();
    const parsed = events(ics);
    expect(JAMAT_ALARM_MINUTES).toBe(15);
    for (const event of parsed) {
      const alarms = event.component.getAllSubcomponents('valarm');
      expect(alarms, event.uid).toHaveLength(1);
      expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect(String(alarms[0]!.getFirstPropertyValue('trigger'))).toBe('-PT15M');
      expect(alarms[0]!.getFirstPropertyValue('description')).toBe(event.summary);
    }
  });

  it('speaks Urdu when asked: the calendar, each summary and its place', () => {
    const ics = jamatCalendar(now, current, changes, JAMAT_FEED_DAYS, 'ur').toString();
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${site.nameUrdu}: جماعت کے اوقات`);
    const parsed = events(ics);
    expect(parsed).toHaveLength(60 * 5);
    const of = (uid: string) => parsed.find((e) => e.uid.startsWith(uid));
    expect(of('jamat-2026-11-30-fajr@')?.summary).toBe('فجر کی جماعت');
    expect(of('jamat-2026-11-30-isha@')?.summary).toBe('عشاء کی جماعت');
    expect(of('jamat-2026-12-04-zuhr@')?.summary).toBe('جمعہ کی جماعت');
    expect(of('jamat-2026-11-30-fajr@')?.location).toBe(site.nameUrdu);
    // The same UIDs as in English: a subscriber who changes language keeps one copy.
    expect(parsed.map((e) => e.uid)).toEqual(
      events(jamatCalendar(now, current, changes).toString()).map((e) => e.uid),
    );
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

describe("jamat.ics with several Jumu'ah jamats and an Eid (issue 42 §1)", () => {
  const now = new Date('2026-11-28T05:00:00Z');
  const jumuah = [
    { bayanTime: '12:45', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
    { jamatTime: '14:30', place: 'courtyard', language: 'english' },
  ] as const;

  it("gives each Friday jamat its own event with its place, the first under Zuhr's UID", () => {
    const parsed = events(
      jamatCalendar(now, current, changes, JAMAT_FEED_DAYS, 'en', {
        jumuah: [...jumuah],
      }).toString(),
    );
    const friday = parsed.filter(
      (e) => e.uid.includes('2026-12-04-zuhr@') || e.uid.includes('2026-12-04-jumma'),
    );
    expect(
      friday.map((e) => [
        e.uid.split('@')[0],
        e.summary,
        e.location,
        e.startDate.toJSDate().toISOString(),
      ]),
    ).toEqual([
      [
        'jamat-2026-12-04-zuhr',
        'Jumma jamat',
        `Main hall, ${site.name}`,
        '2026-12-04T08:30:00.000Z',
      ],
      [
        'jamat-2026-12-04-jumma-2',
        'Jumma jamat 2',
        `Courtyard, ${site.name}`,
        '2026-12-04T09:30:00.000Z',
      ],
    ]);
    expect(friday[0]!.description).toBe('Bayan 12:45 PM (Urdu)');
    // Other days are unchanged: five jamats a day, one more on each of the feed's Fridays.
    const fridays = parsed.filter((e) => e.uid.includes('-jumma-2@')).length;
    expect(fridays).toBeGreaterThanOrEqual(8);
    expect(parsed).toHaveLength(60 * 5 + fridays);
  });

  it('gives each published Eid jamat an event, expected until the moon-sighting decision', () => {
    const eidNow = new Date('2027-03-01T05:00:00Z');
    const doc = {
      hijriYear: 1448,
      eid: 'fitr',
      published: true,
      jamats: [
        {
          time: '07:00',
          place: 'courtyard',
          language: 'urdu',
          imam: 'Mufti Ahmed',
          note: 'Bring your own prayer mat',
        },
        { time: '08:00', place: 'womensSection', language: 'english' },
      ],
    } as const;
    const date = { hijriYear: 1448, eid: 'fitr', date: '2027-03-09', decided: false } as const;
    const ics = (lang: 'en' | 'ur') =>
      events(
        jamatCalendar(eidNow, current, [], JAMAT_FEED_DAYS, lang, {
          eids: [{ doc: { ...doc, jamats: [...doc.jamats] }, date }],
        }).toString(),
      ).filter((e) => e.uid.startsWith('eid-'));
    const en = ics('en');
    expect(
      en.map((e) => [
        e.uid.split('@')[0],
        e.summary,
        e.location,
        e.startDate.toJSDate().toISOString(),
      ]),
    ).toEqual([
      [
        'eid-1448-fitr-1',
        'Eid ul-Fitr jamat',
        `Courtyard, ${site.name}`,
        '2027-03-09T02:00:00.000Z',
      ],
      [
        'eid-1448-fitr-2',
        'Eid ul-Fitr jamat',
        `Women's section, ${site.name}`,
        '2027-03-09T03:00:00.000Z',
      ],
    ]);
    expect(en[0]!.description).toBe(
      'Expected date: awaiting the moon-sighting decision\nImam: Mufti Ahmed\nBayan: Urdu\nBring your own prayer mat',
    );
    const ur = ics('ur');
    expect(ur[0]!.summary).toBe('عید الفطر کی جماعت');
    expect(ur[0]!.location).toBe(`صحن، ${site.nameUrdu}`);
    // Unpublished: no event.
    expect(
      events(
        jamatCalendar(eidNow, current, [], JAMAT_FEED_DAYS, 'en', {
          eids: [{ doc: { ...doc, jamats: [...doc.jamats], published: false }, date }],
        }).toString(),
      ).filter((e) => e.uid.startsWith('eid-')),
    ).toEqual([]);
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

  it('has a weekday column, in English and in Urdu (issue 39)', async () => {
    const rows = timetableMonth(2026, 12, input);
    const en = await pdfText(new Uint8Array(await timetablePdf(2026, 12, rows, 'en')));
    expect(en.text).toMatch(/Date\s+Day\s+Hijri/);
    // 1 December 2026 is a Tuesday, 21 Jumada al-Thani 1448 by the calculation.
    expect(en.text).toMatch(/\s1\s+Tue\s+21\s/);
    expect(en.text).toMatch(/\s4\s+Fri\s+24\s/);
    const ur = await pdfText(new Uint8Array(await timetablePdf(2026, 12, rows, 'ur')));
    for (const word of ['دن', 'منگل', 'جمعرات', 'ہفتہ']) expect(ur.text).toContain(word);
  });

  it('shows the whole Hijri month name inside its cell (English "Jumada al-" was cut)', async () => {
    const rows = timetableMonth(2026, 12, input);
    for (const [lang, name, neighbours] of [
      ['en', 'Jumada al-Thani', ['Tue', '5:39']],
      ['ur', 'جمادی الثانی', ['منگل', '5:39']],
    ] as const) {
      const items = await pdfTextItems(new Uint8Array(await timetablePdf(2026, 12, rows, lang)));
      // The first row's cells, then the month's name under its Hijri day.
      const hijriDay = items.findIndex((item) => item.text === '21');
      const start = items.findIndex(
        (item, i) => i > hijriDay && item.text.trim() && name.startsWith(item.text.trim()),
      );
      const days = items.filter((item) => /^\d{1,2}$/.test(item.text) && item.height === 8);
      const [day1, day2] = [days.find((d) => d.text === '1')!, days.find((d) => d.text === '2')!];
      const rowHeight = day1.baseline - day2.baseline;
      const lines: PdfTextItem[] = [];
      let words = '';
      for (const item of items.slice(start)) {
        if (words === name) break;
        lines.push(item);
        words = lines.map((l) => l.text.trim()).join(' ');
        if (!name.startsWith(words)) break;
      }
      expect(words, `the month's name in ${lang}`).toBe(name);
      const [left, right] = neighbours.map((text) => {
        const near = items.filter((item) => item.text === text);
        return near.sort(
          (a, b) => Math.abs(a.baseline - day1.baseline) - Math.abs(b.baseline - day1.baseline),
        )[0]!;
      });
      // Urdu columns run from the right.
      const [before, after] = lang === 'ur' ? [right!, left!] : [left!, right!];
      for (const line of lines) {
        expect(line.x, `${line.text} clear of ${before.text}`).toBeGreaterThan(
          before.x + before.width,
        );
        expect(line.x + line.width, `${line.text} clear of ${after.text}`).toBeLessThan(after.x);
        // Inside the first row: less than half a row below the date's baseline (which sits a
        // little under the row's middle), so the next row does not cover it.
        expect(line.baseline, `${line.text} inside its row`).toBeGreaterThan(
          day1.baseline - rowHeight / 2 + 1,
        );
      }
    }
  });
});
