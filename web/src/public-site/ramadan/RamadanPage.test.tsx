/**
 * `/ramadan` as a reader sees it: in Ramadan, today's row marked with its sehri and iftar, the
 * taraweeh start by night and the khatm, the site admin's texts in their own language, fitrana
 * and fidya with who announced them; before Sha'ban an unpublished year's details kept back while
 * the days and the expected Eid show; in Urdu, the English the admin typed marked as English.
 * Ramadan 1448 is calculated to begin on 8 February 2027 (no moon-sighting decision recorded).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RamadanYear } from '@masjid/domain/ramadan';
import { computeDayTimes } from '@masjid/domain/prayer-times';
import { formatTimeOfDay } from '@masjid/domain/time-of-day';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { RamadanPage } from './RamadanPage.tsx';

const years = vi.hoisted(() => ({ value: [] as RamadanYear[] }));
vi.mock('../../common/ramadan/ramadan-data.ts', () => ({
  useRamadanYears: () => ({ status: 'ready', data: years.value }),
}));
vi.mock('../../common/time/hijri-months.ts', () => ({
  useHijriMonthStarts: () => ({ status: 'ready', data: [] }),
  monthStartsOf: () => [],
}));

vi.mock('../../common/site-content/site-details-data.ts', async () => {
  const { siteDetailsFallback } = await import('@masjid/domain/site-details');
  return { useSiteDetails: () => siteDetailsFallback };
});
// The page's other imports reach the Firebase set-up, which no component test has.
vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: vi.fn() }));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;

const RAMADAN_1448: RamadanYear = {
  id: '1448',
  hijriYear: 1448,
  published: false,
  taraweehTime: '20:45',
  taraweehChanges: [{ fromNight: 21, time: '21:00' }],
  imamUrdu: 'حافظ محمد عثمان',
  parasPerNight: 1.5,
  khatmNight: 27,
  itikafNotes: 'Give your name to the imam by the 15th.',
  fitrana: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
  fidya: { wheat: 300, barley: 1000, dates: 2400, raisins: 4400 },
  amountsAuthority: 'Darul Ifta',
  amountsAnnouncedOn: '2027-02-01',
};

const render = (lang: 'en' | 'ur' = 'en') =>
  renderInLanguage(<RamadanPage />, PUBLIC, lang, [lang === 'ur' ? '/ur/ramadan' : '/ramadan']);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  years.value = [RAMADAN_1448];
});
afterEach(() => vi.useRealTimers());

describe('RamadanPage in Ramadan (13 Ramadan 1448, 20 February 2027)', () => {
  beforeEach(() => vi.setSystemTime(new Date('2027-02-20T07:00:00Z')));

  it('marks today’s row with its sehri and iftar as the timetable computes them', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ramadan 1448 AH');
    expect(screen.getByText(/Today is 13 Ramadan\./)).toBeTruthy();
    const rows = document.querySelectorAll('tbody tr[aria-current="date"]');
    expect([...rows].map((r) => r.getAttribute('data-date'))).toEqual(['2027-02-20']);
    const today = rows[0] as HTMLElement;
    const times = computeDayTimes(new Date(Date.UTC(2027, 1, 20, 7)));
    expect(today.querySelector('[data-time="sehri"]')?.textContent).toBe(
      formatTimeOfDay(times.fajr, 'en'),
    );
    expect(today.querySelector('[data-time="iftar"]')?.textContent).toBe(
      formatTimeOfDay(times.sunset, 'en'),
    );
    expect(within(today).getByText('Today')).toBeTruthy();
    // 30 days listed until Eid is decided, the 30th starred.
    expect(document.querySelectorAll('.ramadan-days tbody tr')).toHaveLength(30);
  });

  it('shows each evening’s taraweeh, the later start and the khatm night', async () => {
    await render();
    const evening = (date: string) =>
      document.querySelector(`tr[data-date="${date}"] td[data-night]`)?.textContent;
    expect(evening('2027-02-08')).toBe('Night 28:45 PM');
    expect(evening('2027-02-27')).toBe('Night 219:00 PM');
    expect(evening('2027-03-05')).toBe('Night 279:00 PMKhatm');
    const taraweeh = screen.getByRole('region', { name: 'Taraweeh' });
    expect(taraweeh.textContent).toContain('From night 21: 9:00 PM');
    expect(taraweeh.textContent).toContain('Night 27 (the evening of Friday, 5 March 2027)');
    // The Urdu name, the only one typed, in Urdu on the English page.
    const imam = within(taraweeh).getByText('حافظ محمد عثمان');
    expect([imam.getAttribute('lang'), imam.getAttribute('dir')]).toEqual(['ur', 'rtl']);
  });

  it('gives fitrana and fidya per commodity with who announced them and when', async () => {
    await render();
    const amounts = screen.getByRole('region', { name: 'Fitrana and fidya' });
    const wheat = amounts.querySelector('tr[data-commodity="wheat"]');
    expect(wheat?.textContent).toBe('WheatRs 300Rs 300');
    expect(amounts.querySelector('tr[data-commodity="raisins"]')?.textContent).toBe(
      'RaisinsRs 4,400Rs 4,400',
    );
    expect(amounts.textContent).toContain('Announced by Darul Ifta on 1 February 2027.');
    expect(screen.getByRole('region', { name: 'I’tikaf' }).textContent).toContain(
      'Give your name to the imam by the 15th.',
    );
    expect(screen.getByRole('region', { name: 'Eid ul-Fitr' }).textContent).toContain(
      'Expected on Tuesday, 9 March 2027, subject to the moon sighting.',
    );
  });

  it('in Urdu, marks the English the admin typed as English', async () => {
    await render('ur');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('رمضان المبارک 1448ھ');
    const authority = screen.getByText('Darul Ifta');
    expect([authority.getAttribute('lang'), authority.getAttribute('dir')]).toEqual(['en', 'ltr']);
    expect(screen.getByRole('region', { name: 'فطرانہ اور فدیہ' }).textContent).toContain(
      // The number in right-to-left isolates, as the site writes numbers in Urdu.
      '\u2067300\u2069 روپے',
    );
  });
});

describe('RamadanPage before Sha’ban (29 November 2026)', () => {
  beforeEach(() => vi.setSystemTime(new Date('2026-11-29T07:00:00Z')));

  it('keeps an unpublished year back, and shows the expected days and Eid', async () => {
    await render();
    expect(
      screen.getByText(
        'Ramadan is expected to begin on Monday, 8 February 2027; the first day is decided by the moon sighting.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/will be published here before Ramadan/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Fitrana and fidya' })).toBeNull();
    expect(document.querySelectorAll('tbody tr[aria-current="date"]')).toHaveLength(0);
    expect(document.querySelector('#eid-jamats')).toBeTruthy();
  });

  it('shows the year once the site admin publishes it', async () => {
    years.value = [{ ...RAMADAN_1448, published: true }];
    await render();
    expect(screen.getByRole('region', { name: 'Fitrana and fidya' })).toBeTruthy();
  });
});
