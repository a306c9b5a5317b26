/**
 * `/eid` as a reader sees it: the coming Eid with its day "expected" (no moon-sighting decision
 * recorded), its published jamats with place, bayan language, imam and note, typed text marked
 * with its language; an unpublished Eid kept back; in Urdu, the Urdu words and the admin's Urdu.
 * Eid ul-Fitr 1448 is calculated for 9 March 2027.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { EidJamatsResponse } from '@masjid/domain/eid';
import { renderInLanguage } from '../../common/testing/render-in-language.tsx';
import { publicEn } from '../i18n/en.ts';
import { publicUr } from '../i18n/ur.ts';
import { EidPage } from './EidPage.tsx';

const eids = vi.hoisted(() => ({ value: [] as EidJamatsResponse }));
vi.mock('../../common/eid/eid-data.ts', () => ({
  useEidJamats: () => ({ status: 'ready', data: eids.value }),
}));
vi.mock('../../common/time/hijri-months.ts', () => ({
  useHijriMonthStarts: () => ({ status: 'ready', data: [] }),
  monthStartsOf: () => [],
}));
vi.mock('../../common/site-content/site-details-data.ts', async () => {
  const { siteDetailsFallback } = await import('@masjid/domain/site-details');
  return { useSiteDetails: () => siteDetailsFallback };
});
vi.mock('../../common/firebase/firebase.ts', () => ({ firestore: vi.fn() }));

const PUBLIC = { namespace: 'public', en: publicEn, ur: publicUr } as const;

const FITR_1448: EidJamatsResponse[number] = {
  id: '1448-fitr',
  hijriYear: 1448,
  eid: 'fitr',
  published: true,
  jamats: [
    {
      time: '06:30',
      place: 'courtyard',
      language: 'urdu',
      imam: 'Mufti Abdul Rahman',
      note: 'Bring your own prayer mat',
      noteUrdu: 'اپنی جائے نماز ساتھ لائیں',
    },
    { time: '07:30', place: 'womensSection', language: 'english' },
  ],
};

const render = (lang: 'en' | 'ur' = 'en') =>
  renderInLanguage(<EidPage />, PUBLIC, lang, [lang === 'ur' ? '/ur/eid' : '/eid']);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-01T07:00:00Z'));
  eids.value = [FITR_1448];
});
afterEach(() => vi.useRealTimers());

describe('EidPage', () => {
  it('shows the coming Eid as expected with its published jamats', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Eid ul-Fitr 1448 AH');
    expect(document.querySelector('.eid-day')?.getAttribute('data-decided')).toBe('false');
    expect(document.querySelector('.eid-day')?.textContent).toMatch(/^Expected on .*9 March 2027/);
    const items = [...document.querySelectorAll('.eid-jamat')];
    expect(items.map((li) => li.querySelector('.eid-jamat-time')?.textContent)).toEqual([
      '6:30 AM',
      '7:30 AM',
    ]);
    expect(items[0]!.textContent).toContain('Courtyard');
    expect(items[0]!.textContent).toContain('Mufti Abdul Rahman');
    expect(items[1]!.textContent).toContain("Women's section");
    expect(items[1]!.textContent).toContain('English');
    const note = items[0]!.querySelector('.eid-jamat-note');
    expect(note?.textContent).toBe('Bring your own prayer mat');
    expect(note?.getAttribute('lang')).toBe('en');
  });

  it('keeps an unpublished Eid back', async () => {
    eids.value = [{ ...FITR_1448, published: false }];
    await render();
    expect(document.querySelectorAll('.eid-jamat')).toHaveLength(0);
    expect(screen.getByText('The Eid jamats will be announced here.')).toBeTruthy();
  });

  it('speaks Urdu, the admin’s Urdu note in Urdu and the English imam marked English', async () => {
    await render('ur');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('عید الفطر 1448ھ');
    const first = document.querySelector('.eid-jamat')!;
    expect(first.textContent).toContain('صحن');
    expect(first.querySelector('.eid-jamat-note')?.getAttribute('dir')).toBe('rtl');
    const imam = [...first.querySelectorAll('dd')].find(
      (d) => d.textContent === 'Mufti Abdul Rahman',
    );
    expect(imam?.getAttribute('lang')).toBe('en');
    expect(imam?.getAttribute('dir')).toBe('ltr');
  });
});
