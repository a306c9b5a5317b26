/**
 * The timetable on the reader's device (issue 39): today's row marked as the current date and
 * brought into view when today's month opens; the printed sheet names the mosque from the site
 * details (not the configuration written into the page); a phone's card names each value; a
 * Friday names each Jumu'ah jamat with its place; every day has its makruh windows. Fixed clock:
 * 15 December 2026, 10:00 in Karachi.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { siteDetailsFallback } from '@masjid/domain/site-details';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { TimetablePage } from './TimetablePage.tsx';

vi.mock('../../common/jamat/jamat-timings.ts', () => ({
  useJamatTimings: () => ({
    status: 'ready',
    data: {
      fajr: '05:45',
      zuhr: '13:15',
      asr: '16:30',
      maghrib: '17:40',
      isha: '19:30',
      jumma: '13:30',
    },
  }),
}));
vi.mock('../../common/jamat/jamat-changes.ts', () => ({
  useJamatChanges: () => ({ status: 'ready', data: { noticeDays: 3, changes: [] } }),
}));
vi.mock('../../common/jamat/jumuah-data.ts', () => ({
  useJumuah: () => ({
    status: 'ready',
    data: {
      jamats: [
        { bayanTime: '13:00', jamatTime: '13:30', place: 'mainHall', language: 'urdu' },
        { jamatTime: '14:15', place: 'womensSection', language: 'english' },
      ],
    },
  }),
}));
vi.mock('../../common/time/hijri-months.ts', () => ({
  useHijriMonthStarts: () => ({ status: 'ready', data: [] }),
  monthStartsOf: () => [],
}));
/** Stored details whose name differs from the configuration's. */
vi.mock('../../common/site-content/site-details-data.ts', () => ({
  useSiteDetails: () => ({
    ...siteDetailsFallback,
    name: { en: 'Stored Mosque Name', ur: 'محفوظ مسجد' },
  }),
}));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;
const scrolled = vi.fn();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T05:00:00Z'));
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  scrolled.mockClear();
  vi.restoreAllMocks();
});
afterAll(() => vi.useRealTimers());

/** The rows marked as the current date. */
const current = () => [...document.querySelectorAll('tbody tr[aria-current="date"]')];

describe('TimetablePage', () => {
  it("marks today's row, names it, and brings it into view", async () => {
    // Below the fold, as the 15th is on a phone.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 2400, width: 343, height: 130 }),
    );
    await renderInLanguage(<TimetablePage />, PUBLIC, 'en', ['/timetable']);
    expect(current().map((row) => row.getAttribute('data-date'))).toEqual(['2026-12-15']);
    const today = current()[0]!;
    expect(today.classList.contains('is-today')).toBe(true);
    expect(today.querySelector('th')?.textContent).toBe('15 TueToday');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(today);
  });

  it('marks no row and scrolls nowhere in another month', async () => {
    await renderInLanguage(<TimetablePage />, PUBLIC, 'en', ['/timetable?month=2027-01']);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(31);
    expect(current()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('puts the stored name of the mosque on the printed sheet, in Urdu too', async () => {
    await renderInLanguage(<TimetablePage />, PUBLIC, 'en', ['/timetable']);
    expect(document.querySelector('.timetable-mosque')?.textContent).toBe('Stored Mosque Name');
    document.body.innerHTML = '';
    await renderInLanguage(<TimetablePage />, PUBLIC, 'ur', ['/timetable']);
    const name = document.querySelector('.timetable-mosque');
    expect(name?.textContent).toBe('محفوظ مسجد');
    expect(name?.getAttribute('lang')).toBe('ur');
  });

  it("names each value of a day's card in Urdu, with the Urdu weekday", async () => {
    await renderInLanguage(<TimetablePage />, PUBLIC, 'ur', ['/timetable']);
    const row = document.querySelector('tr[data-date="2026-12-03"]')!;
    expect(row.querySelector('th small')?.textContent).toBe('جمعرات');
    const labels = [
      ...row.querySelectorAll(':scope > td:not(.timetable-makruh) > .timetable-label'),
    ].map((l) => l.textContent);
    expect(labels).toEqual(['فجر', 'طلوعِ آفتاب', 'ظہر', 'عصر', 'غروبِ آفتاب', 'مغرب', 'عشاء']);
    expect(row.querySelector('[data-prayer="fajr"] b')?.textContent).toBe('5:45');
    // Friday 4 December: the midday cell is Jumma's.
    const friday = document.querySelector('tr[data-date="2026-12-04"] [data-prayer="zuhr"]');
    expect(friday?.querySelector('.timetable-label')?.textContent).toBe('جمعہ');
    expect(friday?.querySelector('b')?.textContent).toBe('1:30');
    expect(current()[0]?.querySelector('.timetable-today')?.textContent).toBe('آج');
  });

  it("names each Jumu'ah jamat and its place on a Friday, and no other day", async () => {
    await renderInLanguage(<TimetablePage />, PUBLIC, 'en', ['/timetable']);
    const jamats = (date: string) =>
      [...document.querySelectorAll(`tr[data-date="${date}"] [data-prayer="zuhr"] li`)].map(
        (li) => li.textContent,
      );
    expect(jamats('2026-12-04')).toEqual(['1:30 Main hall', "2:15 Women's section"]);
    expect(jamats('2026-12-18')).toEqual(['1:30 Main hall', "2:15 Women's section"]);
    expect(jamats('2026-12-03')).toEqual([]);
    // A phone's card has them in a named line of their own.
    const card = document.querySelector('tr[data-date="2026-12-04"] .timetable-jumuah-card');
    expect(card?.querySelector('.timetable-label')?.textContent).toBe('Jumu’ah jamats');
    expect(document.querySelectorAll('.timetable-jumuah-card')).toHaveLength(4);
  });

  it('gives every day its makruh windows, named in English and in Urdu', async () => {
    await renderInLanguage(<TimetablePage />, PUBLIC, 'en', ['/timetable']);
    const windows = () =>
      [...document.querySelectorAll('tr[data-date="2026-12-01"] .timetable-makruh-window')].map(
        (w) => w.textContent,
      );
    // 1 December 2026 in Karachi (adhan): sunrise 6:59, Zuhr 12:22, sunset 5:42 PM.
    expect(windows()).toEqual(['Sunrise6:59–7:14', 'Zawal12:12–12:22', 'Sunset5:27–5:42']);
    expect(document.querySelectorAll('tbody .timetable-makruh')).toHaveLength(31);
    document.body.innerHTML = '';
    await renderInLanguage(<TimetablePage />, PUBLIC, 'ur', ['/timetable']);
    expect(windows().map((w) => w!.replace(/[\d:–]/g, ''))).toEqual([
      'طلوعِ آفتاب',
      'زوال',
      'غروبِ آفتاب',
    ]);
    expect(document.querySelector('thead .timetable-makruh')?.textContent).toContain('مکروہ');
  });
});
